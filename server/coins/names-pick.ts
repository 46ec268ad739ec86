/** One coin of a names list: its ticker as the list writes it (any case) and its name. */
export interface NameEntry {
  symbol: string;
  name: string;
}

/**
 * Tokens that carry another coin's ticker without being the coin an exchange lists under it: a
 * bridged, wrapped, pegged or staked copy, or the legacy token of a migrated one.
 */
const DERIVATIVE = /\b(?:bridged|wrapped|peg|pegged|wormhole|staked|legacy)\b|\[old\]/i;

/**
 * The name a names list gives each listed ticker, where it says so without doubt. A names list
 * (CoinGecko's has ~18,000 coins) shares most short tickers among several projects, and nothing in
 * it says which one an exchange lists. So a ticker gets a name only when, leaving out copies of
 * other coins, exactly one project carries it, or when one of those carrying it is the project the
 * bundled list already names (which keeps that name). Otherwise the ticker gets no name from the
 * list: a wrong name would find a coin in every headline about the other project, a missing one
 * only leaves the bundled name and the reviewed alias table to speak.
 */
export function pickNames(entries: readonly NameEntry[], tickers: Iterable<string>, bundled: (ticker: string) => string | undefined): Map<string, string> {
  const wanted = new Set<string>();
  for (const ticker of tickers) wanted.add(ticker.toUpperCase());
  const byTicker = new Map<string, string[]>();
  for (const { symbol, name } of entries) {
    const ticker = symbol.toUpperCase();
    if (!wanted.has(ticker) || DERIVATIVE.test(name)) continue;
    const names = byTicker.get(ticker) ?? [];
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
    byTicker.set(ticker, names);
  }
  const picked = new Map<string, string>();
  for (const [ticker, names] of byTicker) {
    const already = bundled(ticker)?.toLowerCase();
    const one = names.length === 1 ? names[0] : names.find((name) => name.toLowerCase() === already);
    if (one) picked.set(ticker, one);
  }
  return picked;
}
