import { describe, expect, it } from 'vitest';
import { median } from './stats';

describe('stats', () => {
  it('median: none, one, odd and even counts, unsorted input left unsorted', () => {
    expect(median([])).toBeUndefined();
    expect(median([4])).toBe(4);
    const values = [9, 1, 5];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5]);
    expect(median([10, -2, 4, 8])).toBe(6);
  });
});
