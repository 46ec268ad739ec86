import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '@newsflash/protocol/outcome';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { KlineRefused, type Candle, type KlineRequest } from './klines';
import { checksFor, OutcomeChecks, type OutcomeEvent } from './outcome-checks';

const T = 1_700_000_010_000;
const LIMITS = { perMinute: 30, suspendAfter: 5 };
const item = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  time: T,
  title: `${id} lists ARB`,
  source: 'Blogs',
  suggestions: [{ coin: 'ARB', found: ['ARB'], symbols: [{ exchange: 'binance', symbol: 'ARBUSDT' }] }],
  firstPrice: { ARBUSDT: 2 },
  ...over,
});

describe('checksFor', () => {
  it('plans the four spans from publication, leaving out those already past their grace', () => {
    expect(checksFor(item('a'), T).map((check) => [check.span, check.dueAt - T])).toEqual([
      ['1m', 60_000],
      ['5m', 300_000],
      ['30m', 1_800_000],
      ['4h', 14_400_000],
    ]);
    expect(checksFor(item('a'), T + 10 * 60_000).map((check) => check.span)).toEqual(['30m', '4h']);
    expect(checksFor(item('a', { suggestions: [] }), T)).toEqual([]);
  });
});

describe('OutcomeChecks', () => {
  const opened: Storage[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
  });

  function setup(answer: (request: KlineRequest) => Candle[] | Promise<Candle[]> = rising, budget = {}) {
    const storage = openSqlite(':memory:', LIMITS);
    opened.push(storage);
    const clock = { now: T };
    const sent: { id: string; outcome: Outcome }[] = [];
    const events: OutcomeEvent[] = [];
    const requests: KlineRequest[] = [];
    const checks = (holder: string) =>
      new OutcomeChecks({
        outcomes: storage.outcomes,
        leases: storage.ingest,
        apis: { binanceApi: 'x', binanceFuturesApi: 'x', bybitApi: 'x' },
        fetch: () => Promise.reject(new Error('no network in unit tests')),
        announce: (id, outcome) => sent.push({ id, outcome }),
        count: (event) => events.push(event),
        log: () => {},
        holder,
        budget,
        now: () => clock.now,
        klines: async (request) => {
          requests.push(request);
          return answer(request);
        },
      });
    return { storage, clock, sent, events, requests, checks };
  }

  /** From 2 at the minute of publication, 1 % a minute up, with a dip to 1.9 in the first minute. */
  function rising(request: KlineRequest): Candle[] {
    const candles: Candle[] = [];
    for (let at = request.start; at <= request.end; at += 60_000) {
      const open = 2 * (1 + (at - request.start) / 6_000_000);
      candles.push({ at, open, high: open * 1.01, low: at === request.start ? 1.9 : open, close: open * 1.01 });
    }
    return candles;
  }

  it('measures each span when due, stores it with the item and announces it', async () => {
    const { storage, clock, sent, requests, checks } = setup();
    const node = checks('a');
    await storage.items.insert(item('n1'));
    expect(await node.add(item('n1'))).toBe(true);
    expect(await storage.outcomes.pending()).toBe(4);
    await node.tick();
    expect(requests).toEqual([]);
    clock.now = T + 60_000 + 500;
    await node.tick();
    expect(requests).toEqual([{ market: 'binance', symbol: 'ARBUSDT', start: T - (T % 60_000), end: T + 60_000, limit: 3 }]);
    expect(sent).toHaveLength(1);
    const coin = sent[0]!.outcome.coins[0]!;
    expect(coin).toMatchObject({ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 2, spans: { '1m': { move: 2.01, fall: -5 } } });
    clock.now = T + 300_000 + 500;
    await node.tick();
    const row = await storage.items.get('n1');
    expect(Object.keys(row!.outcome!.coins[0]!.spans)).toEqual(['1m', '5m']);
    expect(await storage.outcomes.pending()).toBe(2);
  });

  it('records a check run more than two minutes late as missed, asking nothing', async () => {
    const { storage, clock, sent, events, requests, checks } = setup();
    const node = checks('a');
    await storage.items.insert(item('n1'));
    await node.add(item('n1'));
    clock.now = T + 60_000 + 2 * 60_000 + 1;
    await node.tick();
    expect(requests).toEqual([]);
    expect(sent[0]!.outcome.coins[0]!.spans).toEqual({ '1m': { missed: true } });
    expect(events).toContainEqual({ kind: 'missed' });
  });

  it('runs on the lease holder only, and the other node takes over when it stops', async () => {
    const { storage, clock, requests, checks } = setup();
    const [a, b] = [checks('a'), checks('b')];
    await storage.items.insert(item('n1'));
    await a.add(item('n1'));
    clock.now = T + 60_000;
    await a.tick();
    await b.tick();
    expect(requests).toHaveLength(1);
    await a.stop();
    clock.now = T + 300_000;
    await b.tick();
    expect(requests).toHaveLength(2);
  });

  it('refuses new items past the pending budget, counted, and keeps the rest unharmed', async () => {
    const { storage, events, checks } = setup(rising, { maxPending: 4 });
    const node = checks('a');
    await storage.items.insert(item('n1'));
    expect(await node.add(item('n1'))).toBe(true);
    expect(await node.add(item('n2'))).toBe(false);
    expect(events).toEqual([{ kind: 'refused-pending' }]);
    expect(await storage.outcomes.pending()).toBe(4);
  });

  it('tries a refused answer again later, counted by source and reason, and records it missed past the grace', async () => {
    let hostile = true;
    const { storage, clock, sent, events, requests, checks } = setup((request) => {
      if (hostile) throw new KlineRefused('absurd', 'prices out of range');
      return rising(request);
    });
    const node = checks('a');
    await storage.items.insert(item('n1'));
    await node.add(item('n1'));
    clock.now = T + 60_000;
    await node.tick();
    expect(events).toContainEqual({ kind: 'refused', source: 'binance', reason: 'absurd' });
    await node.tick();
    expect(requests).toHaveLength(1);
    hostile = false;
    clock.now += 15_000;
    await node.tick();
    expect(sent[0]!.outcome.coins[0]!.spans['1m']).toMatchObject({ move: expect.any(Number) });
    hostile = true;
    clock.now = T + 300_000;
    await node.tick();
    clock.now = T + 300_000 + 2 * 60_000 + 1;
    await node.tick();
    expect(sent.at(-1)!.outcome.coins[0]!.spans['5m']).toEqual({ missed: true });
  });

  it('keeps to each source rate: checks past it wait for a later tick', async () => {
    const { storage, clock, requests, checks } = setup();
    const node = checks('a');
    for (let i = 0; i < 40; i++) {
      await storage.items.insert(item(`n${i}`));
      await node.add(item(`n${i}`));
    }
    clock.now = T + 60_000;
    await node.tick();
    expect(requests).toHaveLength(30);
    clock.now += 5_000;
    await node.tick();
    expect(requests).toHaveLength(40);
  });

  it("never lets one source's waiting checks hold back another's behind them: a burst past Binance's rate, then Binance paused", async () => {
    const { storage, clock, sent, requests, checks } = setup();
    const node = checks('a');
    const onBybit = { time: T + 1_000, suggestions: [{ coin: 'ZZZ', found: ['ZZZ'], symbols: [{ exchange: 'bybit', symbol: 'ZZZUSDT' }] }], firstPrice: {} };
    // 120 Binance checks due first: more than a tick's batch (50) and Binance's burst (30).
    for (let i = 0; i < 120; i++) {
      await storage.items.insert(item(`n${i}`));
      await node.add(item(`n${i}`));
    }
    await storage.items.insert(item('y1', onBybit));
    await node.add(item('y1', onBybit));
    clock.now = T + 61_000;
    await node.tick();
    expect(requests.filter((request) => request.market === 'binance')).toHaveLength(30);
    expect(sent.map((update) => update.id)).toContain('y1');
    // Past the scan's pages (4 of 50), checks wait for a later tick, read again from the earliest.
    await storage.items.insert(item('y2', { ...onBybit, time: T + 2_000 }));
    await node.add(item('y2', { ...onBybit, time: T + 2_000 }));
    clock.now = T + 62_000;
    await node.tick();
    expect(sent.map((update) => update.id)).toContain('y2');
  });

  it('drops the check of an item pruned meanwhile, announcing nothing', async () => {
    const { storage, clock, sent, checks } = setup();
    const node = checks('a');
    await storage.items.insert(item('n1'));
    await node.add(item('n1'));
    await storage.items.prune(T + 1, 10);
    expect(await storage.outcomes.pending()).toBe(0);
    await node.add(item('n1'));
    clock.now = T + 60_000;
    await node.tick();
    expect(sent).toEqual([]);
    expect(await storage.outcomes.pending()).toBe(3);
  });

  it("never stores a measurement the outcome's readers refuse: the item's measured spans stay readable", async () => {
    let huge = false;
    const steady = (at: number) => [{ at, open: 5e12, high: 5e12, low: 5e12, close: 5e12 }];
    const { storage, clock, sent, events, checks } = setup((request) => (huge ? steady(request.start) : rising(request)));
    const node = checks('a');
    const bare = item('n1', { firstPrice: {} });
    await storage.items.insert(bare);
    await node.add(bare);
    clock.now = T + 60_000;
    await node.tick();
    huge = true;
    clock.now = T + 300_000;
    await node.tick();
    expect(events).toContainEqual({ kind: 'refused', source: 'binance', reason: 'absurd' });
    clock.now = T + 300_000 + 2 * 60_000 + 1;
    await node.tick();
    const stored = await storage.items.get('n1');
    expect(stored!.outcome!.coins[0]!.spans).toEqual({ '1m': expect.objectContaining({ price: expect.any(Number) }), '5m': { missed: true } });
    expect(sent.at(-1)!.outcome).toEqual(stored!.outcome);
  });

  it("leaves a source that banned this address alone for the ban, every check on it waiting, other sources' checks unharmed", async () => {
    const banned = new KlineRefused('unreachable', 'HTTP 418', 10 * 60_000);
    const { storage, clock, sent, requests, checks } = setup((request) => {
      if (request.market === 'binance') throw banned;
      return rising(request);
    });
    const node = checks('a');
    const onBybit = { suggestions: [{ coin: 'ZZZ', found: ['ZZZ'], symbols: [{ exchange: 'bybit', symbol: 'ZZZUSDT' }] }], firstPrice: {} };
    for (const entry of [item('b1'), item('b2'), item('y1', onBybit)]) {
      await storage.items.insert(entry);
      await node.add(entry);
    }
    clock.now = T + 60_000;
    await node.tick();
    // The first Binance answer pauses Binance; checks already under way may meet it too, none asked after.
    const asked = requests.filter((request) => request.market === 'binance').length;
    expect(asked).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 8; i++) {
      clock.now += 15_000;
      await node.tick();
    }
    expect(requests.filter((request) => request.market === 'binance')).toHaveLength(asked);
    expect(sent.map((update) => update.id)).toEqual(['y1']);
  });
});
