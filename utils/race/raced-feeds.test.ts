import { describe, expect, it, vi } from 'vitest';
import { Emitter } from '@/utils/net/emitter';
import type { FeedEvents, FeedStatus } from '@/utils/feed/news-feed';
import type { PlannedFeed } from '@/utils/race/extra-feeds';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem } from '@/tests/fixtures/items';
import { EXTRA_ITEMS_BURST, EXTRA_ITEMS_PER_SECOND } from '@/utils/feed/item-budget';
import { FeedRacer, type RacerEvents } from './raced-feeds';

/** A feed client that emits what the test says, and records how it was driven. */
class FakeFeed extends Emitter<FeedEvents> {
  configure = vi.fn();
  start = vi.fn();
  stop = vi.fn();
  poke = vi.fn();
  markSeen = vi.fn();
  clockOffsetMs: number | undefined = undefined;
  getStatus = (): FeedStatus => ({ connection: 'open', login: { state: 'anonymous' } });
  getCounters = () => ({ frames: 0, items: 0, rejectedFrames: 0, duplicates: 0, backfilled: 0, reconnects: 2, sources: [] });
  live(id: string, arrivedAt: number, over = {}) {
    this.emit('item', { item: newsItem(id, over), receivedAt: arrivedAt, arrivedAt });
  }
  back(ids: string[], initial = false) {
    this.emit('backfill', { items: ids.map((id) => newsItem(id)), initial });
  }
}

const plan = (id: string, apiUrl = `https://${id}.example/api`): PlannedFeed => ({
  id,
  name: id.toUpperCase(),
  apiKey: `key-${id}`,
  endpoints: { origin: `https://${id}.example`, socketUrl: `wss://${id}.example/ws`, likesUrl: `wss://${id}.example/ws/likes`, apiUrl },
});

function setup() {
  const first = new FakeFeed();
  const made: FakeFeed[] = [];
  const clock = new FakeClock();
  const racer = new FeedRacer({ first, createFeed: () => (made.push(new FakeFeed()), made.at(-1)!), clock });
  const seen: { [K in keyof RacerEvents]?: RacerEvents[K][] } = {};
  for (const name of ['item', 'backfill', 'raced', 'copy'] as const) racer.on(name, (event) => void (seen[name] ??= [] as never[]).push(event as never));
  return { first, made, racer, seen, clock };
}

