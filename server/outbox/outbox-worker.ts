import { retryAfterMs } from '@newsflash/protocol/retry-after';
import { checkedRequest, type Fetch } from '../outbound/fetch-capped';
import type { Lookup } from '../outbound/redirect-target';
import type { PinnedFetch } from '../outbound/pinned-fetch';
import type { DeliveryOutcome, OutboxRepo, OutboxRow, WebhookName } from '../storage/types';

export interface OutboxOptions {
  /** Asked within the webhook's own origin; a redirect elsewhere goes through the checked client's address policy. */
  fetch: Fetch;
  /** The checked client's resolver and pinned connection, for tests. */
  lookup?: Lookup;
  pinnedFetch?: PinnedFetch;
  /** The configured webhooks' addresses, by the name rows carry. */
  webhooks: Partial<Record<WebhookName, string>>;
  timeoutMs?: number;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Look for rows other nodes wrote or released at least this often (shared storage only); a
   * single process kicks its own outbox after every vote that wrote a row and needs no polling.
   */
  pollMs?: number;
  log?: (line: string) => void;
}

/** How often a node sharing its storage looks for rows it was not told about. */
export const SHARED_POLL_MS = 1_000;
/** After a round fails outright (the database refused), the next one is tried this much later. */
const RETRY_ROUND_MS = 5_000;
/** The longest wait a webhook's Retry-After is taken for: past it, a typo or a hostile answer would park a row for days. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;
/** Rows delivered per round before the next round is scheduled, so shutdown is never far off. */
const ROUND_SIZE = 50;

/**
 * Delivers side effects written by vote transactions, at least once: a row is marked delivered
 * only after a 2xx, failures retry with exponential backoff, and pending rows survive restarts.
 * A webhook's redirect is followed only by the checked client's rules (within its own origin, or
 * to public addresses, with 307/308 alone keeping the POST): a 307 to an internal service is a
 * failed delivery, never a delivered one.
 */
export class OutboxWorker {
  private timer?: NodeJS.Timeout;
  /** The delivery round in flight, so shutdown can wait for it before the database closes. */
  private round?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly repo: OutboxRepo,
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
    // Never rejects: a database error (busy, closed, unreachable) is logged and retried by the next
    // kick, because an unhandled rejection would end the service.
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

  /**
   * Shutdown's last round: waits for the round in flight, then delivers every row due now until
   * none is left or `deadline` (ms since the epoch) passes. Rows not delivered stay for the next start.
   */
  async flush(deadline: number): Promise<void> {
    await this.round;
    try {
      let delivered = true;
      while (delivered && Date.now() < deadline) delivered = await this.repo.deliverNext((row) => this.deliver(row));
    } catch (error) {
      this.options.log?.(`outbox: could not deliver before shutdown (${error instanceof Error ? error.message : String(error)}); the rows wait for the next start`);
    }
  }

  pending(): Promise<number> {
    return this.repo.pending();
  }

  private async drain(): Promise<void> {
    for (let n = 0; n < ROUND_SIZE && !this.stopped; n++) {
      if (!(await this.repo.deliverNext((row) => this.deliver(row)))) return;
    }
  }

  private async deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    let error: string | undefined;
    let askedMs: number | undefined;
    const url = row.legacyUrl ?? this.options.webhooks[row.kind];
    if (!url) error = `no --${row.kind}-webhook is configured`;
    else {
      try {
        const { response } = await checkedRequest(url, {
          fetch: this.options.fetch,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: row.payload,
          timeoutMs: this.options.timeoutMs ?? 5_000,
          lookup: this.options.lookup,
          pinnedFetch: this.options.pinnedFetch,
        });
        // The answer's body says nothing the delivery needs: it is not read, whatever its size.
        await response.body?.cancel().catch(() => {});
        if (!response.ok) error = `HTTP ${response.status}`;
        // A webhook that says when to come back (Discord's rate limit, a maintenance window) is
        // not asked sooner, nor later than it said.
        if (response.status === 429 || response.status === 503) {
          askedMs = retryAfterMs(response.headers.get('retry-after'), Date.now(), MAX_RETRY_AFTER_MS);
        }
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
    }
    if (!error) return { delivered: true };
    const delay = askedMs ?? Math.min(this.options.maxDelayMs ?? 300_000, (this.options.baseDelayMs ?? 1_000) * 2 ** Math.min(row.attempts, 20));
    this.options.log?.(`outbox: ${row.kind} webhook failed (${error}); retry ${row.attempts + 1} in ${delay} ms`);
    return { delivered: false, error: error.slice(0, 500), retryAt: Date.now() + delay };
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const now = Date.now();
    const next = await this.repo.nextDueAt();
    const poll = this.options.pollMs;
    if (poll === undefined) {
      if (next !== null) this.retryIn(Math.max(0, next - now));
      return;
    }
    // With other nodes, a due row may be one they hold: look again after a pause, not at once.
    this.retryIn(next === null ? poll : Math.min(poll, Math.max(poll / 4, next - now)));
  }

  private retryIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), ms);
    this.timer.unref();
  }
}
