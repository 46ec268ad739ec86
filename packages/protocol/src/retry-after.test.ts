import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, cappedWaitMs, retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('never gives more than the cap, nor more than a timer can wait (past it Node fires after 1 ms)', () => {
    const cap = 15 * 60_000;
    for (const header of ['3000000', '1e10', 'Fri, 31 Dec 9999 23:59:59 GMT', '1e308']) {
      expect(retryAfterMs(header, Date.now(), cap), header).toBe(cap);
      expect(retryAfterMs(header), header).toBe(MAX_TIMER_MS);
    }
  });

  it('never gives less than nothing, and nothing for what is no number', () => {
    expect(retryAfterMs('-5')).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:00 GMT', 5_000)).toBe(0);
    for (const header of ['NaN', 'Infinity', '-Infinity', ' ', '0x']) expect(retryAfterMs(header), header).toBeUndefined();
  });
});

describe('cappedWaitMs', () => {
  it('keeps a wait from an answer within 0 and the cap', () => {
    expect(cappedWaitMs(3_000_000_000, 900_000)).toBe(900_000);
    expect(cappedWaitMs(-1)).toBe(0);
    expect(cappedWaitMs(Number.NaN)).toBeUndefined();
    expect(cappedWaitMs(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(cappedWaitMs(undefined)).toBeUndefined();
  });
});
