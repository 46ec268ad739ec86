/**
 * The one normalisation for text the service compares (a notice's title as its identity, a feed
 * entry's words, a headline's words for stories): two texts a reader cannot tell apart are one.
 * The same notice reached the service with one character changed by whoever typed or relayed it
 * (issue 52: a zero-width space, ’ for ', full-width brackets, an en dash, an NFD accent).
 */

import { withoutTrailing } from '@newsflash/protocol/reader-text';

/** Characters read: a title is 300 (an upstream's 1,000), a feed entry's summary 1,000; NFKC makes at most 18 of one. */
export const TEXT_KEY_READ = 4_000;

/**
 * Drawn nothing or nearly nothing: zero-width space, non-joiner, joiner, word joiner, BOM, soft
 * hyphen, the bidi marks and isolates, Mongolian vowel separator, invisible operators, variation selectors.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|\u034F|[\uFE00-\uFE0F]/gu;
/** Single quotes, primes and the grave accent used as one; NFKC leaves them. */
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02BC\u02BB\u0060\u00B4]/gu;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u301D\u301E\u301F]/gu;
/** Hyphens, dashes and the minus sign (NFKC turns only the small and full-width ones into "-"). */
const DASHES = /[\u2010-\u2015\u2212\u2E3A\u2E3B\u30FC\uFE58\uFE63\uFF0D]/gu;
/** CJK brackets that NFKC keeps; the full-width ( ) [ ] become ASCII by NFKC itself. */
const OPEN_BRACKETS = /[\u3010\u3014\u3016\u3018\u301A\u3008\u300A\u300C\u300E]/gu;
const CLOSE_BRACKETS = /[\u3011\u3015\u3017\u3019\u301B\u3009\u300B\u300D\u300F]/gu;
/** Punctuation that ends a sentence or trails off, with the spaces between: "Will List X." is "Will List X". */
const TRAILING_MARK = /[\s.,;:!?。．！？、]/u;
/** Read from the end once (reader-text.ts, withoutTrailing): NFKC makes 12,000 dots of 4,000 "…", which `/[…]+$/` took 0.3 s over. */
const isTrailingMark = (char: string) => TRAILING_MARK.test(char);

/**
 * The text as a reader sees it, case kept: invisible characters removed, NFKC (full-width letters
 * and brackets, ligatures, ellipsis and an NFD accent become their plain form), quotes, dashes and
 * CJK brackets folded to ASCII, every run of spaces (NBSP, ideographic, tabs) one space, trimmed.
 * What the classifier and the story words read.
 */
export function foldText(text: string): string {
  return foldMarks(text.slice(0, TEXT_KEY_READ).replace(INVISIBLE, ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * NFKC and the quotes, dashes and CJK brackets folded as foldText folds them, spaces left as they are:
 * for a phrase looked for in folded text (notices/title-words.ts), whose spaces mark word ends.
 */
export function foldMarks(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(OPEN_BRACKETS, '[')
    .replace(CLOSE_BRACKETS, ']');
}

/**
 * A text's key for comparing: folded (foldText), no space beside a bracket (full-width brackets are
 * typed without: "Token（EXMP）" is "Token (EXMP)"), trailing punctuation dropped, lower case.
 */
export function textKey(text: string): string {
  const folded = foldText(text).replace(/ ?([()[\]]) ?/gu, '$1');
  return withoutTrailing(folded, isTrailingMark).toLowerCase().normalize('NFKC');
}
