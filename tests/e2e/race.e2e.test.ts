import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { ext, form, popup } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';

/**
 * Issue 43: two stand-in feeds publish the same items at offsets the test chooses. The first copy
 * is shown and notified once, its card names the winner and its margin (as the worker measured it,
 * checked against the gap between the two sends), a vote goes to the feed the item came from and
 * that feed's own vote stream updates its count live, when one feed dies the other carries on, and
 * once removed its headline's vote says it cannot be sent. Issue 52: notices that all carry their
 * catalog's link, from either feed, are each news of their own.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('feeds raced in %s', (kind) => {
  let main: ScriptedFeedServer;
  let second: ScriptedFeedServer;
  let session: ExtensionSession;
  let page: Page;

  beforeEach(async () => {
    main = new ScriptedFeedServer();
    second = new ScriptedFeedServer();
    const [mainAddress, secondAddress] = await Promise.all([main.listen(), second.listen()]);
    session = await launch(kind);
    const options = await session.open('/options.html');
    await ext.configure(options, { serverAddress: `http://${mainAddress}`, apiKey: 'key-main' });
    // Added as a reader adds it: loopback is granted to the copy tests load, so no prompt is needed.
    await form.fill(options, 'Feed name', 'Second');
    await form.fill(options, 'Its server address', `http://${secondAddress}`);
    await form.fill(options, 'Its API key', 'key-second');
    await form.press(options, 'Add feed', '#feeds');
    await until(() => form.outcome(options, 'feeds'), (text) => text.includes('Added Second'), 'the feed added');
    await options.close();
    page = await session.open('/popup.html');
    await until(() => ext.status(page), (s) => s.feed.login.state === 'ok' && s.race?.[1]?.connection === 'open', 'both feeds connected');
    await until(async () => second.logins, (logins) => logins.includes('key-second'), 'the second feed logged in with its own key');
    expect(main.logins).not.toContain('key-second');
    expect(second.logins).not.toContain('key-main');
  });
  afterEach(async () => {
    await session.close();
    await Promise.all([main.close(), second.close().catch(() => undefined)]);
  });

  /** Publishes one item on `first`, then on `later` `gapMs` after; returns the gap the sends really had. */
  async function race(id: string, first: ScriptedFeedServer, later: ScriptedFeedServer, gapMs: number): Promise<number> {
    const item = { _id: id, title: `Raced ${id}`, time: Date.now() };
    const sentFirst = performance.now();
    first.publish(item);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    later.publish(item);
    return performance.now() - sentFirst;
  }
  const note = (id: string) => page.evaluate((newsId) => document.querySelector(`.card[data-id="${CSS.escape(newsId)}"] .race-note`)?.textContent ?? '', id);
  const margin = (text: string) => Number(/\+([\d,]+) ms/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  /**
   * The worker's status once `count` notifications since `before` are counted: it counts one once the
   * browser's create has answered, which can be after the notification is listed.
   */
  const counted = (before: number, count: number) => until(() => ext.status(page), (s) => s.counters.notificationsShown - before >= count, `${count} notifications counted`);

  it('shows and notifies the first copy once, with its margin; votes go to the feed the item came from; a dead feed leaves the other carrying on', async () => {
    const shownBefore = (await ext.status(page)).counters.notificationsShown;
    const gapA = await race('race-a', second, main, 700);
    await until(() => note('race-a'), (text) => text.startsWith('First via Second'), 'the card naming the winner');
    const gapB = await race('race-b', main, second, 200);
    const textB = await until(() => note('race-b'), (text) => text.startsWith('First via main'), 'the second card naming the winner');
    const textA = await note('race-a');
    console.log(`${kind}: sends ${gapA.toFixed(1)} and ${gapB.toFixed(1)} ms apart; cards say "${textA}" and "${textB}"`);
    // The worker's margin is the gap between the frames' arrivals as its event loop reads them: the
    // sends' gap to a few ms on a quiet machine (loopback). A loaded one delays either read (30, 85
    // and 175 ms were seen with eight test runs sharing two cores), so the bound is 250 ms, and the
    // gaps (700 and 200 ms) are far enough apart that their margins cannot be mistaken for each other.
    expect(Math.abs(margin(textA) - gapA)).toBeLessThan(250);
    expect(Math.abs(margin(textB) - gapB)).toBeLessThan(250);
    expect(await ext.renderedIds(page)).toEqual(expect.arrayContaining(['race-a', 'race-b']));
    expect((await ext.renderedIds(page)).filter((id) => id.startsWith('race-'))).toHaveLength(2);
    const status = await counted(shownBefore, 2);
    expect(status.counters.notificationsShown - shownBefore).toBe(2);
    expect(status.race!.map((row) => [row.feed, row.items, row.firstShare])).toEqual([
      ['main', 2, 0.5],
      ['Second', 2, 0.5],
    ]);

    await popup.press(page, 'race-a', 'Like');
    await popup.press(page, 'race-b', 'Like');
    await until(async () => main.votes.length + second.votes.length, (count) => count === 2, 'both votes sent');
    expect(second.votes).toEqual([{ action: 'like', id: 'race-a', key: 'key-second' }]);
    expect(main.votes).toEqual([{ action: 'like', id: 'race-b', key: 'key-main' }]);

    // The second feed's own vote stream: its totals reach the card of the item it delivered, live;
    // totals it sends for the first feed's item are not its to set.
    await until(async () => second.likesConnected, (open) => open === 1, "the second feed's vote stream open");
    // The replies (1 like each, without a version) on the cards first: unversioned totals are ordered
    // by arrival (utils/votes/voter.ts, unit-tested there with a reply waiting on its write), and a
    // reply still on the wire when the frame below is sent may rightly arrive after it (it did, in
    // Firefox on a loaded CI machine). Sent once, then.
    for (const id of ['race-a', 'race-b']) await until(() => popup.card(page, id), (card) => card?.likes === 1, `the reply's count on ${id}'s card`);
    second.sendLikes({ newsId: 'race-b', likes: 999, dislikes: 999 });
    second.sendLikes({ newsId: 'race-a', likes: 7, dislikes: 2 });
    await until(() => popup.card(page, 'race-a'), (card) => card?.likes === 7 && card.dislikes === 2, "the second feed's live count on its card");
    expect(await popup.card(page, 'race-b')).toMatchObject({ likes: 1, dislikes: 0 });

    await second.close();
    await until(() => ext.status(page), (s) => s.race?.[1]?.connection !== 'open', 'the second feed seen down');
    main.publish({ _id: 'after-death', title: 'Still carried', time: Date.now() });
    await until(() => ext.notifications(page), (all) => 'newsflash:item:after-death' in all, "the surviving feed's notification");
    // The card comes apart from the notification: with no card yet, no note would be read as none.
    await until(() => ext.renderedIds(page), (ids) => ids.includes('after-death'), "the surviving feed's card");
    expect(await note('after-death')).toBe('');

    // The second feed removed: its headline keeps its card and its vote, and a vote on it says it cannot be sent.
    const options = await session.open('/options.html');
    await until(() => options.evaluate(() => document.querySelector('#feeds button[aria-label="Remove Second"]') !== null), Boolean, 'the second feed listed');
    await form.press(options, 'Remove', '#feeds');
    await until(() => form.outcome(options, 'feeds'), (text) => text.includes('Removed'), 'the second feed removed');
    await popup.press(page, 'race-a', 'Dislike');
    const refusal = await until(() => popup.alert(page), (shown) => shown !== null, 'the refusal in the popup');
    expect(refusal!.text).toContain('This item came from a feed you removed; its vote cannot be sent.');
    expect(await popup.card(page, 'race-a')).toMatchObject({ like: true, dislike: false, likes: 7, dislikes: 2 });
  });

  it("gives every notice of a catalog its own card and notification, whichever feed sends it, though all carry the catalog's link", async () => {
    const shownBefore = (await ext.status(page)).counters.notificationsShown;
    // Binance's pushed notices have no article: each links to its catalog's page (server/README.md, binance-stream).
    const notice = (id: string, coin: string) => ({ _id: id, title: `Binance Will List ${coin}`, time: Date.now(), source: 'Binance EN', link: 'https://www.binance.com/en/support/announcement/list/48' });
    const first = notice('cat-1', 'AAA');
    main.publish(first);
    await until(() => ext.renderedIds(page), (ids) => ids.includes('cat-1'), "the first feed's notice");
    // The extra feed's next notice, then the first feed's: before issue 52 each was taken for a copy of cat-1.
    second.publish(notice('cat-2', 'BBB'));
    await until(() => ext.renderedIds(page), (ids) => ids.includes('cat-2'), "the extra feed's notice");
    main.publish(notice('cat-3', 'CCC'));
    // The same notice from the other feed (its _id shared) is still a copy: one card, the race noted on it.
    second.publish(first);
    await until(() => note('cat-1'), (text) => text.startsWith('First via main'), 'the copy of cat-1 raced');
    const notified = await until(
      () => ext.notifications(page),
      (all) => ['cat-1', 'cat-2', 'cat-3'].every((id) => `newsflash:item:${id}` in all),
      'a notification per notice',
    );
    expect(Object.keys(notified).filter((id) => id.startsWith('newsflash:item:cat-')).sort()).toEqual(['newsflash:item:cat-1', 'newsflash:item:cat-2', 'newsflash:item:cat-3']);
    // cat-3's card comes apart from its notification.
    const cards = await until(() => ext.renderedIds(page), (ids) => ids.includes('cat-3'), "the first feed's second notice in the popup");
    expect(cards.filter((id) => id.startsWith('cat-')).sort()).toEqual(['cat-1', 'cat-2', 'cat-3']);
    expect(await note('cat-2')).toBe('');
    const status = await counted(shownBefore, 3);
    expect(status.counters.notificationsShown - shownBefore).toBe(3);
    expect(status.race!.map((row) => [row.feed, row.items, row.firstShare])).toEqual([
      ['main', 2, 1],
      ['Second', 2, 0.5],
    ]);
  });
});
