/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension */
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext, popup } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const shots = '.tmp/screenshots';

describe.each<BrowserKind>(['chromium', 'firefox'])('popup in %s', (kind) => {
  let service: E2eService;
  let key: string;
  let keyName: string;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => service.dispose());

  beforeEach(async () => {
    keyName = `popup-${kind}-${Date.now()}`;
    key = await service.admin.addKey(keyName);
    session = await launch(kind);
    page = await session.open('/popup.html');
    await setViewport(page, { width: 420, height: 600 });
    await ext.configure(page, { serverAddress: service.url, apiKey: key });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterEach(() => session.close());

  const mine = async () => (await (await fetch(`${service.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string; type: string }[];

  it('shows published items live; like, dislike and remove reach the service; totals follow the vote stream', async () => {
    const id = await service.publish({ title: 'Exchange lists EXMP', body: 'Trading opens at 12:00 UTC.', suggestions: [{ coin: 'EXMP', found: ['EXMP'], symbols: [{ exchange: 'binance', symbol: 'EXMPUSDT' }] }] });
    await until(() => popup.card(page, id), (card) => card?.title === 'Exchange lists EXMP', 'the item in the popup');
    // The chip's trade link: its exchanges' rules load just after the first paint.
    await until(
      () => page.evaluate((newsId) => document.querySelector(`.card[data-id="${newsId}"] .coin a`)?.getAttribute('href'), id),
      (href) => href !== undefined,
      'the trade link on the chip',
    );
    expect(await page.evaluate((newsId) => document.querySelector(`.card[data-id="${newsId}"] .coin a`)?.getAttribute('href'), id)).toBe(
      'https://www.binance.com/en/trade/EXMP_USDT?type=spot',
    );

    await popup.press(page, id, 'Like');
    await until(mine, (votes) => votes.some((v) => v.newsId === id && v.type === 'like'), 'the like on the service');
    await until(() => popup.card(page, id), (card) => card?.like === true && card.likes === 1 && !card.busy, 'the like shown');

    // Another reader's vote arrives only through the /ws/likes stream.
    const other = await service.admin.addKey(`other-${kind}-${Date.now()}`);
    expect((await fetch(`${service.url}/api/like?id=${id}&api_key=${other}`, { method: 'POST' })).status).toBe(200);
    await until(() => popup.card(page, id), (card) => card?.likes === 2, 'the total from the vote stream');

    await popup.press(page, id, 'Dislike');
    await until(mine, (votes) => votes.some((v) => v.newsId === id && v.type === 'dislike'), 'the dislike on the service');
    await until(() => popup.card(page, id), (card) => card?.dislike === true && !card.like && card.likes === 1 && card.dislikes === 1 && !card.busy, 'the switch shown');

    await popup.press(page, id, 'Remove vote');
    await until(mine, (votes) => !votes.some((v) => v.newsId === id), 'the vote removed on the service');
    await until(() => popup.card(page, id), (card) => card?.dislike === false && card.dislikes === 0, 'the removal shown');

    await page.screenshot({ path: `${shots}/popup-${kind}-light.png` });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]).catch(() => undefined);
    await page.screenshot({ path: `${shots}/popup-${kind}-dark.png` });
  });

  it('a second press while the first vote is on its way is not lost', async () => {
    const id = await service.publish({ title: 'Change of mind' });
    await until(() => popup.card(page, id), (card) => card !== null, 'the item in the popup');
    await popup.press(page, id, 'Like');
    await popup.press(page, id, 'Dislike');
    await until(mine, (votes) => votes.some((v) => v.newsId === id && v.type === 'dislike'), 'the later choice on the service');
    await until(() => popup.card(page, id), (card) => card?.dislike === true && card.likes === 0 && card.dislikes === 1 && !card.busy, 'the later choice shown');
  });

  it('a refused vote rolls back and says what to do', async () => {
    const id = await service.publish({ title: 'Vote on me' });
    await until(() => popup.card(page, id), (card) => card !== null, 'the item in the popup');
    await service.admin.revokeKey(keyName);
    await popup.press(page, id, 'Like');
    const alert = await until(() => popup.alert(page), (a) => a !== null, 'the refusal message');
    expect(alert?.text).toContain('rejected your API key');
    expect(alert?.links).toContain('Open options');
    const card = await popup.card(page, id);
    expect(card).toMatchObject({ like: false, likes: 0 });
  });

  it('hostile items render as inert text', async () => {
    const script = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    const id = await service.publish({
      title: script,
      body: `Click javascript:alert(1) or <a href="javascript:alert(1)">here</a> ${'A'.repeat(1_000_000)}`,
    });
    await until(() => popup.card(page, id), (card) => card !== null, 'the hostile item in the popup', 30_000);
    const view = await page.evaluate((newsId) => {
      const card = document.querySelector(`.card[data-id="${newsId}"]`)!;
      return {
        title: card.querySelector('.title')!.textContent,
        bodyLength: card.querySelector('.body')!.textContent!.length,
        elements: card.querySelectorAll('script, iframe, object, [onerror], [onclick]').length,
        hrefs: [...card.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
        pwned: (globalThis as any).__pwned ?? null,
      };
    }, id);
    expect(view.title).toBe(script);
    expect(view.elements).toBe(0);
    expect(view.pwned).toBeNull();
    expect(view.bodyLength).toBeLessThanOrEqual(10_001);
    for (const href of view.hrefs) expect(href).toMatch(/^https?:\/\//);
  });

  it('links show the host they really go to, and no bidi control or zero-width character reaches the page (issue 36)', async () => {
    const lookalike = 'https://www.bіnance.com/login'; // Cyrillic і (U+0456)
    const id = await service.publish({
      title: 'Binance &#x202E;lanoitacude airdrop\u2066',
      body: `Claim: \u202Ehttps://evil.example/moc.ecnanib.www//:sptth or ${lookalike} or https://binance.com@evil.example/claim \u200b`,
      link: 'https://binance.com@evil.example/airdrop',
      source: 'Blogs',
    });
    await until(() => popup.card(page, id), (card) => card !== null, 'the spoofing item in the popup', 30_000);
    const view = await page.evaluate((newsId) => {
      const card = document.querySelector(`.card[data-id="${newsId}"]`)!;
      return {
        text: card.textContent ?? '',
        title: card.querySelector('.title')!.textContent,
        titleHref: card.querySelector('.title a')!.getAttribute('href')!,
        linkHost: card.querySelector('.link-host')?.textContent,
        links: [...card.querySelectorAll('.body a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href') })),
      };
    }, id);
    expect(view.text).not.toMatch(/[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/);
    expect(view.title).toBe('Binance lanoitacude airdrop');
    expect(view.links).toEqual([
      { text: 'evil.example/moc.ecnanib.www//:sptth', href: 'https://evil.example/moc.ecnanib.www//:sptth' },
      { text: `${new URL(lookalike).host}/login`, href: new URL(lookalike).href },
      { text: 'evil.example/claim', href: 'https://binance.com@evil.example/claim' },
    ]);
    expect(view.links[1]!.text).toMatch(/^www\.xn--/);
    // The headline link shows no URL, so its real host stands beside the source.
    expect(new URL(view.titleHref).host).toBe('evil.example');
    expect(view.linkHost).toBe('evil.example');
  });

  it('an item stored with a time no date can hold is left out; the feed still renders, every time it opens', async () => {
    const id = await service.publish({ title: 'A readable headline' });
    await until(() => popup.card(page, id), (card) => card !== null, 'the readable item in the popup', 30_000);
    // As an older version could have stored it: straight into IndexedDB, past every reader's check.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('newsflash');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('items', 'readwrite');
            tx.objectStore('items').put({ id: 'absurd-time', title: 'From the year 300000', time: 1e16, kind: 'news', source: 'Blogs', coins: [], actions: [], requireInteraction: false, receivedAt: Date.now() });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
    );
    for (let opening = 0; opening < 2; opening++) {
      const again = await session.open('/popup.html');
      await until(() => popup.card(again, id), (card) => card !== null, 'the feed rendered around the absurd item');
      expect(await ext.renderedIds(again)).not.toContain('absurd-time');
      await again.close();
    }
  });

  it('keeps DOM rows bounded with many items, holds new ones while scrolled, and drives by keyboard', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) ids.push(await service.publish({ title: `Row ${i}` }));
    await until(() => popup.card(page, ids.at(-1)!), (card) => card !== null, 'the newest row');
    expect(await popup.rowCount(page)).toBeLessThan(30);

    await page.evaluate(() => document.querySelector('.scroller')!.scrollTo(0, 4000));
    // What the reader is looking at: the row laid out across a line in the middle of the list, and
    // where. Rows, not cards: a card that just arrived may still be sliding into its row.
    const reading = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.scroller')!;
        const line = scroller.getBoundingClientRect().top + 150;
        const row = [...document.querySelectorAll('.row')].find((r) => r.getBoundingClientRect().top <= line && r.getBoundingClientRect().bottom > line);
        return { id: row?.querySelector('.card')?.getAttribute('data-id'), top: Math.round(row?.getBoundingClientRect().top ?? -1), scrolled: scroller.scrollTop };
      });
    let before = await reading();
    await until(reading, (now) => {
      const settled = now.scrolled > 1000 && now.id !== undefined && JSON.stringify(now) === JSON.stringify(before);
      before = now;
      return settled;
    }, 'the scrolled list to settle');
    const fresh = await service.publish({ title: 'Arrived while reading' });
    await until(() => page.evaluate(() => document.querySelector('.new-pill')?.textContent ?? ''), (text) => text.includes('1 new'), 'the "1 new" pill');
    const after = await reading();
    expect({ id: after.id, top: after.top }).toEqual({ id: before.id, top: before.top });
    await page.evaluate(() => (document.querySelector('.new-pill') as HTMLButtonElement).click());
    await until(() => popup.card(page, fresh), (card) => card !== null, 'the held item shown at the top');

    await page.keyboard.press('j');
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('data-id') ?? null), (focused) => focused === fresh, 'j to select the first row');
    await page.keyboard.press('l');
    await until(mine, (votes) => votes.some((v) => v.newsId === fresh && v.type === 'like'), 'l to like the selected row');
    await page.keyboard.press('/');
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null), (label) => label === 'Search headlines', '/ to focus the search');
  });
});
