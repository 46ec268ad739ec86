import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('admits a burst, then the rate; a cost past what is left takes nothing', () => {
    const bucket = new TokenBucket(0, 3, 2);
    expect([1, 2, 3, 4].map(() => bucket.take(0))).toEqual([true, true, true, false]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(1_000, 2)).toBe(false);
    expect(bucket.take(1_000)).toBe(true);
  });

  it('a clock set back refills nothing and takes nothing back; a long quiet spell refills to the burst, never more', () => {
    const bucket = new TokenBucket(1_000, 2, 1);
    expect([bucket.take(1_000), bucket.take(1_000)]).toEqual([true, true]);
    expect(bucket.take(-1e12)).toBe(false);
    expect(bucket.take(1_999)).toBe(false);
    expect(bucket.take(2_000)).toBe(true);
    expect(Array.from({ length: 4 }, () => bucket.take(1e12)).filter(Boolean)).toHaveLength(2);
  });
});
