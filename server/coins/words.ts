// How detection reads text: its words (Latin words and CJK runs apart), sentences and case, pairs,
// the word after a name, and where an exchange's listing notice starts. No coin is known here.
import { QUOTE_ASSETS } from '@newsflash/protocol/symbol';

/** Text past this is not read (bodies run to 10,000 characters; title, English title and body together fit). */
export const MAX_TEXT = 24_000;
/**
 * Words past this are not read either: 10,000 characters of prose are under 2,000 words, and a
 * text of one-letter words is not news. With it, one item's detection costs a bounded number of
 * steps, each of bounded size.
 */
export const MAX_WORDS = 4_000;

const PAIR_QUOTES = new Set(QUOTE_ASSETS);

export interface Token {
  word: string;
  start: number;
  end: number;
}

/**
 * A word: letters and digits (dots inside, as in io.net), or a run of Chinese, Japanese or Korean
 * characters, which are written without spaces against Latin ones ("上线U本位FARTCOINUSDT永续合约"
 * holds FARTCOINUSDT, "세이(SEI)" SEI).
 */
export const CJK = /[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const WORD = /[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]+|[[\p{L}\p{N}]--[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]](?:[[\p{L}\p{N}.]--[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]]*[[\p{L}\p{N}]--[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]])?/gv;

const SPACES = /[\p{Zs}\t]+/gu;
/** Full-width forms of ASCII (ＢＴＣ, （ＳＥＩ）), as Chinese and Korean pages and relays type them. */
const FULL_WIDTH = /[\uff01-\uff5e]/gu;
const FULL_WIDTH_OFFSET = 0xfee0;

/** The text detection reads, cut at MAX_TEXT characters and MAX_WORDS words, and its words. */
export function readable(input: string): { text: string; tokens: Token[] } {
  // A run of spaces of any kind (a CMS's double space, &nbsp;, a tab) is one space: names, brackets and a
  // notice's "Will List" are read across it alike. Line breaks stay: a name does not run across lines.
  // Full-width letters, digits and brackets are read as their ASCII selves (ＢＴＣ is BTC), one character for one.
  const text = input
    .slice(0, MAX_TEXT)
    .replace(SPACES, ' ')
    .replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET));
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    if (tokens.length === MAX_WORDS) return { text: text.slice(0, match.index), tokens };
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return { text, tokens };
}

/** Between two words of one name: spaces and dots, never two spaces running nor anything else. */
export const NAME_GAP = /\s{2,}|[^\s\p{L}\p{N}.]/u;

/**
 * What may stand between a sentence's end and its first word without continuing it: spaces, and
 * the emoji, bullets and dashes posts and wires open lines with ("🚨 Just in: …", "— Breaking").
 */
const OPENING_MARK = /[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}*•·|>\-–—]|\u200d|\ufe0f|\u20e3/u;

/** Whether the text before `at` ends a sentence (or is empty): then a capital says nothing. */
export function startsSentence(text: string, at: number): boolean {
  let last = at - 1;
  for (;;) {
    // An emoji is two UTF-16 units: look at the whole character that ends here.
    const code = text.charCodeAt(last);
    const low = last > 0 && code >= 0xdc00 && code <= 0xdfff;
    const char = low ? text.slice(last - 1, last + 1) : text[last];
    if (char === undefined || !OPENING_MARK.test(char)) break;
    last -= char.length;
  }
  return last < 0 || '.:!?'.includes(text[last]!);
}

const LETTERS = /^\p{L}+$/u;
export const CAPITAL = /^\p{Lu}/u;

