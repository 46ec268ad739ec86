// Phrases whose words are never a coin, though one of them is spelled like a coin's ticker or name.
// Each is read where a ticker or a name was found, within a few dozen characters of it: most text
// is never searched.

/** Contracts of the trade, not Perpetual Protocol: "Perpetual Futures", "perpetual swaps". */
const TRADE_PHRASE = /perpetual (?:futures|contracts?|swaps?)\b/iy;
/** An exchange's products, not a coin: "Binance Alpha" (not Vaulta's A), "OKX Wallet", "Binance Square". */
const PRODUCT = /(?:alpha|wallet|square|pay|card|earn|options)\b/iy;
const EXCHANGE_BEFORE = /(?:^|[^\p{L}\p{N}])(?:binance|bybit|okx|coinbase|bitget|kucoin|upbit|bithumb|kraken) $/iu;
/** A company named like a coin: "BTC Inc", "SOL Strategies Inc.", "ETH Digital Ltd"; the ticker is in capitals. */
const COMPANY = /\p{Lu}[\p{Lu}\p{N}]{0,9}(?: \p{Lu}\p{Ll}{1,30}){0,2} (?:Inc|Corp|Corporation|Ltd|LLC|PLC|GmbH)\b/uy;
/** A wire's opener at a line's start, past emoji and bullets: "Just in:", "JUST IN:", "🚨 Breaking:" (not JST, nor IN). */
const WIRE_OPENER = /(?:^|[\n\r])[^\p{L}\p{N}\n\r]{0,12}(?:just in|breaking(?: news)?|developing|update|alert|flash)\b/giu;
/** How far an opener reaches: its marks and its longest words. */
const OPENER_SPAN = 30;
const LINE_BREAK = /[\n\r]/;

const sticky = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.test(text);
};

/** Whether a ticker or a name starting at `at` lies inside a wire's opener: read from at most OPENER_SPAN characters before it. */
function inOpener(text: string, at: number): boolean {
  const from = Math.max(0, at - OPENER_SPAN);
  const before = text.slice(from, at);
  // Most words are further than an opener reaches from their line's start.
  if (from > 0 && !LINE_BREAK.test(before)) return false;
  const near = before + text.slice(at, at + OPENER_SPAN);
  for (const match of near.matchAll(WIRE_OPENER)) {
    // Cut from the middle of a line, the window's start is no line's start.
    if (match.index === 0 && from > 0 && !LINE_BREAK.test(match[0][0]!)) continue;
    if (from + match.index <= at && at < from + match.index + match[0].length) return true;
  }
  return false;
}

/** Whether a ticker or a name starting at `at` is a word of a phrase that is no coin. */
export function notCoinAt(text: string, at: number): boolean {
  return (
    sticky(TRADE_PHRASE, text, at) ||
    sticky(COMPANY, text, at) ||
    (sticky(PRODUCT, text, at) && EXCHANGE_BEFORE.test(text.slice(Math.max(0, at - 10), at))) ||
    inOpener(text, at)
  );
}
