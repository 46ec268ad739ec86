import { describe, expect, it } from 'vitest';
import { Detector } from '@/server/coins/detect';
import { newsItem } from '@/tests/fixtures/items';
import { labelledSets } from '@/bench/labelled/sets';
import { realCatalog, realListings } from '@/bench/markets/real-market';
import { tradeTarget, type TradePrefs } from './trade-target';

const arb = {
  ...newsItem('a'),
  title: 'Binance Will List Arbitrum (ARB) and BNB rewards',
  coins: [
    { coin: 'ARB', found: ['ARB'], symbols: [{ exchange: 'binance', symbol: 'ARBUSDT' }, { exchange: 'binance-futures', symbol: 'ARBUSDT' }] },
    { coin: 'BNB', found: ['BNB Chain'], symbols: [{ exchange: 'binance', symbol: 'BNBUSDT' }] },
  ],
};

describe('tradeTarget', () => {
  it('opens the main coin on the chosen exchange and market', () => {
    expect(tradeTarget(arb, { exchange: 'binance', market: 'spot' })?.url).toBe('https://www.binance.com/en/trade/ARB_USDT?type=spot');
    expect(tradeTarget(arb, { exchange: 'binance', market: 'perpetual' })?.url).toBe('https://www.binance.com/en/futures/ARBUSDT');
  });

  it('opens nothing where the item names no such pair, or two coins as tickers, rather than a guess', () => {
    expect(tradeTarget({ ...arb, coins: [arb.coins[0]!, { ...arb.coins[1]!, found: ['BNB'] }] }, { exchange: 'binance', market: 'spot' })).toBeUndefined();
    expect(tradeTarget(arb, { exchange: 'bybit', market: 'spot' })).toBeUndefined();
    expect(tradeTarget(arb, { exchange: 'okx', market: 'perpetual' })).toBeUndefined();
    expect(tradeTarget({ ...arb, coins: [arb.coins[1]!, arb.coins[0]!], notice: { kind: 'spot-listing', coins: ['ARB'], markets: [] } }, { exchange: 'binance', market: 'perpetual' })?.symbol).toBe('ARBUSDT');
  });
});

/**
 * The labelled headlines (bench/labelled/coin-headlines.ts) with the coins the service's detector
 * gives them against Binance's real market: every pair opened is a coin the headline is about, on
 * a market Binance lists.
 */
describe('tradeTarget on the labelled headlines', async () => {
  const [headlines] = await labelledSets();
  const detector = new Detector(realCatalog());
  const { spot, futures } = realListings();
  const exists = { spot: new Set(spot.map((l) => l.symbol)), perpetual: new Set(futures.map((l) => l.symbol)) };

  it.each(['spot', 'perpetual'] as const)('on Binance %s: 0 wrong pairs', (market) => {
    const prefs: TradePrefs = { exchange: 'binance', market };
    const wrong: string[] = [];
    let opened = 0;
    for (const labelled of headlines!.items) {
      const coins = detector.detect({ title: labelled.title, en: labelled.en, body: labelled.body, source: labelled.source });
      const target = tradeTarget({ ...newsItem('x'), title: labelled.title, body: labelled.body, coins }, prefs);
      if (!target) continue;
      opened++;
      if (!labelled.expect.includes(target.coin) || !exists[market].has(target.symbol)) wrong.push(`${target.coin} ${target.symbol}: ${labelled.title}`);
    }
    console.log(`binance ${market}: ${opened} of ${headlines!.items.length} labelled headlines open a pair, ${wrong.length} wrong`);
    // Most of the rest name no coin as a ticker or two of them: they open the item instead.
    expect(opened).toBeGreaterThan(headlines!.items.length / 4);
    expect(wrong).toEqual([]);
  });
});
