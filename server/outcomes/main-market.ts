import { isPlausiblePrice } from '@newsflash/protocol/item-read';
import { MAX_OUTCOME_COINS, type OutcomeMarket } from '@newsflash/protocol/outcome';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';

/** What an item says of a coin, as far as pricing goes (its `suggestions`, checked loosely: items are stored checked). */
interface Suggested {
  coin: string;
  symbols: readonly { exchange: string; symbol: string }[];
}

/** One coin to measure: the pair that prices it and, when the item has one, its price at publication. */
export interface PlannedCoin {
  coin: string;
  market: OutcomeMarket;
  symbol: string;
  from?: number;
}

/** USDT first, then USD / USDC, then BTC: the quote most traders read a move in (utils/prices/price-targets.ts). */
const QUOTE_PREFERENCE = ['USDT', 'USD', 'USDC', 'BTC'] as const;

/** Per exchange, in the order a coin's pair is looked for (Bybit only for coins Binance does not list), its spot and futures markets. */
const EXCHANGES = [
  { spot: 'binance', futures: 'binance-futures', publicationPrices: true },
  { spot: 'bybit', futures: 'bybit-perps', publicationPrices: false },
] as const;

/**
 * The coin's main market, the pair whose price a reader's chip shows (the extension's
 * price-targets.ts makes the same choice): Binance first, each quote in preference order, its spot
 * when it lists the pair (or the item has a `firstPrice` for it, which the service takes from
 * Binance spot, publication-prices.ts) else its USDⓈ-M futures; then Bybit alike, spot then perpetuals.
 */
function mainMarket({ coin, symbols }: Suggested, firstPrice: Record<string, number>): PlannedCoin | undefined {
  const base = coin.toUpperCase();
  const listed = (exchange: string, symbol: string) => symbols.some((ref) => ref.exchange === exchange && ref.symbol.toUpperCase() === symbol);
  for (const { spot, futures, publicationPrices } of EXCHANGES) {
    for (const quote of QUOTE_PREFERENCE) {
      const symbol = `${base}${quote}`;
      // A coin no exchange could list under this name gets no price.
      if (!PRICE_SYMBOL.test(symbol)) return undefined;
      const from = publicationPrices ? firstPrice[symbol] : undefined;
      // A reference the outcome's readers would refuse is no reference: the first candle's open is taken instead.
      const valid = from !== undefined && isPlausiblePrice(from) ? from : undefined;
      if (listed(spot, symbol) || (valid !== undefined && !listed(futures, symbol))) {
        return valid === undefined ? { coin, market: spot, symbol } : { coin, market: spot, symbol, from: valid };
      }
      if (listed(futures, symbol)) return { coin, market: futures, symbol };
    }
  }
  return undefined;
}

const isSuggested = (value: unknown): value is Suggested =>
  typeof value === 'object' && value !== null && typeof (value as Suggested).coin === 'string' && Array.isArray((value as Suggested).symbols);

/** The coins of an item to measure, its main coin first, at most MAX_OUTCOME_COINS; [] when it names none with a market. */
export function plannedCoins(item: { suggestions?: unknown; firstPrice?: unknown }): PlannedCoin[] {
  const suggestions = Array.isArray(item.suggestions) ? item.suggestions.filter(isSuggested) : [];
  const firstPrice = typeof item.firstPrice === 'object' && item.firstPrice !== null ? (item.firstPrice as Record<string, number>) : {};
  const planned: PlannedCoin[] = [];
  for (const suggestion of suggestions) {
    const coin = mainMarket({ coin: suggestion.coin, symbols: suggestion.symbols.filter((ref) => typeof ref?.exchange === 'string' && typeof ref.symbol === 'string') }, firstPrice);
    if (coin && !planned.some((known) => known.symbol === coin.symbol && known.market === coin.market)) planned.push(coin);
    if (planned.length === MAX_OUTCOME_COINS) break;
  }
  return planned;
}
