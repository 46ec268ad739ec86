/** The longest wait a webhook's Retry-After is taken for: past it, a typo or a hostile answer would park a row for days. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * A `Retry-After` header (RFC 9110: whole seconds, or an HTTP date) as ms from `now`, at most
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable. A date already past is 0.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at) || !/[a-z]/i.test(value)) return undefined;
    ms = at - now;
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
