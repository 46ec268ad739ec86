import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSources } from './config';
import { readJsonHere } from '../outbound/json-bounds';
import { startMarketListSource } from './market-list-source';
import { MARKET_WATCH_BUDGET } from './markets/snapshots';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';

const NOW = Date.UTC(2026, 10, 27, 10);
const INTERVAL = 60_000;
const listing = (base: string, status = 'TRADING') => ({ symbol: `${base}USDT`, status, baseAsset: base, quoteAsset: 'USDT' });
const bases = (count: number) => Array.from({ length: count }, (_, i) => `C${i}`);

/** IngestRepo's markets seen for one list, in memory: market → when last seen. */
type Seen = Map<string, number>;

/**
 * One Binance spot list source on fakes: `reply` answers each fetch, `kept` is its document in
 * storage, `seen` its markets seen (shared by harnesses, as nodes and restarts share storage),
 * `step` how far the clock moves between polls, from `start`.
 */
function harness(reply: () => Response, kept?: string, seen: Seen = new Map(), step = INTERVAL, start = NOW) {
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'Binance spot markets', list: 'binance-spot', url: 'https://binance.example' }] }));
  if (source?.kind !== 'market-list') throw new Error('not a market list source');
  const offered: Candidate[] = [];
  const states: string[] = [];
  const notes: string[] = [];
  let dropped = 0;
  let now = start;
  const document = { json: kept };
  const context: SourceContext = {
    offer: async (candidates) => {
      offered.push(...candidates);
      return candidates.length;
    },
    ok: () => void states.push('ok'),
    failing: (reason) => void states.push(`failing: ${reason}`),
    note: (line) => void notes.push(line),
    unreadable: () => {},
    dropped: (count) => void (dropped += count),
    fetch: async () => reply(),
    kept: { read: async () => document.json, write: async (json) => void (document.json = json) },
    marketsSeen: {
      read: async (since) => [...seen].filter(([, at]) => at >= since).map(([market]) => market),
      see: async (markets, at, forgetBefore, max) => {
        for (const market of markets) seen.set(market, at);
        for (const [market, lastSeen] of seen) if (lastSeen < forgetBefore) seen.delete(market);
        if (seen.size > max) throw new Error('the harness keeps no more than its budget');
      },
    },
    readFeed: async () => [],
    readJson: readJsonHere,
    now: () => now,
    random: () => 0.5,
  };
  const running = startMarketListSource(source, context);
  /**
   * The next poll (after the interval, or a failure's backoff): the clock moves an interval on, and
   * its fetch and parsing (promises, not timers) are let finish.
   */
  const poll = async () => {
    const before = states.length;
    if (before > 0) {
      now += step;
      vi.advanceTimersToNextTimer();
    }
    for (let turn = 0; turn < 1_000 && states.length === before; turn++) await new Promise((resolve) => setImmediate(resolve));
    return states.at(-1);
  };
  return { source, offered, states, notes, dropped: () => dropped, document, running, poll };
}

