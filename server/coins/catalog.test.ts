import { describe, expect, it } from 'vitest';
import { ALIASES } from './aliases';
import { buildCatalog, bundledName } from './catalog';

const market = (...tickers: string[]) => new Map(tickers.map((ticker) => [ticker, [{ exchange: 'binance', symbol: `${ticker}USDT` }]]));
const namesOf = (coins: ReturnType<typeof buildCatalog>) => Object.fromEntries(coins.map((coin) => [coin.ticker, coin.names]));

describe('buildCatalog', () => {
  it('names a coin from the fetched list where it names it without doubt, over a stale bundled name', () => {
    expect(bundledName('A')).toBe('Alpha Token');
    expect(namesOf(buildCatalog(market('A'), [{ symbol: 'a', name: 'Vaulta' }]))).toEqual({ A: ['Vaulta'] });
  });

  it('keeps the bundled name where the fetched list is silent or in doubt', () => {
    const listed = [
      { symbol: 'sun', name: 'Sun Token' },
      { symbol: 'sun', name: 'Sun' },
    ];
    expect(namesOf(buildCatalog(market('SUN', 'ZEC'), listed))).toEqual({ SUN: ['Sun Token', 'Sun'], ZEC: [bundledName('ZEC')] });
  });

  it('lets the reviewed alias table replace every other name of its tickers', () => {
    const [ticker, names] = Object.entries(ALIASES)[0]!;
    const coins = buildCatalog(market(ticker), [{ symbol: ticker.toLowerCase(), name: 'Someone Else' }]);
    expect(coins[0]!.names).not.toContain('Someone Else');
    expect(coins[0]!.names).toEqual(expect.arrayContaining(names.filter((name) => name.length >= 3)));
  });
});
