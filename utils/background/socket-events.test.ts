import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem, storedItem } from '@/tests/fixtures/items';
import type { FeedEvents } from '@/utils/feed/news-feed';
import type { ExtraLikesEvents } from '@/utils/race/extra-likes';
import type { LikesEvents } from '@/utils/feed/likes-feed';
import type { LiveEvent } from '@/utils/messages';
import { Emitter } from '@/utils/net/emitter';
import { defaultAlerts } from '@/utils/settings/schema';
import { MemoryStore } from '@/utils/store/memory-store';
import type { StoredItem } from '@/utils/store/store-types';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import { UPDATE_BURST } from './update-frames';
import { routeSocketEvents } from './socket-events';
import type { ChannelConfig } from '@/utils/channels/config';
import type { Rule } from '@/utils/notify/rules';
import type { AlertSettings } from '@/utils/settings';

/** An emitter the test fires by hand, standing in for a socket-backed feed. */
class Fired<Events extends { [name: string]: unknown }> extends Emitter<Events> {
  fire<K extends keyof Events>(name: K, payload: Events[K]): void {
    this.emit(name, payload);
  }
}

const phone: ChannelConfig = { id: 'phone', name: 'Phone', enabled: true, every: false, kind: 'ntfy', topicUrl: 'https://ntfy.sh/t' };

function setup(
  rules: Rule[] = [{ id: 'n', name: 'All', enabled: true, action: 'notify' as const, match: { keywords: ['title'] }, channels: ['phone'] }],
  defaultAction = defaultAlerts.defaultAction,
  over: Partial<AlertSettings> = {},
) {
  const clock = new FakeClock();
  const feed = new Fired<FeedEvents>();
  const likes = new Fired<LikesEvents>();
  const extraLikes = new Fired<ExtraLikesEvents>();
  const tallies = new TallyOrder();
  const store = new MemoryStore();
  const stored: StoredItem[] = [];
  const events: LiveEvent[] = [];
  const offered: string[] = [];
  const backfilled: NewsItem[][] = [];
  let unread = 0;
  let cleared = 0;
  const notifyAll = { ...defaultAlerts, rules, defaultAction, ...over };
  const sent: { title: string; to: readonly string[] }[] = [];
  const alerted: string[] = [];
  const sounds: string[] = [];
  const followedUp: string[] = [];
  routeSocketEvents({
    feed,
    firstFeed: feed,
    likes,
    extraLikes,
    clock,
    alerts: () => notifyAll,
    saveAlerts: async () => {},
    store: (item) => stored.push(item),
    tallyStore: () => store,
    // The batch writer: what `store` was handed is written at a flush.
    flushItems: () => store.putItems(stored.filter((item) => item.id.startsWith('batched'))),
    coalescer: { offer: (item) => offered.push(item.id), offerBackfill: (items) => backfilled.push(items) },
    badge: { add: (count) => (unread += count), clear: () => cleared++ },
    tallies,
    broadcast: (event) => events.push(event),
    channels: { send: (message, to) => sent.push({ title: message.title, to }) },
    savedChannels: () => [phone],
    // With the deciding rule: the start alarm schedules by it.
    alerted: (item, ruleId) => alerted.push(`${item.id}:${ruleId}`),
    playSound: (sound) => sounds.push(sound),
    followUp: (item) => followedUp.push(`${item.id}:${item.outcome ? 'with outcome' : 'without'}`),
  });
  return {
    followedUp,
    sounds,
    alerted,
    sent,
    clock,
    feed,
    likes,
    extraLikes,
    tallies,
    store,
    stored,
    events,
    offered,
    backfilled,
    unread: () => unread,
    cleared: () => cleared,
  };
}

