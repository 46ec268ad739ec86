/** The exchanges whose public streams price a coin's move, in the order a coin's pair is looked for. */
export const PRICE_EXCHANGES = ['binance', 'bybit'] as const;
export type Exchange = (typeof PRICE_EXCHANGES)[number];
/** Spot, or the exchange's USDT perpetuals (Binance USDⓈ-M futures, Bybit linear). */
export type Market = 'spot' | 'futures';

/** A pair as a trade link fills it in: only checked symbols, never anything received as a URL. */
export interface Pair {
  base: string;
  quote: string;
  symbol: string;
}

/** One market's trade link: its full name, the short label on the chip, and the page a pair opens. */
export interface TradeLinkSpec {
  label: string;
  short: string;
  url(pair: Pair): string;
}

/**
 * An exchange's pair rule: the market a coin's pair is streamed in there (`listed` says whether
 * the item names the pair on one of the exchange's markets, by the service's market ids), or
 * undefined when it is not listed there.
 */
export type PairRule = (listed: (market: string) => boolean, reference: number | undefined) => Market | undefined;

/**
 * One exchange, everything the pages know of it: its name, its markets' trade links, and, for one
 * that prices moves, its pair rule. Its price stream (`PriceSource`, the worker's half) is in the
 * same file, a separate export: pages that link or choose pairs never load the stream's frame parser.
 */
export interface ExchangeInfo {
  /** Its own name, shown as it is written (never translated). */
  name: string;
  /** Trade links by the service's market ids (`binance`, `binance-futures`), in the order chips show them. */
  links: Record<string, TradeLinkSpec>;
  /** The service's action-code prefixes (`BINFUT_ARBUSDT`) and the market each names. */
  actions?: Record<string, string>;
  /** For an exchange that prices moves. */
  prices?: {
    id: Exchange;
    pair: PairRule;
    /** The item's publication prices are this exchange's (the service takes them from Binance spot). */
    publicationPrices?: boolean;
  };
}
