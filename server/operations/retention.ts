import { randomUUID } from 'node:crypto';
import type { IngestRepo, ItemRepo, OutboxRepo } from '../storage/types';

const DAY_MS = 24 * 60 * 60_000;
/** Delivered outbox rows, and rows no webhook took within this long (given up), are deleted. */
export const OUTBOX_KEPT_MS = 7 * DAY_MS;
/** Rows per transaction: a request waits for at most one batch (SQLite has one writer); 200 stays well inside 50 ms on a busy machine, where 500 reached it. */
export const BATCH = 200;
/** One pass an hour; the first soon after start. */
const EVERY_MS = 60 * 60_000;
/** One node prunes at a time; a node that died mid-pass leaves the lease to lapse. */
const LEASE = 'retention';
const LEASE_TTL_MS = 5 * 60_000;

export interface RetentionOptions {
  /** Items published longer ago than this many days are deleted, with their votes; 0 keeps everything. */
  retainDays: number;
  items: Pick<ItemRepo, 'prune'>;
  outbox: Pick<OutboxRepo, 'prune'>;
  leases: Pick<IngestRepo, 'lease' | 'release'>;
  log(line: string): void;
  now?: () => number;
  /** Between batches, as long as the batch took: requests waiting on the database (and the CPU) get at least half of it. */
  pause?: (ms: number) => Promise<void>;
  schedule?: (run: () => void, ms: number) => { cancel(): void };
  batch?: number;
}

export interface PassResult {
  items: number;
  outbox: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const timer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return { cancel: () => clearTimeout(handle) };
};

/**
 * Nothing is kept forever: old items with their votes, and outbox rows past their week, are
 * deleted in small batches, one transaction each, with a pause as long as the batch between them,
 * so a pass over a million rows never holds the database for longer than one batch, and takes at
 * most half of the service's time while it runs.
 */
export class Retention {
  private readonly holder = randomUUID();
  private next?: { cancel(): void };
  private pass?: Promise<PassResult | undefined>;
  private stopped = false;
  private readonly now: () => number;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly schedule: (run: () => void, ms: number) => { cancel(): void };
  private readonly batch: number;

  constructor(private readonly options: RetentionOptions) {
    this.now = options.now ?? Date.now;
    this.pause = options.pause ?? sleep;
    this.schedule = options.schedule ?? timer;
    this.batch = options.batch ?? BATCH;
  }

  start(): void {
    this.stopped = false;
    this.plan(0);
  }

  /** Stops scheduling; a pass in flight ends after its current batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.next?.cancel();
    await this.pass;
  }

  /** One pass; undefined when another node holds the lease (it prunes) or the pass failed. */
  runOnce(): Promise<PassResult | undefined> {
    this.pass ??= this.prune()
      .catch((error: unknown) => {
        this.options.log(`retention: pass failed (${error instanceof Error ? error.message : String(error)}); tried again in an hour`);
        return undefined;
      })
      .finally(() => (this.pass = undefined));
    return this.pass;
  }

  private plan(ms: number): void {
    if (this.stopped) return;
    this.next = this.schedule(() => void this.runOnce().then(() => this.plan(EVERY_MS)), ms);
  }

  private async prune(): Promise<PassResult | undefined> {
    const { leases } = this.options;
    if (!(await leases.lease(LEASE, this.holder, LEASE_TTL_MS, this.now()))) return undefined;
    try {
      const now = this.now();
      const started = performance.now();
      const items = this.options.retainDays > 0 ? await this.drain((limit) => this.options.items.prune(now - this.options.retainDays * DAY_MS, limit)) : 0;
      const outbox = await this.drain((limit) => this.options.outbox.prune(now - OUTBOX_KEPT_MS, limit));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (items + outbox > 0) this.options.log(`retention: deleted ${items} items (with their votes) and ${outbox} outbox rows in ${seconds} s`);
      return { items, outbox };
    } finally {
      await leases.release(LEASE, this.holder).catch(() => {});
    }
  }

  /** Batches until one comes back short, renewing the lease as it goes; stops early on shutdown. */
  private async drain(batch: (limit: number) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const started = performance.now();
      const deleted = await batch(this.batch);
      total += deleted;
      if (deleted < this.batch || this.stopped) return total;
      await this.pause(Math.max(1, performance.now() - started));
      if (!(await this.options.leases.lease(LEASE, this.holder, LEASE_TTL_MS, this.now()))) return total;
    }
  }
}
