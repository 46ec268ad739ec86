import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { NewsStore, RetentionLimits, StoredItem } from './store-types';

export interface BatchOptions {
  maxBatch: number;
  maxDelayMs: number;
  /** Pruning runs after a flush at most this often, so it never competes with ingestion. */
  pruneEveryMs: number;
  retention: () => RetentionLimits;
  onError: (error: unknown) => void;
}

/**
 * Collects items and writes them in one transaction per batch, pruning old ones now and then. One
 * write at a time: what arrives meanwhile waits and goes in the next write, however many, so a store
 * slower than the arrivals gets bigger transactions rather than a growing chain of small ones. An item
 * handed in again before its write (a raced copy marking its card) replaces its waiting copy: what
 * waits is at most one copy per item, however many feeds carry it.
 */
export class BatchWriter {
  private queue = new Map<string, StoredItem>();
  /** Handed in, not yet stored: a page reading the store now would miss these. */
  private readonly unwritten = new Map<string, StoredItem>();
  private timer?: TimerHandle;
  private lastPrune = Number.NEGATIVE_INFINITY;
  /** The write under way, and the one queued behind it that takes the queue as it is when it starts. */
  private inFlight?: Promise<void>;
  private next?: Promise<void>;

  constructor(
    private readonly store: NewsStore,
    private readonly clock: Clock,
    private readonly options: BatchOptions,
  ) {}

  add(item: StoredItem): void {
    this.queue.set(item.id, item);
    this.unwritten.set(item.id, item);
    if (this.queue.size >= this.options.maxBatch) void this.flush();
    else this.timer ??= this.clock.setTimeout(() => void this.flush(), this.options.maxDelayMs);
  }

  /** Writes what is queued; resolves when everything handed in so far is stored (never waits on what comes later). */
  flush(): Promise<void> {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.size === 0) return this.next ?? this.inFlight ?? Promise.resolve();
    if (!this.inFlight) return this.start();
    return (this.next ??= this.inFlight.then(() => {
      this.next = undefined;
      return this.flush();
    }));
  }

  /** Items waiting for their write or in it (one copy per item). */
  get backlog(): number {
    return this.unwritten.size;
  }

  private start(): Promise<void> {
    const batch = [...this.queue.values()];
    this.queue = new Map();
    const written: Promise<void> = this.write(batch).finally(() => {
      if (this.inFlight === written) this.inFlight = undefined;
    });
    this.inFlight = written;
    return written;
  }

  private async write(batch: StoredItem[]): Promise<void> {
    try {
      await this.store.putItems(batch);
      const now = this.clock.now();
      if (now - this.lastPrune >= this.options.pruneEveryMs) {
        this.lastPrune = now;
        await this.store.prune(this.options.retention(), now);
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      for (const item of batch) if (this.unwritten.get(item.id) === item) this.unwritten.delete(item.id);
    }
  }

  unwrittenItems(): StoredItem[] {
    return [...this.unwritten.values()];
  }

  /** One item handed in and not yet stored, by id (a race mark finds its first copy here without a read). */
  unwrittenItem(id: string): StoredItem | undefined {
    return this.unwritten.get(id);
  }
}