const list = (names: string[]) => () => new Response(JSON.stringify({ timezone: 'UTC', symbols: names.map((name) => listing(name)) }), { headers: { 'content-type': 'application/json' } });
/** A list with some markets in another status than TRADING. */
const statuses = (names: string[], status: Record<string, string>) => () => new Response(JSON.stringify({ symbols: names.map((name) => listing(name, status[name])) }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

describe('market list source', () => {
  it('announces nothing from its first list, then each market a complete list adds, once, with the `market` field', async () => {
    let reply = list(bases(50));
    const { offered, notes, document, running, poll } = harness(() => reply());
    expect(await poll()).toBe('ok');
    expect(offered).toEqual([]);
    expect(notes).toEqual(['50 markets taken as the list to compare with (first list); none is announced']);
    reply = list([...bases(50), 'ARB']);
    expect(await poll()).toBe('ok');
    expect(offered).toEqual([
      { identity: 'ARB_USDT', item: { title: 'Binance spot market ARB/USDT is live', en: 'Binance spot market ARB/USDT is live', source: 'Binance markets', time: NOW + INTERVAL, market: { exchange: 'Binance', kind: 'spot', symbol: 'ARB_USDT', at: NOW + INTERVAL } } },
    ]);
    expect(await poll()).toBe('ok');
    expect(offered).toHaveLength(1);
    expect(JSON.parse(document.json!)).toMatchObject({ at: NOW + 2 * INTERVAL });
    running.stop();
  });

  it('after a partial list and after a failed fetch, announces nothing the whole list already had', async () => {
    let reply = list(bases(50));
    const { offered, running, poll } = harness(() => reply());
    await poll();
    reply = list(bases(10));
    expect(await poll()).toBe('failing: a partial market list, compared with nothing (10 markets, fewer than 90 % of the last complete list\'s 50)');
    reply = () => new Response('{"code":-1003', { status: 200 });
    expect(await poll()).toMatch(/^failing: .*not JSON/);
    reply = () => new Response('busy', { status: 503, headers: { 'retry-after': '1' } });
    expect(await poll()).toBe('failing: HTTP 503');
    reply = list(bases(50));
    expect(await poll()).toBe('ok');
    expect(offered).toEqual([]);
    running.stop();
  });

  it('takes more new markets in one fetch than its budget as a broken snapshot: none announced, counted as dropped', async () => {
    let reply = list(bases(50));
    const { offered, dropped, running, poll } = harness(() => reply());
    await poll();
    reply = list([...bases(50), ...Array.from({ length: MARKET_WATCH_BUDGET.newPerFetch + 1 }, (_, i) => `N${i}`)]);
    expect(await poll()).toBe('ok');
    expect(offered).toEqual([]);
    expect(dropped()).toBe(MARKET_WATCH_BUDGET.newPerFetch + 1);
    // The broken snapshot is the new baseline: one more market is news again.
    reply = list([...bases(50), ...Array.from({ length: MARKET_WATCH_BUDGET.newPerFetch + 1 }, (_, i) => `N${i}`), 'ARB']);
    await poll();
    expect(offered.map((candidate) => candidate.identity)).toEqual(['ARB_USDT']);
    running.stop();
  });

  it('compares with the list kept in storage after a restart while it is fresh, and not when it is stale', async () => {
    const fresh = harness(list([...bases(50), 'ARB']), JSON.stringify({ at: NOW - 60_000, markets: bases(50).map((base) => `${base}_USDT`) }));
    await fresh.poll();
    expect(fresh.offered.map((candidate) => candidate.identity)).toEqual(['ARB_USDT']);
    fresh.running.stop();
    const stale = harness(list([...bases(50), 'ARB']), JSON.stringify({ at: NOW - MARKET_WATCH_BUDGET.freshForMs - 1, markets: bases(50).map((base) => `${base}_USDT`) }));
    await stale.poll();
    expect(stale.offered).toEqual([]);
    stale.running.stop();
  });

  it('announces nothing but the genuinely new market from a list that flaps over six hours of polls', async () => {
    const all = bases(100);
    let poll = 0;
    const answer = () => {
      const i = poll++;
      const names = [...all, ...(i >= 100 ? ['NEW'] : [])];
      // The exchange's error instead of a list, and a list cut short: neither is a complete answer.
      if (i % 13 === 0 && i > 0) return new Response(JSON.stringify({ code: -1003, msg: 'Too many requests' }), { headers: { 'content-type': 'application/json' } });
      if (i % 17 === 8) return list(names.slice(0, 40))();
      // One market missing from a complete answer, one paused (BREAK), the new one paused once after it went live.
      const missing = i % 7 === 3 ? all[i % 100]! : undefined;
      const paused: Record<string, string> = i % 11 === 5 ? { [all[(i * 3) % 100]!]: 'BREAK' } : i === 200 ? { NEW: 'BREAK' } : i === 250 ? { [all[9]!]: 'HALT' } : {};
      return statuses(names.filter((name) => name !== missing), paused)();
    };
    const seen: Seen = new Map();
    const { offered, states, running, poll: next } = harness(answer, undefined, seen);
    for (let i = 0; i < 360; i++) await next();
    expect(states.filter((state) => state === 'ok').length).toBeGreaterThan(300);
    expect(offered.map((candidate) => candidate.identity)).toEqual(['NEW_USDT']);
    running.stop();

    // Another node, or a restart, with the same storage: a market the last answer lacked is not new either.
    const kept = JSON.stringify({ at: NOW + 359 * INTERVAL, markets: [...all.slice(1), 'NEW'].map((base) => `${base}_USDT`) });
    const other = harness(list([...all, 'NEW']), kept, seen, INTERVAL, NOW + 360 * INTERVAL);
    expect(await other.poll()).toBe('ok');
    other.running.stop();
    expect(other.offered).toEqual([]);
  });

  it('announces a market back after more than 7 days unseen as new, and not one back after 6', async () => {
    const step = 20 * 60_000;
    const polls = (days: number) => Math.ceil((days * 24 * 60 * 60_000) / step);
    const all = bases(50);
    let names = [...all, 'SIX', 'SEVEN'];
    const seen: Seen = new Map();
    const { offered, running, poll } = harness(() => list(names)(), undefined, seen, step);
    await poll();
    names = all;
    for (let i = 0; i < polls(6); i++) await poll();
    names = [...all, 'SIX'];
    await poll();
    expect(offered).toEqual([]);
    for (let i = 0; i < polls(1) + 1; i++) await poll();
    names = [...all, 'SIX', 'SEVEN'];
    await poll();
    expect(offered.map((candidate) => candidate.identity)).toEqual(['SEVEN_USDT']);
    // What was not seen for 7 days was forgotten from storage too.
    expect([...seen.keys()].sort()).toEqual([...all, 'SIX', 'SEVEN'].map((base) => `${base}_USDT`).sort());
    running.stop();
  });

  it('refuses an interval under five seconds and an unknown list in the sources file', () => {
    expect(() => parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'm', list: 'binance-spot', intervalSeconds: 4 }] }))).toThrow('intervalSeconds');
    expect(() => parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'm', list: 'kraken' }] }))).toThrow('list');
    expect(parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'a', list: 'binance-spot' }, { kind: 'market-list', name: 'b', list: 'binance-futures' }] }))).toHaveLength(2);
  });
});
