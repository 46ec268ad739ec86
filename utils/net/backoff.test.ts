import { describe, expect, it } from 'vitest';
import { defaultBackoff, fullJitterDelay } from './backoff';

describe('fullJitterDelay', () => {
  it('grows exponentially up to the cap with the top of the jitter range', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 10].map((attempt) => fullJitterDelay(attempt, defaultBackoff, top))).toEqual([999, 1999, 3999, 7999, 59999]);
  });

  it('draws uniformly below the ceiling (full jitter) but never below the floor', () => {
    expect(fullJitterDelay(4, defaultBackoff, () => 0.5)).toBe(8_000);
    expect(fullJitterDelay(4, defaultBackoff, () => 0)).toBe(defaultBackoff.minMs);
  });

  it('stays finite for absurd attempt counts', () => {
    expect(fullJitterDelay(10_000, defaultBackoff, () => 0.999)).toBeLessThanOrEqual(defaultBackoff.capMs);
  });
});
