import type { NewsItem } from '@newsflash/protocol/news-item';
import { parseItem } from '@newsflash/protocol/frames';
import { CLOCK_REQUEST } from '@newsflash/protocol/hop-names';
import { ClockOffset, usableOffset } from '@/utils/hops/clock-offset';
import { FeedSession, type LoginState } from '@newsflash/protocol/feed-session';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';
import { backfill } from './backfill';
import { fullJitterDelay } from '@/utils/net/backoff';
import { Emitter } from '@/utils/net/emitter';
import { IdWindow } from './id-window';
import { EXTRA_BACKFILL_BYTES, EXTRA_BACKFILL_PAGE_BYTES, type FeedMeter } from './item-budget';
import type { SourceDelayRow, SourceDelays } from './source-delays';
import { defaultTimings, SocketSession, type ConnectionState, type SessionDeps, type SessionTimings } from '@/utils/net/socket-session';
import { messageOf, ProblemError, type Problem } from '@/utils/net/problem';
import type { FetchLike } from '@/utils/net/net-types';

export type { LoginState };

export interface FeedStatus {
  connection: ConnectionState;
  login: LoginState;
  nextRetryAt?: number;
  lastError?: Problem;
}

export interface FeedCounters {
  frames: number;
  items: number;
  rejectedFrames: number;
  duplicates: number;
  backfilled: number;
  reconnects: number;
  lastError?: Problem;
  lastFrameAt?: number;
  /** Frames dropped unread past the socket's frame budget (an extra feed's; none for the first feed). */
  overBudgetFrames?: number;
  /** Receive time minus publication time of the latest live item. */
  lastLatencyMs?: number;
  /** Per source over the last hour: live items, median and p95 of received − published. */
  sources: SourceDelayRow[];
  /** How far the service's clock is ahead of this computer's, ms (utils/hops/clock-offset.ts); absent until measured. */
  clockOffsetMs?: number;
}

/** `clock` requests per connection: their answers' median is the offset (a few a connection stay far inside the service's message budget). */
export const CLOCK_ASKS_PER_CONNECTION = 5;

export interface FeedEvents {
  /** A live item, delivered the moment it arrives (never held back for a backfill). */
  item: { item: NewsItem; receivedAt: number; arrivedAt: number };
  /**
   * Items missed while disconnected (or the initial history), oldest first, deduped. `quiet`: history
   * that is context, not news, yet must not reset the badge (an extra feed's first history).
   */
  backfill: { items: NewsItem[]; initial: boolean; quiet?: boolean };
  /** What an item already sent did to its coins' prices: the service's update frame (outcome.ts). */
  outcome: { id: string; outcome: Outcome };
  /** The operator's model's note on an item already sent: the service's update frame (ai-note.ts). */
  ai: { id: string; ai: AiNote };
  status: FeedStatus;
  login: LoginState;
  error: Problem;
  [name: string]: unknown;
}

export interface FeedConfig {
  socketUrl: string;
  apiUrl: string;
  apiKey?: string;
}

export interface NewsFeedOptions extends SessionDeps {
  fetch: FetchLike;
  timings?: SessionTimings;
  loginTimeoutMs?: number;
  backfillLimit?: number;
  backfillMaxPages?: number;
  backfillTimeoutMs?: number;
  dedupeCapacity?: number;
  /**
   * An extra feed's meters (`createFeedMeter`): its socket's frames are metered before they are
   * read (EXTRA_FRAMES, EXTRA_FRAME_CHARS), its backlog's pages before they are asked for
   * (EXTRA_BACKFILL_BYTES). The first feed and the web page's have none.
   */
  meter?: FeedMeter;
  /**
   * Where each source's delays are kept for Diagnostics (`createSourceDelays()`); without, none
   * are (the web page shows no Diagnostics, and its first seconds carry no code for them).
   */
  sourceDelays?: SourceDelays;
}

/**
 * The news socket client: keepalive, reconnect, backfill after every (re)connect, dedupe by `_id`
 * across all of them; the login and the reading of frames are the protocol's FeedSession, which
 * the service's upstream source shares. Effects (socket, fetch, clock, random) are injected.
 */
export class NewsFeed extends Emitter<FeedEvents> {
  private readonly session: SocketSession;
  private readonly feed: FeedSession;
  private readonly seen: IdWindow;
  private readonly counters = { items: 0, rejectedFrames: 0, duplicates: 0, backfilled: 0 } as FeedCounters;
  private config: FeedConfig;
  /** Newest item delivered. */
  private newest?: { id: string; time: number };
  /**
   * Everything published up to this item has been delivered. It advances only once a connection's
   * backfill has succeeded: live items on a connection whose gap is still unfilled must not hide
   * that gap from the next backfill.
   */
  private synced?: { id: string; time: number };
  private syncedConnection = -1;
  private everBackfilled = false;
  private connectionId = 0;
  private status: FeedStatus = { connection: 'idle', login: { state: 'anonymous' } };
  private clockOffset = new ClockOffset();
  /** The service stamps hops (a Newsflash service): only such a service is asked its clock, so no other ever sees the request. */
  private servesHops = false;
  private clockAsk?: { send: (text: string) => void; connection: number; asked: number; askedAt?: number };

