export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** Floor, so that a jitter draw near zero still cannot make a tight loop. */
  minMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 1_000, capMs: 60_000, minMs: 250 };

/**
 * Exponential backoff with full jitter: a uniform draw below min(cap, base·2^attempt). Named apart
 * from the service's `backoffDelay` (server/outbound/backoff.ts), which keeps half of each step.
 */
export function fullJitterDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.max(policy.minMs, Math.floor(random() * ceiling));
}
