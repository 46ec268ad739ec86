import { describe, expect, it } from 'vitest';
import { namedPieces, piecesText } from './named-pieces';

describe('named pieces', () => {
  it('cuts a sentence where its names sit, nested ones too, each name without its hidden characters', () => {
    const pieces = namedPieces(([a, b]) => `First via ${a}, over ${[`${b} by 3 ms`].join('')}`, ['\u202Eniam\u202C', 'EU 2']);
    expect(pieces).toEqual([{ text: 'First via ' }, { name: 'niam' }, { text: ', over ' }, { name: 'EU 2' }, { text: ' by 3 ms' }]);
    expect(piecesText(pieces)).toBe('First via niam, over EU 2 by 3 ms');
  });

  it('keeps a name that carries a stand-in character from passing for another name', () => {
    expect(namedPieces(([a, b]) => `${a} ${b}`, ['x\ue001y', 'z'])).toEqual([{ name: 'xy' }, { text: ' ' }, { name: 'z' }]);
  });

  it('says names past the 256 stand-ins as plain words', () => {
    const names = Array.from({ length: 300 }, (_, index) => `n${index}`);
    const pieces = namedPieces((slots) => slots.join(','), names);
    expect(pieces.filter((piece) => 'name' in piece)).toHaveLength(256);
    expect(piecesText(pieces)).toBe(names.join(','));
  });
});