describe('routeSocketEvents', () => {
  it("keeps the model's note once, pushes the item again, and notifies only when it makes a notifying rule newly match a recent item", async () => {
    const important: Rule = { id: 'imp', name: 'Important', enabled: true, action: 'notify', match: { minImportance: 4 } };
    const t = setup([important], 'feed');
    const time = t.clock.now() - 1_000;
    await t.store.putItems([storedItem('a', { time }), storedItem('b', { time }), storedItem('old', { time: time - 60 * 60_000 })]);
    const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
    t.feed.fire('ai', { id: 'a', ai: { importance: 5, summary: 'Big news.' } });
    t.feed.fire('ai', { id: 'b', ai: { importance: 2 } });
    t.feed.fire('ai', { id: 'old', ai: { importance: 5 } });
    await settled();
    expect(t.offered).toEqual(['a']);
    expect(t.alerted).toEqual(['a:imp']);
    expect(t.events.flatMap((event) => (event.type === 'items' ? event.items.map((item) => [item.id, item.ai?.importance]) : []))).toEqual([['a', 5], ['b', 2], ['old', 5]]);
    // A second note for the same item changes nothing and raises nothing.
    t.feed.fire('ai', { id: 'a', ai: { importance: 5 } });
    t.feed.fire('ai', { id: 'unknown', ai: { importance: 5 } });
    await settled();
    expect(t.offered).toEqual(['a']);
    expect(t.events).toHaveLength(3);
    expect((await t.store.getItem('a'))?.ai).toEqual({ importance: 5, summary: 'Big news.' });
  });

  it('a live item is stored, counted unread, offered to the coalescer and pushed to pages as one items event', () => {
    const t = setup();
    t.feed.fire('item', { item: newsItem('a'), receivedAt: 5, arrivedAt: 1 });
    expect(t.stored.map((item) => [item.id, item.receivedAt])).toEqual([['a', 5]]);
    expect(t.unread()).toBe(1);
    expect(t.offered).toEqual(['a']);
    expect(t.events).toEqual([{ type: 'items', items: [expect.objectContaining({ id: 'a', receivedAt: 5 })] }]);
  });

  it('a backfill after a gap raises one backfill offer; the first history after install raises nothing and leaves no unread', () => {
    const t = setup();
    t.feed.fire('backfill', { items: [newsItem('x'), newsItem('y')], initial: false });
    expect(t.backfilled.map((items) => items.map((item) => item.id))).toEqual([['x', 'y']]);
    t.feed.fire('backfill', { items: [newsItem('z')], initial: true });
    expect(t.backfilled).toHaveLength(1);
    expect(t.cleared()).toBe(1);
    expect(t.events.map((event) => event.type === 'items' && event.items.map((item) => item.id))).toEqual([['x', 'y'], ['z']]);
  });

  it("an extra feed's first history is stored and shown but raises nothing and keeps the badge", () => {
    const t = setup();
    t.feed.fire('backfill', { items: [newsItem('q')], initial: false, quiet: true });
    expect(t.backfilled).toEqual([]);
    expect(t.cleared()).toBe(0);
    expect(t.events.map((event) => event.type === 'items' && event.items.map((item) => item.id))).toEqual([['q']]);
  });

  it('an alert goes to the channels its rule names, once per story; an item no rule alerts or sends goes nowhere', () => {
    const t = setup([
      { id: 'n', name: 'Listings', enabled: true, action: 'notify', match: { keywords: ['lists'] }, channels: ['phone'] },
      { id: 'q', name: 'Quiet', enabled: true, action: 'feed', match: { keywords: ['quiet'] } },
    ]);
    t.feed.fire('item', { item: { ...newsItem('a'), title: 'Binance lists ABC', story: 's1' }, receivedAt: 1, arrivedAt: 1 });
    t.feed.fire('item', { item: { ...newsItem('b'), title: 'Blog: Binance lists ABC', story: 's1' }, receivedAt: 2, arrivedAt: 2 });
    t.feed.fire('item', { item: { ...newsItem('c'), title: 'A quiet headline' }, receivedAt: 3, arrivedAt: 3 });
    expect(t.sent).toEqual([{ title: 'Binance lists ABC', to: ['phone'] }]);
    expect(t.offered).toEqual(['a']);
    expect(t.alerted).toEqual(['a:n']);
  });

  it('a "sound only" rule plays its sound and raises no desktop notification', () => {
    const t = setup([{ id: 's', name: 'Ping', enabled: true, action: 'sound', sound: 'chime', match: {} }]);
    t.feed.fire('item', { item: newsItem('a'), receivedAt: 1, arrivedAt: 1 });
    expect([t.sounds, t.offered, t.alerted]).toEqual([['chime'], [], ['a:s']]);
  });

  it('a burst on a "sound only" rule plays within the burst limit; every item is still stored and alerted', () => {
    const t = setup([{ id: 's', name: 'Ping', enabled: true, action: 'sound', sound: 'chime', match: {} }]);
    for (let i = 0; i < 100; i++) t.feed.fire('item', { item: newsItem(`b${i}`), receivedAt: 1, arrivedAt: 1 });
    expect([t.sounds.length, t.stored.length, t.alerted.length]).toEqual([defaultAlerts.maxPerWindow, 100, 100]);
    t.clock.advance(defaultAlerts.windowSeconds * 1000);
    t.feed.fire('item', { item: newsItem('later'), receivedAt: 2, arrivedAt: 2 });
    expect(t.sounds).toHaveLength(defaultAlerts.maxPerWindow + 1);
  });

  it("an item's outcome is stored with it, the item pushed to pages again and handed to the follow-ups, raising nothing here; one for an unknown item is dropped", async () => {
    const t = setup();
    await t.store.putItems([{ ...newsItem('a'), receivedAt: 1 }]);
    const outcome = { coins: [{ coin: 'ARB', market: 'binance' as const, symbol: 'ARBUSDT', spans: { '1m': { price: 2, move: 1, rise: 1, fall: 0 } } }] };
    t.feed.fire('outcome', { id: 'a', outcome });
    t.feed.fire('outcome', { id: 'never-stored', outcome });
    await vi.waitFor(() => expect(t.events).toEqual([{ type: 'items', items: [expect.objectContaining({ id: 'a', outcome })] }]));
    expect((await t.store.getItem('a'))?.outcome).toEqual(outcome);
    expect([t.offered, t.sent, t.unread()]).toEqual([[], [], 0]);
    expect(t.followedUp).toEqual(['a:with outcome']);
  });

  it('a flood of update frames (one item again and again, thousands never stored) is written within the budget, the item keeping the latest; live items are unharmed', async () => {
    const t = setup();
    await t.store.putItems([{ ...newsItem('a'), receivedAt: 1 }]);
    const writes = vi.spyOn(t.store, 'setOutcome');
    const notes = vi.spyOn(t.store, 'setAi');
    const moved = (move: number) => ({ coins: [{ coin: 'ARB', market: 'binance' as const, symbol: 'ARBUSDT', spans: { '1m': { price: 2, move, rise: move, fall: 0 } } }] });
    for (let frame = 1; frame <= 5_000; frame++) {
      t.feed.fire('outcome', { id: 'a', outcome: moved(frame / 100) });
      t.feed.fire('outcome', { id: `unknown-${frame}`, outcome: moved(1) });
      t.feed.fire('ai', { id: `unknown-${frame}`, ai: { importance: 3 } });
    }
    t.feed.fire('item', { item: newsItem('live'), receivedAt: 2, arrivedAt: 2 });
    expect(t.stored.map((item) => item.id)).toEqual(['live']);
    expect(t.offered).toEqual(['live']);
    await vi.waitFor(async () => expect((await t.store.getItem('a'))?.outcome).toEqual(moved(50)));
    await vi.waitFor(() => expect(writes.mock.calls.length + notes.mock.calls.length).toBe(UPDATE_BURST));
    expect(t.followedUp).toEqual(['a:with outcome', 'a:with outcome']);
  });

  it('an outcome that comes while its item still waits in the batch writes the batch first, and is kept', async () => {
    const t = setup();
    const outcome = { coins: [{ coin: 'ARB', market: 'binance' as const, symbol: 'ARBUSDT', spans: { '1m': { missed: true as const } } }] };
    t.feed.fire('item', { item: newsItem('batched-a'), receivedAt: 5, arrivedAt: 1 });
    t.feed.fire('outcome', { id: 'batched-a', outcome });
    await vi.waitFor(async () => expect((await t.store.getItem('batched-a'))?.outcome).toEqual(outcome));
    expect(t.events.at(-1)).toEqual({ type: 'items', items: [expect.objectContaining({ id: 'batched-a', outcome })] });
  });

  it("the model's note that comes while its item still waits in the batch writes the batch first, and is kept", async () => {
    const t = setup();
    t.feed.fire('item', { item: newsItem('batched-b'), receivedAt: 5, arrivedAt: 1 });
    t.feed.fire('ai', { id: 'batched-b', ai: { importance: 2 } });
    await vi.waitFor(async () => expect((await t.store.getItem('batched-b'))?.ai).toEqual({ importance: 2 }));
    expect(t.events.at(-1)).toEqual({ type: 'items', items: [expect.objectContaining({ id: 'batched-b', ai: { importance: 2 } })] });
  });

  it('vote totals older than the last seen for their item are dropped, newer ones stored and pushed', async () => {
    const t = setup();
    await t.store.putItems([{ ...newsItem('a'), receivedAt: 1 }]);
    t.likes.fire('tally', { newsId: 'a', likes: 3, dislikes: 1, version: 2 });
    t.likes.fire('tally', { newsId: 'a', likes: 1, dislikes: 0, version: 1 });
    expect(t.events).toEqual([{ type: 'tally', tally: { newsId: 'a', likes: 3, dislikes: 1, version: 2 } }]);
    await Promise.resolve();
    expect(await t.store.getItem('a')).toMatchObject({ likes: 3, dislikes: 1 });
  });

  it("an extra feed's totals go the same way, in the same order, without the feed's name", async () => {
    const t = setup();
    await t.store.putItems([{ ...newsItem('x'), receivedAt: 1, via: 'second' }]);
    t.extraLikes.fire('tally', { newsId: 'x', likes: 5, dislikes: 2, version: 4, via: 'second' });
    t.likes.fire('tally', { newsId: 'x', likes: 1, dislikes: 0, version: 3 });
    expect(t.events).toEqual([{ type: 'tally', tally: { newsId: 'x', likes: 5, dislikes: 2, version: 4 } }]);
    await Promise.resolve();
    expect(await t.store.getItem('x')).toMatchObject({ likes: 5, dislikes: 2 });
  });

  it("an extra feed's totals without a version that arrived before totals already applied are not applied (they waited on their look-up)", async () => {
    const t = setup();
    await t.store.putItems([{ ...newsItem('x'), receivedAt: 1, via: 'second' }]);
    const arrivedAt = t.tallies.arrival();
    t.likes.fire('tally', { newsId: 'x', likes: 9, dislikes: 3 });
    t.extraLikes.fire('tally', { newsId: 'x', likes: 5, dislikes: 2, via: 'second', arrivedAt });
    expect(t.events).toEqual([{ type: 'tally', tally: { newsId: 'x', likes: 9, dislikes: 3 } }]);
  });
});

