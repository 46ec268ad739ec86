/** The operator's spend on their model, per minute and per UTC day; each may be 0 for none. */
export interface AiLimits {
  requestsPerMinute: number;
  requestsPerDay: number;
  tokensPerMinute: number;
  tokensPerDay: number;
}

export interface AiSpend {
  /** The UTC day the figures are of, YYYY-MM-DD. */
  day: string;
  requests: number;
  tokens: number;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Requests and tokens spent in the current minute and UTC day. A request is let through while
 * every figure is under its limit; its tokens are known only from the answer, so one request may
 * pass the token limit by at most its own `max_tokens` plus its prompt, and the next waits.
 * Windows are fixed (the minute since its first request, the calendar day): simple to state and check.
 * They only move forward: a clock stepped back shortens nothing and spends nothing twice.
 */
export class AiBudget {
  private minuteStart = Number.NEGATIVE_INFINITY;
  private minute = { requests: 0, tokens: 0 };
  private today: AiSpend;

  constructor(
    private readonly limits: AiLimits,
    private readonly now: () => number,
  ) {
    this.today = { day: dayOf(now()), requests: 0, tokens: 0 };
  }

  /** Takes one request from the budget, or false when a limit is reached (nothing taken then). */
  take(): boolean {
    this.roll();
    const { requestsPerMinute, requestsPerDay, tokensPerMinute, tokensPerDay } = this.limits;
    if (this.minute.requests >= requestsPerMinute || this.today.requests >= requestsPerDay) return false;
    if (this.minute.tokens >= tokensPerMinute || this.today.tokens >= tokensPerDay) return false;
    this.minute.requests++;
    this.today.requests++;
    return true;
  }

  /** The tokens an answered request spent. */
  spend(tokens: number): void {
    this.roll();
    this.minute.tokens += tokens;
    this.today.tokens += tokens;
  }

  /** The current UTC day's spend (/healthz, /metrics). */
  spent(): AiSpend {
    this.roll();
    return { ...this.today };
  }

  private roll(): void {
    const now = this.now();
    if (now - this.minuteStart >= 60_000) {
      this.minuteStart = now;
      this.minute = { requests: 0, tokens: 0 };
    }
    // A clock stepped back (NTP, an operator) neither holds the minute shut for the step's length nor
    // opens a second budget for a day gone by: the minute starts again with its spend, the day keeps its.
    if (now < this.minuteStart) this.minuteStart = now;
    const day = dayOf(now);
    if (day > this.today.day) this.today = { day, requests: 0, tokens: 0 };
  }
}
