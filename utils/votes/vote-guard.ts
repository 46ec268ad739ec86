export interface GuardLimits {
  /** Votes allowed back to back. */
  burst: number;
  /** Sustained votes per minute; keep it below the service's limit so the service never has to act. */
  perMinute: number;
}

/** Our service allows 30/min with a burst of 5; staying at half keeps users clear of suspension. */
export const defaultGuard: GuardLimits = { burst: 4, perMinute: 15 };

/**
 * A client-side token bucket that slows rapid voting before the service does: the service's
 * usage rule says spamming votes can cost a user their privileges.
 */
export class VoteGuard {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limits: GuardLimits,
    now: number,
  ) {
    this.tokens = limits.burst;
    this.at = now;
  }

  /** Takes a token, or says how long until one is free. */
  take(now: number): { ok: true } | { ok: false; waitMs: number } {
    const perMs = this.limits.perMinute / 60_000;
    this.tokens = Math.min(this.limits.burst, this.tokens + (now - this.at) * perMs);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, waitMs: Math.ceil((1 - this.tokens) / perMs) };
  }

  /** After the service itself answered 429/403, hold every vote until it allows again. */
  holdFor(ms: number, now: number): void {
    this.tokens = Math.min(this.tokens, 0) - (ms * this.limits.perMinute) / 60_000;
    this.at = now;
  }
}