describe('the phone and chat channels, whatever the desktop choice', () => {
  const toPhone: Rule = { id: 'p', name: 'To phone', enabled: true, action: 'notify', match: { keywords: ['lists'] }, channels: ['phone'] };
  const listing = (id: string) => ({ ...newsItem(id), title: `Binance lists ${id}` });
  const allDay = { enabled: true, start: '00:00', end: '23:59' };
  const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

  it.each(['off', 'pending'] as const)('desktop %s: a live item goes to its rule\'s channel, with no desktop notification or sound', (desktop) => {
    const t = setup([toPhone, { ...toPhone, id: 's', action: 'sound', sound: 'chime', match: { keywords: ['ping'] } }], 'feed', { desktop });
    t.feed.fire('item', { item: listing('a'), receivedAt: 1, arrivedAt: 1 });
    t.feed.fire('item', { item: { ...newsItem('b'), title: 'ping' }, receivedAt: 2, arrivedAt: 2 });
    expect(t.sent).toEqual([{ title: 'Binance lists a', to: ['phone'] }, { title: 'ping', to: ['phone'] }]);
    expect([t.offered, t.sounds]).toEqual([[], []]);
    expect(t.alerted).toEqual(['a:p', 'b:s']);
  });

  it('a rule that ticks only a channel ("feed only" and the phone) sends there and raises nothing on the desktop', () => {
    const t = setup([{ ...toPhone, action: 'feed' }], 'feed', { desktop: 'all' });
    t.feed.fire('item', { item: listing('a'), receivedAt: 1, arrivedAt: 1 });
    expect(t.sent).toEqual([{ title: 'Binance lists a', to: ['phone'] }]);
    expect([t.offered, t.sounds]).toEqual([[], []]);
  });

  it('quiet hours and a mute hold the channels back unless the rule is critical', () => {
    const quiet = setup([toPhone, { ...toPhone, id: 'm', mutedUntil: Number.MAX_SAFE_INTEGER, match: { keywords: ['muted'] } }], 'feed', {
      desktop: 'off',
      quietHours: allDay,
    });
    quiet.feed.fire('item', { item: listing('a'), receivedAt: 1, arrivedAt: 1 });
    quiet.feed.fire('item', { item: { ...newsItem('b'), title: 'muted' }, receivedAt: 1, arrivedAt: 1 });
    expect([quiet.sent, quiet.offered, quiet.alerted]).toEqual([[], [], []]);
    const critical = setup([{ ...toPhone, action: 'feed', critical: true }], 'feed', { desktop: 'off', quietHours: allDay });
    critical.feed.fire('item', { item: listing('a'), receivedAt: 1, arrivedAt: 1 });
    expect([critical.sent, critical.offered]).toEqual([[{ title: 'Binance lists a', to: ['phone'] }], []]);
  });

  it('desktop off: a backfill after a gap sends each alert to its channel and offers the desktop nothing', () => {
    const t = setup([toPhone], 'feed', { desktop: 'off' });
    t.feed.fire('backfill', { items: [listing('x'), newsItem('plain'), listing('y')], initial: false });
    expect(t.sent.map((sent) => sent.title)).toEqual(['Binance lists x', 'Binance lists y']);
    expect(t.backfilled).toEqual([[]]);
  });

  it("desktop off: the model's note that makes a channel rule newly match sends to its channel, with no desktop notification", async () => {
    const important: Rule = { id: 'imp', name: 'Important', enabled: true, action: 'notify', match: { minImportance: 4 }, channels: ['phone'] };
    const t = setup([important], 'feed', { desktop: 'off' });
    await t.store.putItems([storedItem('a', { time: t.clock.now() - 1_000, title: 'Big' })]);
    t.feed.fire('ai', { id: 'a', ai: { importance: 5 } });
    await settled();
    expect([t.sent, t.offered, t.alerted]).toEqual([[{ title: 'Big', to: ['phone'] }], [], ['a:imp']]);
  });
});
