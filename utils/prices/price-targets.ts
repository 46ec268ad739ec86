import type { NewsItem } from '@newsflash/protocol/news-item';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';
import { EXCHANGES } from '@/utils/exchanges/all';
import type { Exchange, Market } from '@/utils/exchanges/exchange';

export type { Market } from '@/utils/exchanges/exchange';

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

/** USDT first, then USD / USDC, then BTC: the quote most traders read a move in. */
const QUOTE_PREFERENCE = ['USDT', 'USD', 'USDC', 'BTC'] as const;

/** The pricing exchanges' pair rules, in the order a coin's pair is looked for: Bybit only for coins Binance does not list. */
const PRICING = EXCHANGES.flatMap(({ prices }) => (prices ? [prices] : []));

function pairOf({ coin, symbols }: Coin, firstPrice: NewsItem['firstPrice']): PriceTarget | undefined {
  const base = coin.toUpperCase();
  for (const { id: exchange, pair, publicationPrices } of PRICING) {
    for (const quote of QUOTE_PREFERENCE) {
      const symbol = `${base}${quote}`;
      // A coin no exchange could list under this name (`WIF!`) gets no price, and nothing is asked for it.
      if (!PRICE_SYMBOL.test(symbol)) return undefined;
      const reference = publicationPrices ? firstPrice?.[symbol] : undefined;
      const market = pair((name) => symbols.some((s) => s.exchange === name && s.symbol.toUpperCase() === symbol), reference);
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