describe('FeedRacer', () => {
  it('runs one feed client per extra feed with its own address and key, and stops removed ones', () => {
    const { made, racer } = setup();
    racer.configure([plan('regional'), plan('self')]);
    expect(made).toHaveLength(2);
    expect(made[0]!.configure).toHaveBeenCalledWith({ socketUrl: 'wss://regional.example/ws', apiUrl: 'https://regional.example/api', apiKey: 'key-regional' });
    expect(made[1]!.start).toHaveBeenCalled();
    racer.configure([plan('self')]);
    expect(made[0]!.stop).toHaveBeenCalled();
    expect(made[1]!.stop).not.toHaveBeenCalled();
    expect(made).toHaveLength(2);
    racer.configure([plan('self'), { id: 'broken', name: 'Broken', error: 'bad address' }]);
    expect(racer.rows()[2]).toMatchObject({ id: 'broken', error: 'bad address' });
  });

  it('keeps its window within bounds, forgetting once each item is passed on (live and backfilled)', () => {
    const { first, racer, seen } = setup();
    const sizes: number[] = [];
    racer.on('item', () => void sizes.push(racer.windowSize));
    for (let i = 0; i < 3_000; i++) first.live(`live${i}`, i);
    first.back(Array.from({ length: 500 }, (_, i) => `back${i}`));
    expect(seen.item).toHaveLength(3_000);
    // Forgetting runs after the item is on its way (the notification does not wait on it), so the window may be one over while it is.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1_001);
    expect(racer.windowSize).toBeLessThanOrEqual(1_000);
  });

  it('passes on the first copy at once, tagged with its feed, and a later copy only as the race result', () => {
    const { first, made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    made[0]!.live('a', 1_000);
    first.live('a', 1_042);
    first.live('b', 2_000);
    expect(seen.item!.map((event) => [event.item.id, event.item.via])).toEqual([
      ['a', 'regional'],
      ['b', undefined],
    ]);
    expect(seen.raced).toEqual([{ id: 'a', race: { first: 'REGIONAL', over: [{ feed: 'main', ms: 42 }] } }]);
    expect(racer.rows().map((row) => [row.id, row.items, row.firstShare, row.medianMs])).toEqual([
      ['main', 2, 0.5, -42],
      ['regional', 1, 1, 42],
    ]);
  });

  it("passes on every notice of a catalog whose link they all carry, whichever feed sends it first (issue 52)", () => {
    const { first, made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    const catalog = { link: 'https://www.binance.com/en/support/announcement/list/48' };
    first.live('n1', 1_000, catalog);
    made[0]!.live('n2', 1_100, catalog);
    first.live('n3', 1_200, catalog);
    made[0]!.live('n1', 1_300, catalog);
    expect(seen.item!.map((event) => [event.item.id, event.item.via])).toEqual([
      ['n1', undefined],
      ['n2', 'regional'],
      ['n3', undefined],
    ]);
    expect(seen.raced).toEqual([{ id: 'n1', race: { first: 'main', over: [{ feed: 'REGIONAL', ms: 300 }] } }]);
  });

  it('a feed that dies leaves the others carrying on', () => {
    const { first, made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    made[0]!.live('a', 1);
    racer.configure([]);
    made[0]!.live('ghost', 2);
    first.live('b', 3);
    expect(seen.item!.map((event) => event.item.id)).toEqual(['a', 'b']);
  });

  it("backfills dedupe across feeds; an extra feed's first history is quiet (stored, not notified, badge kept)", () => {
    const { first, made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    first.back(['a', 'b'], true);
    made[0]!.back(['a', 'b', 'c'], true);
    made[0]!.back(['d'], false);
    expect(seen.backfill!.map((event) => [event.items.map((item) => [item.id, item.via]), event.initial, event.quiet])).toEqual([
      [[['a', undefined], ['b', undefined]], true, undefined],
      [[['c', 'regional']], false, true],
      [[['d', 'regional']], false, undefined],
    ]);
    expect(seen.raced).toBeUndefined();
  });

  it('marks stored items seen by every feed and the race, and pokes every extra feed', () => {
    const { made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    racer.markSeen([newsItem('kept')]);
    expect(made[0]!.markSeen).toHaveBeenCalled();
    made[0]!.live('kept', 5);
    expect(seen.item).toBeUndefined();
    racer.poke();
    expect(made[0]!.poke).toHaveBeenCalled();
  });

  it("passes on every live copy from every feed with its feed, for its hops, and each extra feed's own clock offset", () => {
    const { first, made, racer, seen } = setup();
    racer.configure([plan('regional')]);
    made[0]!.clockOffsetMs = -31_536_000_000;
    first.live('a', 100);
    made[0]!.live('a', 140);
    made[0]!.live('b', 150);
    expect(seen.copy!.map(({ item, receivedAt, feed }) => [item.id, receivedAt, feed])).toEqual([
      ['a', 100, undefined],
      ['a', 140, 'regional'],
      ['b', 150, 'regional'],
    ]);
    // The copy itself carries no `via`: that names only the copy shown.
    expect(seen.copy![2]!.item).not.toHaveProperty('via');
    expect(racer.feedOffsets()).toEqual([{ feed: 'regional', clockOffsetMs: -31_536_000_000 }]);
    racer.configure([]);
    expect(racer.feedOffsets()).toEqual([]);
  });

  it("drops an extra feed's headlines past its budget, live and backfilled alike, and counts them; the first feed's pass whole", () => {
    const { first, made, racer, seen, clock } = setup();
    racer.configure([plan('hostile')]);
    const hostile = made[0]!;
    hostile.back(Array.from({ length: EXTRA_ITEMS_BURST + 100 }, (_, i) => `back${i}`));
    for (let i = 0; i < 1_000; i++) hostile.live(`flood${i}`, i);
    for (let i = 0; i < 300; i++) first.live(`main${i}`, i);
    expect(seen.backfill![0]!.items).toHaveLength(EXTRA_ITEMS_BURST);
    expect(seen.item!.filter((event) => event.item.via === 'hostile')).toHaveLength(0);
    expect(seen.item!.filter((event) => event.item.via === undefined)).toHaveLength(300);
    expect(racer.rows()[1]).toMatchObject({ id: 'hostile', dropped: 1_100 });
    expect(racer.rows()[0]).not.toHaveProperty('dropped');
    // The budget refills at its rate, and a new address (a reconnect) buys no fresh burst.
    clock.advance(1_000);
    racer.configure([plan('hostile', 'https://moved.example/api')]);
    for (let i = 0; i < 100; i++) made.at(-1)!.live(`later${i}`, 5_000 + i);
    expect(seen.item!.filter((event) => event.item.via === 'hostile')).toHaveLength(EXTRA_ITEMS_PER_SECOND);
    // Its dropped copies were not raced nor timed: the first feed's own news stayed first.
    expect(seen.copy!.filter((event) => event.feed === 'hostile')).toHaveLength(EXTRA_ITEMS_PER_SECOND);
  });

  it("names an extra feed's last problem on its row: its backlog's before its socket's", () => {
    const { made, racer } = setup();
    racer.configure([plan('hostile')]);
    const hostile = made[0]!;
    expect(racer.rows()[1]).not.toHaveProperty('problem');
    hostile.getStatus = () => ({ connection: 'open', login: { state: 'anonymous' }, lastError: { code: 'closed', detail: '1006' } });
    expect(racer.rows()[1]).toMatchObject({ problem: { code: 'closed' } });
    hostile.getCounters = () => ({ frames: 0, items: 0, rejectedFrames: 0, duplicates: 0, backfilled: 0, reconnects: 1, sources: [], lastError: { code: 'reply-too-large', megabytes: 4 } });
    expect(racer.rows()[1]).toMatchObject({ problem: { code: 'reply-too-large', megabytes: 4 } });
    expect(racer.rows()[0]).not.toHaveProperty('problem');
  });
});
