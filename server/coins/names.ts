import { z } from '@newsflash/protocol/zod';
import type { IngestRepo } from '../storage/types';
import { fetchCapped, joinUrl, type Fetch } from '../outbound/fetch-capped';
import { readJsonHere, type ReadJson } from '../outbound/json-bounds';
import { DailyDocument } from './daily-document';
import type { NameEntry } from './names-pick';

/**
 * What the names list may cost. CoinGecko's `/api/v3/coins/list` is about 1.5 MB for ~18,000
 * coins; reading stops past 16 MB, and only the first 50,000 entries are read and kept, each a
 * ticker and a name of bounded length, so the kept copy (read again at every start) stays under a
 * few MB whatever was sent.
 */
export const MAX_NAMES_BYTES = 16 * 1024 * 1024;
export const MAX_NAMES_ENTRIES = 50_000;
/** 50,000 entries of at most ~150 bytes. A larger kept copy is not read. */
export const MAX_KEPT_NAMES_BYTES = 8 * 1024 * 1024;
export const NAMES_TIMEOUT_MS = 30_000;
export const NAMES_PATH = '/api/v3/coins/list';

// Printable text only: a name is matched in headlines and shown to readers.
const entry = z.object({
  symbol: z.string().check(z.minLength(1), z.maxLength(30), z.regex(/^[^\p{C}]+$/u)),
  name: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[^\p{C}]+$/u)),
});
const kept = z.pipe(
  z.object({ entries: z.array(entry) }),
  z.transform(({ entries }) => ({ entries: entries.slice(0, MAX_NAMES_ENTRIES) })),
);

export interface NamesHealth {
  entries: number;
  /** When the names in use were fetched; null before any list was had. */
  fetchedAt: number | null;
  /** The last refresh's failure, until one succeeds. */
  error: string | null;
}

/**
 * Coins' names from a public keyless list (CoinGecko's coins list by default), refreshed daily
 * and kept in storage, so names of coins listed after a release are known, and an offline restart
 * still has the last good list. Which name goes with which listed ticker is names-pick.ts's job.
 */
export class CoinNames {
  private readonly document: DailyDocument<{ entries: NameEntry[] }>;
  private changed: () => void = () => {};

  constructor(
    private readonly options: {
      api: string;
      fetch: Fetch;
      documents: Pick<IngestRepo, 'readDocument' | 'writeDocument'>;
      log: (line: string) => void;
      now?: () => number;
      /** The whole exchange's budget; NAMES_TIMEOUT_MS unless a test needs a shorter one. */
      timeoutMs?: number;
      /** Reads the list off the main thread (the feed reader's worker); on this thread without it. */
      readJson?: ReadJson;
    },
  ) {
    this.document = new DailyDocument({
      name: 'coin-names',
      maxKeptBytes: MAX_KEPT_NAMES_BYTES,
      kept,
      fetch: async () => ({ entries: await this.fetchList() }),
      documents: options.documents,
      log: options.log,
      label: 'coin names',
      failing: { nothingYet: 'names come from the bundled list until a refresh succeeds', keptEarlier: 'detection keeps the names fetched earlier' },
      onChange: () => this.changed(),
      now: options.now,
    });
  }

  entries(): readonly NameEntry[] {
    return this.document.current()?.entries ?? [];
  }

  health(): NamesHealth {
    return { entries: this.entries().length, ...this.document.state() };
  }

  /**
   * Loads the kept list and refreshes it in the background when a day old or missing; then daily.
   * `changed` runs after each refresh that brought a new list.
   */
  async start(changed: () => void = () => {}): Promise<void> {
    this.changed = changed;
    await this.document.start();
  }

  /** Resolves once the kept list was loaded or a first refresh was tried. */
  settled(): Promise<unknown> {
    return this.document.settled();
  }

  stop(): void {
    this.document.stop();
  }

  /** Fetches the list; on failure the names in use stay and the next try is in ten minutes. */
  refresh(): Promise<boolean> {
    return this.document.refresh();
  }

  private async fetchList(): Promise<NameEntry[]> {
    const url = joinUrl(this.options.api, NAMES_PATH);
    const response = await fetchCapped(url, { fetch: this.options.fetch, maxBytes: MAX_NAMES_BYTES, timeoutMs: this.options.timeoutMs ?? NAMES_TIMEOUT_MS });
    // Parsed off the main thread; only each entry's ticker and name cross back.
    const picked = await (this.options.readJson ?? readJsonHere)(response.text, url, { max: MAX_NAMES_ENTRIES, fields: ['symbol', 'name'] });
    if (!picked) throw new Error(`${url}: not a list of coins`);
    if (picked.listed > MAX_NAMES_ENTRIES) this.options.log(`coin names: ${url} lists ${picked.listed} coins; the first ${MAX_NAMES_ENTRIES} are used`);
    // One odd entry is dropped alone; a list with none readable is a broken answer, not "no coins".
    const list = picked.entries.flatMap((one: unknown) => {
      const read = entry.safeParse(one);
      return read.success ? [{ symbol: read.data.symbol, name: read.data.name }] : [];
    });
    if (list.length === 0) throw new Error(`${url}: no readable coin in the list`);
    return list;
  }
}
