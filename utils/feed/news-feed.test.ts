import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { backlogHandler, fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { createFeedMeter, EXTRA_BACKFILL_BYTES, EXTRA_BACKFILL_PAGE_BYTES, EXTRA_FRAMES } from './item-budget';
import { NewsFeed, type FeedEvents, type LoginState } from './news-feed';
import { createSourceDelays } from './source-delays';
import type { Problem } from '@/utils/net/problem';
import type { FetchLike } from '@/utils/net/net-types';

const flush = () => new Promise((resolve) => setImmediate(resolve));

const frame = (n: number, time = 1_700_000_000_000 + n * 1000) => ({ _id: `id${n}`, title: `Headline ${n}`, time });

function setup(options: { apiKey?: string; backlog?: ReturnType<typeof frame>[]; metered?: boolean; respond?: Parameters<typeof fakeFetch>[0] } = {}) {
  const clock = new FakeClock(1_700_000_100_000);
  const sockets = socketFactory();
  let backlog = options.backlog ?? [];
  const http = fakeFetch(options.respond ?? backlogHandler(() => backlog));
  const feed = new NewsFeed(
    { socketUrl: 'ws://feed.test/ws', apiUrl: 'http://feed.test/api', apiKey: options.apiKey },
    {
      createSocket: sockets.create,
      clock,
      random: () => 0.5,
      fetch: http.fetch,
      backfillLimit: 3,
      meter: options.metered ? createFeedMeter(clock.now()) : undefined,
      sourceDelays: createSourceDelays(),
    },
  );
  const live: NewsItem[] = [];
  const backfills: FeedEvents['backfill'][] = [];
  const logins: LoginState[] = [];
  const errors: Problem[] = [];
  feed.on('item', ({ item }) => live.push(item));
  feed.on('backfill', (event) => backfills.push(event));
  feed.on('login', (login) => logins.push(login));
  feed.on('error', (problem) => errors.push(problem));
  return {
    clock,
    sockets,
    http,
    feed,
    live,
    backfills,
    logins,
    errors,
    setBacklog: (items: ReturnType<typeof frame>[]) => (backlog = items),
    delivered: () => [...backfills.flatMap((b) => b.items), ...live].map((item) => item.id),
  };
}

describe('NewsFeed update frames', () => {
  it("passes an item's outcome on, neither an item nor an unreadable frame; a hostile one is counted", () => {
    const t = setup();
    const outcomes: FeedEvents['outcome'][] = [];
    t.feed.on('outcome', (event) => outcomes.push(event));
    t.feed.start();
    t.sockets.last.open();
    const outcome = { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', spans: { '5m': { missed: true } } }] };
    t.sockets.last.receive({ update: 'a', outcome });
    t.sockets.last.receive({ update: 'b', outcome: { coins: [{ ...outcome.coins[0], market: 'elsewhere' }] } });
    expect(outcomes).toEqual([{ id: 'a', outcome }]);
    expect(t.live).toEqual([]);
    expect(t.feed.getCounters().rejectedFrames).toBe(1);
  });
});

describe('NewsFeed login', () => {
  it('sends login with the key and reports the user', async () => {
    const t = setup({ apiKey: 'k-123' });
    t.feed.start();
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual(['login k-123']);
    t.sockets.last.receive({ time: 1, user: { username: 'alice' } });
    expect(t.logins).toEqual([{ state: 'pending' }, { state: 'ok', username: 'alice' }]);
    expect(t.feed.getStatus()).toMatchObject({ connection: 'open', login: { state: 'ok', username: 'alice' } });
  });

  it('connects anonymously without a key', () => {
    const t = setup();
    t.feed.start();
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual([]);
    expect(t.logins).toEqual([{ state: 'anonymous' }]);
  });

  it('reports a rejected key and never sends it again on reconnect', () => {
    const t = setup({ apiKey: 'bad' });
    t.feed.start();
    t.sockets.last.open();
    t.sockets.last.receive({ success: false, error: 'Invalid login syntax.' });
    expect(t.feed.getStatus().login).toEqual({ state: 'rejected', reason: 'Invalid login syntax.' });
    t.sockets.last.drop();
    t.clock.advance(500);
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual([]);
    expect(t.feed.getStatus().login.state).toBe('rejected');
    expect(t.sockets.sockets).toHaveLength(2);
  });

  it('a new key clears the rejection and reconnects at once', () => {
    const t = setup({ apiKey: 'bad' });
    t.feed.start();
    t.sockets.last.open();
    t.sockets.last.receive({ message: 'Unknown key' });
    t.feed.configure({ socketUrl: 'ws://feed.test/ws', apiUrl: 'http://feed.test/api', apiKey: 'good' });
    expect(t.sockets.sockets).toHaveLength(2);
    expect(t.sockets.sockets[0]!.closed).toBe(true);
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual(['login good']);
  });

  it('an unanswered login becomes unconfirmed, not an error', () => {
    const t = setup({ apiKey: 'k' });
    t.feed.start();
    t.sockets.last.open();
    t.clock.advance(10_000);
    expect(t.feed.getStatus().login).toEqual({ state: 'unconfirmed' });
  });

  it("a login cut short by a drop gives the next connection's login its own full wait", () => {
    const t = setup({ apiKey: 'k' });
    t.feed.start();
    t.sockets.last.open();
    t.clock.advance(6_000);
    t.sockets.last.drop();
    t.clock.advance(1_000);
    t.sockets.last.open();
    expect(t.sockets.sockets).toHaveLength(2);
    t.clock.advance(9_000);
    expect(t.feed.getStatus().login).toEqual({ state: 'pending' });
    t.clock.advance(1_000);
    expect(t.feed.getStatus().login).toEqual({ state: 'unconfirmed' });
  });

  it('the same configuration does not reconnect', () => {
    const t = setup({ apiKey: 'k' });
    t.feed.start();
    t.sockets.last.open();
    t.feed.configure({ socketUrl: 'ws://feed.test/ws', apiUrl: 'http://feed.test/api', apiKey: 'k' });
    expect(t.sockets.sockets).toHaveLength(1);
  });
});

describe('NewsFeed items', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('emits live items at once, deduped by _id, and counts them', async () => {
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.receive(frame(1));
    t.sockets.last.receive(frame(1));
    t.sockets.last.receive(frame(2));
    expect(t.live.map((item) => item.id)).toEqual(['id1', 'id2']);
    expect(t.feed.getCounters()).toMatchObject({ items: 2, duplicates: 1, frames: 3 });
    expect(t.feed.getCounters().lastLatencyMs).toBe(t.clock.now() - frame(2).time);
  });

  it("keeps each source's latency and the origin's own delay for Diagnostics, live items only", async () => {
    t.setBacklog([frame(9)]);
    t.feed.start();
    t.sockets.last.open();
    await flush();
    const now = t.clock.now();
    t.sockets.last.receive({ ...frame(1, now - 400), source: 'Upbit', delay: 250 });
    t.sockets.last.receive({ ...frame(2, now - 600), source: 'Upbit' });
    t.sockets.last.receive({ ...frame(3, now - 50), source: 'OKX' });
    expect(t.feed.getCounters().sources).toEqual([
      { source: 'Upbit', items: 2, medianMs: 400, p95Ms: 600, originDelayMs: 250 },
      { source: 'OKX', items: 1, medianMs: 50, p95Ms: 50 },
    ]);
  });

  it("an extra feed's socket past its frame budget has frames dropped unread and counted; the connection and later news carry on", async () => {
    const metered = setup({ metered: true });
    metered.feed.start();
    metered.sockets.last.open();
    await flush();
    // Two frames of the largest size fill the characters' burst; a third is not read.
    const huge = JSON.stringify({ ...frame(1), body: 'x'.repeat(1_999_000) });
    for (let i = 0; i < 3; i++) metered.sockets.last.receive(huge.replace('"id1"', `"big${i}"`));
    expect(metered.live.map((item) => item.id)).toEqual(['big0', 'big1']);
    // Two seconds refill both budgets; then a flood of small frames passes its burst of frames.
    metered.clock.advance(2_000);
    for (let i = 0; i < EXTRA_FRAMES.burst + 50; i++) metered.sockets.last.receive(frame(100 + i));
    expect(metered.live).toHaveLength(2 + EXTRA_FRAMES.burst);
    expect(metered.feed.getCounters()).toMatchObject({ overBudgetFrames: 1 + 50, rejectedFrames: 0 });
    metered.clock.advance(1_000);
    metered.sockets.last.receive(frame(999));
    expect(metered.live.at(-1)?.id).toBe('id999');
    expect(metered.feed.getStatus().connection).toBe('open');
    // The first feed's socket is not metered.
    t.feed.start();
    t.sockets.last.open();
    for (let i = 0; i < EXTRA_FRAMES.burst + 50; i++) t.sockets.last.receive(frame(i));
    expect(t.live).toHaveLength(EXTRA_FRAMES.burst + 50);
    expect(t.feed.getCounters()).not.toHaveProperty('overBudgetFrames');
  });

  it("an extra feed that drops its socket at every open cannot have its history read past its budget; live news carries on", async () => {
    const metered = setup({ metered: true, backlog: [frame(1)] });
    const first = setup({ backlog: [frame(1)] });
    for (const feed of [metered, first]) {
      feed.feed.start();
      feed.sockets.last.open();
      await flush();
    }
    /** Twenty reconnects, each as soon as the feed's back-off lets it, each after more was missed than five pages of three hold; the seconds they took. */
    const storm = async (feed: typeof metered) => {
      const start = feed.clock.now();
      let backlog = [frame(1)];
      for (let i = 0; i < 20; i++) {
        backlog = [...Array.from({ length: 20 }, (_, j) => frame(10_000 + i * 100 + 20 - j)), ...backlog];
        feed.setBacklog(backlog);
        const sockets = feed.sockets.sockets.length;
        feed.sockets.last.drop();
        while (feed.sockets.sockets.length === sockets) feed.clock.advance(100);
        feed.sockets.last.open();
        await flush();
      }
      return (feed.clock.now() - start) / 1000;
    };
    const seconds = await storm(metered);
    await storm(first);
    // The initial page, then what 12 MB left of the burst and 1 MB a second buy at 4 MB a page.
    const budgetBytes = EXTRA_BACKFILL_BYTES.burst - EXTRA_BACKFILL_PAGE_BYTES + seconds * EXTRA_BACKFILL_BYTES.perSecond;
    const budgetPages = 1 + Math.floor(budgetBytes / EXTRA_BACKFILL_PAGE_BYTES);
    expect(metered.http.calls.length).toBeLessThanOrEqual(budgetPages);
    expect(metered.http.calls.length).toBeLessThan(1 + 20 * 5);
    expect(metered.errors).toContainEqual({ code: 'backfill-over-budget', megabytesPerSecond: 1 });
    expect(first.http.calls).toHaveLength(1 + 20 * 5);
    expect(first.errors).not.toContainEqual(expect.objectContaining({ code: 'backfill-over-budget' }));
    metered.sockets.last.receive(frame(5_000));
    expect(metered.live.at(-1)?.id).toBe('id5000');
  });

  it("an extra feed's backlog page past 4 MB is refused unread; the first feed's is read", async () => {
    // 4.5 MB streamed, with no length declared: the reader counts the bytes as they come.
    const page = JSON.stringify([0, 1, 2].map((i) => ({ ...frame(i), title: 'x'.repeat(1_500_000) })));
    for (const [metered, code] of [[true, 'reply-too-large'], [false, undefined]] as const) {
      const feed = setup({ metered, respond: () => new Response(page) });
      feed.feed.start();
      feed.sockets.last.open();
      await flush();
      expect(feed.errors.map((problem) => problem.code)[0]).toBe(code);
      expect(feed.backfills.flatMap((event) => event.items)).toHaveLength(code ? 0 : 3);
    }
  });

  it('counts and reports a bad frame without dropping the connection', async () => {
    t.feed.start();
    t.sockets.last.open();
    t.sockets.last.receive('{garbage');
    t.sockets.last.receive({ _id: 'x' });
    t.sockets.last.receive(frame(3));
    expect(t.feed.getCounters().rejectedFrames).toBe(2);
    expect(t.errors[0]).toEqual({ code: 'unreadable-frame', detail: 'not JSON' });
    expect(t.live.map((item) => item.id)).toEqual(['id3']);
    expect(t.feed.getStatus().connection).toBe('open');
  });

  it('delivers the initial history oldest first on the first connect', async () => {
    t.setBacklog([frame(3), frame(2), frame(1)]);
    t.feed.start();
    t.sockets.last.open();
    await flush();
    expect(t.backfills).toEqual([{ initial: true, items: expect.any(Array) }]);
    expect(t.backfills[0]!.items.map((item) => item.id)).toEqual(['id1', 'id2', 'id3']);
  });

  it('fills the gap after a reconnect, paging until it reaches what was seen, with no duplicates', async () => {
    t.setBacklog([frame(1)]);
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.receive(frame(2));
    t.sockets.last.drop();
    // Seven items are published during the gap; the backlog pages by 3.
    t.setBacklog([9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => frame(n)));
    t.clock.advance(500);
    t.sockets.last.open();
    t.sockets.last.receive(frame(9));
    await flush();
    expect(t.backfills[1]).toMatchObject({ initial: false });
    expect(t.backfills[1]!.items.map((item) => item.id)).toEqual(['id3', 'id4', 'id5', 'id6', 'id7', 'id8']);
    expect(t.http.calls.map((url) => url.searchParams.get('last_id'))).toEqual([null, null, 'id7', 'id4']);
    expect(t.delivered().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `id${n}`).sort());
  });

  it('reports a failed backfill and retries it while connected', async () => {
    let fail = true;
    const clock = new FakeClock();
    const sockets = socketFactory();
    const http = fakeFetch((url) => (fail ? jsonResponse({ error: 'down' }, 500) : backlogHandler(() => [frame(1)])(url)));
    const feed = new NewsFeed(
      { socketUrl: 'ws://feed.test/ws', apiUrl: 'http://feed.test/api' },
      { createSocket: sockets.create, clock, random: () => 0.5, fetch: http.fetch },
    );
    const errors: Problem[] = [];
    const backfilled: string[] = [];
    feed.on('error', (problem) => errors.push(problem));
    feed.on('backfill', ({ items }) => backfilled.push(...items.map((item) => item.id)));
    feed.start();
    sockets.last.open();
    await flush();
    expect(errors).toEqual([{ code: 'backfill-status', status: 500 }]);
    // A live server: a second at a time, every ping answered.
    const live = async (seconds: number) => {
      for (let i = 0; i < seconds; i++) {
        clock.advance(1_000);
        if (sockets.last.sent.at(-1) === 'ping') sockets.last.receive('pong');
        await flush();
      }
    };
    // However long the backlog keeps failing, the gap is asked for again (backoff capped at 60 s).
    await live(12 * 60);
    expect(sockets.sockets).toHaveLength(1);
    expect(errors.length).toBeGreaterThan(10);
    expect(backfilled).toEqual([]);
    fail = false;
    await live(61);
    expect(backfilled).toEqual(['id1']);
  });

  it('reports a backfill the service does not answer in time, in seconds', async () => {
    const clock = new FakeClock();
    const sockets = socketFactory();
    const hanging: FetchLike = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const feed = new NewsFeed(
      { socketUrl: 'ws://feed.test/ws', apiUrl: 'http://feed.test/api' },
      { createSocket: sockets.create, clock, random: () => 0.5, fetch: hanging, backfillTimeoutMs: 10_000 },
    );
    const errors: Problem[] = [];
    feed.on('error', (problem) => errors.push(problem));
    feed.start();
    sockets.last.open();
    await flush();
    clock.advance(10_000);
    await flush();
    expect(errors).toEqual([{ code: 'backfill-timeout', seconds: 10 }]);
  });

  it('items restored from storage are not delivered again', async () => {
    t.setBacklog([frame(2), frame(1)]);
    t.feed.markSeen([{ id: 'id1', time: frame(1).time }]);
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.receive(frame(1));
    expect(t.delivered()).toEqual(['id2']);
  });
});

