import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildInfo } from './build-info';
import type { AiHealth, AiOutcome } from '../ai/ai-notes';
import type { BusHealth } from '../bus/types';
import type { MarketHealth } from '../coins/markets';
import type { FeedSockets } from '../sockets/feed-sockets';
import type { SourceHealth } from '../sources/runner';
import { UNREADABLE_REASONS, type UnreadableCounts } from '../sources/unreadable';
import type { Storage } from '../storage/types';
import type { OutcomeEvent } from '../outcomes/outcome-checks';

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

export type VoteOutcome = 'changed' | 'unchanged' | 'rate_limited' | 'suspended' | 'unknown_item' | 'refused_key';

interface Sources {
  sockets: FeedSockets;
  storage: Storage;
  bus: { health(): BusHealth };
  /** The news sources and market lists, when configured (read at scrape time: they start after the metrics). */
  ingest(): { leader: boolean; sources: SourceHealth[]; markets?: MarketHealth };
  /** The operator's model, when --ai-endpoint is set (read at scrape time: it starts after the metrics). */
  ai?(): AiHealth | undefined;
}

/**
 * The node's figures in Prometheus's text format, every name starting `newsflash_`. One registry
 * per node (not prom-client's global one), so several nodes in one process (tests) stay apart.
 * Gauges that ask the database do so at scrape time; a database that does not answer reads as
 * `newsflash_storage_up 0`, never as a failed scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly fanout: Histogram;
  private readonly votes: Counter<'outcome'>;
  private readonly responses: Counter<'status'>;
  private readonly refusedConnections: Counter;
  private readonly pagesBuilt: Counter;
  private readonly outcomeChecks: Counter<'result'>;
  private readonly outcomeRequests: Counter<'source'>;
  private readonly outcomeRefused: Counter<'source' | 'reason'>;
  private readonly droppedParts: Counter<'origin' | 'part'>;
  private readonly sourceDelay: Histogram<'source' | 'stage'>;
  private readonly unreadable: Counter<'source' | 'reason'>;
  private readonly aiItems: Counter<'outcome'>;

  constructor(sources: Sources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'newsflash_' });
    // Which build answers: a dashboard shows it, and an upgrade is seen as the version changing.
    new Gauge({ name: 'newsflash_build_info', help: 'Always 1; the labels name the running release and commit', labelNames: ['version', 'commit'], registers }).set(buildInfo(), 1);
    new Gauge({
      name: 'newsflash_sockets',
      help: 'Open sockets per path',
      labelNames: ['path'],
      registers,
      collect() {
        const { news, likes } = sources.sockets.counts();
        this.set({ path: '/ws' }, news);
        this.set({ path: '/ws/likes' }, likes);
      },
    });
    new Gauge({
      name: 'newsflash_sockets_queued_bytes',
      help: 'Bytes queued to all socket clients together, as last seen (--max-queued-bytes caps it)',
      registers,
      collect() {
        this.set(sources.sockets.counts().queuedBytes);
      },
    });
    new Gauge({
      name: 'newsflash_sockets_cut_for_queue',
      help: 'Socket clients cut since start because all clients together queued more than --max-queued-bytes (the ones furthest behind first)',
      registers,
      collect() {
        this.set(sources.sockets.counts().cutForQueue);
      },
    });
    this.fanout = new Histogram({
      name: 'newsflash_fanout_seconds',
      help: 'From an item reaching this node to its last logged-in socket written',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
    this.sourceDelay = new Histogram({
      name: 'newsflash_source_delay_seconds',
      help: 'Per source, how late its items are: stage "published" from the origin\'s own time to stored, stage "sent" from stored to written to this node\'s sockets',
      labelNames: ['source', 'stage'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 25, 60, 300],
      registers,
    });
    this.unreadable = new Counter({
      name: 'newsflash_source_entries_unreadable_total',
      help: `Entries of a source's answers that could not be read (counted at each reading), by source (its configured name) and reason (${UNREADABLE_REASONS.join(', ')})`,
      labelNames: ['source', 'reason'],
      registers,
    });
    this.aiItems = new Counter({
      name: 'newsflash_ai_items_total',
      help: "Items handed to the operator's model (--ai-endpoint), by outcome: noted, over-budget, queue-full, rate-limited, server-error, timeout, oversize, refused, unreachable, malformed, and answers dropped as not-json, off-schema, markup, too-long",
      labelNames: ['outcome'],
      registers,
    });
    new Gauge({
      name: 'newsflash_ai_day_requests',
      help: "Requests to the operator's model this UTC day (--ai-requests-per-day caps it)",
      registers,
      collect() {
        this.set(sources.ai?.()?.day.requests ?? 0);
      },
    });
    new Gauge({
      name: 'newsflash_ai_day_tokens',
      help: "Tokens the operator's model reported spending this UTC day (--ai-tokens-per-day caps it)",
      registers,
      collect() {
        this.set(sources.ai?.()?.day.tokens ?? 0);
      },
    });
    this.votes = new Counter({ name: 'newsflash_votes_total', help: 'Votes by outcome', labelNames: ['outcome'], registers });
    this.droppedParts = new Counter({
      name: 'newsflash_item_parts_dropped_total',
      help: 'Parts of incoming items left out before storing (unknown fields, bad suggestions, actions, symbols, firstPrice entries), by origin ("admin" for /admin/news, "source:NAME" for a source) and part',
      labelNames: ['origin', 'part'],
      registers,
    });
    this.refusedConnections = new Counter({
      name: 'newsflash_connections_refused_total',
      help: 'Connections closed on arrival because their address held its cap (--max-sockets-per-address, plus room for plain requests)',
      registers,
    });
    this.pagesBuilt = new Counter({
      name: 'newsflash_backlog_pages_built_total',
      help: 'Backlog pages built for /api/news; readers of a page while it is fresh share one build (routes/page-cache.ts)',
      registers,
    });
    this.outcomeChecks = new Counter({
      name: 'newsflash_outcome_checks_total',
      help: 'Outcome checks by result: measured, missed (run more than 2 minutes late), refused-pending (an item refused checks: the pending budget was spent)',
      labelNames: ['result'],
      registers,
    });
    this.outcomeRequests = new Counter({ name: 'newsflash_outcome_requests_total', help: 'Kline requests of the outcome checks, per price source', labelNames: ['source'], registers });
    this.outcomeRefused = new Counter({
      name: 'newsflash_outcome_refused_total',
      help: 'Kline answers refused, per price source and reason (unreachable, oversize, shape, count, times, absurd)',
      labelNames: ['source', 'reason'],
      registers,
    });
    new Gauge({
      name: 'newsflash_outcome_checks_pending',
      help: 'Outcome checks waiting in the database (budget: server/outcomes/outcome-checks.ts)',
      registers,
      async collect() {
        this.set(await sources.storage.outcomes.pending().catch(() => 0));
      },
    });
    this.responses = new Counter({ name: 'newsflash_http_responses_total', help: 'HTTP responses by status (429: rate limited, 503: database away)', labelNames: ['status'], registers });
    // One scrape asks the database once for the three storage figures; registered first, so the
    // two gauges it sets are read after it in the same scrape.
    new Gauge({
      name: 'newsflash_storage_up',
      help: '1 while the database answers',
      registers,
      async collect() {
        try {
          const [pending, oldestAt] = await Promise.all([sources.storage.outbox.pending(), sources.storage.outbox.oldestPendingAt()]);
          this.set(1);
          depth.set(pending);
          oldest.set(oldestAt === null ? 0 : Math.max(0, (Date.now() - oldestAt) / 1000));
        } catch {
          this.set(0);
        }
      },
    });
    const depth = new Gauge({ name: 'newsflash_outbox_depth', help: 'Side effects not yet delivered', registers });
    const oldest = new Gauge({ name: 'newsflash_outbox_oldest_age_seconds', help: 'Age of the oldest side effect not yet delivered (0: none)', registers });
    const bus = (name: string, help: string, read: (health: BusHealth) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(sources.bus.health()));
        },
      });
    bus('newsflash_bus_up', '1 while the bus is up (always 1 for a single node)', (health) => (health.state === 'up' ? 1 : 0));
    bus('newsflash_bus_queue', 'Events waiting for the bus to come back', (health) => health.queued ?? 0);
    bus('newsflash_bus_dropped', 'Events dropped because the queue was full', (health) => health.dropped ?? 0);
    bus('newsflash_bus_refused', 'Events read from the bus and refused (unsigned, stale, replayed, malformed)', (health) => health.refused ?? 0);
    new Gauge({
      name: 'newsflash_sources_leader',
      help: '1 on the node that runs the news sources (one node of a cluster holds the lease)',
      registers,
      collect() {
        this.set(sources.ingest().leader ? 1 : 0);
      },
    });
    new Gauge({
      name: 'newsflash_source_up',
      help: 'Per source on the node running them: 1 while its last poll or connection worked, 0 while failing',
      labelNames: ['source'],
      registers,
      collect() {
        this.reset();
        for (const source of sources.ingest().sources) if (source.state === 'ok' || source.state === 'failing') this.set({ source: source.name }, source.state === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'newsflash_source_last_item_timestamp_seconds',
      help: "Per source on the node running them: the newest published item's time, Unix seconds (time() minus it is how long the source has been quiet)",
      labelNames: ['source'],
      registers,
      collect() {
        this.reset();
        for (const source of sources.ingest().sources) if (source.state !== 'standby' && source.lastItemAt !== null) this.set({ source: source.name }, source.lastItemAt / 1000);
      },
    });
    new Gauge({
      name: 'newsflash_source_items',
      help: 'Items a source published since this node took the sources',
      labelNames: ['source'],
      registers,
      collect() {
        this.reset();
        for (const source of sources.ingest().sources) if (source.state !== 'standby') this.set({ source: source.name }, source.taken);
      },
    });
    new Gauge({
      name: 'newsflash_source_skipped',
      help: 'What a source skipped past its budget since this node took the sources (a stream frame too large to read, resumed past)',
      labelNames: ['source'],
      registers,
      collect() {
        this.reset();
        for (const source of sources.ingest().sources) if (source.state !== 'standby') this.set({ source: source.name }, source.skipped);
      },
    });
    new Gauge({
      name: 'newsflash_market_coins',
      help: 'Coins the market lists in use let the node detect (0: none loaded, or detection off)',
      registers,
      collect() {
        this.set(sources.ingest().markets?.coins ?? 0);
      },
    });
    new Gauge({
      name: 'newsflash_storage_round_trips',
      help: 'Statements sent to the database server since start, each a round trip a request may wait on (0 on SQLite)',
      registers,
      collect() {
        this.set(sources.storage.roundTrips());
      },
    });
    bus('newsflash_bus_round_trips', 'Writes sent to the bus since start, each a round trip (one pipeline of queued events is one)', (health) => health.roundTrips ?? 0);
    bus('newsflash_bus_lag_seconds', 'From the last event read being sent by its node to it reaching this one', (health) => (health.lagMs ?? 0) / 1000);
  }

  observeFanout(seconds: number): void {
    this.fanout.observe(seconds);
  }

  observeSourceDelay(source: string, stage: 'published' | 'sent', seconds: number): void {
    this.sourceDelay.observe({ source, stage }, seconds);
  }

  countUnreadable(source: string, counts: UnreadableCounts): void {
    for (const reason of UNREADABLE_REASONS) if (counts[reason]) this.unreadable.inc({ source, reason }, counts[reason]);
  }

  countAi(outcome: AiOutcome): void {
    this.aiItems.inc({ outcome });
  }

  countVote(outcome: VoteOutcome): void {
    this.votes.inc({ outcome });
  }

  countDroppedParts(origin: string, dropped: Partial<Record<string, number>>): void {
    for (const [part, count] of Object.entries(dropped)) if (count) this.droppedParts.inc({ origin, part }, count);
  }

  countRefusedConnection(): void {
    this.refusedConnections.inc();
  }

  countOutcome(event: OutcomeEvent): void {
    if (event.kind === 'request') this.outcomeRequests.inc({ source: event.source });
    else if (event.kind === 'refused') this.outcomeRefused.inc({ source: event.source, reason: event.reason });
    else this.outcomeChecks.inc({ result: event.kind });
  }

  countPageBuilt(): void {
    this.pagesBuilt.inc();
  }

  countResponse(status: number): void {
    this.responses.inc({ status: String(status) });
  }
}
