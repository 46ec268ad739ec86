import type { z } from '@newsflash/protocol/zod';
import type { IngestRepo } from '../storage/types';

const DAY = 24 * 60 * 60_000;
const RETRY_MS = 10 * 60_000;

export interface DailyDocumentOptions<T> {
  /** The kept copy's name in storage. */
  name: string;
  /** A larger kept copy is not read (one from before a cap): the document is fetched again. */
  maxKeptBytes: number;
  /** The kept copy's shape, and what of it is used (a pipe may trim it to today's caps); one that fails it is fetched again. */
  kept: z.ZodMiniType<T>;
  fetch: () => Promise<T>;
  documents: Pick<IngestRepo, 'readDocument' | 'writeDocument'>;
  log: (line: string) => void;
  /** Opens each log line: `coin names`, `market lists`. */
  label: string;
  /** What a failed refresh means for readers, said after its reason: before any document was had, and after. */
  failing: { nothingYet: string; keptEarlier: string };
  /** Runs after each refresh that brought a new document. */
  onChange?: () => void;
  now?: () => number;
}

/**
 * A document fetched daily and kept in storage, so a restart without internet still has the last
 * good one: loaded at start, refreshed when a day old or missing, then daily; a failed refresh
 * keeps the document in use and tries again in ten minutes.
 */
export class DailyDocument<T> {
  private value: T | undefined;
  private fetchedAt: number | null = null;
  private error: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private first: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: DailyDocumentOptions<T>) {}

  /** The document in use; undefined before any was had. */
  current(): T | undefined {
    return this.value;
  }

  state(): { fetchedAt: number | null; error: string | null } {
    return { fetchedAt: this.fetchedAt, error: this.error };
  }

  /** Loads the kept copy and, when it is a day old or missing, refreshes it in the background: a slow origin must not hold up the start. */
  async start(): Promise<void> {
    const now = this.options.now ?? Date.now;
    const stored = await this.options.documents.readDocument(this.options.name);
    if (stored && stored.json.length <= this.options.maxKeptBytes) {
      const parsed = this.options.kept.safeParse(parseOrNull(stored.json));
      if (parsed.success) {
        this.value = parsed.data;
        this.fetchedAt = stored.savedAt;
      }
    }
    const due = this.fetchedAt === null ? 0 : Math.max(0, this.fetchedAt + DAY - now());
    // A refresh schedules the next one when it ends; a timer set now as well would fetch twice.
    if (due === 0) this.first = this.refresh();
    else this.schedule(due);
  }

  /** Resolves once the kept copy was loaded or a first refresh was tried. */
  settled(): Promise<unknown> {
    return this.first;
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** Fetches and keeps the document; on failure the one in use stays and the next try is in ten minutes. */
  async refresh(): Promise<boolean> {
    const now = this.options.now ?? Date.now;
    try {
      const value = await this.options.fetch();
      const at = now();
      await this.options.documents.writeDocument(this.options.name, JSON.stringify(value), at);
      this.value = value;
      this.fetchedAt = at;
      this.error = null;
      this.schedule(DAY);
      this.options.onChange?.();
      return true;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.options.log(`${this.options.label}: ${this.error}; ${this.fetchedAt === null ? this.options.failing.nothingYet : this.options.failing.keptEarlier}`);
      this.schedule(RETRY_MS);
      return false;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), ms);
    this.timer.unref();
  }
}

function parseOrNull(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
