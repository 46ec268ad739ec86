import type { FeedEntry } from './feed-entries';
import type { Candidate } from './candidate';
import type { Fetch, Refusal } from '../outbound/fetch-capped';
import type { Tally } from './unreadable';
import type { ReadJson } from '../outbound/json-bounds';
import type { SourceConfig } from './config';

/** What a running source is given: where to hand entries, how to say how it is doing. */
export interface SourceContext {
  /**
   * Hands entries over for claiming and publishing; resolves with how many were published, rejects
   * when storage failed (what was not claimed is for the source to read again).
   */
  offer(candidates: Candidate[]): Promise<number>;
  ok(): void;
  /** `refusal`: the origin turned this address away or asked it to slow down (not a fault of the service). */
  failing(reason: string, refusal?: Refusal): void;
  /** Counts an answer's entries that could not be read, by reason (/healthz, /metrics): a changed origin is seen, not silent. */
  unreadable: Tally;
  /** Tells the operator something worth knowing that is not a failure (a feed read in a charset it did not declare). */
  note(line: string): void;
  /** Counts entries left out past a budget (`why` says which), in /healthz as the source's `dropped`. */
  dropped(count: number, why: string): void;
  /**
   * Counts something of the origin's skipped past its budget (a stream's frame too large to read,
   * which a resume would otherwise receive again for ever): in /healthz and the metrics, logged the first time.
   */
  skipped?(what: string): void;
  fetch: Fetch;
  /**
   * A small document of this source's own in storage (a stream's cursor), kept across restarts and
   * nodes. Writes are dropped once the source is stopped: only the node holding the sources'
   * lease writes, and a source reloaded away writes nothing more.
   */
  kept: { read(): Promise<string | undefined>; write(json: string): Promise<void> };
  /**
   * A market list's memory of the markets its complete answers named (IngestRepo.marketsSeen),
   * shared by nodes; written only by the node holding the lease, as `kept` is. Absent, a list is
   * compared with its last complete answer alone.
   */
  marketsSeen?: { read(since: number): Promise<string[]>; see(markets: readonly string[], at: number, forgetBefore: number, max: number): Promise<void> };
  /**
   * A feed document's entries (feedEntries; `address`: where it was fetched from, for relative
   * links; `tally`: told the entries dropped, by reason), read off the main thread within a time
   * and memory budget (FeedReader).
   */
  readFeed(document: string, now: number, address?: string, tally?: Tally): Promise<FeedEntry[]>;
  /** A large JSON answer (an upstream's backfill) read within the depth budget and picked, off the main thread (FeedReader.readJson). */
  readJson: ReadJson;
  now(): number;
  random(): number;
}

export interface RunningSource {
  stop(): void;
}

/** How each kind of source starts, given its entry of the sources file (source-kinds.ts holds the service's). */
export type SourceStarters = { [K in SourceConfig['kind']]: (source: Extract<SourceConfig, { kind: K }>, context: SourceContext) => RunningSource };
