import { describe, expect, it } from 'vitest';
import { MAX_ORIGIN_WAIT_MS } from '../outbound/fetch-capped';
import { nextDelay } from './poller';

const middle = () => 0.5;

describe('nextDelay', () => {
  it('polls at the interval, jittered by at most a tenth either way', () => {
    expect(nextDelay(60_000, 0, undefined, middle)).toBe(60_000);
    expect(nextDelay(60_000, 0, undefined, () => 0)).toBe(54_000);
    expect(nextDelay(60_000, 0, undefined, () => 0.999_999)).toBeLessThanOrEqual(66_000);
  });

  it('doubles after each failure, up to half an hour', () => {
    expect(nextDelay(60_000, 1, undefined, middle)).toBe(120_000);
    expect(nextDelay(60_000, 3, undefined, middle)).toBe(480_000);
    expect(nextDelay(60_000, 30, undefined, middle)).toBe(30 * 60_000);
  });

  it('never polls sooner than the origin asked with Retry-After', () => {
    expect(nextDelay(5_000, 1, 120_000, middle)).toBe(120_000);
    expect(nextDelay(600_000, 0, 1_000, middle)).toBe(600_000);
  });

  it('takes an origin-chosen wait for at most 15 minutes, whatever it was (past a timer\'s range it would fire at once)', () => {
    for (const asked of [3_000_000_000, 1e13, Number.POSITIVE_INFINITY]) expect(nextDelay(5_000, 1, asked, middle)).toBe(MAX_ORIGIN_WAIT_MS);
    expect(nextDelay(5_000, 1, Number.NaN, middle)).toBe(10_000);
    expect(nextDelay(5_000, 1, -1, middle)).toBe(10_000);
  });
});
