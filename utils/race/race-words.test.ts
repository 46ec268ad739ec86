import { describe, expect, it } from 'vitest';
import { piecesText } from '@/utils/text/named-pieces';
import { raceNote, signedMs } from './race-words';

describe('race words', () => {
  it('says which feed was first and by how much over each other one', () => {
    expect(piecesText(raceNote({ first: 'Regional', over: [{ feed: 'main', ms: 4_200 }] }, 'en'))).toBe('First via Regional, +4,200 ms over main');
    expect(piecesText(raceNote({ first: 'A', over: [{ feed: 'B', ms: 3 }, { feed: 'C', ms: 40 }] }, 'en'))).toBe('First via A, +3 ms over B and +40 ms over C');
  });

  it('gives each feed\'s name a piece of its own, so a page isolates it from the figures beside it', () => {
    const note = raceNote({ first: 'عربي 7', over: [{ feed: '\u202Eniam', ms: 3 }] }, 'en');
    expect(note).toEqual([{ text: 'First via ' }, { name: 'عربي 7' }, { text: ', +3 ms over ' }, { name: 'niam' }]);
  });

  it('signs a lead, a lag and a tie', () => {
    expect(signedMs(12.4, 'en')).toBe('+12 ms');
    expect(signedMs(-1_500, 'en')).toBe('−1,500 ms');
    expect(signedMs(0, 'en')).toBe('±0 ms');
    expect(signedMs(undefined, 'en')).toBe('—');
  });
});
