import { isCommonWord, QUOTES, type Coin, type SymbolRef } from './catalog';

/** What the specification's `suggestions` hold: the coin, the spellings found, where it trades. */
export interface Suggestion {
  coin: string;
  found: string[];
  symbols: SymbolRef[];
}

/** Text past this is not read (bodies run to 10,000 characters; title, English title and body together fit). */
export const MAX_TEXT = 24_000;
/** The item schema keeps 30 suggestions; a headline naming more is a list, not news about each. */
export const MAX_SUGGESTIONS = 30;

/**
 * Abbreviations of news and markets that are also tickers somewhere ("GMT" is STEPN, "AI" is
 * Sleepless AI): alone, they say nothing about a coin.
 */
const ACRONYMS = new Set(
  'SEC ETF ETFS CEO CFO CTO COO USA UK EU UAE FBI DOJ CPI PPI GDP FOMC FED NFT NFTS DEFI DAO API IPO ATH ATL TVL AML KYC OTC CEX DEX KOL AMA FUD FOMO HODL IRS CFTC OCC ECB BOJ IMF NYSE GMT UTC EST PST CNBC CNN BBC WSJ ESG RWA APR APY PNL'.split(' '),
);

/** Stablecoins and fiat are the other side of a pair, not news; only a cashtag names them. */
const STABLES = new Set(QUOTES.filter((quote) => !['BTC', 'ETH', 'BNB'].includes(quote)));
const PAIR_QUOTES = new Set(QUOTES);
/**
 * An exchange's notice about listing, delisting or launching: in one, a ticker in capitals is the
 * coin listed, even when it is also a word ("OKX to list MOVE", "Upbit adds HOME").
 */
const LISTING = /\b(?:binance|bybit|okx|coinbase|upbit|bithumb|kraken|bitget|kucoin)\b.*\b(?:lists?|listing|delists?|adds?|launch\w*|perpetual|margin|earn|futures)\b|^new listing/i;
/** Pair quotes a `TICKERQUOTE` symbol can end with, longest first so FDUSD wins over USD. */
const SYMBOL_QUOTES = ['FDUSD', 'USDT', 'USDC', 'BTC'];

type Strength = 'strong' | 'plain' | 'weak';

interface Evidence {
  coin: Coin;
  first: number;
  found: string[];
  strong: boolean;
  plain: boolean;
  weakKinds: Set<'ticker' | 'name'>;
}

/** The lookup tables detection runs on, built once per market-list refresh. */
/** Whether most longer words are lower case: then a capital marks a name, not a headline's style. */
function isSentenceCase(tokens: { word: string }[]): boolean {
  // Words in capitals (an outlet's prefix, tickers) say nothing about the case style.
  const words = tokens.filter(({ word }) => word.length > 3 && /^\p{L}+$/u.test(word) && word !== word.toUpperCase());
  const capitalised = words.filter(({ word }) => /^\p{Lu}/u.test(word)).length;
  return words.length >= 3 && capitalised / words.length <= 0.5;
}

export class Detector {
  private readonly byTicker = new Map<string, Coin>();
  private readonly byName = new Map<string, Coin[]>();
  private readonly longestName: number;

  constructor(coins: Coin[]) {
    let longest = 1;
    for (const coin of coins) {
      this.byTicker.set(coin.ticker, coin);
      for (const name of coin.names) {
        const key = name.toLowerCase();
        const list = this.byName.get(key) ?? [];
        if (!list.includes(coin)) list.push(coin);
        this.byName.set(key, list);
        longest = Math.max(longest, name.split(' ').length);
      }
    }
    this.longestName = longest;
  }

  get size(): number {
    return this.byTicker.size;
  }

