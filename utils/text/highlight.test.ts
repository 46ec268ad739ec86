import { describe, expect, it } from 'vitest';
import { highlightOf, markWords } from './highlight';

describe('highlights', () => {
  it('a coloured rule marks its keywords and coins, in any case, and nothing else', () => {
    const highlight = highlightOf({ highlight: 'red', match: { keywords: ['will list'], coins: ['ARB'] } });
    expect(highlight).toEqual({ colour: 'red', words: ['will list', 'ARB'] });
    expect(markWords('Binance Will List Arbitrum (ARB)', highlight!.words)).toEqual([
      { text: 'Binance ', marked: false },
      { text: 'Will List', marked: true },
      { text: ' Arbitrum (', marked: false },
      { text: 'ARB', marked: true },
      { text: ')', marked: false },
    ]);
  });

  it('a rule without a colour, or with only a pattern, marks nothing; a long list marks at most 20 words', () => {
    expect(highlightOf({ match: { keywords: ['x'] } })).toBeUndefined();
    expect(highlightOf({ highlight: 'blue', match: { pattern: 'a+' } })).toBeUndefined();
    expect(highlightOf({ highlight: 'blue', match: { keywords: Array.from({ length: 200 }, (_, i) => `w${i}`) } })!.words).toHaveLength(20);
    expect(markWords('nothing here', ['absent'])).toEqual([{ text: 'nothing here', marked: false }]);
  });
});
