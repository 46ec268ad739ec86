/**
 * SECURITY.md's budget for items held while the coin universe is read: a started node with no
 * market lists in hand (a first start, a kept copy unreadable or too big) finds no coins, and an
 * item published then keeps none for ever. Held items are checked items (at most 64 KiB each), so
 * the hold costs at most ~13 MB; the lists' first fetch ends within its 30 s timeout.
 */
export const HOLD_BUDGET = {
  /** Items held at once; one more is refused at once. */
  items: 200,
  /** How long one item is held; past it, it is refused. */
  ms: 10_000,
  /**
   * Held items published at once when the universe is read: all 200 at once would ask the
   * database for more connections than PostgreSQL's pool lets wait (storage/postgres/pool.ts).
   */
  releasedAtOnce: 8,
} as const;

/** Why an item was not published: the universe was still loading, and the hold was full or the item waited its whole time. */
export class HoldRefused extends Error {
  constructor(readonly why: 'full' | 'waited') {
    super(why === 'full' ? `the market lists are still loading and ${HOLD_BUDGET.items} items are held already` : `the market lists are still loading after ${HOLD_BUDGET.ms / 1000} s`);
  }
}

export interface HoldHealth {
  /** `loading` until the coin universe is read (the kept lists loaded, or a first refresh tried). */
  markets: 'loading' | 'read';
  held: number;
  /** When the oldest item still held was handed in; null when none is. */
  since: number | null;
  /** Items refused past the hold's budget, since the start. */
  refused: number;
}

interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface Held {
  at: number;
  timer: unknown;
  resolve(): void;
  reject(error: HoldRefused): void;
}

/**
 * Holds publishing until the coin universe is read, within HOLD_BUDGET: past it an item is
 * refused (the publisher is told 503 and sends it again), never published without its coins.
 * Then the held items are published in the order they came, a few at a time.
 */
export class PublishGate {
  private open = false;
  private readonly held = new Set<Held>();
  private refused = 0;
  private releasing = 0;
  private readonly turns: (() => void)[] = [];

  constructor(
    ready: Promise<unknown>,
    private readonly timers: Timers = {
      now: Date.now,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    },
  ) {
    // A universe that failed to load has been tried: detection goes on with what it has, as after a failed refresh.
    void ready.then(
      () => this.release(),
      () => this.release(),
    );
  }

  /** Runs `publish` at once when the universe is read, else once it is; rejects with HoldRefused past the budget. */
  async through<T>(publish: () => Promise<T>): Promise<T> {
    if (this.open) return publish();
    await this.hold();
    await this.turn();
    try {
      return await publish();
    } finally {
      this.done();
    }
  }

  private hold(): Promise<void> {
    if (this.open) return Promise.resolve();
    if (this.held.size >= HOLD_BUDGET.items) {
      this.refused++;
      return Promise.reject(new HoldRefused('full'));
    }
    return new Promise<void>((resolve, reject) => {
      const one: Held = { at: this.timers.now(), timer: undefined, resolve, reject };
      one.timer = this.timers.setTimeout(() => {
        this.held.delete(one);
        this.refused++;
        reject(new HoldRefused('waited'));
      }, HOLD_BUDGET.ms);
      this.held.add(one);
    });
  }

  health(): HoldHealth {
    let since: number | null = null;
    for (const one of this.held) since = since === null ? one.at : Math.min(since, one.at);
    return { markets: this.open ? 'read' : 'loading', held: this.held.size, since, refused: this.refused };
  }

  private async turn(): Promise<void> {
    if (this.releasing < HOLD_BUDGET.releasedAtOnce) this.releasing++;
    // A finished item hands its turn over: `releasing` stays as it is.
    else await new Promise<void>((resolve) => this.turns.push(resolve));
  }

  private done(): void {
    const next = this.turns.shift();
    if (next) next();
    else this.releasing--;
  }

  private release(): void {
    this.open = true;
    for (const one of this.held) {
      this.timers.clearTimeout(one.timer);
      one.resolve();
    }
    this.held.clear();
  }
}
