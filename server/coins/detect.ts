import { coinOfBase, isCommonWord, type Coin } from './catalog';
import type { Suggestion } from './suggestion';
import { OTHER_TICKERS } from './aliases';
import { readItem, type Author, type ItemText } from './item-text';
import { isStockOrIndex, marketContext, type MarketContext } from './market-context';
import { ACCOUNT_SUFFIX, ACRONYMS, ANY_CASE, CONTRACT_WORDS, HANDLE_AFFIX, HEADLINE_VERBS, isSlangTicker, NAMED_AFTER, STABLES } from './word-lists';
import { notCoinAt } from './not-coins';
import { afterCoinWord, beforeCampaignWord, setInCjk, tickerLists } from './ticker-context';
import { beforeCoinNoun, CAPITAL, capitalisedNeighbour, CJK, inProse, isPair, isSentenceCase, listingStart, NAME_GAP, readable, startsSentence, type Token } from './words';

export { MAX_TEXT, MAX_WORDS } from './words';

/** The item schema keeps 30 suggestions; a headline naming more is a list, not news about each. */
export const MAX_SUGGESTIONS = 30;
/** The item schema keeps 20 spellings of a coin. */
export const MAX_FOUND = 20;

/** Pair quotes a `TICKERQUOTE` symbol can end with, longest first so FDUSD wins over USD (coin-margined `SOLUSD`). */
const SYMBOL_QUOTES = ['FDUSD', 'USDT', 'USDC', 'USD', 'BTC'];

type Strength = 'strong' | 'plain' | 'weak';

interface Evidence {
  coin: Coin;
  first: number;
  found: string[];
  strong: boolean;
  plain: boolean;
  weakKinds: Set<'ticker' | 'name'>;
}

interface Context {
  /** Where an exchange's listing notice starts (its name), or -1. */
  listing: number;
  sentenceCase: boolean;
  market: MarketContext;
  /** The coin whose own account wrote the post. */
  own: Coin | undefined;
  /** A social post, where tickers come in lower case. */
  post: boolean;
  /** An outlet's headline, whose first word may be the project it is about ("Ripple secures …"). */
  headline: boolean;
  /** An exchange's notice: a listing notice, or any item of an exchange's feed. */
  notice: boolean;
  /** Latin text in capitals throughout ("BINANCE FUTURES LAUNCHES THE FUTURES DCA BOT"): a word's capitals say nothing. */
  shouting: boolean;
  /** Latin text in small letters throughout ("binance will add sophon (soph) on earn"). */
  caseless: boolean;
  /** Tokens in a list of tickers that counts whole ("ACA, D, DATA & FLOW" in a notice), found when first asked. */
  listed?: Set<number>;
}

type Note = (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'ticker' | 'name') => void;

const isDigit = (code: number) => code >= 48 && code <= 57;
const LOWER_CASE = /\p{Ll}/u;

/** Latin words in capitals and no small letter, nor Chinese, Japanese or Korean (whose notices set tickers apart in capitals). */
const isShouting = (text: string, tokens: Token[]) => !LOWER_CASE.test(text) && !CJK.test(text) && tokens.filter(({ word }) => /\p{Lu}{2}/u.test(word)).length >= 3;
/** Up to three capitalised words, then a ticker in brackets. */
const LONGER_NAME = /(?: [\p{Lu}\p{N}][\p{L}\p{N}]{0,30}){1,3} \(([\p{Lu}\p{N}]{1,20})\)/uy;
/** TradingView's perpetuals: `BTCUSDT.P`. */
const PERPETUAL_MARK = /\.P$/;

