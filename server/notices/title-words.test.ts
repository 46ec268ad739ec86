import { describe, expect, it } from 'vitest';
import { blank, firstOf, has, WORDS } from './title-words';
import { EN } from './title-words/en';
import { KO } from './title-words/ko';
import { simplified } from './simplified';
import { foldMarks, foldText } from '../items/text-key';
import { OTHER_LANGUAGES } from './title-words/other-languages';
import { ZH } from './title-words/zh';

describe('the words', () => {
  it('are lower case and unique per group, in every language', () => {
    for (const words of [EN, KO, ZH, ...OTHER_LANGUAGES]) {
      for (const [group, phrases] of Object.entries(words)) {
        for (const phrase of phrases as string[]) expect(phrase, group).toBe(phrase.toLowerCase());
        expect(new Set(phrases).size, group).toBe((phrases as string[]).length);
      }
    }
    // Chinese is written once, in simplified characters: a traditional title is read in them (simplified.ts).
    for (const [group, phrases] of Object.entries(ZH)) for (const phrase of phrases as string[]) expect(simplified(phrase), group).toBe(phrase);
  });

  it('find a group\'s earliest phrase in any language', () => {
    expect(firstOf('new listing: arb — share a prize pool', 'listing')).toBe(0);
    expect(firstOf('trading competition: new listing', 'promotion')).toBe(8);
    expect(has('에이다(ada) 거래지원 종료 안내', 'delisting')).toBe(true);
    expect(has('币安将下架 abc', 'delisting')).toBe(true);
    expect(firstOf('nothing here', 'listing')).toBe(-1);
  });

  it('find a phrase that starts with a letter only where it starts a word, in scripts with spaces', () => {
    expect(firstOf('переспот xyz', 'spot')).toBe(-1);
    expect(firstOf('торги на спот', 'spot')).toBe(9);
    expect(firstOf('will list synfutures (f)', 'futures')).toBe(-1);
    expect(firstOf('synfutures (f) on binance futures', 'futures')).toBe(26);
    expect(firstOf('usdt-margined abcusdt', 'futures')).toBe(5);
    expect(firstOf('hotspot (hot)', 'spot')).toBe(-1);
    expect(firstOf('币安合约上线', 'futures')).toBe(2);
    expect(firstOf('엑스와이지(xyz)거래지원 종료', 'delisting')).toBe(10);
  });

  it('blank a group\'s phrases keeping every other position', () => {
    const text = 'the first batch of vote to list results and will list x';
    const blanked = blank(text, 'notListing');
    expect(blanked).toHaveLength(text.length);
    expect(firstOf(blanked, 'listing')).toBe(text.indexOf('will list'));
    const listing = [...EN.listing, ...KO.listing, ...ZH.listing, ...OTHER_LANGUAGES.flatMap((words) => words.listing)];
    expect(WORDS.listing).toEqual([...new Set(listing.map((phrase) => simplified(foldMarks(phrase))))]);
    // A phrase is folded as titles are: Japanese's long-vowel mark is a dash to both, Chinese simplified.
    expect(has(foldText('XYZのハードフォークについて').toLowerCase(), 'network')).toBe(true);
    expect(WORDS.listing).toContain('上线');
    expect(WORDS.listing).not.toContain('上線');
  });
});