/** Whether most longer words are lower case: then a capital marks a name, not a headline's style. */
export function isSentenceCase(tokens: Token[]): boolean {
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

/** `WIF/USDT`, `eth/btc`, OKX's `SOL-USDT`: a listed base before a slash or a hyphen and a quote, with nothing between. */
export function isPair(text: string, tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return '/-'.includes(text[tokens[i]!.end] ?? ' ') && next !== undefined && next.start === tokens[i]!.end + 1 && PAIR_QUOTES.has(next.word.toUpperCase());
}

/** A word written in prose, not part of a handle, a hashtag, an address or a file's name. */
export function inProse(before: string | undefined, after: string | undefined): boolean {
  return !'@#/_'.includes(before || ' ') && !'/_@'.includes(after || ' ');
}

/**
 * Whether a name touches another capitalised word, as a person's or a company's name does
 * ("Justin Sun", "Magic Eden Labs"); one space apart only.
 */
export function capitalisedNeighbour(text: string, tokens: Token[], i: number, words: number): boolean {
  const previous = tokens[i - 1];
  const next = tokens[i + words];
  const touching = (left: Token, right: Token) => right.start === left.end + 1 && text[left.end] === ' ';
  return (
    (previous !== undefined && touching(previous, tokens[i]!) && CAPITAL.test(previous.word) && !startsSentence(text, tokens[i]!.start - 1)) ||
    (next !== undefined && touching(tokens[i + words - 1]!, next) && CAPITAL.test(next.word))
  );
}

/**
 * Words that, right after a name or a ticker that is also English, say it is a coin or its chain
 * ("Avalanche subnet", "Sonic's airdrop", "TRUMP holders"); "gas prices" stay prices.
 */
const COIN_NOUNS = new Set(
  'labs foundation holders token tokens airdrop airdrops staking stakers unlock unlocks mainnet testnet tokenomics whales subnet subnets blockchain validators ecosystem network chain etf etfs perpetual futures treasury'.split(' '),
);

/** Whether the word after token i (past a possessive "'s") is one of COIN_NOUNS. */
export function beforeCoinNoun(text: string, tokens: Token[], i: number): boolean {
  let next = tokens[i + 1];
  if (next && next.word === 's' && "'’".includes(text[tokens[i]!.end] ?? '')) next = tokens[i + 2];
  return next !== undefined && next.start - tokens[i]!.end <= 3 && COIN_NOUNS.has(next.word.toLowerCase());
}

// Chinese and Korean notices name exchanges and listings in their own scripts ("欧易关于 ME 杠杆交易…", "업비트 HOME 원화 마켓 추가").
const EXCHANGE_WORD = /\b(?:binance|bybit|okx|coinbase|upbit|bithumb|kraken|bitget|kucoin)\b|币安|欧易|火币|바이낸스|업비트|빗썸|코인원|바이비트|코인베이스/i;
const LISTING_WORD = /\b(?:lists?|listing|delists?|adds?|launch\w*|perpetual|margin|earn|futures|trading|roadmap|deposits?|support|monitoring|tags?)\b|上线|上架|下架|杠杆|合约|永续|现货|交易|理财|상장|마켓|거래|입출금|유의/i;

/**
 * An exchange's notice about listing, delisting or launching: in one, a ticker in capitals after
 * the exchange's name is the coin listed, even when it is also a word ("OKX to list MOVE", "Upbit
 * adds HOME"); before it ("THE BLOCK: Binance lists …") it is not. The answer is where the notice
 * starts (0 for "New listing: …"), or -1. Read line by line from the first name on each, never as
 * one pattern `exchange.*word`, which went back over the rest of the text from every name (24 kB
 * of "binance " cost 69 ms). A line in capitals throughout says nothing by its capitals; Chinese and
 * Korean have none, so a line in those scripts says what its words say.
 */
export function listingStart(text: string): number {
  if (/^new listing/i.test(text)) return 0;
  let offset = 0;
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    const exchange = EXCHANGE_WORD.exec(line);
    const listsAfter = exchange && LISTING_WORD.test(line.slice(exchange.index + exchange[0].length));
    if (exchange && listsAfter && (line !== line.toUpperCase() || CJK.test(line))) return offset + exchange.index;
    offset += line.length + 1;
  }
  return -1;
}
