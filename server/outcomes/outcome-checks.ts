import { OUTCOME_SPANS, outcomeSpans, type Outcome, type OutcomeMarket, type OutcomeSpan } from '@newsflash/protocol/outcome';
import type { Fetch } from '../outbound/fetch-capped';
import type { FeedItem } from '../items/feed-item';
import type { IngestRepo, OutcomeCheck, OutcomeRepo } from '../storage/types';
import { fetchKlines, KlineRefused, type Candle, type KlineApis, type KlineRefusal, type KlineRequest } from './klines';
import { plannedCoins, type PlannedCoin } from './main-market';
import { measure } from './measure';
import { withSpan, type CoinResult } from './merge';
import { PriceSourceRate, priceSourceOf, type PriceSource } from './price-source-rate';

/** SECURITY.md's budgets for the outcome checks. */
export const OUTCOME_BUDGET = {
  /** Checks waiting at most (4 per item with coins: a day's busiest 4 hours hold a few thousand); past it new items get none, counted. */
  maxPending: 20_000,
  /** A check run later than this after its moment records "missed", not the price then. */
  graceMs: 2 * 60_000,
  /** Checks taken per tick. */
  batch: 50,
  /**
   * Pages of `batch` due checks read per tick looking for checks that can run: those of a source
   * paused or out of its rate wait, and must not hold back the others' behind them.
   */
  scanPages: 4,
  /** Checks measured at once (each one request per coin). */
  inFlight: 8,
  /** A check whose source failed is tried again after this long, within its grace. */
  retryMs: 15_000,
} as const;

/** The leaseholder looks for due checks this often; another node asks for the lease less often. */
const TICK_MS = 1_000;
const FOLLOWER_TICK_MS = 5_000;
/** One node runs the checks; one that died leaves the lease to lapse within this. */
const LEASE = 'outcomes';
const LEASE_TTL_MS = 15_000;

export type OutcomeEvent = { kind: 'measured' | 'missed' | 'refused-pending' } | { kind: 'refused'; source: PriceSource; reason: KlineRefusal } | { kind: 'request'; source: PriceSource };

export interface OutcomeChecksOptions {
  outcomes: OutcomeRepo;
  leases: Pick<IngestRepo, 'lease' | 'release'>;
  apis: KlineApis;
  fetch: Fetch;
  /** An item's outcome changed: sent to every socket as an update frame. */
  announce(itemId: string, outcome: Outcome): void;
  count(event: OutcomeEvent): void;
  log(line: string): void;
  holder: string;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => { cancel(): void };
  /** Asks a market for candles; the exchanges' kline endpoints unless a test gives its own. */
  klines?: (request: KlineRequest) => Promise<Candle[]>;
  budget?: Partial<typeof OUTCOME_BUDGET>;
  rate?: PriceSourceRate;
}

const timer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return { cancel: () => clearTimeout(handle) };
};

/** The checks of an item published at `item.time`: one per span whose moment is not past its grace by `now`; [] when no coin has a market. */
export function checksFor(item: Pick<FeedItem, '_id' | 'time'> & { suggestions?: unknown; firstPrice?: unknown }, now: number, graceMs: number = OUTCOME_BUDGET.graceMs): OutcomeCheck[] {
  const coins = plannedCoins(item);
  if (coins.length === 0) return [];
  return outcomeSpans
    .map((span) => ({ itemId: item._id, span, publishedAt: item.time, dueAt: item.time + OUTCOME_SPANS[span], coins }))
    .filter((check) => check.dueAt + graceMs > now);
}

/**
 * What each headline did to the price: for every item with coins, each coin's main-market price
 * at +1, +5, +30 min and +4 h after publication, with the largest rise and fall within, from the
 * exchanges' one-minute candles (one request per coin and span). Checks are rows in the database
 * (taken up after a restart); the node holding the lease runs them, within each price source's
 * request rate; one run too late is recorded missed.
 */
export class OutcomeChecks {
  private next?: { cancel(): void };
  private running?: Promise<void>;
  private stopped = false;
  private leader = false;
  private leaseRenewedAt = 0;
  /** Checks whose source failed, by `itemId span`: when each may be tried again. */
  private readonly retryAt = new Map<string, number>();
  private readonly now: () => number;
  private readonly schedule: (run: () => void, ms: number) => { cancel(): void };
  private readonly budget: typeof OUTCOME_BUDGET;
  private readonly rate: PriceSourceRate;
  private readonly klines: (request: KlineRequest) => Promise<Candle[]>;
  private refusedPendingLogged = false;

  constructor(private readonly options: OutcomeChecksOptions) {
    this.now = options.now ?? Date.now;
    this.schedule = options.schedule ?? timer;
    this.budget = { ...OUTCOME_BUDGET, ...options.budget };
    this.rate = options.rate ?? new PriceSourceRate(this.now);
    this.klines = options.klines ?? ((request) => fetchKlines(options.apis, request, options.fetch));
  }

  /** Stores the checks of a newly published item; false when there are none or the pending budget is spent. */
  async add(item: FeedItem): Promise<boolean> {
    const checks = checksFor(item, this.now(), this.budget.graceMs);
    if (checks.length === 0) return false;
    if (await this.options.outcomes.schedule(checks, this.budget.maxPending)) {
      this.refusedPendingLogged = false;
      return true;
    }
    this.options.count({ kind: 'refused-pending' });
    if (!this.refusedPendingLogged) this.options.log(`outcomes: ${this.budget.maxPending} checks are pending; items get no outcome until they drain`);
    this.refusedPendingLogged = true;
    return false;
  }

