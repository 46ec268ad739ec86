/** setTimeout's longest delay: Node fires a longer one after 1 ms, which turns a long wait into a tight loop. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A wait an answer chose (a header, a field), in ms, kept within 0…`maxMs`; undefined when it is no
 * number at all. Every duration taken from an answer passes here before it reaches a timer.
 */
export function cappedWaitMs(ms: number | undefined, maxMs = MAX_TIMER_MS): number | undefined {
  if (ms === undefined || Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(0, ms), maxMs);
}

/**
 * An HTTP `Retry-After` header as ms from `now`: seconds or an HTTP date, within 0…`maxMs` (by
 * default the longest a timer can wait); undefined when absent or unreadable. The extension reads
 * it from the service's vote replies, the service from the origins it polls and its webhooks.
 */
export function retryAfterMs(header: string | null, now = Date.now(), maxMs = MAX_TIMER_MS): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim() === '' ? Number.NaN : header);
  if (Number.isFinite(seconds)) return cappedWaitMs(seconds * 1000, maxMs);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : cappedWaitMs(at - now, maxMs);
}