describe('NewsFeed backfill with shared timestamps', () => {
  it('pages down to the watermark item even when every item has the same millisecond', async () => {
    const time = 1_700_000_000_000;
    const t = setup({ backlog: [frame(1, time)] });
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.drop();
    t.setBacklog([8, 7, 6, 5, 4, 3, 2, 1].map((n) => frame(n, time)));
    t.clock.advance(500);
    t.sockets.last.open();
    t.sockets.last.receive(frame(8, time));
    await flush();
    expect(t.delivered().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `id${n}`));
  });

  it('a backfill cut short by a drop leaves the watermark where it was', async () => {
    const t = setup({ backlog: [frame(1)] });
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.drop();
    t.setBacklog([4, 3, 2, 1].map((n) => frame(n)));
    t.clock.advance(500);
    t.sockets.last.open();
    t.sockets.last.receive(frame(4));
    // Drops before its backfill answers: 2 and 3 are still missing.
    t.sockets.last.drop();
    await flush();
    t.setBacklog([6, 5, 4, 3, 2, 1].map((n) => frame(n)));
    t.clock.advance(1_000);
    t.sockets.last.open();
    await flush();
    expect(t.delivered().sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `id${n}`));
  });
});

describe('NewsFeed clock offset', () => {
  const stamped = (n: number) => ({ ...frame(n), hops: { origin: 1_700_000_000_000 + n * 1000, read: 1_700_000_050_000, sent: 1_700_000_060_000 } });

  it('never asks a service that stamps no hops its clock', async () => {
    const t = setup({ backlog: [frame(1)] });
    t.feed.start();
    t.sockets.last.open();
    await flush();
    t.sockets.last.receive(frame(2));
    expect(t.sockets.last.sent).toEqual([]);
    expect(t.live[0]!.hops).toBeUndefined();
  });

  it("asks a service that stamps hops a few times, one at a time, and stamps each item's arrival in the service's clock", async () => {
    const t = setup({ backlog: [stamped(1)] });
    t.feed.start();
    t.sockets.last.open();
    await flush();
    // The service is 2 s ahead; each answer comes 40 ms after its request, stamped halfway.
    for (let i = 0; i < 10; i++) {
      const asked = t.sockets.last.sent.filter((text) => text === 'clock').length;
      if (asked === i) break;
      t.clock.advance(20);
      const service = t.clock.now() + 2_000;
      t.clock.advance(20);
      t.sockets.last.receive({ clock: service });
    }
    expect(t.sockets.last.sent.filter((text) => text === 'clock')).toHaveLength(5);
    expect(t.feed.getCounters().clockOffsetMs).toBe(2_000);
    t.sockets.last.receive(stamped(3));
    expect(t.live[0]!.hops).toEqual({ ...stamped(3).hops, arrived: t.clock.now() + 2_000 });
  });

  it("a service whose clock answers are a year off gets no arrival stamp: its items' hops are not recorded", async () => {
    const t = setup({ backlog: [stamped(1)] });
    t.feed.start();
    t.sockets.last.open();
    await flush();
    for (let i = 0; i < 10; i++) {
      if (t.sockets.last.sent.filter((text) => text === 'clock').length === i) break;
      t.sockets.last.receive({ clock: t.clock.now() + 365 * 86_400_000 });
    }
    expect(t.feed.getCounters().clockOffsetMs).toBe(365 * 86_400_000);
    t.sockets.last.receive(stamped(3));
    expect(t.live[0]!.hops).toEqual(stamped(3).hops);
  });
});
