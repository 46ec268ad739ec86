import { contractsIn } from './coins';
import { SLASHED } from './coins';

/**
 * The markets a notice names, as `BASE_QUOTE`: pairs written with a slash ("ARB/USDT, ARB/BTC"),
 * contracts of a notice that names contracts ("AERGOUSDT" → AERGO_USDT), and quote markets named for the
 * notice's coins (Upbit's "딥북(DEEP) KRW, USDT 마켓", "ARB USDT market", "USDT 交易对").
 */

/** The quotes a market is named by. */
const QUOTES = new Set(['KRW', 'BTC', 'USDT', 'USDC', 'ETH', 'BNB', 'FDUSD', 'TRY', 'EUR', 'JPY', 'BRL']);
/** Quotes written as words: Upbit's and Bithumb's "원화 마켓" is the KRW market. */
const QUOTE_WORDS: readonly [word: string, quote: string][] = [['원화', 'KRW']];
/** Words that follow a market's quote(s). */
const MARKET_WORDS = ['마켓', ' market', '交易对', '交易對', '市场'];
/** How far before a market word quotes are looked for ("KRW, BTC, USDT " is 15). */
const QUOTES_READ = 24;
/** A word of capitals. */
const WORD = /[A-Z]{2,6}/g;
/**
 * The margin a contract is settled in, as titles say it ("Coin-Margined FTM Perpetual" trades
 * against USD). Read folded (classify.ts): Binance's "USDⓈ-M" is "USDS-M" by NFKC.
 */
const MARGINS: readonly [words: string, quote: string][] = [
  ['usdt-margined', 'USDT'],
  ['usds-margined', 'USDT'],
  ['usds-m ', 'USDT'],
  ['usdc-margined', 'USDC'],
  ['coin-margined', 'USD'],
  ['coin-m ', 'USD'],
];
/** notice.ts keeps 20. */
export const MAX_MARKETS = 20;

/** The quotes written right before a market word: "KRW, USDT 마켓" → KRW, USDT. */
function namedQuotes(title: string): string[] {
  const quotes: string[] = [];
  // Lower case finds "Market" too; a title whose length lower case changes is searched as it is.
  const lower = title.toLowerCase();
  const searched = lower.length === title.length ? lower : title;
  for (const word of MARKET_WORDS) {
    let from = 0;
    for (let at = searched.indexOf(word); at >= 0 && quotes.length < QUOTES.size; at = searched.indexOf(word, from)) {
      from = at + word.length;
      let before = title.slice(Math.max(0, at - QUOTES_READ), at);
      for (const [written, quote] of QUOTE_WORDS) before = before.replaceAll(written, quote);
      // Only the quotes that end the stretch: "딥북(DEEP) KRW" gives KRW, not DEEP.
      const words = [...before.matchAll(WORD)].map(([found]) => found);
      const trailing: string[] = [];
      for (const found of words.reverse()) {
        if (!QUOTES.has(found)) break;
        trailing.unshift(found);
      }
      for (const quote of trailing) if (!quotes.includes(quote)) quotes.push(quote);
    }
  }
  return quotes;
}

export function noticeMarkets(title: string, coins: readonly string[], contracts: boolean): string[] {
  const markets = new Set<string>();
  for (const [, base, quote] of title.matchAll(SLASHED)) if (/[A-Z]/.test(base!) && /[A-Z]/.test(quote!)) markets.add(`${base}_${quote}`);
  const symbols = contracts ? contractsIn(title) : [];
  for (const [base, quote] of symbols) markets.add(`${base}_${quote}`);
  // Contracts named by their coin alone ("Coin-Margined FTM Perpetual"): the margin says the quote.
  const margin = contracts && symbols.length === 0 ? MARGINS.find(([words]) => title.toLowerCase().includes(words)) : undefined;
  if (margin) for (const coin of coins) markets.add(`${coin}_${margin[1]}`);
  for (const quote of namedQuotes(title)) for (const coin of coins) if (coin !== quote) markets.add(`${coin}_${quote}`);
  return [...markets].slice(0, MAX_MARKETS);
}
