import type { NewsItem } from '@newsflash/protocol/news-item';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';

export type Market = 'spot' | 'futures';

/** The one pair whose price tells a coin's move since an item was published. */
export interface PriceTarget {
  coin: string;
  symbol: string;
  quote: string;
  market: Market;
  /** The price at publication, when the item carries it. */
  reference?: number;
}

/** USDT first, then USD / USDC, then BTC: the quote most traders read a move in. */
const QUOTE_PREFERENCE = ['USDT', 'USD', 'USDC', 'BTC'] as const;

/**
 * Per coin of the item, the pair to price: the first quote in preference order that the item's
 * symbols list on Binance spot, else on Binance USDⓈ-M futures, else that it has a publication
 * price for (which the service takes from Binance spot). A coin with none of these gets no price.
 */
export function priceTargets(item: Pick<NewsItem, 'coins' | 'firstPrice'>): PriceTarget[] {
  const targets: PriceTarget[] = [];
  for (const { coin, symbols } of item.coins) {
    const base = coin.toUpperCase();
    const listed = (exchange: string, symbol: string) => symbols.some((s) => s.exchange === exchange && s.symbol.toUpperCase() === symbol);
    for (const quote of QUOTE_PREFERENCE) {
      const symbol = `${base}${quote}`;
      // A coin no exchange could list under this name (`WIF!`) gets no price, and nothing is asked for it.
      if (!PRICE_SYMBOL.test(symbol)) break;
      const reference = item.firstPrice?.[symbol];
      const market: Market | undefined = listed('binance', symbol) || (reference !== undefined && !listed('binance-futures', symbol)) ? 'spot' : listed('binance-futures', symbol) ? 'futures' : undefined;
      if (!market) continue;
      targets.push(reference === undefined ? { coin, symbol, quote, market } : { coin, symbol, quote, market, reference });
      break;
    }
  }
  return targets;
}
