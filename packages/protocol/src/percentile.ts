/**
 * Nearest-rank percentile of sorted numbers (p in 0..1, clamped to the ends): the one definition
 * the extension's figures, the service's /healthz delays and the bench all read.
 */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
