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
/** A wire's opener from a line's start, past emoji and bullets: "Just in:", "JUST IN:", "🚨 Breaking:" (not JST, nor IN). */
const WIRE_OPENER = /[^\p{L}\p{N}\n\r]{0,12}(?:just in|breaking(?: news)?|developing|update|alert|flash)\b/iuy;
/** How far an opener reaches from its line's start: its marks and its longest words. */
const OPENER_SPAN = 30;

const sticky = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.test(text);
};

/** Whether a ticker or a name starting at `at` lies inside a wire's opener: one look back for its line's start, one match from there. */
function inOpener(text: string, at: number): boolean {
  const from = Math.max(0, at - OPENER_SPAN);
  // Looked for only in the span before the word: on a long line, every word would look back over all of it.
  const before = text.slice(from, at);
  const lineBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  // Most words are further than an opener reaches from their line's start.
  if (lineBreak < 0 && from > 0) return false;
  return sticky(WIRE_OPENER, text, from + lineBreak + 1) && at < WIRE_OPENER.lastIndex;
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
