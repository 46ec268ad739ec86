import { percentile } from '@newsflash/protocol/percentile';

/** What Diagnostics shows of one source over the last hour. */
export interface SourceDelayRow {
  source: string;
  /** Live items received from this source in the last hour (at most `perSource` counted). */
  items: number;
  /** Median and 95th percentile of received − published, ms. */
  medianMs: number;
  p95Ms: number;
  /** Median of the delays the origin itself reported on those items (`delay`); absent when none did. */
  originDelayMs?: number;
}

export interface SourceDelayLimits {
  windowMs: number;
  /** Items kept per source: past it the oldest go. */
  perSource: number;
  /** Sources kept: past it the one heard from least recently goes. */
  sources: number;
}

export const SOURCE_DELAY_LIMITS: SourceDelayLimits = { windowMs: 60 * 60_000, perSource: 500, sources: 50 };

interface Sample {
  at: number;
  latencyMs: number;
  originDelayMs?: number;
}

const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * Per-source latency of live items over the last hour, bounded in sources and items so a service
 * that invents source names cannot grow the worker's memory. "On screen" is taken as the moment the
 * worker receives the item: it broadcasts it to pages and notifications at once, and the
 * notification's own latency is shown apart. Time is passed in, so it stays pure.
 */
export function createSourceDelays(limits: SourceDelayLimits = SOURCE_DELAY_LIMITS) {
  // A Map keeps insertion order: a source is re-inserted when heard from, so the first is the stalest.
  const bySource = new Map<string, Sample[]>();

  const prune = (now: number) => {
    const since = now - limits.windowMs;
    for (const [source, samples] of bySource) {
      const fresh = samples.filter((sample) => sample.at > since);
      if (fresh.length === 0) bySource.delete(source);
      else if (fresh.length !== samples.length) bySource.set(source, fresh);
    }
  };

  return {
    record(source: string, receivedAt: number, publishedAt: number, originDelayMs?: number): void {
      const samples = bySource.get(source) ?? [];
      bySource.delete(source);
      if (bySource.size >= limits.sources) prune(receivedAt);
      if (bySource.size >= limits.sources) bySource.delete(bySource.keys().next().value!);
      samples.push({ at: receivedAt, latencyMs: receivedAt - publishedAt, ...(originDelayMs === undefined ? {} : { originDelayMs }) });
      if (samples.length > limits.perSource) samples.splice(0, samples.length - limits.perSource);
      bySource.set(source, samples);
    },
    /** Busiest source first. */
    summary(now: number): SourceDelayRow[] {
      prune(now);
      return [...bySource]
        .map(([source, samples]) => {
          const latencies = sortedOf(samples.map((sample) => sample.latencyMs));
          const delays = sortedOf(samples.flatMap((sample) => (sample.originDelayMs === undefined ? [] : [sample.originDelayMs])));
          const row: SourceDelayRow = { source, items: samples.length, medianMs: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95) };
          if (delays.length > 0) row.originDelayMs = percentile(delays, 0.5);
          return row;
        })
        .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source));
    },
  };
}

export type SourceDelays = ReturnType<typeof createSourceDelays>;
