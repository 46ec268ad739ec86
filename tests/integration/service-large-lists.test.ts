import { describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/app';
import type { ServerConfig } from '@/server/config';
import { MAX_LIST_SYMBOLS } from '@/server/coins/markets';
import { MAX_JSON_DEPTH } from '@/server/outbound/json-bounds';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

const { origin, track } = sourcesScaffold('large-lists');

async function service(overrides: Partial<ServerConfig>): Promise<RunningServer> {
  return track(await startTestService({ ...(await storageFor()), ...overrides }));
}

type Markets = { coins: number; error: string | null; names?: { entries: number; error: string | null } };
const markets = async (url: string) => ((await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { markets: Markets }).markets;

/**
 * The market lists and the names list are the largest answers the service reads (32 and 16 MB):
 * read in the feed reader's worker, within the depth budget, while the service answers.
 */
describe(`large lists from origins (${backend})`, () => {
  it('reads a 25 MB market list off the main thread: the service answers while it is read, and the coins are had', async () => {
    // 120,000 listings with fields the service does not read: about 25 MB.
    const listings = Array.from({ length: 120_000 }, (_, i) => ({ symbol: `C${i}USDT`, status: 'TRADING', baseAsset: `C${i}`, quoteAsset: 'USDT', contractType: 'PERPETUAL', filters: [{ filterType: 'PRICE_FILTER', minPrice: '0.0001', maxPrice: '1000000', tickSize: '0.0001' }], permissions: ['SPOT', 'MARGIN'] }));
    const body = JSON.stringify({ symbols: listings });
    expect(body.length).toBeGreaterThan(20 * 1024 * 1024);
    let asked = 0;
    const exchange = await origin((path) => {
      if (path !== '/api/v3/exchangeInfo' && path !== '/fapi/v1/exchangeInfo') return undefined;
      asked++;
      return { body, type: 'application/json' };
    });
    const server = await service({ coins: true, binanceApi: exchange.url, binanceFuturesApi: exchange.url });
    const answered: number[] = [];
    for (;;) {
      const live = await fetch(`${server.url}/livez`);
      answered.push(live.status);
      const now = await markets(server.url);
      if (now.coins > 0 || now.error) break;
    }
    expect(asked).toBe(2);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(await markets(server.url)).toMatchObject({ coins: MAX_LIST_SYMBOLS, error: null });
  }, 60_000);

  it(`refuses a names list nested deeper than ${MAX_JSON_DEPTH} levels by name; the service answers and the markets stand`, async () => {
    const names = await origin((path) => (path === '/api/v3/coins/list' ? { body: `[${'['.repeat(8 * 1024 * 1024)}]`, type: 'application/json' } : undefined));
    const exchange = await origin((path) => (path.endsWith('exchangeInfo') ? { body: JSON.stringify({ symbols: [{ symbol: 'WIFUSDT', status: 'TRADING', baseAsset: 'WIF', quoteAsset: 'USDT', contractType: 'PERPETUAL' }] }), type: 'application/json' } : undefined));
    const server = await service({ coins: true, binanceApi: exchange.url, binanceFuturesApi: exchange.url, coinNamesApi: names.url });
    let health = await markets(server.url);
    // The names and the markets are read side by side: the names' refusal may be seen before the markets are.
    while (!health.names?.error || health.coins === 0) {
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
      health = await markets(server.url);
    }
    expect(health.names.error).toContain(`nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(health.coins).toBe(1);
  }, 60_000);
});
