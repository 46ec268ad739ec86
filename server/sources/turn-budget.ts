/**
 * The most items published in one turn of the event loop. Claims, inserts and story matching on
 * SQLite are synchronous and their promises settle at once, so without a pause a burst (a
 * Jetstream resume's 5,000 posts) runs as one chain of microtasks and no request is read until
 * the last item is sent: issue 53 measured 5 s stalls.
 */
export const TURN_ITEMS = 50;
/**
 * How long one turn may publish before it gives way. SECURITY.md's budget is the whole turn of
 * the event loop under a flood, ≤ 50 ms: this, the item under way when it runs out (story
 * matching over 5,000 held items takes a few ms) and the frames read in the same turn (a socket
 * read of 64 KiB is a few hundred Jetstream events). At 25 ms turns of 79 ms were measured.
 */
export const TURN_MS = 10;

export interface TurnBudgetOptions {
  /** A monotonic clock, ms. */
  now: () => number;
  /** Resolves on a later turn of the event loop, after the I/O waiting (setImmediate). */
  pause: () => Promise<void>;
  maxItems?: number;
  maxMs?: number;
}

/**
 * Shared by everything that publishes on this thread: each item asks `next()` first, which pauses
 * once the turn has published `maxItems` or held the thread `maxMs`, so requests and frames
 * waiting are served between. Items arriving one by one pay at most one pause each.
 */
export class TurnBudget {
  private items = 0;
  private startedAt: number;
  private readonly maxItems: number;
  private readonly maxMs: number;

  constructor(private readonly options: TurnBudgetOptions) {
    this.maxItems = options.maxItems ?? TURN_ITEMS;
    this.maxMs = options.maxMs ?? TURN_MS;
    this.startedAt = options.now();
  }

  async next(): Promise<void> {
    if (this.items >= this.maxItems || this.options.now() - this.startedAt >= this.maxMs) {
      await this.options.pause();
      this.items = 0;
      this.startedAt = this.options.now();
    }
    this.items++;
  }
}

/** The budget on the real event loop. */
export function eventLoopTurns(): TurnBudget {
  return new TurnBudget({ now: () => performance.now(), pause: () => new Promise<void>((resolve) => setImmediate(resolve)) });
}
