export interface RateLimitOptions {
  /** Sustained votes per minute. */
  perMinute: number;
  /** Overruns within `overrunWindowMs` that mean misuse. */
  suspendAfter: number;
  overrunWindowMs?: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number; suspend: boolean };

/** A key's bucket as stored between votes (in memory for one process, in PostgreSQL across nodes). */
export interface BucketState {
  tokens: number;
  at: number;
  overruns: number[];
}

/**
 * A token bucket per key: bursts of up to ten seconds' worth of votes (at least 3), refilled at the
 * sustained rate. Hitting an empty bucket repeatedly within a minute is reported as misuse, and the
 * bucket starts afresh (undefined) for when the suspension ends.
 */
export function takeToken(state: BucketState | undefined, now: number, options: RateLimitOptions): { state: BucketState | undefined; decision: RateDecision } {
  const capacity = Math.max(3, Math.round(options.perMinute / 6));
  const perMs = options.perMinute / 60_000;
  const bucket = state ?? { tokens: capacity, at: now, overruns: [] };
  const tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
  if (tokens >= 1) return { state: { tokens: tokens - 1, at: now, overruns: bucket.overruns }, decision: { ok: true } };
  const window = options.overrunWindowMs ?? 60_000;
  const overruns = [...bucket.overruns.filter((at) => now - at < window), now];
  const suspend = overruns.length >= options.suspendAfter;
  const retryAfterMs = perMs > 0 ? Math.ceil((1 - tokens) / perMs) : 60_000;
  return { state: suspend ? undefined : { tokens, at: now, overruns }, decision: { ok: false, retryAfterMs, suspend } };
}

/** Where buckets live: one process's memory, or a database every node shares. */
export interface VoteBuckets {
  take(keyId: number, now?: number): Promise<RateDecision>;
}

/** Buckets in this process's memory: right for a single node (SQLite). */
export class MemoryVoteBuckets implements VoteBuckets {
  private readonly buckets = new Map<number, BucketState>();

  constructor(private readonly options: RateLimitOptions) {}

  async take(keyId: number, now = Date.now()): Promise<RateDecision> {
    const { state, decision } = takeToken(this.buckets.get(keyId), now, this.options);
    if (state) this.buckets.set(keyId, state);
    else this.buckets.delete(keyId);
    return decision;
  }
}
