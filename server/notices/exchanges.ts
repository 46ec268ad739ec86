/**
 * Exchanges whose notices are classified, as the service names them. An item is an exchange's
 * notice when its `source` starts with one of these names as a whole word ("Binance EN",
 * "Upbit", "OKX"): the service's own sources and the sources an upstream names.
 */
const EXCHANGES = ['Binance', 'Bybit', 'OKX', 'Upbit', 'Bithumb', 'Coinbase', 'Kraken', 'KuCoin', 'Gate', 'Bitget', 'MEXC', 'HTX', 'Huobi', 'Robinhood', 'Hyperliquid', 'Korbit', 'Coinone', 'Bitfinex', 'Crypto.com', 'Gemini', 'Bitstamp', 'OKEx'] as const;

/** Only the source's first characters are read: a name is short. */
const SOURCE_READ = 40;
const NAMED = new Map<string, string>(EXCHANGES.map((name) => [name.toLowerCase(), name === 'OKEx' ? 'OKX' : name]));

/** The exchange a source names, or undefined when it is no exchange ("Blogs", "Twitter"). */
export function exchangeOf(source: unknown): string | undefined {
  if (typeof source !== 'string') return undefined;
  const first = source.slice(0, SOURCE_READ).trim().split(/[\s:_-]/, 1)[0]!.toLowerCase();
  return NAMED.get(first);
}