  constructor(
    config: FeedConfig,
    private readonly options: NewsFeedOptions,
  ) {
    super();
    this.config = config;
    this.seen = new IdWindow(options.dedupeCapacity ?? 5_000);
    this.feed = new FeedSession(config.apiKey, {
      readItem: parseItem,
      onItem: (item, arrivedAt) => this.onItem(item, arrivedAt ?? 0),
      onLogin: (login) => this.setLogin(login),
      onClock: (service) => this.onClock(service),
      onOutcome: (id, outcome) => this.emit('outcome', { id, outcome }),
      onAi: (id, ai) => this.emit('ai', { id, ai }),
      onUnreadable: (reason) => {
        this.counters.rejectedFrames++;
        this.report({ code: 'unreadable-frame', detail: reason });
      },
      loginTimeoutMs: options.loginTimeoutMs ?? 10_000,
      timers: options.clock,
    });
    this.session = new SocketSession(
      options,
      {
        url: () => this.config.socketUrl,
        onOpen: (send) => this.onOpen(send),
        onText: (text, arrivedAt) => {
          if (this.withinFrameBudget(text)) this.feed.received(text, arrivedAt);
        },
        onStateChange: (connection, detail) => {
          if (connection !== 'open') this.connectionId++;
          if (connection === 'waiting' && detail.error) this.emit('error', detail.error);
          this.setStatus({ connection, nextRetryAt: detail.nextRetryAt, lastError: detail.error ?? this.status.lastError });
        },
      },
      options.timings ?? defaultTimings,
    );
  }

  start(): void {
    this.session.start();
  }

  stop(): void {
    this.feed.stop();
    this.session.stop();
  }

  /** Applies a new address or key; reconnects at once when either changed. */
  configure(config: FeedConfig): void {
    const moved = config.socketUrl !== this.config.socketUrl || config.apiUrl !== this.config.apiUrl;
    const changed = moved || config.apiKey !== this.config.apiKey;
    this.config = config;
    if (!changed) return;
    if (moved) this.forgetClock();
    this.feed.setKey(config.apiKey);
    if (this.session.connectionState !== 'idle' && this.session.connectionState !== 'stopped') this.session.restart();
  }

  /** The watchdog's nudge: reconnect now if waiting out a backoff. */
  poke(): void {
    this.session.poke();
  }

  /** Marks ids as already delivered (e.g. items restored from storage), so they are not re-emitted. */
  markSeen(items: readonly { id: string; time: number }[]): void {
    for (const item of items) this.remember(item);
    this.synced = this.newest;
  }

  getStatus(): FeedStatus {
    return this.status;
  }

  getCounters(): FeedCounters {
    const session = this.session.counters;
    return {
      ...this.counters,
      frames: session.frames,
      reconnects: session.reconnects,
      lastError: this.counters.lastError ?? session.lastError,
      lastFrameAt: session.lastFrameAt,
      sources: this.options.sourceDelays?.summary(this.options.clock.now()) ?? [],
      ...(this.options.meter ? { overBudgetFrames: this.options.meter.frames.dropped + this.options.meter.chars.dropped } : {}),
      ...(this.clockOffset.offsetMs === undefined ? {} : { clockOffsetMs: this.clockOffset.offsetMs }),
    };
  }

  /** How far the service's clock is ahead of this computer's, ms, once measured. */
  get clockOffsetMs(): number | undefined {
    return this.clockOffset.offsetMs;
  }

  private onOpen(send: (text: string) => void): void {
    this.feed.opened({ send });
    this.clockAsk = { send, connection: this.connectionId, asked: 0 };
    this.askClock();
    void this.runBackfill(this.connectionId, 0);
  }

  /** A refused frame is counted once, by the budget that refused it. */
  private withinFrameBudget(text: string): boolean {
    const budget = this.options.meter;
    if (!budget) return true;
    const now = this.options.clock.now();
    return budget.chars.take(now, text.length) && budget.frames.take(now);
  }

  /** An extra feed's backlog pages, each within EXTRA_BACKFILL_PAGE_BYTES and taking that from its budget before it is asked for. */
  private backlogBudget(): { maxPageBytes?: number; allowPage?: () => boolean } {
    const budget = this.options.meter?.backlogBytes;
    if (!budget) return {};
    return { maxPageBytes: EXTRA_BACKFILL_PAGE_BYTES, allowPage: () => budget.take(this.options.clock.now(), EXTRA_BACKFILL_PAGE_BYTES) };
  }

