// Where a ticker in capitals stands, past its own spelling: in a list of tickers, after a word
// for a coin, before a campaign's reward, or set apart inside Chinese or Korean text.
import { CJK, type Token } from './words';

/** Between two members of a list of tickers: "ACA, D, DATA & FLOW", "TRUMP and MELANIA", "ACA、D". */
const LIST_GAP = /\s*[,、&]\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/y;

/** Whether the text from `from` to `to` is one LIST_GAP, read in place. */
function isListGap(text: string, from: number, to: number): boolean {
  LIST_GAP.lastIndex = from;
  return LIST_GAP.exec(text)?.[0].length === to - from;
}
/** A list member: capitals and digits only, with a letter ("1000SATS", not "2025"). */
const CAPITALS_AND_DIGITS = /^[\p{Lu}\p{N}]+$/u;
const A_CAPITAL = /\p{Lu}/u;
const isTickerShaped = (word: string) => CAPITALS_AND_DIGITS.test(word) && A_CAPITAL.test(word);

/**
 * The lists of two or more words in capitals joined by commas, "&" or "and", each as the indices
 * of its tokens. One pass over the tokens; a gap is at most a few characters, so each is read once.
 */
export function tickerLists(text: string, tokens: Token[]): number[][] {
  const lists: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length >= 2) lists.push(run);
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // "and" is a word of its own between two members; the gap test below reads it.
    if (run.length > 0 && token.word.toLowerCase() === 'and' && tokens[i - 1] === tokens[run.at(-1)!]) continue;
    if (!isTickerShaped(token.word)) {
      close();
      continue;
    }
    const previous = tokens[run.at(-1) ?? -1];
    const joined = previous !== undefined && token.start - previous.end <= 7 && isListGap(text, previous.end, token.start);
    if (!joined) close();
    run.push(i);
  }
  close();
  return lists;
}

/** Words that, right before a ticker or a list of them, say it is a coin: "meme tokens TRUMP and MELANIA". */
const COIN_WORDS = new Set('token tokens coin coins memecoin memecoins meme memes ticker tickers altcoin altcoins'.split(' '));

const COIN_WORD_GAP = /^:? $/;

/** What may stand between a word for coins and the tickers it introduces: "tokens like TRUMP", "memecoins such as WIF". */
const INTRODUCING = new Set(['like', 'including']);

/** Whether the word before token i, one space or ": " away (past "like", "including", "such as"), is one of COIN_WORDS. */
export function afterCoinWord(text: string, tokens: Token[], i: number): boolean {
  const adjacent = (left: number) =>
    left >= 0 && tokens[left + 1]!.start - tokens[left]!.end <= 2 && COIN_WORD_GAP.test(text.slice(tokens[left]!.end, tokens[left + 1]!.start));
  let previous = i - 1;
  const word = tokens[previous]?.word.toLowerCase();
  if (word !== undefined && INTRODUCING.has(word) && adjacent(previous)) previous -= 1;
  else if (word === 'as' && tokens[previous - 1]?.word.toLowerCase() === 'such' && adjacent(previous) && adjacent(previous - 1)) previous -= 2;
  return adjacent(previous) && COIN_WORDS.has(tokens[previous]!.word.toLowerCase());
}

/** What a campaign pays out in a coin: "Unlock HOME Rewards", "Claim ME Airdrop", "Share 1M S Token Vouchers". */
const CAMPAIGN_WORDS = new Set('rewards reward airdrop airdrops vouchers voucher'.split(' '));

/** What may stand between a ticker and its campaign's word: "S Token Vouchers", "MOVE HODLer Airdrops". */
const CAMPAIGN_KINDS = new Set(['token', 'hodler', 'staking']);

/** Whether token i is followed by one of CAMPAIGN_WORDS (past one of CAMPAIGN_KINDS), not written in capitals. */
export function beforeCampaignWord(text: string, tokens: Token[], i: number): boolean {
  let next = i + 1;
  if (CAMPAIGN_KINDS.has(tokens[next]?.word.toLowerCase() ?? '')) next++;
  const word = tokens[next]?.word;
  const spaced = tokens.slice(i, next + 1).every((token, at, all) => at === 0 || (token.start === all[at - 1]!.end + 1 && text[token.start - 1] === ' '));
  return word !== undefined && spaced && word !== word.toUpperCase() && CAMPAIGN_WORDS.has(word.toLowerCase());
}

/**
 * Whether a word stands apart in Chinese or Korean text, as notices write a ticker ("欧易关于 ME
 * 杠杆交易的公告"): on each side a space, the line's edge or a character of those scripts, and such
 * a character on at least one side past the spaces.
 */
export function setInCjk(text: string, start: number, end: number): boolean {
  let left = start - 1;
  while (left >= 0 && text[left] === ' ') left--;
  let right = end;
  while (right < text.length && text[right] === ' ') right++;
  const edge = (char: string | undefined) => char === undefined || char === '\n' || char === '\r';
  const leftChar = text[left];
  const rightChar = text[right];
  const cjkLeft = leftChar !== undefined && CJK.test(leftChar);
  const cjkRight = rightChar !== undefined && CJK.test(rightChar);
  return (cjkLeft || cjkRight) && (cjkLeft || edge(leftChar)) && (cjkRight || edge(rightChar));
}
