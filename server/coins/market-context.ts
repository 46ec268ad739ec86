/**
 * Words that put a text among stocks or stock indices. There, some coins' tickers are another
 * security's: `$STRK` beside `$MSTR` is Strategy's preferred stock, not Starknet; SPX beside
 * "S&P 500" is the index, not SPX6900; `$AI` beside Nasdaq is C3.ai.
 */
const STOCK_WORDS = /\$?\bMSTR\b|MicroStrategy|Saylor|\bSTR[FDC]\b|\b(?:Nasdaq|NASDAQ|NYSE)\b|\bshares of\b|\bstock(?:s|holders)?\b/;
const INDEX_WORDS = /S&P|\bSPX ?500\b|\bDow Jones\b|\bNasdaq(?: |-)?100\b|\bRussell 2000\b/i;

/** Listed coins whose tickers are also a stock's (STOCK_TWINS) or an index's (INDEX_TWINS). */
const STOCK_TWINS = new Set(['STRK', 'AI', 'COIN', 'HOOD', 'MARA']);
const INDEX_TWINS = new Set(['SPX', 'NDX', 'DJI']);

export interface MarketContext {
  stocks: boolean;
  indices: boolean;
}

/** Reads the text once for each kind of word (both patterns are linear: no nested repetition). */
export function marketContext(text: string): MarketContext {
  return { stocks: STOCK_WORDS.test(text), indices: INDEX_WORDS.test(text) };
}

/** Whether a ticker, in this text, is a stock's or an index's: then only the coin's name counts. */
export function isStockOrIndex(ticker: string, context: MarketContext): boolean {
  return (context.stocks && STOCK_TWINS.has(ticker)) || (context.indices && INDEX_TWINS.has(ticker));
}
