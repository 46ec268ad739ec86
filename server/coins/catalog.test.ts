import { describe, expect, it } from 'vitest';
import { realListings, realNames } from '@/bench/markets/real-market';
import { marketsByBase } from './markets';
import { ALIASES } from './aliases';
import { buildCatalog, bundledName } from './catalog';
import { CJK_NAMES } from './cjk-names';
import { Detector } from './detect';

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

describe('a poisoned names list', () => {
  // Eight entries of CoinGecko's real list replaced: listed meme coins renamed after the coins and the names of the news.
  const poison: Record<string, string> = { PEPE: 'Bitcoin', BONK: 'Ethereum', WIF: 'Solana', FLOKI: 'BlackRock', SHIB: 'Fed', BOME: 'MicroStrategy', TURBO: 'Tesla', NEIRO: 'Nvidia' };
  const { spot, futures } = realListings();
  const markets = marketsByBase(spot, futures);
  const listed = [
    ...realNames().filter((entry) => !(entry.symbol.toUpperCase() in poison)),
    ...Object.entries(poison).map(([ticker, name]) => ({ symbol: ticker.toLowerCase(), name })),
  ];
  const detector = new Detector(buildCatalog(markets, listed));
  const coins = (text: string) => detector.detect(text).map((suggestion) => suggestion.coin);

  it('moves no coin\'s name to another: Bitcoin, Ethereum and Solana stay BTC, ETH and SOL', () => {
    for (const ticker of Object.keys(poison)) expect(markets.has(ticker), ticker).toBe(true);
    expect(coins('Bitcoin tops $120,000 as Ethereum and Solana follow')).toEqual(['BTC', 'ETH', 'SOL']);
  });

  it('tags no headline about a company, a central bank or a person with a coin', () => {
    for (const headline of ['BlackRock files for a new fund', 'Fed holds rates steady', 'MicroStrategy buys more', 'Tesla shares slide', 'Nvidia beats estimates']) {
      expect(coins(headline), headline).toEqual([]);
    }
  });

  it('keeps every other fetched name: the meme coins keep their bundled names', () => {
    const names = namesOf(buildCatalog(markets, listed));
    expect(names.PEPE).toEqual([...(bundledName('PEPE') ? [bundledName('PEPE')] : []), ...(CJK_NAMES.PEPE ?? [])]);
    expect(namesOf(buildCatalog(markets, realNames())).ASTER).toEqual(names.ASTER);
  });
});