  /**
   * The coins a text is about, in the order they first appear. Precision first: a cashtag, a
   * `(TICKER)`, a pair (`WIF/USDT`, `WIFUSDT`) or a project's name is enough; a bare ticker is
   * enough unless it is also an English word, an abbreviation of the news or two letters long,
   * and then it counts only beside its name.
   */
  detect(input: string): Suggestion[] {
    const text = input.slice(0, MAX_TEXT);
    const tokens = [...text.matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}.]*[\p{L}\p{N}])?/gu)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
    const listing = LISTING.test(text);
    const context = { listing, sentenceCase: isSentenceCase(tokens) };
    const evidence = new Map<string, Evidence>();
    const note = (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'ticker' | 'name') => {
      const entry = evidence.get(coin.ticker) ?? { coin, first: at, found: [], strong: false, plain: false, weakKinds: new Set() };
      evidence.set(coin.ticker, entry);
      if (!entry.found.includes(spelling)) entry.found.push(spelling);
      if (strength === 'strong') entry.strong = true;
      else if (strength === 'plain') entry.plain = true;
      else entry.weakKinds.add(kind);
    };

    for (let i = 0; i < tokens.length; i++) {
      const { word, start, end } = tokens[i]!;
      const before = text[start - 1];
      const after = text[end];
      const upper = word.toUpperCase();
      const coin = this.byTicker.get(upper);
      if (coin && before === '$' && !/[\p{L}\p{N}]/u.test(text[start - 2] ?? '')) {
        note(coin, start, upper, 'strong', 'ticker');
      } else if (coin && word === upper && !STABLES.has(upper) && before !== '/') {
        const paired = after === '/' && PAIR_QUOTES.has(tokens[i + 1]?.word ?? '') && tokens[i + 1]!.start === end + 1;
        if ((before === '(' && after === ')') || paired) note(coin, start, word, 'strong', 'ticker');
        else note(coin, start, word, this.isWeakTicker(word) && !(context.listing && word.length > 1 && !ACRONYMS.has(word)) ? 'weak' : 'plain', 'ticker');
      } else if (word === upper) {
        const quote = SYMBOL_QUOTES.find((q) => word.endsWith(q) && word.length > q.length);
        const base = quote ? this.byTicker.get(word.slice(0, -quote.length)) : undefined;
        if (base) note(base, start, base.ticker, 'strong', 'ticker');
      }
      this.matchName(text, tokens, i, context.sentenceCase, note);
    }

    return [...evidence.values()]
      .filter((entry) => entry.strong || entry.plain || entry.weakKinds.size === 2)
      .sort((a, b) => a.first - b.first)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ coin, found }) => ({ coin: coin.ticker, found, symbols: coin.symbols }));
  }

  private isWeakTicker(ticker: string): boolean {
    return ticker.length <= 2 || ACRONYMS.has(ticker) || isCommonWord(ticker);
  }

  /**
   * The longest name starting at token i, written capitalised as a name is. A one-word name that
   * is also English ("Optimism", "Harmony") is weak, unless a sentence-case text capitalises it
   * mid-sentence, which only names do.
   */
  private matchName(
    text: string,
    tokens: { word: string; start: number; end: number }[],
    i: number,
    sentenceCase: boolean,
    note: (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'name') => void,
  ): void {
    for (let words = Math.min(this.longestName, tokens.length - i); words >= 1; words--) {
      const last = tokens[i + words - 1]!;
      const spelling = text.slice(tokens[i]!.start, last.end);
      if (words > 1 && /\s{2,}|[^\s\p{L}\p{N}.]/u.test(spelling)) continue;
      const coins = this.byName.get(spelling.toLowerCase());
      if (!coins || coins.length !== 1) continue;
      const coin = coins[0]!;
      const name = coin.names.find((n) => n.toLowerCase() === spelling.toLowerCase())!;
      if (spelling !== name && !/^\p{Lu}/u.test(spelling)) continue;
      // A ticker-shaped name ("GALA" for Gala) is the ticker's business, seen above.
      if (spelling === coin.ticker) return;
      const midSentence = sentenceCase && !/(^|[.:!?]\s*)$/.test(text.slice(0, tokens[i]!.start).trimEnd() || '');
      const weak = words === 1 && isCommonWord(spelling) && !(midSentence && spelling !== spelling.toUpperCase());
      note(coin, tokens[i]!.start, spelling, weak ? 'weak' : 'strong', 'name');
      return;
    }
  }
}
