import type { NewsItem } from '@newsflash/protocol';
import type { Clock, TimerHandle } from '@/utils/net/net-types';
import { HOP_LOG_LIMITS, memoryHopLog, type HopLog, type HopLogLimits } from './hop-log';
import { hopRows, type HopRow, type HopSample } from './hop-stats';
import { sourceWarnings, WarningLatch, type SourceWarning } from './silence';

/** What Diagnostics shows of the hops: per source over the window, the warnings, the clock's offset. */
export interface HopReport {
  rows: HopRow[];
  warnings: SourceWarning[];
  clockOffsetMs?: number;
  windowMs: number;
  /** Samples held, and the most the log holds. */
  samples: number;
  maxSamples: number;
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
  /** Recorded, not yet written to the log. */
  let unwritten: HopSample[] = [];
  let writeTimer: TimerHandle | undefined;
  let warnings: SourceWarning[] = [];
  let downSince: number | undefined = deps.clock.now();

  const prune = (now: number) => {
    const since = now - limits.windowMs;
    if (samples.length > limits.samples || (samples[0] && samples[0].at <= since)) samples = samples.filter((sample) => sample.at > since).slice(-limits.samples);
  };

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
    const next = sourceWarnings(samples, now, downSince);
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
        samples = await log.load(deps.clock.now());
      } catch {
        // Stays on memory: the figures last until the worker stops.
      }
      check();
    },
    /** A live item: its hops as the service stamped them and its arrival (items from a service without hops are not counted). */
    record(item: NewsItem, receivedAt: number): void {
      if (item.hops?.arrived === undefined) return;
      const sample: HopSample = { source: item.source, at: receivedAt, hops: { ...item.hops, arrived: item.hops.arrived } };
      samples.push(sample);
      prune(receivedAt);
      unwritten.push(sample);
      writeTimer ??= deps.clock.setTimeout(() => void write(), HOP_WRITE_DELAY_MS);
      if (warnings.some((warning) => warning.kind === 'silent' && warning.source === item.source)) check();
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
      return { rows: hopRows(samples), warnings, ...(offset === undefined ? {} : { clockOffsetMs: offset }), windowMs: limits.windowMs, samples: samples.length, maxSamples: limits.samples };
    },
  };
}

export type HopKeeper = ReturnType<typeof createHopKeeper>;
