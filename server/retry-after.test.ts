import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterMs } from './retry-after';

const now = Date.parse('2026-01-01T00:00:00Z');

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
  });

  it('bounds what it is told: a date past is now, anything past an hour is an hour', () => {
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('999999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('Fri, 01 Jan 2027 00:00:00 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('is undefined when absent or unreadable, so the usual backoff applies', () => {
    for (const header of [null, '', '-1', '1.5', 'soon', '2026-01-01']) expect(retryAfterMs(header, now)).toBeUndefined();
  });
});
