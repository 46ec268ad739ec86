/**
 * A token bucket on the clock given (ms): `burst` at once, refilled at `perSecond`. A clock set back
 * refills nothing and takes nothing back: the time between two takes is never negative. The one
 * bucket an extra feed's budgets (the extension) and a socket's message budgets (the service) take
 * from; the vote guard (which also says how long to wait and can be held) and the service's vote
 * rate limit (its state kept in storage for every node) are buckets with more to say.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    now: number,
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** True when `cost` more fits now, and then it is taken; false, and nothing is taken, past it. */
  take(now: number, cost = 1): boolean {
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.at) * this.perSecond) / 1000);
    this.at = Math.max(this.at, now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }
}
