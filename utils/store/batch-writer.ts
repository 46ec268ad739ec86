import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { RaceResult } from '@/utils/race/feed-race';
import type { NewsStore, RetentionLimits, StoredItem } from './store-types';

/**
 * Race marks for stored items waiting for the next write: as many stories as the race remembers
 * with five feeds (`WINDOW_PER_FEED` each), about 0.3 kB apiece. They wait only while the store is
 * slower than the copies come (or stalls); past this a mark for one more item is not kept and that
 * card shows no race line, while items, the marks kept and Diagnostics' race figures are unharmed.
 */
export const MAX_WAITING_MARKS = 5_000;

export interface BatchOptions {
  maxBatch: number;
  maxDelayMs: number;
  /** Pruning runs after a flush at most this often, so it never competes with ingestion. */
  pruneEveryMs: number;
  retention: () => RetentionLimits;
  onError: (error: unknown) => void;
  /** An item's card now says who won its race (open pages update it in place). */
  onMarked?: (item: StoredItem) => void;
}

/**
 * Collects items and writes them in one transaction per batch, pruning old ones now and then. One
 * write at a time: what arrives meanwhile waits and goes in the next write, however many, so a store
 * slower than the arrivals gets bigger transactions rather than a growing chain of small ones. An item
 * handed in again before its write (a raced copy marking its card) replaces its waiting copy: what
 * waits is at most one copy per item, however many feeds carry it. A mark for an item already
 * stored waits as its id and result alone and is applied inside the next write's transaction (a
 * read and a put there), so no mark holds an item or a promise of its own while the store is busy.
 */
export class BatchWriter {
  private queue = new Map<string, StoredItem>();
  /** Handed in, not yet stored: a page reading the store now would miss these. */
  private readonly unwritten = new Map<string, StoredItem>();
  /** Marks for stored items: waiting for the next write, and in the write under way. */
  private marks = new Map<string, RaceResult>();
  private marking = new Map<string, RaceResult>();
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
    this.schedule();
  }

  /**
   * A later copy of item `id` came: its card says who won. An item still waiting gets a marked copy
   * in place of its own; a stored one is marked in the next write (the latest result wins).
   */
  mark(id: string, race: RaceResult): void {
    const waiting = this.unwritten.get(id);
    if (waiting) {
      const marked = { ...waiting, race };
      this.add(marked);
      this.options.onMarked?.(marked);
      return;
    }
    if (!this.marks.has(id) && this.marks.size >= MAX_WAITING_MARKS) return;
    this.marks.set(id, race);
    this.schedule();
  }

  /** Writes what is queued; resolves when everything handed in so far is stored (never waits on what comes later). */
  flush(): Promise<void> {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.size === 0 && this.marks.size === 0) return this.next ?? this.inFlight ?? Promise.resolve();
    if (!this.inFlight) return this.start();
    return (this.next ??= this.inFlight.then(() => {
      this.next = undefined;
      return this.flush();
    }));
  }

  /** Items and race marks waiting for their write or in it (one copy per item, one mark per item). */
  get backlog(): number {
    return this.unwritten.size + this.marks.size + this.marking.size;
  }

  private schedule(): void {
    if (this.queue.size + this.marks.size >= this.options.maxBatch) void this.flush();
    else this.timer ??= this.clock.setTimeout(() => void this.flush(), this.options.maxDelayMs);
  }

  private start(): Promise<void> {
    const batch = [...this.queue.values()];
    this.queue = new Map();
    this.marking = this.marks;
    this.marks = new Map();
    const written: Promise<void> = this.write(batch, this.marking).finally(() => {
      if (this.inFlight === written) this.inFlight = undefined;
    });
    this.inFlight = written;
    return written;
  }

  private async write(batch: StoredItem[], races: ReadonlyMap<string, RaceResult>): Promise<void> {
    try {
      await this.store.putItems(batch, races.size > 0 ? { races, marked: (item) => this.options.onMarked?.(item) } : undefined);
      const now = this.clock.now();
      if (now - this.lastPrune >= this.options.pruneEveryMs) {
        this.lastPrune = now;
        await this.store.prune(this.options.retention(), now);
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      for (const item of batch) if (this.unwritten.get(item.id) === item) this.unwritten.delete(item.id);
      this.marking = new Map();
    }
  }

  unwrittenItems(): StoredItem[] {
    return [...this.unwritten.values()];
  }

  /** One item handed in and not yet stored, by id (a vote finds the feed of an item just delivered here without a read). */
  unwrittenItem(id: string): StoredItem | undefined {
    return this.unwritten.get(id);
  }
}
