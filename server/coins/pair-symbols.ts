/** What detection gives an item (`suggestions`), as far as pairs go. */
interface Suggested {
  coin: string;
  symbols: readonly { symbol: string }[];
}

/** A quote asset as Binance names them (USDT, BTC, FDUSD, TRY…). */
const QUOTE = /^[A-Z0-9]{2,10}$/;

/**
 * The news item's `symbols`: the detected coins' pairs as `"BASE_QUOTE"` (`"ARB_USDT"`), the
 * first coin's first (detection puts the coin the item is about first), each pair once, at most
 * `max`. Clients take `symbols[0].split("_")[0]` as the item's ticker, so a pair whose symbol does
 * not start with its coin (`1000PEPEUSDT` for PEPE) is left out rather than split wrongly.
 */
export function pairSymbols(suggestions: readonly Suggested[], max: number): string[] {
  const pairs = new Set<string>();
  for (const { coin, symbols } of suggestions) {
    for (const { symbol } of symbols) {
      const quote = symbol.startsWith(coin) ? symbol.slice(coin.length) : '';
      if (QUOTE.test(quote)) pairs.add(`${coin}_${quote}`);
      if (pairs.size >= max) return [...pairs];
    }
  }
  return [...pairs];
}
