import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('stats', () => {
  it('median: none, one, odd and even counts, unsorted input left unsorted', () => {
    expect(median([])).toBeUndefined();
    expect(median([4])).toBe(4);
    const values = [9, 1, 5];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5]);
    expect(median([10, -2, 4, 8])).toBe(6);
  });

  it('percentile: nearest rank of sorted values, clamped to the ends', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.95)).toBe(10);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 2)).toBe(10);
  });
});
