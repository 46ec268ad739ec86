export interface RateLimitOptions {
  /** Sustained votes per minute. */
  perMinute: number;
  /** Overruns within `overrunWindowMs` that mean misuse. */
  suspendAfter: number;
  overrunWindowMs?: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number; suspend: boolean };

/**
 * A token bucket per key: bursts of up to ten seconds' worth of votes (at least 3), refilled at the
 * sustained rate. Hitting an empty bucket repeatedly within a minute is reported as misuse.
 */
export class VoteRateLimiter {
  private readonly buckets = new Map<number, { tokens: number; at: number; overruns: number[] }>();
  private readonly capacity: number;
  private readonly perMs: number;

  constructor(private readonly options: RateLimitOptions) {
    this.capacity = Math.max(3, Math.round(options.perMinute / 6));
    this.perMs = options.perMinute / 60_000;
  }

  take(keyId: number, now = Date.now()): RateDecision {
    const bucket = this.buckets.get(keyId) ?? { tokens: this.capacity, at: now, overruns: [] };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(keyId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    const window = this.options.overrunWindowMs ?? 60_000;
    bucket.overruns = [...bucket.overruns.filter((at) => now - at < window), now];
    const suspend = bucket.overruns.length >= this.options.suspendAfter;
    if (suspend) this.buckets.delete(keyId);
    return { ok: false, retryAfterMs: this.perMs > 0 ? Math.ceil((1 - bucket.tokens) / this.perMs) : 60_000, suspend };
  }
}
