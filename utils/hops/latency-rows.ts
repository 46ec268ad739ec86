import type { HopRow, SpanFigures, HopSpan } from './hop-stats';

/** What the table reads of a source's figures from the last hour's live headlines (utils/feed/source-delays.ts' rows). */
interface LiveFigures {
  source: string;
  items: number;
  medianMs: number;
  p95Ms: number;
}

/** One row of Diagnostics' one latency table. */
export interface LatencyRow {
  source: string;
  items: number;
  spans: Partial<Record<HopSpan, SpanFigures>>;
  /** Absent for a source known only from the last hour's live headlines. */
  lastAt?: number;
}

/**
 * One feed's rows of the latency table. A source whose headlines carry hop stamps (a Newsflash
 * service) shows each hop; one known only from the last hour's live headlines (a service that
 * stamps nothing) shows its published → received figures as the whole way, origin → screen, which
 * is what they measure. The two never repeat a source: its hops win, the live figures filling in
 * the whole way where the origin stamped no time. Only the first feed
 * (`feed` undefined) has live-headline figures.
 */
export function latencyRows(hops: readonly HopRow[], live: readonly LiveFigures[], feed?: string): LatencyRow[] {
  const rows: LatencyRow[] = hops.filter((row) => row.feed === feed).map(({ source, items, spans, lastAt }) => ({ source, items, spans, lastAt }));
  if (feed !== undefined) return rows;
  const bySource = new Map(rows.map((row) => [row.source, row]));
  for (const row of live) {
    const whole = { p50: row.medianMs, p95: row.p95Ms };
    const stamped = bySource.get(row.source);
    // Hops stamped by the service but not at the origin: the whole way is still known from the live figures.
    if (stamped) stamped.spans = { 'origin-arrived': whole, ...stamped.spans };
    else rows.push({ source: row.source, items: row.items, spans: { 'origin-arrived': whole } });
  }
  return rows;
}

/** The extra feeds the hop figures name, in their order: the choices beside the first feed. */
export const extraFeedsOf = (hops: readonly HopRow[]): string[] => [...new Set(hops.flatMap((row) => (row.feed === undefined ? [] : [row.feed])))];
