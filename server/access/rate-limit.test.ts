import { describe, expect, it } from 'vitest';
import { MemoryVoteBuckets, takeToken, type BucketState } from './rate-limit';

describe('takeToken', () => {
  it('allows a burst, then refills at the sustained rate', () => {
    const options = { perMinute: 30, suspendAfter: 5 };
    const at = 1_000_000;
    let state: BucketState | undefined;
    const burst = Array.from({ length: 6 }, () => {
      const step = takeToken(state, at, options);
      state = step.state;
      return step.decision.ok;
    });
    expect(burst).toEqual([true, true, true, true, true, false]);
    expect(takeToken(state, at + 2_000, options).decision.ok).toBe(true);
  });

  it('a clock that steps back (another node) never adds tokens', () => {
    const options = { perMinute: 6, suspendAfter: 3 };
    const state = { tokens: 0.5, at: 10_000, overruns: [] };
    expect(takeToken(state, 9_000, options).decision.ok).toBe(false);
  });
});

describe('MemoryVoteBuckets', () => {
  it('says when to retry and flags repeated overruns as misuse', async () => {
    const buckets = new MemoryVoteBuckets({ perMinute: 6, suspendAfter: 3 });
    for (let i = 0; i < 3; i++) await buckets.take(7, 0);
    expect(await buckets.take(7, 0)).toEqual({ ok: false, retryAfterMs: 10_000, suspend: false });
    expect(await buckets.take(7, 1)).toMatchObject({ ok: false, suspend: false });
    expect(await buckets.take(7, 2)).toMatchObject({ ok: false, suspend: true });
    expect(await buckets.take(7, 3)).toEqual({ ok: true });
  });

  it('keeps keys apart', async () => {
    const buckets = new MemoryVoteBuckets({ perMinute: 6, suspendAfter: 3 });
    for (let i = 0; i < 3; i++) await buckets.take(1, 0);
    expect((await buckets.take(2, 0)).ok).toBe(true);
  });
});
