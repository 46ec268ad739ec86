import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { FakeClock } from '@/tests/fakes/clock';
import { createHopKeeper, HOP_WRITE_DELAY_MS } from './hop-keeper';
import { HOP_LOG_LIMITS, openHopLog, type HopLog } from './hop-log';
import { SILENCE_FLOOR_MS, SOCKET_DOWN_AFTER_MS } from './silence';

const MINUTE = 60_000;
const item = (source: string, at: number): NewsItem => ({ id: `${source}${at}`, title: 't', time: at - 1_000, kind: 'news', source, coins: [], actions: [], requireInteraction: false, hops: { origin: at - 1_000, read: at - 500, sent: at - 200, arrived: at } });

function setup(factory = new IDBFactory()) {
  const clock = new FakeClock();
  const raise = vi.fn();
  const changed = vi.fn();
  const keeper = createHopKeeper({ clock, raise, changed, clockOffsetMs: () => 1_500, openLog: () => openHopLog(factory) });
  return { clock, raise, changed, keeper, factory };
}

describe('HopKeeper', () => {
  it('raises one notification when a source falls silent, none while it stays so, and one again only after it spoke', async () => {
    const { clock, raise, keeper } = setup();
    await keeper.start();
    keeper.connection(true);
    for (let i = 0; i < 8; i++) {
      keeper.record(item('Upbit', clock.now()), clock.now());
      clock.advance(MINUTE);
    }
    clock.advance(SILENCE_FLOOR_MS);
    keeper.check();
    keeper.check();
    expect(raise.mock.calls.map(([warning]) => warning.kind === 'silent' && warning.source)).toEqual(['Upbit']);
    expect(keeper.report().warnings).toHaveLength(1);
    keeper.record(item('Upbit', clock.now()), clock.now());
    expect(keeper.report().warnings).toEqual([]);
    // The quiet spell it just had is one of its gaps now: its usual gap has grown to it.
    clock.advance(SILENCE_FLOOR_MS + MINUTE);
    keeper.check();
    expect(raise).toHaveBeenCalledTimes(1);
    clock.advance(1);
    keeper.check();
    expect(raise).toHaveBeenCalledTimes(2);
  });

  it('warns once of a socket down past the grace, and forgets it when the socket is back', async () => {
    const { clock, raise, keeper } = setup();
    await keeper.start();
    keeper.connection(true);
    keeper.connection(false);
    clock.advance(SOCKET_DOWN_AFTER_MS);
    keeper.check();
    keeper.connection(false);
    expect(raise.mock.calls).toEqual([[{ kind: 'socket-down', since: clock.now() - SOCKET_DOWN_AFTER_MS }]]);
    keeper.connection(true);
    expect(keeper.warnings()).toEqual([]);
  });

  it("reports each source's hops and the clock offset, and keeps them across a restart of the worker", async () => {
    const first = setup();
    await first.keeper.start();
    first.keeper.record(item('OKX', first.clock.now()), first.clock.now());
    first.keeper.record({ ...item('Blogs', first.clock.now()), hops: undefined }, first.clock.now());
    first.clock.advance(HOP_WRITE_DELAY_MS);
    await vi.waitFor(async () => expect(await (await openHopLog(first.factory)).load(first.clock.now())).toHaveLength(1));
    const second = setup(first.factory);
    await second.keeper.start();
    const report = second.keeper.report();
    expect(report).toMatchObject({ clockOffsetMs: 1_500, samples: 1, rows: [{ source: 'OKX', items: 1, spans: { 'origin-arrived': { p50: 1_000, p95: 1_000 } } }] });
  });

  it('writes the samples of a second together, after the items, and none that came before the log opened twice', async () => {
    const clock = new FakeClock();
    const writes: number[] = [];
    const factory = new IDBFactory();
    const openLog = async (): Promise<HopLog> => {
      const log = await openHopLog(factory);
      return { load: (now) => log.load(now), add: (samples, now) => (writes.push(samples.length), log.add(samples, now)) };
    };
    const keeper = createHopKeeper({ clock, raise: vi.fn(), changed: vi.fn(), clockOffsetMs: () => undefined, openLog });
    // Taken while the log opens: written once it has, and not again by the timer.
    keeper.record(item('OKX', clock.now()), clock.now());
    await keeper.start();
    expect(writes).toEqual([1]);
    for (let i = 1; i <= 5; i++) keeper.record(item('OKX', clock.now() + i), clock.now() + i);
    expect(writes).toEqual([1]);
    clock.advance(HOP_WRITE_DELAY_MS - 1);
    expect(writes).toEqual([1]);
    clock.advance(1);
    expect(writes).toEqual([1, 5]);
    await vi.waitFor(async () => expect(await (await openHopLog(factory)).load(clock.now())).toHaveLength(6));
    expect(keeper.report().samples).toBe(6);
    // Read again (a worker's start) before the second is up: what waited is written first, not lost.
    keeper.record(item('OKX', clock.now()), clock.now());
    await keeper.start();
    expect(writes).toEqual([1, 5, 1]);
    expect(keeper.report().samples).toBe(7);
    clock.advance(HOP_WRITE_DELAY_MS);
    expect(writes).toEqual([1, 5, 1]);
  });

  it("records each extra feed's copies apart, with its own clock offset, bounded apart, and raising no warning", async () => {
    const clock = new FakeClock();
    const raise = vi.fn();
    const limits = { ...HOP_LOG_LIMITS, samples: 20, samplesPerExtraFeed: 5 };
    const feedOffsets = () => [{ feed: 'second', clockOffsetMs: 365 * 86_400_000 }];
    const keeper = createHopKeeper({
      clock,
      raise,
      changed: vi.fn(),
      clockOffsetMs: () => 10,
      feedOffsets,
      limits,
      openLog: () => openHopLog(new IDBFactory(), limits),
    });
    await keeper.start();
    keeper.connection(true);
    for (let i = 0; i < 8; i++) {
      keeper.record(item('Upbit', clock.now()), clock.now());
      // A hostile feed: a flood of copies under invented sources, a minute apart like the first feed's.
      for (let j = 0; j < 50; j++) keeper.record(item(`fake${j}`, clock.now()), clock.now(), 'second');
      clock.advance(MINUTE);
    }
    const report = keeper.report();
    expect(report).toMatchObject({ clockOffsetMs: 10, feedOffsets: [{ feed: 'second', clockOffsetMs: 365 * 86_400_000 }], samples: 8 + 5, maxSamples: 25 });
    expect(report.rows[0]).toMatchObject({ source: 'Upbit', items: 8 });
    expect(report.rows.filter((row) => row.feed === 'second')).toHaveLength(5);
    // Only the first feed's sources are judged silent: the hostile feed's dozens raise nothing.
    clock.advance(SILENCE_FLOOR_MS + MINUTE);
    keeper.check();
    expect(raise.mock.calls.map(([warning]) => warning.kind === 'silent' && warning.source)).toEqual(['Upbit']);
  });
});
