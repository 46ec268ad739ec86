import type { Page } from 'puppeteer-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';

/**
 * Names and headlines at their budgets, laid out by a real browser (the logic is unit-tested; only
 * a browser says what overflows): a 100-character source, a 1,000-character unbroken headline, a
 * 40-character unbroken feed name, names with hidden characters. Nothing may widen the popup or the
 * options page (Diagnostics, the vote history), push the host or the time off the card's line, or
 * read as another feed's name.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('hostile names in %s', (kind) => {
  let main: ScriptedFeedServer;
  let wide: ScriptedFeedServer;
  let session: ExtensionSession;

  const WIDE = 'W'.repeat(40);
  const SOURCE = 'S'.repeat(100);

  beforeEach(async () => {
    main = new ScriptedFeedServer();
    wide = new ScriptedFeedServer();
    const [mainAddress, wideAddress] = await Promise.all([main.listen(), wide.listen()]);
    session = await launch(kind);
    const page = await session.open('/popup.html');
    await ext.configure(page, {
      serverAddress: `http://${mainAddress}`,
      apiKey: 'key-main',
      extraFeeds: [
        { id: 'wide', name: WIDE, serverAddress: `http://${wideAddress}`, apiKey: 'key-wide' },
        // Reads as the first feed's name once its zero-width space is gone: shown as its id instead.
        { id: 'spoof', name: 'main\u200B', serverAddress: 'http://127.0.0.1:9', apiKey: '' },
      ],
    });
    await page.close();
  });
  afterEach(async () => {
    await session.close();
    await Promise.all([main.close(), wide.close()]);
  });

  /** Elements wider than the page, and a card whose meta line's parts overlap. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const root = document.documentElement;
      const cards = [...document.querySelectorAll('.card')].flatMap((card) => {
        const box = (selector: string) => card.querySelector(selector)?.getBoundingClientRect();
        const [source, host, when] = [box('.source'), box('.link-host'), box('.when')];
        const overlapping = (source && host && source.right > host.left + 1) || (host && when && host.right > when.left + 1);
        return card.scrollWidth > card.clientWidth || overlapping ? [card.getAttribute('data-id')] : [];
      });
      return { page: root.scrollWidth > root.clientWidth, cards };
    });

  it('keeps every name and headline within its box, on the card and in Diagnostics, and no name passes for main', async () => {
    const popup = await session.open('/popup.html');
    await setViewport(popup, { width: 420, height: 600 });
    await until(() => ext.status(popup), (s) => s.race?.[1]?.connection === 'open', 'the wide feed connected');
    main.publish({ _id: 'long', title: 'X'.repeat(1_000), source: SOURCE, link: 'https://example.com/a', time: Date.now() });
    const raced = { _id: 'raced', title: 'Raced', source: '\u202EBlog', link: 'https://example.com/b', time: Date.now() };
    wide.publish(raced);
    // The wide feed's copy is first once the popup shows it (a fixed pause does not promise that on a loaded machine).
    await until(() => ext.renderedIds(popup), (ids) => ids.includes('raced'), "the wide feed's copy shown");
    main.publish(raced);
    const note = await until(
      () => popup.evaluate(() => [...document.querySelectorAll('.card[data-id="raced"] .race-note bdi')].map((name) => name.textContent)),
      (names) => names.length === 2,
      'the race note',
    );
    expect(note).toEqual([WIDE, 'main']);
    expect(await overflow(popup)).toEqual({ page: false, cards: [] });
    // Five lines of the 1,000-character headline until its card is selected, then all of it.
    const titleHeight = () => popup.evaluate(() => document.querySelector('.card[data-id="long"] .title')!.getBoundingClientRect().height);
    const clamped = await titleHeight();
    expect(clamped).toBeLessThan(120);
    await popup.click('.card[data-id="long"] .meta');
    await until(titleHeight, (height) => height > 3 * clamped, 'the whole headline once selected');
    // Liked, so the options' vote history shows its headline and source too.
    await popup.click('.card[data-id="long"] button.like');
    await until(async () => main.votes.length, (votes) => votes > 0, 'the like at the service');

    const options = await session.open('/options.html#diagnostics');
    await setViewport(options, { width: 800, height: 600 });
    const feeds = await until(
      () => options.evaluate(() => [...document.querySelectorAll('.feed-race tbody th bdi')].map((name) => name.textContent)),
      (names) => names.length === 3,
      'the raced feeds in Diagnostics',
    );
    expect(feeds).toEqual(['main', WIDE, 'spoof']);
    await until(() => options.evaluate(() => document.querySelectorAll('.source-latency tbody tr').length), (rows) => rows >= 2, 'the sources in Diagnostics');
    expect(await options.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await options.evaluate(() => (location.hash = 'history'));
    await until(() => options.evaluate(() => document.querySelector('#history tr[data-id="long"]') !== null), Boolean, 'the like in the vote history');
    expect(await options.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }, 60_000);
});
