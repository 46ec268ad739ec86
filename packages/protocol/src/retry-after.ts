/**
 * An HTTP `Retry-After` header as ms from `now`: seconds or an HTTP date, never negative;
 * undefined when absent or unreadable. The extension reads it from the service's vote replies,
 * the service from the origins it polls.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
