/** "42s", "5m", "3h", "2d": compact ages for a dense feed. */
export function relativeTime(time: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

/** Beyond this, "received minus published" says more about backfill than about the feed. */
const MAX_SENSIBLE_LATENCY_MS = 10 * 60_000;

/**
 * How long after publication the item reached us, when that is meaningful: never negative (clock
 * skew) and never for items caught up long after the fact.
 */
export function latencyLabel(publishedAt: number, receivedAt: number | undefined): string | undefined {
  if (receivedAt === undefined) return undefined;
  const ms = receivedAt - publishedAt;
  if (ms < 0 || ms > MAX_SENSIBLE_LATENCY_MS) return undefined;
  return ms < 1000 ? `${ms} ms` : ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 60_000)} min`;
}

/** "in 12 s" for retry times. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** ISO 8601 for a ms time, or '' for one no date can hold (a stored item from before times were checked). */
export function isoTime(time: number | undefined): string {
  const date = new Date(time ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
