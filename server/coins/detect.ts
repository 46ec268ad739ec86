import { isCommonWord, QUOTES, type Coin, type SymbolRef } from './catalog';

/** What the specification's `suggestions` hold: the coin, the spellings found, where it trades. */
export interface Suggestion {
  coin: string;
  found: string[];
  symbols: SymbolRef[];
}

/** Text past this is not read (bodies run to 10,000 characters; title, English title and body together fit). */
export const MAX_TEXT = 24_000;
/**
 * Words past this are not read either: 10,000 characters of prose are under 2,000 words, and a
 * text of one-letter words is not news. With it, one item's detection costs a bounded number of
 * steps, each of bounded size.
 */
export const MAX_WORDS = 4_000;
/** The item schema keeps 30 suggestions; a headline naming more is a list, not news about each. */
export const MAX_SUGGESTIONS = 30;
/** The item schema keeps 20 spellings of a coin. */
export const MAX_FOUND = 20;

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
const EXCHANGE_WORD = /\b(?:binance|bybit|okx|coinbase|upbit|bithumb|kraken|bitget|kucoin)\b/i;
const LISTING_WORD = /\b(?:lists?|listing|delists?|adds?|launch\w*|perpetual|margin|earn|futures)\b/i;

/**
 * An exchange's notice about listing, delisting or launching: in one, a ticker in capitals is the
 * coin listed, even when it is also a word ("OKX to list MOVE", "Upbit adds HOME"). That is an
 * exchange's name and, later on the same line, a listing word. Read line by line from the first
 * name on each, never as one pattern `exchange.*word`, which went back over the rest of the text
 * from every name (24 kB of "binance " cost 69 ms).
 */
function isListing(text: string): boolean {
  if (/^new listing/i.test(text)) return true;
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    const exchange = EXCHANGE_WORD.exec(line);
    if (exchange && LISTING_WORD.test(line.slice(exchange.index + exchange[0].length))) return true;
  }
  return false;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}.]*[\p{L}\p{N}])?/gu;

/** The text detection reads, cut at MAX_TEXT characters and MAX_WORDS words, and its words. */
function readable(input: string): { text: string; tokens: Token[] } {
  const text = input.slice(0, MAX_TEXT);
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    if (tokens.length === MAX_WORDS) return { text: text.slice(0, match.index), tokens };
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return { text, tokens };
}

/** Between two words of one name: spaces and dots, never two spaces running nor anything else. */
const NAME_GAP = /\s{2,}|[^\s\p{L}\p{N}.]/u;
const WHITESPACE = /\s/;

/** Whether the text before `at` ends a sentence (or is empty): then a capital says nothing. */
function startsSentence(text: string, at: number): boolean {
  let last = at - 1;
  while (last >= 0 && WHITESPACE.test(text[last]!)) last--;
  return last < 0 || '.:!?'.includes(text[last]!);
}
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

const LETTERS = /^\p{L}+$/u;
const CAPITAL = /^\p{Lu}/u;

/** Whether most longer words are lower case: then a capital marks a name, not a headline's style. */
function isSentenceCase(tokens: Token[]): boolean {
  let words = 0;
  let capitalised = 0;
  for (const { word } of tokens) {
    // Words in capitals (an outlet's prefix, tickers) say nothing about the case style.
    if (word.length <= 3 || !LETTERS.test(word) || word === word.toUpperCase()) continue;
    words++;
    if (CAPITAL.test(word)) capitalised++;
  }
  return words >= 3 && capitalised / words <= 0.5;
}

/** The lookup tables detection runs on, built once per market-list refresh. */
export class Detector {
  private readonly byTicker = new Map<string, Coin>();
  private readonly byName = new Map<string, Coin[]>();
  /**
   * Every way a name's lower-case spelling can begin with a whole word (it goes on with a space
   * or a dot, or ends): a word not among them starts no name, and most words are not.
   */
  private readonly nameStarts = new Set<string>();
  private readonly longestName: number;
  /** In characters: a longer run of words is no name (lower case is never shorter). */
  private readonly longestNameLength: number;

  constructor(coins: Coin[]) {
    let longest = 1;
    let longestLength = 0;
    for (const coin of coins) {
      this.byTicker.set(coin.ticker, coin);
      for (const name of coin.names) {
        const key = name.toLowerCase();
        const list = this.byName.get(key) ?? [];
        if (!list.includes(coin)) list.push(coin);
        this.byName.set(key, list);
        longest = Math.max(longest, name.split(' ').length);
        longestLength = Math.max(longestLength, key.length);
        for (let at = 1; at <= key.length; at++) if (at === key.length || /[\s.]/.test(key[at]!)) this.nameStarts.add(key.slice(0, at));
      }
    }
    this.longestName = longest;
    this.longestNameLength = longestLength;
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
    const { text, tokens } = readable(input);
    const context = { listing: isListing(text), sentenceCase: isSentenceCase(tokens) };
    const evidence = new Map<string, Evidence>();
    const note = (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'ticker' | 'name') => {
      const entry = evidence.get(coin.ticker) ?? { coin, first: at, found: [], strong: false, plain: false, weakKinds: new Set() };
      evidence.set(coin.ticker, entry);
      if (entry.found.length < MAX_FOUND && !entry.found.includes(spelling)) entry.found.push(spelling);
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
   * mid-sentence, which only names do. Each word costs one look-up unless it can start a name,
   * and then at most two look-ups for each of the longestName words that may follow.
   */
  private matchName(
    text: string,
    tokens: Token[],
    i: number,
    sentenceCase: boolean,
    note: (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'name') => void,
  ): void {
    const start = tokens[i]!.start;
    // The lower-case spellings of the next 1, 2, … words, as long as a name can start so.
    const first = tokens[i]!.word.toLowerCase();
    if (!this.nameStarts.has(first)) return;
    const spellings = [first];
    while (spellings.length < this.longestName && i + spellings.length < tokens.length) {
      const next = tokens[i + spellings.length]!;
      const gap = tokens[i + spellings.length - 1]!.end;
      if (next.end - start > this.longestNameLength) break;
      // One space, the usual gap, needs no pattern.
      if (!(next.start === gap + 1 && text[gap] === ' ') && NAME_GAP.test(text.slice(gap, next.start))) break;
      const longer = text.slice(start, next.end).toLowerCase();
      if (!this.nameStarts.has(longer)) break;
      spellings.push(longer);
    }
    for (let words = spellings.length; words >= 1; words--) {
      const spelling = text.slice(start, tokens[i + words - 1]!.end);
      const lower = spellings[words - 1]!;
      const coins = this.byName.get(lower);
      if (!coins || coins.length !== 1) continue;
      const coin = coins[0]!;
      const name = coin.names.find((n) => n.toLowerCase() === lower)!;
      if (spelling !== name && !/^\p{Lu}/u.test(spelling)) continue;
      // A ticker-shaped name ("GALA" for Gala) is the ticker's business, seen above.
      if (spelling === coin.ticker) return;
      const midSentence = sentenceCase && !startsSentence(text, start);
      const weak = words === 1 && isCommonWord(spelling) && !(midSentence && spelling !== spelling.toUpperCase());
      note(coin, start, spelling, weak ? 'weak' : 'strong', 'name');
      return;
    }
  }
}
