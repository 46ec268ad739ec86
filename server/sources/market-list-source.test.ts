import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSources } from './config';
import { readJsonHere } from '../outbound/json-bounds';
import { startMarketListSource } from './market-list-source';
import { MARKET_WATCH_BUDGET } from './markets/snapshots';
import type { Candidate, SourceContext } from './types';

const NOW = Date.UTC(2026, 10, 27, 10);
const INTERVAL = 60_000;
const listing = (base: string) => ({ symbol: `${base}USDT`, status: 'TRADING', baseAsset: base, quoteAsset: 'USDT' });
const bases = (count: number) => Array.from({ length: count }, (_, i) => `C${i}`);

/** One Binance spot list source on fakes: `reply` answers each fetch, `kept` is its document in storage. */
function harness(reply: () => Response, kept?: string) {
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'Binance spot markets', list: 'binance-spot', url: 'https://binance.example' }] }));
  if (source?.kind !== 'market-list') throw new Error('not a market list source');
  const offered: Candidate[] = [];
  const states: string[] = [];
  const notes: string[] = [];
  let dropped = 0;
  let now = NOW;
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
    readFeed: async () => [],
    readJson: readJsonHere,
    now: () => now,
    random: () => 0.5,
  };
  const running = startMarketListSource(source, context);
  /** The next poll (after the interval, or a failure's backoff): the clock moves an interval on, and its fetch and parsing (promises, not timers) are let finish. */
  const poll = async () => {
    const before = states.length;
    if (before > 0) {
      now += INTERVAL;
      vi.advanceTimersToNextTimer();
    }
    for (let turn = 0; turn < 1_000 && states.length === before; turn++) await new Promise((resolve) => setImmediate(resolve));
    return states.at(-1);
  };
  return { source, offered, states, notes, dropped: () => dropped, document, running, poll };
}

const list = (names: string[]) => () => new Response(JSON.stringify({ timezone: 'UTC', symbols: names.map(listing) }), { headers: { 'content-type': 'application/json' } });

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

  it('refuses an interval under five seconds and an unknown list in the sources file', () => {
    expect(() => parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'm', list: 'binance-spot', intervalSeconds: 4 }] }))).toThrow('intervalSeconds');
    expect(() => parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'm', list: 'kraken' }] }))).toThrow('list');
    expect(parseSources(JSON.stringify({ sources: [{ kind: 'market-list', name: 'a', list: 'binance-spot' }, { kind: 'market-list', name: 'b', list: 'binance-futures' }] }))).toHaveLength(2);
  });
});