/** The lookup tables detection runs on, built once per market-list refresh. */
export class Detector {
  private readonly byTicker = new Map<string, Coin>();
  private readonly byName = new Map<string, Coin[]>();
  /** Tickers the market does not list that name a listed coin (aliases.ts: OTHER_TICKERS). */
  private readonly otherTickers = new Map<string, Coin>();
  /** Names in Chinese, Japanese or Korean by their first character's code, longest first: found inside runs of those scripts, which have no spaces. */
  private readonly cjkNames = new Map<number, [name: string, coin: Coin][]>();
  /** Chinese tickers (币安人生): everyday words, so only a whole run of characters is one. */
  private readonly cjkTickers = new Map<string, Coin>();
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
      if (CJK.test(coin.ticker)) this.cjkTickers.set(coin.ticker, coin);
      for (const name of coin.names) {
        // A name that is the ticker ("JOE", "EDEN") says nothing more, and would read "Joe Biden" as JOE.
        if (name === coin.ticker) continue;
        if (CJK.test(name)) {
          if (CJK.test(coin.ticker)) this.cjkTickers.set(name, coin);
          else this.cjkNames.set(name.charCodeAt(0), [...(this.cjkNames.get(name.charCodeAt(0)) ?? []), [name, coin]]);
          continue;
        }
        const key = name.toLowerCase();
        const list = this.byName.get(key) ?? [];
        if (!list.includes(coin)) list.push(coin);
        this.byName.set(key, list);
        longest = Math.max(longest, name.split(' ').length);
        longestLength = Math.max(longestLength, key.length);
        for (let at = 1; at <= key.length; at++) if (at === key.length || /[\s.]/.test(key[at]!)) this.nameStarts.add(key.slice(0, at));
      }
    }
    // Longest first: a name that starts a longer one is the longer one's (比特币 in 比特币现金).
    for (const names of this.cjkNames.values()) names.sort((a, b) => b[0].length - a[0].length);
    this.longestName = longest;
    this.longestNameLength = longestLength;
    for (const [old, now] of Object.entries(OTHER_TICKERS)) {
      const coin = this.byTicker.get(now);
      if (coin && !this.byTicker.has(old)) this.otherTickers.set(old, coin);
    }
  }

  get size(): number {
    return this.byTicker.size;
  }

  /**
   * The coins an item is about, in the order they first appear. Precision first: a cashtag, a
   * `(TICKER)`, a pair (`WIF/USDT`, `WIFUSDT`) or a project's name is enough; a bare ticker is
   * enough unless it is also an English word, an abbreviation of the news or two letters long,
   * and then it counts only beside its name, in an exchange's listing notice after the exchange's
   * name, or in a post by the project's own account. Who wrote a post and an outlet's prefix are
   * not read; a stock's or an index's ticker in a text about stocks or indices is not a coin.
   */
  detect(input: string | ItemText): Suggestion[] {
    const item = readItem(input);
    const { text, tokens } = readable(item.text);
    const listing = listingStart(text);
    const context: Context = {
      listing,
      sentenceCase: isSentenceCase(tokens),
      market: marketContext(text),
      own: item.author && this.authorsCoin(item.author),
      post: item.post,
      headline: item.headline,
      notice: listing >= 0 || item.notice,
      shouting: isShouting(text, tokens),
      caseless: !/\p{Lu}/u.test(text) && tokens.length >= 3,
    };
    const evidence = new Map<string, Evidence>();
    const note = (coin: Coin, at: number, spelling: string, strength: Strength, kind: 'ticker' | 'name') => {
      if (at >= 0 && notCoinAt(text, at)) return;
      const entry = evidence.get(coin.ticker) ?? { coin, first: at, found: [], strong: false, plain: false, weakKinds: new Set() };
      evidence.set(coin.ticker, entry);
      if (entry.found.length < MAX_FOUND && !entry.found.includes(spelling)) entry.found.push(spelling);
      if (strength === 'strong') entry.strong = true;
      else if (strength === 'plain') entry.plain = true;
      else entry.weakKinds.add(kind);
    };

    // A project's own post is about the project, whether or not it names itself.
    if (context.own) note(context.own, -1, context.own.ticker, 'strong', 'ticker');
    // A name of several words is read once: "Magic Eden" is not also "Eden".
    let namedUntil = -1;
    for (let i = 0; i < tokens.length; i++) {
      const { word, start } = tokens[i]!;
      if (CJK.test(word[0]!)) {
        this.matchCjk(word, start, note);
        continue;
      }
      this.matchTicker(text, tokens, i, context, note);
      if (i > namedUntil) namedUntil = i + this.matchName(text, tokens, i, context, note) - 1;
    }

    return [...evidence.values()]
      .filter((entry) => entry.strong || entry.plain || entry.weakKinds.size === 2)
      .sort((a, b) => a.first - b.first)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ coin, found }) => ({ coin: coin.ticker, found, symbols: coin.symbols }));
  }

  /**
   * The names inside a run of Chinese, Japanese or Korean characters, read left to right, the
   * longest name at each place, past which reading goes on; a Chinese ticker (币安人生) only as the
   * whole run. Each place costs a look-up of its character and a comparison with the few names that
   * start with it.
   */
  private matchCjk(run: string, start: number, note: Note): void {
    const ticker = this.cjkTickers.get(run);
    if (ticker) note(ticker, start, run, 'strong', 'name');
    // A name repeated in the run adds nothing past its first place.
    const seen = new Set<string>();
    for (let at = 0; at < run.length; ) {
      const found = this.cjkNames.get(run.charCodeAt(at))?.find(([name]) => run.startsWith(name, at));
      if (found && !seen.has(found[0])) {
        seen.add(found[0]);
        note(found[1], start + at, found[0], 'strong', 'name');
      }
      at += found ? found[0].length : 1;
    }
  }

  /** A listed coin by ticker, its lot (`1000PEPE`) or another name for its ticker (`MATIC`, `XBT`). */
  private listed(ticker: string): Coin | undefined {
    // Lots start with a digit: most words need no second look.
    return this.byTicker.get(ticker) ?? this.otherTickers.get(ticker) ?? (isDigit(ticker.charCodeAt(0)) ? this.byTicker.get(coinOfBase(ticker)) : undefined);
  }

  private matchTicker(text: string, tokens: Token[], i: number, context: Context, note: Note): void {
    const { word, start, end } = tokens[i]!;
    const before = text[start - 1];
    const after = text[end];
    const upper = word.toUpperCase();
    // Hyperliquid's lots (`kPEPE`) are written in no other way.
    const lot = word.charCodeAt(0) === 107 && /^k\p{Lu}{2,}$/u.test(word);
    const coin = this.listed(lot ? word.slice(1) : upper);
    if (coin && isStockOrIndex(coin.ticker, context.market)) return;
    const beforeTag = text[start - 2] ?? '';
    // After Chinese text a `$` is still a cashtag ("420万枚$TRUMP"); "$4 billion" is money.
    if (coin && before === '$' && (!/[\p{L}\p{N}]/u.test(beforeTag) || CJK.test(beforeTag))) {
      if (/\p{L}/u.test(word)) note(coin, start, coin.ticker, 'strong', 'ticker');
    } else if (coin && lot) {
      note(coin, start, coin.ticker, 'strong', 'ticker');
    } else if (coin && word === upper && STABLES.has(upper) && before === '(' && after === ')') {
      // A stablecoin in brackets is the notice's subject ("Integration of USD Coin (USDC) on Sui"), not a pair's quote.
      note(coin, start, word, 'strong', 'ticker');
    } else if (coin && !STABLES.has(upper) && before !== '/' && isPair(text, tokens, i)) {
      note(coin, start, word, 'strong', 'ticker');
    } else if (coin && word === upper && !STABLES.has(upper) && !'/-_'.includes(before || ' ')) {
      // After a hyphen or an underscore a ticker is part of a compound: "USDⓈ-M", "COIN-M", "SOLUSD_PERP".
      if ((before === '(' && after === ')') || coin === context.own) note(coin, start, word, 'strong', 'ticker');
      else if (context.shouting && this.isWeakTicker(word)) note(coin, start, word, 'weak', 'ticker');
      else if (this.countsInNotice(text, tokens, i, context) || !this.isWeakTicker(word) || this.describedAsCoin(text, tokens, i) || this.opensHeadline(tokens, i, context)) note(coin, start, word, 'plain', 'ticker');
      else note(coin, start, word, (context.listed ??= this.wholeLists(text, tokens, context)).has(i) ? 'plain' : 'weak', 'ticker');
    } else if (coin && context.caseless && before === '(' && after === ')' && /\p{L} ?$/u.test(text.slice(Math.max(0, start - 3), start - 1))) {
      // A title written in small letters throughout ("binance will list sophon (soph)") brackets its ticker after its name all the same.
      note(coin, start, upper, 'strong', 'ticker');
    } else if (coin && context.post && word === word.toLowerCase() && isSlangTicker(word) && inProse(before, after)) {
      // Posts write tickers in lower case ("wif at 10 dollars"); a word of English is not one.
      note(coin, start, upper, 'plain', 'ticker');
    } else if (word === upper && !STABLES.has(word)) {
      const symbol = word.replace(PERPETUAL_MARK, '');
      // A one-letter base before USD is a stablecoin's name (BUSD, TUSD, SUSD), not a contract.
      const quote = SYMBOL_QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length + (q === 'USD' ? 1 : 0));
      const listed = quote && this.listed(symbol.slice(0, -quote.length));
      if (listed) note(listed, start, listed.ticker, 'strong', 'ticker');
    }
  }

  /**
   * The listed members of lists of tickers that count whole, even the ones that alone would not (a
   * letter, an English word): in an exchange's notice not written in capitals, with two listed
   * members or one that counts there alone ("ACA, D, DATA & FLOW"; "HOOK & MAGIC Available via
   * Card"); in other text, every member listed and the list beside a word for coins ("meme tokens
   * TRUMP and MELANIA", "TRUMP and MELANIA tokens"). "MELANIA TRUMP TO HOST" is no list, and
   * "Melania Trump" no ticker.
   */
  private wholeLists(text: string, tokens: Token[], context: Context): Set<number> {
    const members = new Set<number>();
    // A notice written in capitals throughout says nothing by them.
    const cased = context.notice && LOWER_CASE.test(text);
    for (const list of tickerLists(text, tokens)) {
      const coins = list.filter((i) => this.listed(tokens[i]!.word) && !STABLES.has(tokens[i]!.word) && !ACRONYMS.has(tokens[i]!.word));
      // In a notice, members no market lists now (delisted coins, fiat) are passed over; in prose they make it no list.
      // Letters alone ("A, D & S Grades") make no list: two listed members of two letters or more do, or one that counts alone.
      const inNotice =
        cased &&
        tokens[list[0]!]!.start > context.listing &&
        (coins.filter((i) => tokens[i]!.word.length > 1).length >= 2 ||
          coins.some((i) => !this.isWeakTicker(tokens[i]!.word) || this.countsInNotice(text, tokens, i, context)));
      const described = coins.length === list.length && (afterCoinWord(text, tokens, list[0]!) || beforeCoinNoun(text, tokens, list.at(-1)!));
      if (inNotice || described) for (const i of coins) members.add(i);
    }
    return members;
  }

  /**
   * A ticker of two letters or more after the exchange's name in a listing notice, or one set apart
   * in a Chinese or Korean notice ("欧易关于 ME 杠杆交易的公告", even one letter); never an abbreviation.
   */
  private countsInNotice(text: string, tokens: Token[], i: number, context: Context): boolean {
    const { word, start, end } = tokens[i]!;
    if (ACRONYMS.has(word)) return false;
    return (context.listing >= 0 && start > context.listing && word.length > 1) || (context.notice && setInCjk(text, start, end));
  }

  /**
   * A ticker of two letters or more (three beside a word for coins) that the words around call a
   * coin: "TRUMP holders", "meme token TRUMP", "Unlock HOME Rewards".
   */
  private describedAsCoin(text: string, tokens: Token[], i: number): boolean {
    const { word } = tokens[i]!;
    if (ACRONYMS.has(word) || word.length < 2) return false;
    return beforeCampaignWord(text, tokens, i) || (word.length > 2 && (beforeCoinNoun(text, tokens, i) || afterCoinWord(text, tokens, i)));
  }

  /** A ticker of two letters or more in capitals opening an outlet's headline and doing something: "DOT Sinks 2%", "TRUMP surges". */
  private opensHeadline(tokens: Token[], i: number, context: Context): boolean {
    const { word, start } = tokens[i]!;
    return context.headline && start === 0 && word.length > 1 && !ACRONYMS.has(word) && HEADLINE_VERBS.has(tokens[i + 1]?.word.toLowerCase() ?? '');
  }

  private isWeakTicker(ticker: string): boolean {
    return ticker.length <= 2 || ACRONYMS.has(ticker) || CONTRACT_WORDS.has(ticker) || NAMED_AFTER.has(ticker) || isCommonWord(ticker);
  }

  /** The coin whose own account wrote a post: its name or handle is the project's name ("Hyperliquid (@HyperliquidX)"). */
  private authorsCoin(author: Author): Coin | undefined {
    // Display names carry emoji and marks ("TON 💎", "Avalanche🔺", "Uniswap Labs 🦄").
    const name = author.name.replace(/[^\p{L}\p{N}.' -]+/gu, ' ').trim();
    // A project's account has its name for a handle, give or take an affix; anyone may call themselves "Phoenix".
    // Affixes come stacked (@movementlabsxyz): stripped until none is left.
    const bare = (spelling: string) => {
      let left = spelling.toLowerCase().replace(/[\s.'_-]+/g, '');
      for (let stripped = left.replace(HANDLE_AFFIX, ''); stripped !== left && stripped.length >= 2; stripped = left.replace(HANDLE_AFFIX, '')) left = stripped;
      return left;
    };
    const handle = bare(author.handle);
    // The handle may shorten the name (@dogwifcoin for dogwifhat), never lengthen it (@PhoenixTrades is not Phoenix's).
    const ownHandle = (spelling: string) => handle.length >= 5 ? bare(spelling).startsWith(handle) : handle === bare(spelling);
    if (name === name.toUpperCase() && this.byTicker.has(name) && ownHandle(name)) return this.byTicker.get(name);
    for (const spelling of [name, name.replace(ACCOUNT_SUFFIX, '')]) {
      const coins = this.byName.get(spelling.toLowerCase());
      if (coins?.length === 1 && ownHandle(spelling)) return coins[0];
    }
    return undefined;
  }

  /**
   * The longest name starting at token i, and how many words it has (0: none). Names count
   * capitalised as names are, or in lower case unless a one-word name is also English
   * ("solana's", not "optimism"). A one-word English name ("Optimism", "Sun") is weak, unless a
   * sentence-case text capitalises it mid-sentence and alone, which only a name does ("Justin
   * Sun" is a person, "Magic Eden" a market). Each word costs one look-up unless it can start a
   * name, and then at most two look-ups for each of the longestName words that may follow.
   */
  private matchName(text: string, tokens: Token[], i: number, context: Context, note: Note): number {
    const start = tokens[i]!.start;
    // The lower-case spellings of the next 1, 2, … words, as long as a name can start so.
    const first = tokens[i]!.word.toLowerCase();
    if (!this.nameStarts.has(first)) return 0;
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
      const end = tokens[i + words - 1]!.end;
      const spelling = text.slice(start, end);
      const lower = spellings[words - 1]!;
      const coins = this.byName.get(lower);
      if (!coins || coins.length !== 1) continue;
      const coin = coins[0]!;
      // Tether and Circle are companies in the news; their coins are the other side of a pair.
      if (STABLES.has(coin.ticker)) return words;
      // A name that starts a longer one with another ticker in brackets is the longer one's: "Terra Classic (LUNC)", "World Liberty Financial USD (USD1)".
      LONGER_NAME.lastIndex = end;
      const longer = LONGER_NAME.exec(text);
      if (longer && longer[1] !== coin.ticker) return words;
      const own = coin === context.own;
      const capitalised = CAPITAL.test(spelling);
      const english = words === 1 && isCommonWord(spelling) && !ANY_CASE.has(lower);
      // A name made only of English words is a phrase unless each word is capitalised: "the graph", "The graph", "phoenix".
      const phrase = !ANY_CASE.has(lower) && lower.split(/[\s.]+/).every((part) => isCommonWord(part));
      if (!capitalised && ((phrase && !own) || !inProse(text[start - 1], text[end]))) continue;
      if (phrase && words > 1 && !spelling.split(/[\s.]+/).every((part) => CAPITAL.test(part))) continue;
      // A name in capitals that is a listed ticker ("GALA" for Gala, "HOLO" beside Holo's HOT) is the ticker's business.
      if (spelling === spelling.toUpperCase() && this.byTicker.has(spelling)) return words;
      const alone = !capitalisedNeighbour(text, tokens, i, words);
      // A headline that opens with the project doing something ("Ripple secures a charter") names it as mid-sentence would.
      const opens = context.headline && start === 0 && HEADLINE_VERBS.has(tokens[i + words]?.word ?? '');
      const named = context.sentenceCase && (opens || !startsSentence(text, start)) && alone && capitalised && spelling !== spelling.toUpperCase();
      const described = words === 1 && beforeCoinNoun(text, tokens, i);
      note(coin, start, spelling, english && !own && !named && !described ? 'weak' : 'strong', 'name');
      return words;
    }
    return 0;
  }
}
