export interface AdminFailureOptions {
  /** Wrong tokens an address may send at once. */
  burst: number;
  /** After the burst, one more try this often. */
  everyMs: number;
  /** Addresses remembered: past it the one seen longest ago is forgotten, so rotating addresses cannot grow the map. */
  maxAddresses: number;
  /** An address's failures are reported at most this often (with how many there were since). */
  reportEveryMs: number;
  report: (address: string, failures: number) => void;
  now?: () => number;
}

interface Failures {
  tokens: number;
  at: number;
  unreported: number;
  reportedAt: number;
}

/**
 * Wrong admin tokens per client address, as a token bucket: a few at once, then one every
 * `everyMs`. An address past it is refused before its token is even compared, so guessing runs at
 * that rate whatever the token; the right token from any other address is unaffected.
 */
export class AdminFailures {
  private readonly byAddress = new Map<string, Failures>();
  private readonly now: () => number;

  constructor(private readonly options: AdminFailureOptions) {
    this.now = options.now ?? Date.now;
  }

  /** How long `address` must wait before its next try, ms; 0 when it may try now. */
  wait(address: string): number {
    const entry = this.byAddress.get(address);
    if (!entry) return 0;
    const tokens = this.refill(entry);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * this.options.everyMs);
  }

  /** Counts one wrong token from `address`, and reports it unless that address was reported within `reportEveryMs`. */
  fail(address: string): void {
    const now = this.now();
    const entry = this.byAddress.get(address) ?? { tokens: this.options.burst, at: now, unreported: 0, reportedAt: -Infinity };
    entry.tokens = this.refill(entry) - 1;
    entry.at = now;
    entry.unreported++;
    if (now - entry.reportedAt >= this.options.reportEveryMs) {
      this.options.report(address, entry.unreported);
      entry.unreported = 0;
      entry.reportedAt = now;
    }
    // Re-inserted, so the map's order is the order addresses last failed in.
    this.byAddress.delete(address);
    this.byAddress.set(address, entry);
    for (const oldest of this.byAddress.keys()) {
      if (this.byAddress.size <= this.options.maxAddresses) break;
      this.byAddress.delete(oldest);
    }
  }

  private refill(entry: Failures): number {
    return Math.min(this.options.burst, entry.tokens + (this.now() - entry.at) / this.options.everyMs);
  }
}

/** The service's budget: 5 wrong tokens at once, then one every 10 s; each address reported at most once a minute. */
export const ADMIN_FAILURES = { burst: 5, everyMs: 10_000, maxAddresses: 10_000, reportEveryMs: 60_000 } as const;
