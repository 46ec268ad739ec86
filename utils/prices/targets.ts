import type { NewsItem } from '@newsflash/protocol/news-item';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';
import type { Exchange, Market } from './exchange';

export type { Market } from './exchange';

/** The one pair whose price tells a coin's move since an item was published. */
export interface PriceTarget {
  coin: string;
  exchange: Exchange;
  symbol: string;
  quote: string;
  market: Market;
  /** The price at publication, when the item carries it. */
  reference?: number;
}

type Coin = NewsItem['coins'][number];
/** An exchange's pair rule: the market a coin's pair is streamed in there, or undefined when it is not listed there. */
type PairRule = (listed: (exchange: string) => boolean, reference: number | undefined) => Market | undefined;

/** USDT first, then USD / USDC, then BTC: the quote most traders read a move in. */
const QUOTE_PREFERENCE = ['USDT', 'USD', 'USDC', 'BTC'] as const;

/**
 * Binance: a pair its spot lists, else one its USDⓈ-M futures list, else one the item has a
 * publication price for (which the service takes from Binance spot).
 */
const binancePair: PairRule = (listed, reference) =>
  listed('binance') || (reference !== undefined && !listed('binance-futures')) ? 'spot' : listed('binance-futures') ? 'futures' : undefined;
/** Bybit, for a coin Binance does not list: a pair its spot lists, else one its USDT perpetuals list. */
const bybitPair: PairRule = (listed) => (listed('bybit') ? 'spot' : listed('bybit-perps') ? 'futures' : undefined);

/** The exchanges in the order a coin's pair is looked for: Bybit only for coins Binance does not list. */
const PAIR_RULES: [Exchange, PairRule][] = [
  ['binance', binancePair],
  ['bybit', bybitPair],
];

function pairOf({ coin, symbols }: Coin, firstPrice: NewsItem['firstPrice']): PriceTarget | undefined {
  const base = coin.toUpperCase();
  for (const [exchange, rule] of PAIR_RULES) {
    for (const quote of QUOTE_PREFERENCE) {
      const symbol = `${base}${quote}`;
      // A coin no exchange could list under this name (`WIF!`) gets no price, and nothing is asked for it.
      if (!PRICE_SYMBOL.test(symbol)) return undefined;
      const reference = exchange === 'binance' ? firstPrice?.[symbol] : undefined;
      const market = rule((name) => symbols.some((s) => s.exchange === name && s.symbol.toUpperCase() === symbol), reference);
      if (!market) continue;
      return reference === undefined ? { coin, exchange, symbol, quote, market } : { coin, exchange, symbol, quote, market, reference };
    }
  }
  return undefined;
}

/**
 * Per coin of the item, the pair to price: the first quote in preference order that Binance lists
 * for it, else that Bybit lists (by the item's symbols). A coin with none of these gets no price.
 */
export function priceTargets(item: Pick<NewsItem, 'coins' | 'firstPrice'>): PriceTarget[] {
  return item.coins.map((coin) => pairOf(coin, item.firstPrice)).filter((target) => target !== undefined);
}
