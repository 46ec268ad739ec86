import { describe, expect, it } from 'vitest';
import { VoteRateLimiter } from './rate-limit';

describe('VoteRateLimiter', () => {
  it('allows a burst, then refills at the sustained rate', () => {
    const limiter = new VoteRateLimiter({ perMinute: 30, suspendAfter: 5 });
    const at = 1_000_000;
    const burst = Array.from({ length: 6 }, () => limiter.take(1, at).ok);
    expect(burst).toEqual([true, true, true, true, true, false]);
    expect(limiter.take(1, at + 2_000).ok).toBe(true);
  });

  it('says when to retry and flags repeated overruns as misuse', () => {
    const limiter = new VoteRateLimiter({ perMinute: 6, suspendAfter: 3 });
    for (let i = 0; i < 3; i++) limiter.take(7, 0);
    expect(limiter.take(7, 0)).toEqual({ ok: false, retryAfterMs: 10_000, suspend: false });
    expect(limiter.take(7, 1)).toMatchObject({ ok: false, suspend: false });
    expect(limiter.take(7, 2)).toMatchObject({ ok: false, suspend: true });
  });

  it('keeps keys apart', () => {
    const limiter = new VoteRateLimiter({ perMinute: 6, suspendAfter: 3 });
    for (let i = 0; i < 3; i++) limiter.take(1, 0);
    expect(limiter.take(2, 0).ok).toBe(true);
  });
});