  start(): void {
    this.stopped = false;
    this.queueTick(0);
  }

  /** Stops ticking, lets a tick in flight end, and hands the lease on. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.next?.cancel();
    await this.running;
    if (this.leader) await this.options.leases.release(LEASE, this.options.holder).catch(() => {});
    this.leader = false;
  }

  /** One tick: the lease, then the due checks. Tests call it directly. */
  tick(): Promise<void> {
    this.running ??= this.runTick()
      .catch((error: unknown) => this.options.log(`outcomes: ${error instanceof Error ? error.message : String(error)}; tried again shortly`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  health(): { leader: boolean; rate: ReturnType<PriceSourceRate['health']> } {
    return { leader: this.leader, rate: this.rate.health() };
  }

  private queueTick(ms: number): void {
    if (this.stopped) return;
    this.next = this.schedule(() => void this.tick().then(() => this.queueTick(this.leader ? TICK_MS : FOLLOWER_TICK_MS)), ms);
  }

  private async runTick(): Promise<void> {
    const now = this.now();
    // Renewed every few seconds, not every tick: a write a tick is a cost on a shared database.
    if (!this.leader || now - this.leaseRenewedAt >= LEASE_TTL_MS / 3) {
      this.leader = await this.options.leases.lease(LEASE, this.options.holder, LEASE_TTL_MS, now);
      if (this.leader) this.leaseRenewedAt = now;
    }
    if (!this.leader) return;
    for (const [key, at] of this.retryAt) if (at <= now - this.budget.graceMs) this.retryAt.delete(key);
    const ready = await this.runnable(now);
    let next = 0;
    const worker = async () => {
      while (next < ready.length && !this.stopped) await this.run(ready[next++]!);
    };
    await Promise.all(Array.from({ length: this.budget.inFlight }, worker));
  }

  /**
   * Up to `batch` due checks that can run now, the earliest first: past their grace (recorded
   * missed), or not waiting to be tried again and with a token taken from every coin's source (all
   * or none). A source paused or out of its rate leaves its checks waiting, read past up to
   * `scanPages` pages.
   */
  private async runnable(now: number): Promise<OutcomeCheck[]> {
    const ready: OutcomeCheck[] = [];
    let after: OutcomeCheck | undefined;
    for (let page = 0; page < this.budget.scanPages && ready.length < this.budget.batch; page++) {
      const due = await this.options.outcomes.due(now, this.budget.batch, after);
      for (const check of due) {
        if (ready.length === this.budget.batch) break;
        const late = now - check.dueAt > this.budget.graceMs;
        const waiting = (this.retryAt.get(`${check.itemId} ${check.span}`) ?? 0) > now;
        if (late || (!waiting && this.rate.take(check.coins.map((coin) => priceSourceOf(coin.market as OutcomeMarket))))) ready.push(check);
      }
      if (due.length < this.budget.batch) break;
      after = due.at(-1);
    }
    return ready;
  }

  /** One check: missed when too late, else measured when every coin's source answers, else tried again later. */
  private async run(check: OutcomeCheck): Promise<void> {
    const key = `${check.itemId} ${check.span}`;
    const coins = check.coins as PlannedCoin[];
    if (this.now() - check.dueAt > this.budget.graceMs) {
      this.retryAt.delete(key);
      this.options.count({ kind: 'missed' });
      return this.record(check, coins.map((coin) => ({ coin, outcome: { missed: true } })));
    }
    // Its sources' tokens were taken when it was picked (runnable).
    const sources = coins.map((coin) => priceSourceOf(coin.market as OutcomeMarket));
    try {
      const results = await Promise.all(coins.map((coin, i) => this.measureCoin(check, coin, sources[i]!)));
      this.retryAt.delete(key);
      this.options.count({ kind: 'measured' });
      await this.record(check, results);
    } catch (error) {
      if (!(error instanceof KlineRefused)) throw error;
      this.retryAt.set(key, this.now() + this.budget.retryMs);
    }
  }

  private async measureCoin(check: OutcomeCheck, coin: PlannedCoin, source: PriceSource): Promise<CoinResult> {
    const end = check.dueAt;
    const start = check.publishedAt - (check.publishedAt % 60_000);
    const request: KlineRequest = { market: coin.market as OutcomeMarket, symbol: coin.symbol, start, end, limit: Math.ceil((end - start) / 60_000) + 1 };
    this.options.count({ kind: 'request', source });
    try {
      const { from, outcome } = measure(await this.klines(request), coin.from);
      return { coin, from, outcome };
    } catch (error) {
      if (error instanceof KlineRefused) {
        this.options.count({ kind: 'refused', source, reason: error.reason });
        if (error.retryAfterMs) this.rate.pause(source, error.retryAfterMs);
      }
      throw error;
    }
  }

  private async record(check: OutcomeCheck, results: CoinResult[]): Promise<void> {
    const outcome = await this.options.outcomes.record(check.itemId, check.span as OutcomeSpan, (current) => withSpan(current, check.span, results));
    if (outcome) this.options.announce(check.itemId, outcome);
  }
}
