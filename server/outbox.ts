import type { Db } from './db';

export interface OutboxOptions {
  fetch: typeof fetch;
  timeoutMs?: number;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  log?: (line: string) => void;
}

/** After a round fails outright (the database refused), the next one is tried this much later. */
const RETRY_ROUND_MS = 5_000;

interface Row {
  id: number;
  kind: string;
  url: string;
  payload: string;
  attempts: number;
}

/**
 * Delivers side effects written by vote transactions, at least once: a row is marked delivered
 * only after a 2xx, failures retry with exponential backoff, and pending rows survive restarts.
 */
export class OutboxWorker {
  private timer?: NodeJS.Timeout;
  /** The delivery round in flight, so shutdown can wait for it before the database closes. */
  private round?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Stops scheduling and resolves once the delivery in flight (if any) has been recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  /** Delivers what is due now; called after each vote and by the timer for retries. */
  kick(): void {
    if (this.stopped || this.round) return;
    // Never rejects: a database error (busy, closed) is logged and retried by the next kick, because
    // an unhandled rejection would end the service.
    this.round = this.drain()
      .then(() => this.scheduleNext())
      .catch((error: unknown) => {
        this.options.log?.(`outbox: delivery round failed (${error instanceof Error ? error.message : String(error)}); retrying in ${RETRY_ROUND_MS / 1000} s`);
        this.retryIn(RETRY_ROUND_MS);
      })
      .finally(() => {
        this.round = undefined;
      });
  }

  pending(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL').get() as { n: number }).n;
  }

  private async drain(): Promise<void> {
    const due = this.db
      .prepare('SELECT id, kind, url, payload, attempts FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 50')
      .all(Date.now()) as Row[];
    for (const row of due) {
      if (this.stopped) return;
      await this.deliver(row);
    }
  }

  private async deliver(row: Row): Promise<void> {
    let error: string | undefined;
    try {
      const response = await this.options.fetch(row.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: row.payload,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const now = Date.now();
    if (!error) {
      this.db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(now, row.id);
      return;
    }
    const delay = Math.min(this.options.maxDelayMs ?? 300_000, (this.options.baseDelayMs ?? 1_000) * 2 ** Math.min(row.attempts, 20));
    this.db
      .prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?')
      .run(now + delay, error.slice(0, 500), row.id);
    this.options.log?.(`outbox: ${row.kind} webhook failed (${error}); retry ${row.attempts + 1} in ${delay} ms`);
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    const next = this.db.prepare('SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL').get() as { at: number | null };
    if (next.at !== null) this.retryIn(Math.max(0, next.at - Date.now()));
  }

  private retryIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), ms);
    this.timer.unref();
  }
}
