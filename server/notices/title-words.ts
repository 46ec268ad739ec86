import { EN } from './title-words/en';
import { KO } from './title-words/ko';
import { OTHER_LANGUAGES } from './title-words/other-languages';
import { ZH } from './title-words/zh';
import type { WordGroup, Words } from './title-words/groups';
import { foldMarks } from '../items/text-key';
import { simplified } from './simplified';

/**
 * Every language's phrases of a group together, each once: a title mixes scripts (Chinese with English
 * tickers), and the languages of the same alphabet share some words. Each is folded as the titles it is
 * looked for in are (items/text-key.ts: Japanese's long-vowel mark ー is folded with the dashes; Chinese
 * in simplified characters, simplified.ts, so a traditional word and its simplified twin are one).
 */
export const WORDS: Words = Object.fromEntries(
  (Object.keys(EN) as WordGroup[]).map((group) => {
    const phrases = [EN, KO, ZH, ...OTHER_LANGUAGES].flatMap((words) => words[group].map((phrase) => simplified(foldMarks(phrase))));
    return [group, [...new Set(phrases)]];
  }),
) as unknown as Words;

/**
 * A lower-case letter of an alphabet written with spaces (Latin, with its accents, or Cyrillic), or a
 * digit: called for every phrase of every title read.
 */
function inWord(char: string | undefined): boolean {
  const code = char === undefined ? -1 : char.charCodeAt(0);
  const ascii = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  // Accented Latin (ß … ɏ but ÷; Vietnamese's Ạ … ỹ) and lower-case Cyrillic.
  return ascii || (code >= 0xdf && code <= 0x24f && code !== 0xf7) || (code >= 0x1e00 && code <= 0x1eff) || (code >= 0x430 && code <= 0x45f);
}

/**
 * Where a phrase first starts a word in a text, or -1: a phrase that begins with a letter or digit
 * counts only where no letter or digit comes before it ("synfutures (f)" names no futures,
 * "hotspot" no spot). Scripts without spaces (Korean, Chinese) have no word starts to keep.
 */
function wordAt(text: string, phrase: string): number {
  let at = text.indexOf(phrase);
  if (at <= 0 || !inWord(phrase[0])) return at;
  for (; at >= 0; at = text.indexOf(phrase, at + 1)) if (!inWord(text[at - 1])) return at;
  return -1;
}

/** Where the first phrase of a group starts in a lower-case text, or -1. Plain substring search: no pattern, no backtracking. */
export function firstOf(text: string, group: WordGroup): number {
  let first = -1;
  for (const phrase of WORDS[group]) {
    const at = wordAt(text, phrase);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

export const has = (text: string, group: WordGroup) => firstOf(text, group) >= 0;

/** The text with every phrase of a group blanked out (spaces keep the positions). */
export function blank(text: string, group: WordGroup): string {
  let out = text;
  for (const phrase of WORDS[group]) out = out.split(phrase).join(' '.repeat(phrase.length));
  return out;
}
