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

/** Collects items and writes them in one transaction per batch, pruning old ones now and then. */
export class BatchWriter {
  private queue: StoredItem[] = [];
  /** Handed in, not yet stored: a page reading the store now would miss these. */
  private readonly unwritten = new Map<string, StoredItem>();
  private timer?: TimerHandle;
  private lastPrune = Number.NEGATIVE_INFINITY;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: NewsStore,
    private readonly clock: Clock,
    private readonly options: BatchOptions,
  ) {}

  add(item: StoredItem): void {
    this.queue.push(item);
    this.unwritten.set(item.id, item);
    if (this.queue.length >= this.options.maxBatch) this.flush();
    else this.timer ??= this.clock.setTimeout(() => this.flush(), this.options.maxDelayMs);
  }

  /** Writes what is queued; resolves when everything handed in so far is stored. */
  flush(): Promise<void> {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    if (batch.length > 0) {
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
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
}
