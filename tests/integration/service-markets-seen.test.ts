import { describe, expect, it, vi } from 'vitest';
import { startOrigin } from '@/devkit/stand-ins/origin-server';
import { defaults } from '@/server/config';
import { MARKET_WATCH_BUDGET } from '@/server/sources/markets/snapshots';
import { openStorage } from '@/server/storage/open';
import { SEEN_REWRITE_MS } from '@/server/storage/types';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

const { sourcesFile, track } = sourcesScaffold('markets-seen');
const DAY = 24 * 60 * 60_000;
const T = Date.UTC(2026, 10, 28, 12);
const sorted = (markets: string[]) => [...markets].sort();

describe(`markets seen, in storage (${backend})`, () => {
  it('keeps each list\'s markets with when they were last seen, forgets them past the window, and keeps at most its budget', async () => {
    const storage = await openStorage({ ...defaults, ...(await storageFor()) }, () => {});
    try {
      const ingest = storage.ingest;
      const week = MARKET_WATCH_BUDGET.seenForMs;
      await ingest.seeMarkets('spot', ['A_USDT', 'B_USDT'], T, T - week, 10);
      await ingest.seeMarkets('futures', ['A_USDT'], T, T - week, 10);
      expect(sorted(await ingest.marketsSeen('spot', T - week))).toEqual(['A_USDT', 'B_USDT']);
      expect(await ingest.marketsSeen('futures', T - week)).toEqual(['A_USDT']);

      // Seen again within the rewrite interval, a market keeps its time; later, it takes the new one.
      await ingest.seeMarkets('spot', ['A_USDT'], T + SEEN_REWRITE_MS - 1, T - week, 10);
      expect(await ingest.marketsSeen('spot', T + 1)).toEqual([]);
      await ingest.seeMarkets('spot', ['A_USDT'], T + 6 * DAY, T + 6 * DAY - week, 10);
      expect(await ingest.marketsSeen('spot', T + 1)).toEqual(['A_USDT']);

      // Past the window B is forgotten from storage, not only left out of the read; the other list is untouched.
      await ingest.seeMarkets('spot', ['A_USDT'], T + week + 1, T + 1, 10);
      expect(await ingest.marketsSeen('spot', 0)).toEqual(['A_USDT']);
      expect(await ingest.marketsSeen('futures', 0)).toEqual(['A_USDT']);

      // Past the budget in count, the longest unseen go first; what this answer named stays.
      const many = Array.from({ length: 12 }, (_, i) => `M${i}_USDT`);
      await ingest.seeMarkets('spot', many.slice(0, 6), T + week + 2, T + 2, 10);
      await ingest.seeMarkets('spot', many.slice(6), T + week + 3, T + 3, 10);
      const kept = await ingest.marketsSeen('spot', 0);
      expect(kept).toHaveLength(10);
      expect(kept).not.toContain('A_USDT');
      expect(kept).toEqual(expect.arrayContaining(many.slice(6)));
    } finally {
      await storage.close();
    }
  });
});

describe(`a market list that flaps, in the running service (${backend})`, () => {
  it('announces only the market never listed before, not one missing from an answer or paused for a poll', async () => {
    const all = ['BTC', 'ETH', 'SOL', 'ARB', 'WIF', 'PEPE', 'ENA', 'TIA', 'SEI', 'JUP'];
    // Each answer in turn: the whole list; one market missing and one paused; the exchange's error; the whole list with a new market.
    const answers = [
      all.map((base) => [base, 'TRADING']),
      all.filter((base) => base !== 'SOL').map((base) => [base, base === 'ARB' ? 'BREAK' : 'TRADING']),
      undefined,
      [...all, 'FLAPNEW'].map((base) => [base, 'TRADING']),
    ];
    let asked = 0;
    const exchange = track(
      await startOrigin((path) => {
        if (path !== '/api/v3/exchangeInfo') return undefined;
        const answer = answers[Math.min(asked++, answers.length - 1)];
        const body = answer ? { symbols: answer.map(([base, status]) => ({ symbol: `${base}USDT`, status, baseAsset: base, quoteAsset: 'USDT' })) } : { code: -1003, msg: 'Too many requests' };
        return { body: JSON.stringify(body), type: 'application/json' };
      }),
    );
    const file = sourcesFile([{ kind: 'market-list', name: 'Binance spot markets', list: 'binance-spot', url: exchange.url, intervalSeconds: 5 }]);
    const service = track(await startTestService({ ...(await storageFor()), sources: file }));
    const live = async () => ((await (await fetch(`${service.url}/api/news?limit=100`)).json()) as { title: string; market?: { symbol: string } }[]).filter((row) => row.market).map((row) => row.market!.symbol);
    await vi.waitFor(async () => expect(await live()).toEqual(['FLAPNEW_USDT']), { timeout: 40_000, interval: 500 });
    expect(asked).toBeGreaterThanOrEqual(answers.length);
    const health = (await (await fetch(`${service.url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: { name: string; state: string }[] } };
    expect(health.sources.sources.find((source) => source.name === 'Binance spot markets')?.state).toBe('ok');
    // Another full answer changes nothing.
    const more = asked;
    await vi.waitFor(() => expect(asked).toBeGreaterThan(more), { timeout: 15_000 });
    expect(await live()).toEqual(['FLAPNEW_USDT']);
  }, 90_000);
});
