/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import type { HopReport } from '@/utils/hops/hop-keeper';
import { ext, popup } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';
import { defaultAlerts } from '@/utils/settings/schema';

/** One backlog page of 100 headlines, each padded so the page is about `bytes` long. */
function backlogPage(prefix: string, bytes: number): string {
  const items = Array.from({ length: 100 }, (_, i) => ({ _id: `${prefix}-${i + 1}`, title: `Backlog ${prefix} ${i + 1}`, time: Date.now() - (i + 1) * 60_000 }));
  const pad = 'p'.repeat(Math.floor((bytes - JSON.stringify(items).length) / 100) - 12);
  return JSON.stringify(items.map((item) => ({ ...item, pad })));
}

const hopReport = (page: Page): Promise<HopReport> =>
  page.evaluate(() => ((globalThis as any).browser ?? (globalThis as any).chrome).runtime.sendMessage({ name: 'hopReport' })) as Promise<HopReport>;

/**
 * Issue 53: a hostile extra feed beside the real local service (the first feed), in real browsers.
 * It serves a backlog at and past its 4 MB page budget, sends the first feed's next `_id`s and links
 * first with other words, answers `clock` with lies, answers a vote on its item with another item's
 * totals, and floods headlines and vote frames past their budgets. The first feed's headlines keep
 * their cards, notifications, counts and figures; the drops are counted on the feed's row. The
 * logic is tested in utils/feed and tests/integration/extra-feeds.test.ts; this proves the built
 * extension holds it. One browser per describe, the steps in order (the floods last: they spend the
 * feed's budgets).
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('a hostile extra feed in %s', (kind) => {
  let service: E2eService;
  let hostile: ScriptedFeedServer;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    hostile = new ScriptedFeedServer();
    // The first history just under 4 MB (read); every page after, past it (refused unread).
    let pages = 0;
    hostile.backlogBody = () => (pages++ === 0 ? backlogPage('backlog', 3_900_000) : backlogPage('huge', 4_500_000));
    const [address] = await Promise.all([hostile.listen(), service.start()]);
    session = await launch(kind);
    page = await session.open('/popup.html');
    await ext.configure(page, {
      serverAddress: service.url,
      apiKey: await service.admin.addKey(`hostile-${kind}`),
      extraFeeds: [{ id: 'hostile', name: 'Hostile', serverAddress: `http://${address}`, apiKey: 'key-hostile' }],
      // Room for every headline here to be its own notification: the reader's burst limit is applied per feed (coalesce.ts).
      alerts: { ...defaultAlerts, maxPerWindow: 20 },
    });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.race?.[1]?.connection === 'open', 'both feeds connected');
  });
  afterAll(async () => {
    await session?.close();
    await Promise.all([hostile?.close(), service?.dispose()]);
  });

  const shown = () => ext.status(page).then((s) => s.counters.notificationsShown);
  const hostileRow = () => ext.status(page).then((s) => s.race!.find((row) => row.id === 'hostile')!);
  /** Publishes on the first feed and waits for its card and notification. */
  async function firstFeedHeadline(item: Record<string, unknown>): Promise<string> {
    const id = await service.publish(item);
    await until(() => ext.notifications(page), (all) => `newsflash:item:${id}` in all, `the first feed's notification of ${id}`);
    await until(() => popup.card(page, id), (card) => card?.title === item.title, `the first feed's card of ${id}`);
    return id;
  }

  it('reads the backlog page within 4 MB quietly, refuses the one past it unread, and the first feed is unharmed', async () => {
    await until(() => ext.storedIds(page), (ids) => ids.includes('backlog-100'), 'the page within budget stored');
    const stored = await ext.storedIds(page);
    expect(stored.filter((id) => id.startsWith('huge-'))).toEqual([]);
    expect(Object.keys(await ext.notifications(page)).filter((id) => id.includes('backlog-'))).toEqual([]);
    // Dropped, the feed's socket reconnects and asks for what it missed: a page past 4 MB.
    hostile.dropAll();
    const row = await until(() => hostileRow(), (r) => /larger than 4 MB|budget allows/.test(r.error ?? '') && r.connection === 'open', 'the refused page said on its row');
    expect((await ext.storedIds(page)).filter((id) => id.startsWith('huge-'))).toEqual([]);
    console.log(`${kind}: the hostile row after its backlog: ${JSON.stringify(row)}`);
    await firstFeedHeadline({ title: 'First after the backlog' });
  });

  it("lets the first feed's headline keep its card and notification when its _id or link was sent first with other words", async () => {
    const before = await shown();
    // The first feed's next _id, sent first with other words.
    hostile.publish({ _id: 'next-1', title: 'Forged words on a stolen id', link: 'https://news.example/next-1' });
    await until(() => popup.card(page, 'next-1'), (card) => card !== null, "the hostile copy's card");
    // Its link, sent first on an id of the hostile feed's own.
    hostile.publish({ _id: 'own-1', title: 'Forged words on a stolen link', link: 'https://news.example/next-2' });
    await until(() => popup.card(page, 'own-1'), (card) => card !== null, "the hostile link's card");
    await firstFeedHeadline({ _id: 'next-1', title: 'Real words on id next-1', link: 'https://news.example/next-1' });
    const second = await firstFeedHeadline({ title: 'Real words on link next-2', link: 'https://news.example/next-2' });
    expect(second).not.toBe('own-1');
    // Two notifications of the hostile copies, two of the first feed's: none taken. The worker counts
    // one once the browser's create has answered, after it is listed: the count is waited for, then checked.
    expect((await until(shown, (now) => now - before >= 4, 'four notifications counted')) - before).toBe(4);
    expect((await ext.renderedIds(page)).filter((id) => id === 'next-1')).toHaveLength(1);
  });

  it("keeps the first feed's clock and hop figures whatever the hostile feed's clock says", async () => {
    const day = 24 * 60 * 60_000;
    hostile.clockAnswers = [
      JSON.stringify({ clock: Date.now() + day - 60_000 }),
      JSON.stringify({ clock: Date.UTC(2010, 0, 1) }),
      JSON.stringify({ clock: Date.now() + 365 * day }),
      '{"clock":1e400}',
      JSON.stringify({ clock: 'NaN' }),
    ];
    // Items with hops make the worker ask the feed its clock.
    hostile.publish({ _id: 'clocked-1', title: 'Clocked 1', hops: { read: Date.now(), sent: Date.now() } });
    await until(async () => hostile.clockAsks, (asks) => asks >= 2, 'the hostile clock asked');
    hostile.publish({ _id: 'clocked-2', title: 'Clocked 2', hops: { read: Date.now(), sent: Date.now() } });
    const id = await firstFeedHeadline({ title: 'Timed on the first feed', source: 'Real desk', hops: { origin: Date.now() - 500 } });
    const report = await until(() => hopReport(page), (r) => r.clockOffsetMs !== undefined && JSON.stringify(r.rows).includes('Real desk'), "the first feed's offset and hops");
    console.log(`${kind}: ${hostile.clockAsks} clock asks; first feed offset ${report.clockOffsetMs} ms; feed offsets ${JSON.stringify(report.feedOffsets)}`);
    expect(Math.abs(report.clockOffsetMs!)).toBeLessThan(5_000);
    // The card's hop figures are a lazily loaded part: it may come a moment after the report.
    const origin = () => page.evaluate((newsId) => document.querySelector(`.card[data-id="${CSS.escape(newsId)}"] [data-testid="origin-to-screen"]`)?.textContent ?? '', id);
    expect(await until(origin, (text) => text !== '', "the first feed's origin → screen on its card")).toMatch(/\+/);
  });

  it("refuses another item's totals in the answer to a vote on the hostile feed's item", async () => {
    const target = await firstFeedHeadline({ title: 'Counted by the first feed' });
    hostile.publish({ _id: 'voted-here', title: 'Vote on me' });
    await until(() => popup.card(page, 'voted-here'), (card) => card !== null, 'the hostile card');
    await until(async () => hostile.likesConnected, (open) => open === 1, "the hostile feed's vote stream open");
    hostile.voteTotals = () => ({ newsId: target, likes: 777, dislikes: 666 });
    await popup.press(page, 'voted-here', 'Like');
    await until(async () => hostile.votes, (votes) => votes.some((vote) => vote.id === 'voted-here'), 'the vote sent to the hostile feed');
    await until(() => hostileRow(), (row) => (row.votes?.refused ?? 0) >= 1, 'the foreign totals refused');
    expect(await popup.card(page, target)).toMatchObject({ likes: 0, dislikes: 0 });
    hostile.voteTotals = undefined;
  });

  it('drops item and vote floods past their budgets, counted on its row, and the first feed and popup carry on', async () => {
    const before = await hostileRow();
    for (let i = 0; i < 1_000; i++) hostile.publish({ _id: `flood-${i}`, title: `Flood ${i}` });
    for (let i = 0; i < 1_000; i++) hostile.sendLikes({ newsId: 'voted-here', likes: i, dislikes: 0 });
    const row = await until(() => hostileRow(), (r) => (r.dropped ?? 0) - (before.dropped ?? 0) >= 800 && (r.votes?.refused ?? 0) - (before.votes?.refused ?? 0) >= 800, 'the floods counted');
    console.log(`${kind}: after the floods: ${JSON.stringify(row)}`);
    const id = await firstFeedHeadline({ title: 'Still first after the flood' });
    await popup.press(page, id, 'Like');
    await until(() => popup.card(page, id), (card) => card?.like === true && card.likes === 1, "the first feed's vote counted");
    const stored = await ext.storedIds(page);
    expect(stored.filter((stored) => stored.startsWith('flood-')).length).toBeLessThanOrEqual(200);
  });
});
