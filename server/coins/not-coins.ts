// Phrases whose words are never a coin, though one of them is spelled like a coin's ticker or name.

/** Contracts of the trade, not Perpetual Protocol: "Perpetual Futures", "perpetual swaps". */
const TRADE_PHRASE = /\bperpetual (?:futures|contracts?|swaps?)\b/gi;
/** An exchange's products, not a coin: "Binance Alpha" (not Vaulta's A), "OKX Wallet", "Binance Square". */
const EXCHANGE_PRODUCT = /\b(?:binance|bybit|okx|coinbase|bitget|kucoin|upbit|bithumb|kraken) (?:alpha|wallet|square|pay|card|earn|options)\b/gi;
/** A company named like a coin: "BTC Inc", "SOL Strategies Inc.", "ETH Digital Ltd"; the ticker is in capitals. */
const COMPANY = /\b\p{Lu}[\p{Lu}\p{N}]{0,9}(?: \p{Lu}\p{Ll}+){0,2} (?:Inc|Corp|Corporation|Ltd|LLC|PLC|GmbH)\b/gu;
/** A wire's opener at a line's start, past emoji and bullets: "Just in:", "JUST IN:", "🚨 Breaking:" (not JST). */
const WIRE_OPENER = /(?:^|[\n\r])[^\p{L}\p{N}\n\r]{0,12}(?:just in|breaking(?: news)?|developing|update|alert|flash)\b/giu;

/**
 * Where the text holds a phrase that is no coin, as [start, end) ranges in order of start; detection
 * reads no ticker or name starting inside one. Each pattern is one linear pass (bounded repetition only).
 */
export function notCoinRanges(text: string): [start: number, end: number][] {
  const ranges: [number, number][] = [];
  for (const pattern of [TRADE_PHRASE, EXCHANGE_PRODUCT, COMPANY, WIRE_OPENER]) for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Reads ranges in order as tokens go by: whether a token starting at `at` lies inside one (call with rising `at`). */
export function insideOf(ranges: [number, number][]): (at: number) => boolean {
  let next = 0;
  let reach = -1;
  return (at) => {
    while (next < ranges.length && ranges[next]![0] <= at) reach = Math.max(reach, ranges[next++]![1]);
    return at < reach;
  };
}
