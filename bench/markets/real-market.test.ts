import { describe, expect, it } from 'vitest';
import { marketsByBase } from '@/server/coins/markets';
import { REAL_MARKET_ORIGIN, realCatalog, realListings, realNames } from './real-market';

describe('the real market fixture', () => {
  const { spot, futures } = realListings();
  const markets = marketsByBase(spot, futures);

  it('holds both snapshots whole, with their origins', () => {
    expect(spot).toHaveLength(1503);
    expect(futures).toHaveLength(697);
    expect(REAL_MARKET_ORIGIN).toMatch(/^Binance spot torrino07\/etl@54af7c4:binance\.json \(2025-08-30, 1503\), futures rainbow3r1u\/earth-1\.0@5d252b7:data\/exchange_info\.json \(2026-08-06, 697\); names: CoinGecko coins list allenplay7\/tg_trade@84feae2/);
  });

  it('is the market of several hundred coins the issue names, word tickers and lots included', () => {
    expect(markets.size).toBe(634);
    for (const ticker of ['BTC', 'ONE', 'NOT', 'PEOPLE', 'S', 'T', 'A', 'ME', 'AI', 'IO', 'SUN', 'MOVE', 'TRUMP', 'MAGIC', 'BANANA', 'HOOK', 'GAS', 'HOT', 'ID', 'EDU', 'ACE', 'JOE', 'POL', 'PORTAL', 'ALT', 'PEPE', 'SATS', 'BABYDOGE', 'MOG']) {
      expect(markets.has(ticker), ticker).toBe(true);
    }
    expect(markets.get('PEPE')).toContainEqual({ exchange: 'binance-futures', symbol: '1000PEPEUSDT' });
    // Stock perpetuals (TSLAUSDT is a TRADIFI_PERPETUAL) are not coins: the futures snapshot has perpetual coins only.
    expect(markets.has('TSLA')).toBe(false);
  });

  it('names new coins from the names list and keeps every coin in the catalog', () => {
    const catalog = realCatalog();
    expect(catalog).toHaveLength(markets.size);
    expect(catalog.find((coin) => coin.ticker === 'ASTER')?.names).toEqual(['Aster']);
    expect(realNames().length).toBeGreaterThan(markets.size);
  });
});
