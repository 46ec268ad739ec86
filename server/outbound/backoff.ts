/**
 * Reconnection backoff shared by what the service connects to (Redis, an upstream feed):
 * `baseMs` doubling to `maxMs`, with half jitter so several nodes or sources do not retry in step.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  return Math.round(Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30)) * (0.5 + random() / 2));
}