  private forgetClock(): void {
    this.clockOffset = new ClockOffset();
    this.servesHops = false;
  }

  /** One request at a time, CLOCK_ASKS_PER_CONNECTION per connection, only of a service that stamps hops. */
  private askClock(): void {
    const ask = this.clockAsk;
    if (!this.servesHops || !ask || ask.connection !== this.connectionId || ask.askedAt !== undefined || ask.asked >= CLOCK_ASKS_PER_CONNECTION) return;
    ask.asked++;
    ask.askedAt = this.options.clock.now();
    ask.send(CLOCK_REQUEST);
  }

  private onClock(service: number): void {
    const ask = this.clockAsk;
    if (ask?.askedAt === undefined || ask.connection !== this.connectionId) return;
    this.clockOffset.add({ askedAt: ask.askedAt, answeredAt: this.options.clock.now(), service });
    ask.askedAt = undefined;
    this.askClock();
  }

  private sawHops(items: readonly NewsItem[]): void {
    if (this.servesHops || !items.some((item) => item.hops)) return;
    this.servesHops = true;
    this.askClock();
  }

  private onItem(item: NewsItem, arrivedAt: number): void {
    if (!this.remember(item)) {
      this.counters.duplicates++;
      return;
    }
    const receivedAt = this.options.clock.now();
    // `arrived` in the service's clock, so each hop is measured on one clock from `read` on; an implausible offset leaves it out.
    const offset = this.clockOffset.offsetMs;
    if (item.hops && (offset === undefined || usableOffset(offset) !== undefined)) item = {
      ...item,
      hops: { ...item.hops, arrived: receivedAt + (offset ?? 0) },
    };
    this.counters.items++;
    this.counters.lastLatencyMs = receivedAt - item.time;
    this.emit('item', { item, receivedAt, arrivedAt });
    // Diagnostics' bookkeeping after the item is on its way to the reader's notification.
    this.options.sourceDelays?.record(item.source, receivedAt, item.time, item.delay);
    this.sawHops([item]);
  }

  private remember(item: { id: string; time: number }): boolean {
    if (!this.seen.add(item.id)) return false;
    if (!this.newest || item.time >= this.newest.time) this.newest = { id: item.id, time: item.time };
    if (this.syncedConnection === this.connectionId) this.synced = this.newest;
    return true;
  }

  private async runBackfill(connectionId: number, attempt: number): Promise<void> {
    const initial = !this.everBackfilled && this.seen.size === 0;
    try {
      const result = await backfill(this.options.fetch, this.options.clock, {
        apiUrl: this.config.apiUrl,
        limit: this.options.backfillLimit ?? 100,
        maxPages: this.options.backfillMaxPages ?? 5,
        timeoutMs: this.options.backfillTimeoutMs ?? 10_000,
        since: this.synced,
        seen: (id) => this.seen.has(id),
        ...this.backlogBudget(),
      });
      if (connectionId !== this.connectionId) return;
      this.everBackfilled = true;
      this.counters.rejectedFrames += result.rejected;
      // Live items may have landed while the request was in flight: dedupe again at delivery.
      const items = result.items.filter((item) => this.remember(item));
      this.sawHops(result.items);
      this.syncedConnection = connectionId;
      this.synced = this.newest;
      this.counters.backfilled += items.length;
      if (items.length > 0 || initial) this.emit('backfill', { items, initial });
      if (result.overBudget) this.report({ code: 'backfill-over-budget', megabytesPerSecond: EXTRA_BACKFILL_BYTES.perSecond / 1_000_000 });
      else if (!result.complete) this.report({ code: 'backfill-gap', pages: result.pages });
    } catch (error) {
      if (connectionId !== this.connectionId) return;
      this.report(error instanceof ProblemError ? error.problem : { code: 'backfill-failed', detail: messageOf(error) });
      // Retried for as long as this connection lives: giving up would lose the gap for good.
      const delay = fullJitterDelay(attempt, (this.options.timings ?? defaultTimings).backoff, this.options.random);
      this.options.clock.setTimeout(() => {
        if (connectionId === this.connectionId) void this.runBackfill(connectionId, attempt + 1);
      }, delay);
    }
  }

  private report(problem: Problem): void {
    this.counters.lastError = problem;
    this.emit('error', problem);
  }

  private setLogin(login: LoginState): void {
    this.emit('login', login);
    this.setStatus({ login });
  }

  private setStatus(patch: Partial<FeedStatus>): void {
    this.status = { ...this.status, ...patch };
    this.emit('status', this.status);
  }
}
