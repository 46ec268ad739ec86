import type { NewsItem } from '@newsflash/protocol/news-item';
import type { Clock, TimerHandle } from '@/utils/net/net-types';
import { boundSamples, HOP_LOG_LIMITS, memoryHopLog, type HopLog, type HopLogLimits } from './hop-log';
import { hopRows, type HopRow, type HopSample } from './hop-stats';
import { sourceWarnings, WarningLatch, type SourceWarning } from './silence';

/** What Diagnostics shows of the hops: per source over the window, the warnings, the clock's offset. */
export interface HopReport {
  rows: HopRow[];
  warnings: SourceWarning[];
  clockOffsetMs?: number;
  /** Each extra feed's clock offset, measured over its own socket (each service has its own clock). */
  feedOffsets: FeedOffset[];
  windowMs: number;
  /** Samples held, and the most the log holds. */
  samples: number;
  maxSamples: number;
}

export interface FeedOffset {
  feed: string;
  clockOffsetMs?: number;
}

/**
 * A live item's sample waits this long to be written with the others of that moment: one IndexedDB
 * transaction (an add, a prune, a count) a second, not one per item on the thread the next frames
 * arrive on. A worker stopped meanwhile loses at most that second of figures.
 */
export const HOP_WRITE_DELAY_MS = 1_000;

export interface HopKeeperDeps {
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  /** Opened at start; until it is (or if it fails), samples are kept in memory under the same bounds. */
  openLog?: () => Promise<HopLog>;
  /** Told once per warning when it starts (a notification), not again until it has recovered. */
  raise(warning: SourceWarning): void;
  /** The warnings changed (pages are told). */
  changed(): void;
  clockOffsetMs(): number | undefined;
  /** The extra feeds' offsets, in the list's order. */
  feedOffsets?: () => FeedOffset[];
  limits?: HopLogLimits;
}

/**
 * The worker's record of each live item's hops: written through to the hop log (a day in
 * IndexedDB) and mirrored in memory under the same bounds, so Diagnostics and the silence checks
 * read no database. `check` (the watchdog's alarm, every 30 s) raises what started.
 */
export function createHopKeeper(deps: HopKeeperDeps) {
  const limits = deps.limits ?? HOP_LOG_LIMITS;
  const latch = new WarningLatch();
  let log: HopLog = memoryHopLog(limits);
  let opened = false;
  let samples: HopSample[] = [];
  /** Samples held per feed (undefined: the first), so a feed past its budget is seen without a walk. */
  let counts = new Map<string | undefined, number>();
  /** Recorded, not yet written to the log. */
  let unwritten: HopSample[] = [];
  let writeTimer: TimerHandle | undefined;
  let warnings: SourceWarning[] = [];
  let downSince: number | undefined = deps.clock.now();

  const overBudget = () => [...counts].some(([feed, count]) => count > (feed === undefined ? limits.samples : (limits.samplesPerExtraFeed ?? limits.samples)));
  const setSamples = (next: HopSample[]) => {
    samples = next;
    counts = new Map();
    for (const { feed } of samples) counts.set(feed, (counts.get(feed) ?? 0) + 1);
  };
  const prune = (now: number) => {
    if (overBudget() || (samples[0] && samples[0].at <= now - limits.windowMs)) setSamples(boundSamples(samples, now, limits));
  };
  /** Silence is judged on the first feed's items: an extra feed's sources (a hostile feed may invent any) raise no warning. */
  const firstFeeds = () => samples.filter((sample) => sample.feed === undefined);

  const write = (): Promise<void> => {
    if (writeTimer !== undefined) deps.clock.clearTimeout(writeTimer);
    writeTimer = undefined;
    const batch = unwritten;
    unwritten = [];
    return batch.length === 0 ? Promise.resolve() : log.add(batch, deps.clock.now()).catch(() => {});
  };

  const check = () => {
    const now = deps.clock.now();
    prune(now);
    const next = sourceWarnings(firstFeeds(), now, downSince);
    const changed = JSON.stringify(next) !== JSON.stringify(warnings);
    warnings = next;
    for (const warning of latch.update(next)) deps.raise(warning);
    if (changed) deps.changed();
  };

  return {
    /** Opens the log (once) and reads the day it holds, as a worker's start does. */
    async start(): Promise<void> {
      try {
        if (!opened && deps.openLog) {
          const persistent = await deps.openLog();
          // Samples taken while it opened are written through too; those waiting among them are then written.
          const earlier = [...samples];
          await persistent.add(earlier, deps.clock.now());
          const written = new Set(earlier);
          unwritten = unwritten.filter((sample) => !written.has(sample));
          log = persistent;
          opened = true;
        }
        // The log is read back whole: what waits to be written goes first, or the reading would lose it.
        await write();
        setSamples(await log.load(deps.clock.now()));
      } catch {
        // Stays on memory: the figures last until the worker stops.
      }
      check();
    },
    /**
     * A live copy of an item: its hops as its service stamped them and its arrival on that service's
     * clock (`feed`: the extra feed that carried it; none: the first). Copies without hops, or whose
     * feed's clock is implausibly off (no `arrived`), are not counted.
     */
    record(item: NewsItem, receivedAt: number, feed?: string): void {
      if (item.hops?.arrived === undefined) return;
      const sample: HopSample = {
        source: item.source,
        ...(feed === undefined ? {} : { feed }),
        at: receivedAt,
        hops: { ...item.hops, arrived: item.hops.arrived },
      };
      samples.push(sample);
      counts.set(feed, (counts.get(feed) ?? 0) + 1);
      prune(receivedAt);
      unwritten.push(sample);
      writeTimer ??= deps.clock.setTimeout(() => void write(), HOP_WRITE_DELAY_MS);
      if (feed === undefined && warnings.some((warning) => warning.kind === 'silent' && warning.source === item.source)) check();
    },
    /** The socket's state: down from the moment it stops being open. */
    connection(open: boolean): void {
      if (open) downSince = undefined;
      else downSince ??= deps.clock.now();
      check();
    },
    check,
    warnings: () => warnings,
    report(): HopReport {
      prune(deps.clock.now());
      const offset = deps.clockOffsetMs();
      const feedOffsets = deps.feedOffsets?.() ?? [];
      const maxSamples = limits.samples + feedOffsets.length * (limits.samplesPerExtraFeed ?? limits.samples);
      return {
        rows: hopRows(samples),
        warnings,
        ...(offset === undefined ? {} : { clockOffsetMs: offset }),
        feedOffsets,
        windowMs: limits.windowMs,
        samples: samples.length,
        maxSamples,
      };
    },
  };
}

export type HopKeeper = ReturnType<typeof createHopKeeper>;
