/**
 * SECURITY.md's budget for the backlog pages kept as sent: the newest few, for a second, in all at
 * most a few pages' worth of bytes. However many read one page at once (a reconnect wave, 130 slow
 * readers from one address), it is built once and every reader is sent the same bytes, so the
 * service's memory and its main thread's time stop growing with the readers.
 */
export const PAGE_CACHE = {
  /** Distinct pages kept (a `limit` and `last_id` each); the least recently read goes first. */
  pages: 16,
  /** Their bytes together: four pages at the 8 MiB a page may hold. */
  maxBytes: 32 * 1024 * 1024,
  /** How long a page is sent again as it was: its vote counts may lag by this much (the vote stream has the live ones). */
  freshMs: 1_000,
} as const;

interface Entry {
  bytes: Promise<Buffer>;
  at: number;
  size: number;
}

/**
 * Built pages by their request, each shared by every reader that asks while it is fresh; a page
 * being built is shared too. An item published anywhere (`changed`) drops every page, so a
 * reader's backfill never misses an item that was published before it asked.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly budget: { pages: number; maxBytes: number; freshMs: number } = PAGE_CACHE,
  ) {}

  /** A new item: every page kept may lack it. */
  changed(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The page for `key`, built by `build` only when none fresh is kept; a failed build is not kept. */
  get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at <= this.budget.freshMs) {
      // Read again: it moves to the end, last to be dropped.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.bytes;
    }
    const generation = this.generation;
    const entry: Entry = { bytes: build(), at: this.now(), size: 0 };
    this.entries.set(key, entry);
    entry.bytes.then(
      (bytes) => {
        if (this.generation !== generation || this.entries.get(key) !== entry) return;
        entry.size = bytes.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.bytes;
  }

  private evict(): void {
    let bytes = [...this.entries.values()].reduce((sum, entry) => sum + entry.size, 0);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.budget.pages && bytes <= this.budget.maxBytes) return;
      this.entries.delete(key);
      bytes -= entry.size;
    }
  }
}
