import { randomBytes } from 'node:crypto';
import { backoffDelay } from '../outbound/backoff';
import { BusSigner } from './signing';
import { Redis } from 'ioredis';
import { parseBusEvent } from './events';
import type { Bus, BusEvent, BusHealth } from './types';

const STREAM = 'newsflash:events';
/** Entries kept in the stream: a node that was away longer than this many events backfills from the database. */
const STREAM_LENGTH = 100_000;
/** Events held while Redis is away; beyond this the oldest go (clients backfill items from /api/news). */
const MAX_QUEUED = 10_000;
const BLOCK_MS = 5_000;

/** Reconnection backoff: 100 ms doubling to 5 s, with jitter so nodes do not reconnect in step. */
export const reconnectDelay = (attempt: number, random = Math.random) => backoffDelay(attempt, 100, 5_000, random);

/**
 * The bus on a Redis stream. Streams, not pub/sub: each node reads on from the last entry it saw,
 * so a node whose connection drops for a moment resumes without losing what was published
 * meanwhile; pub/sub would drop those messages silently. What a node publishes while Redis is
 * away is queued in order and sent when it comes back.
 */
export class RedisBus implements Bus {
  private readonly node = randomBytes(6).toString('hex');
  /**
   * Events signed before this node started are not for its sockets: they connected after it, and
   * read what came before from storage. This also refuses a captured entry replayed after a
   * restart, which the sequence numbers (remembered per process) cannot.
   */
  private readonly startedAt = Date.now();
  private readonly signer: BusSigner;
  private readonly writer: Redis;
  private readonly reader: Redis;
  private readonly queue: string[] = [];
  private dropped = 0;
  private roundTrips = 0;
  private refused = 0;
  private lagMs?: number;
  private refusedLoggedAt = 0;
  private flushing?: Promise<void>;
  private closed = false;
  private lastError?: string;
  private lastId?: string;
  private readonly loop: Promise<void>;

  constructor(
    url: string,
    secret: string,
    private readonly onEvent: (event: BusEvent) => void,
    private readonly log: (line: string) => void,
  ) {
    this.signer = new BusSigner(secret, this.node);
    const options = {
      // Nothing waits in ioredis's own queue: a publish while down goes to ours, a read fails at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt: number) => reconnectDelay(attempt),
    };
    this.writer = new Redis(url, options);
    this.reader = new Redis(url, options);
    for (const connection of [this.writer, this.reader]) {
      connection.on('error', (error: Error) => this.noteError(error));
    }
    this.writer.on('ready', () => void this.flush());
    this.loop = this.read();
  }

  async connected(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // Up, and reading: from then on this node hears every event another node publishes.
    while ((this.health().state !== 'up' || this.lastId === undefined) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  publish(event: BusEvent): void {
    this.queue.push(JSON.stringify(event));
    if (this.queue.length > MAX_QUEUED) {
      this.queue.shift();
      this.dropped++;
    }
    void this.flush();
  }

  health(): BusHealth {
    const up = this.writer.status === 'ready' && this.reader.status === 'ready';
    return { kind: 'redis', state: up ? 'up' : 'down', queued: this.queue.length, dropped: this.dropped, refused: this.refused, lagMs: this.lagMs, roundTrips: this.roundTrips };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    this.reader.disconnect();
    await this.loop;
    await this.writer.quit().catch(() => this.writer.disconnect());
  }

  /**
   * Sends queued events in order; stops at the first failure and resumes on the next `ready`.
   * One flush runs at a time, and callers share it: `close` waits for everything queued.
   */
  private flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async send(): Promise<void> {
    try {
      while (this.queue.length > 0 && this.writer.status === 'ready') {
        const batch = this.queue.slice(0, 100);
        const pipeline = this.writer.pipeline();
        // Signed as it is sent, not as it is queued: an event held through an outage is still fresh.
        for (const event of batch) pipeline.xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', ...this.signer.sign(event));
        this.roundTrips++;
        const results = (await pipeline.exec()) ?? [];
        const failed = results.findIndex(([error]) => error);
        this.queue.splice(0, failed === -1 ? batch.length : failed);
        if (failed !== -1) break;
      }
    } catch (error) {
      this.noteError(error);
    }
  }

  private async read(): Promise<void> {
    while (!this.closed) {
      if (this.reader.status !== 'ready') {
        await this.ready(this.reader);
        continue;
      }
      try {
        // Starting with the stream's newest entry: a node hears what is published after it starts.
        this.lastId ??= ((await this.reader.xrevrange(STREAM, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0');
        const reply = await this.reader.xread('COUNT', 500, 'BLOCK', BLOCK_MS, 'STREAMS', STREAM, this.lastId);
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            this.lastId = id;
            this.dispatch(fields);
          }
        }
      } catch (error) {
        if (this.closed) return;
        this.noteError(error);
        // A server that answers but refuses (the key holds something else, a command is denied)
        // must not turn this loop into a busy one.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private dispatch(fields: string[]): void {
    const opened = this.signer.open(fields);
    if (opened === 'own') return;
    if (opened.ok && opened.sentAt < this.startedAt) return this.countRefused('sent before this node started');
    const event = opened.ok ? parseBusEvent(opened.event) : undefined;
    if (opened.ok) this.lagMs = Date.now() - opened.sentAt;
    if (event) this.onEvent(event);
    else this.countRefused(opened.ok ? 'not an event a node sends' : opened.reason);
  }

  /** Refused events are counted, and logged at most once a minute: a flood of forgeries must not flood the log. */
  private countRefused(reason: string): void {
    this.refused++;
    const now = Date.now();
    if (now - this.refusedLoggedAt < 60_000) return;
    this.refusedLoggedAt = now;
    this.log(`bus: refused an event (${reason}); ${this.refused} refused since start`);
  }

  /** Resolves when the connection is ready again, or soon after close. */
  private ready(connection: Redis): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, 1_000);
      function done() {
        clearTimeout(timer);
        connection.off('ready', done);
        resolve();
      }
      connection.once('ready', done);
    });
  }

  private noteError(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.log(`bus: ${message}`);
    this.lastError = message;
  }
}
