import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FeedEntry } from './feed-entries';
import type { ListPick, PickedList } from '../outbound/json-bounds';
import type { Tally, UnreadableCounts } from './unreadable';

/**
 * What one feed document may cost to read. Real feeds take milliseconds; a hostile 4 MB one
 * (FEED_MAX_BYTES) about a second, and its cost grows faster than its size.
 */
export const READ_BUDGET_MS = 2_000;
export const READ_MEMORY_MB = 256;
/** A JSON list (a market list of up to 32 MB, the names list, a backfill) is parsed in well under a second; a hostile one is given up after this. */
export const JSON_BUDGET_MS = 10_000;
/** Loading the worker's code is not the document's time (under tsx it compiles for seconds); a worker that never starts is given up after this. */
const START_BUDGET_MS = 60_000;

/** What the worker (feed-worker.ts) is asked: a feed document's entries, or what to pick from a JSON answer. */
export type WorkerRequest = { document: string; now: number; address?: string } | { json: string; what: string; pick: ListPick };
/**
 * What the worker says: it is ready, or one document's entries (and those it dropped, by reason),
 * or the list picked from a JSON answer, or why it could not.
 */
export type WorkerMessage = { ready: true } | { entries: FeedEntry[]; unreadable?: UnreadableCounts } | { picked: PickedList | undefined } | { error: string };

export interface FeedReaderOptions {
  /** The worker's script; feed-worker.ts by default. */
  script?: URL;
  budgetMs?: number;
  memoryMb?: number;
}

interface Job {
  request: WorkerRequest;
  /** Names what is read in a failure: `the feed`, `the market list`. */
  what: string;
  budgetMs: number;
  resolve(value: unknown): void;
  tally?: Tally;
  reject(error: Error): void;
}

/**
 * The worker's script: beside the bundle once built (scripts/build-server.mjs writes
 * server/dist/feed-worker.mjs), or the TypeScript source run from a checkout. A worker does not
 * take tsx's hooks from `--import tsx` on Node 20, so that one is loaded through a module that
 * registers tsx itself (and the worker is started without the parent's flags, not to load tsx twice).
 */
function defaultScript(): { script: URL; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./feed-worker.mjs', import.meta.url) };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const source = new URL('./feed-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(source)});`;
  return { script: new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), execArgv: [] };
}

/**
 * Reads feed documents (feedEntries), and large JSON answers (the market lists, the names list, an
 * upstream's backfill: readJson), in a worker thread, so the service's main thread answers its
 * clients meanwhile. One worker, started by warm() or the first document, reads one at a time;
 * the others wait their turn. A document that takes longer than `budgetMs` or needs more than
 * `memoryMb` ends the worker and fails with that reason; the next document gets a fresh worker.
 */
export class FeedReader {
  private readonly script: URL;
  private readonly execArgv: string[] | undefined;
  private readonly budgetMs: number;
  private readonly memoryMb: number;
  private worker: Worker | undefined;
  private ready = false;
  private current: Job | undefined;
  private readonly waiting: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: FeedReaderOptions = {}) {
    ({ script: this.script, execArgv: this.execArgv } = options.script ? { script: options.script } : defaultScript());
    this.budgetMs = options.budgetMs ?? READ_BUDGET_MS;
    this.memoryMb = options.memoryMb ?? READ_MEMORY_MB;
  }

  /**
   * The document's entries (relative links read against `address`, where it was fetched from);
   * `tally` is told the entries it dropped, by reason. Rejects with why it could not be read.
   */
  read(document: string, now: number, address?: string, tally?: Tally): Promise<FeedEntry[]> {
    return this.queue<FeedEntry[]>({ document, now, address }, 'the feed', this.budgetMs, tally);
  }

  /** What `pick` names of a JSON answer, read within the depth budget (json-bounds.ts); rejects with why it could not be read. */
  readJson(json: string, what: string, pick: ListPick): Promise<PickedList | undefined> {
    return this.queue<PickedList | undefined>({ json, what, pick }, what, JSON_BUDGET_MS);
  }

  private queue<T>(request: WorkerRequest, what: string, budgetMs: number, tally?: Tally): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the service is stopping'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ request, what, budgetMs, tally, resolve: resolve as (value: unknown) => void, reject });
      this.next();
    });
  }

  /** Starts the worker ahead of the first document (its code takes seconds to load from a checkout). */
  warm(): void {
    if (!this.worker && !this.closed) this.start();
  }

  /** Ends the worker; documents not read yet fail. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const job of [...(this.current ? [this.current] : []), ...this.waiting.splice(0)]) job.reject(new Error('the service is stopping'));
    this.current = undefined;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private next(): void {
    if (this.current || this.closed) return;
    this.current = this.waiting.shift();
    if (!this.current) return;
    if (!this.worker) this.start();
    else if (this.ready) this.send();
  }

  private start(): void {
    const worker = new Worker(this.script, { execArgv: this.execArgv, resourceLimits: { maxOldGenerationSizeMb: this.memoryMb } });
    // An idle reader keeps no process alive; the service's own server does.
    worker.unref();
    this.worker = worker;
    this.ready = false;
    this.arm(START_BUDGET_MS, `the feed reader did not start within ${START_BUDGET_MS / 1000} s`);
    worker.on('message', (message: WorkerMessage) => {
      if (worker !== this.worker) return;
      if ('ready' in message) {
        this.ready = true;
        if (this.current) this.send();
        else clearTimeout(this.timer);
      } else if ('entries' in message)
        this.settle((job) => {
          if (message.unreadable && Object.keys(message.unreadable).length > 0) job.tally?.(message.unreadable);
          job.resolve(message.entries);
        });
      else if ('picked' in message) this.settle((job) => job.resolve(message.picked));
      else this.settle((job) => job.reject(new Error(message.error)));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (worker !== this.worker) return;
      this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `${this.current?.what ?? 'the feed'} needed more than ${this.memoryMb} MB to read` : `the feed reader failed (${error.message})`);
    });
    worker.on('exit', (code) => {
      if (worker === this.worker) this.fail(`the feed reader stopped (exit code ${code})`);
    });
  }

  private send(): void {
    const job = this.current!;
    this.arm(job.budgetMs, `${job.what} took longer than ${job.budgetMs / 1000} s to read`);
    this.worker!.postMessage(job.request);
  }

  private arm(ms: number, reason: string): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(reason), ms);
    this.timer.unref();
  }

  /** The worker is given up: the document it held fails with `reason`, and the next one starts a fresh worker. */
  private fail(reason: string): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.settle((job) => job.reject(new Error(reason)));
  }

  private settle(outcome: (job: Job) => void): void {
    clearTimeout(this.timer);
    const job = this.current;
    this.current = undefined;
    if (job) outcome(job);
    this.next();
  }
}
