import type { HopSample } from './hop-stats';
import { percentile } from '@newsflash/protocol/percentile';

/** A source is never called silent sooner than this after it last spoke, however busy it usually is. */
export const SILENCE_FLOOR_MS = 15 * 60_000;
/** Gaps seen before a source's usual gap is known: until then it is never called silent. */
export const GAPS_TO_LEARN = 5;
/** The socket counts as down once it has not been open this long (a reconnect's blip is not a warning). */
export const SOCKET_DOWN_AFTER_MS = 30_000;

export type SourceWarning =
  | { kind: 'silent'; source: string; lastAt: number; usualGapMs: number }
  | { kind: 'socket-down'; since: number };

/** A source's usual gap between items: the 99th percentile of its gaps, at least SILENCE_FLOOR_MS; undefined until GAPS_TO_LEARN gaps are seen. */
export function usualGap(times: readonly number[]): number | undefined {
  const sorted = [...times].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((time, i) => time - sorted[i]!);
  if (gaps.length < GAPS_TO_LEARN) return undefined;
  return Math.max(SILENCE_FLOOR_MS, percentile(gaps.sort((a, b) => a - b), 0.99));
}

/**
 * The sources quiet for longer than their usual gap, and the socket when it has been down past
 * SOCKET_DOWN_AFTER_MS (`downSince`: when it stopped being open).
 */
export function sourceWarnings(samples: readonly HopSample[], now: number, downSince?: number): SourceWarning[] {
  const warnings: SourceWarning[] = [];
  if (downSince !== undefined && now - downSince >= SOCKET_DOWN_AFTER_MS) warnings.push({ kind: 'socket-down', since: downSince });
  const times = new Map<string, number[]>();
  for (const { source, at } of samples) {
    const list = times.get(source);
    if (list) list.push(at);
    else times.set(source, [at]);
  }
  for (const [source, list] of times) {
    const gap = usualGap(list);
    const lastAt = Math.max(...list);
    if (gap !== undefined && now - lastAt > gap) warnings.push({ kind: 'silent', source, lastAt, usualGapMs: gap });
  }
  return warnings;
}

const keyOf = (warning: SourceWarning) => (warning.kind === 'socket-down' ? 'socket' : `source ${warning.source}`);

/** One notification per warning: raised when it starts, not again while it lasts, again only after it recovered. */
export class WarningLatch {
  private readonly raised = new Set<string>();

  /** The warnings that started since the last call. */
  update(warnings: readonly SourceWarning[]): SourceWarning[] {
    const now = new Set(warnings.map(keyOf));
    for (const key of this.raised) if (!now.has(key)) this.raised.delete(key);
    const started = warnings.filter((warning) => !this.raised.has(keyOf(warning)));
    for (const warning of started) this.raised.add(keyOf(warning));
    return started;
  }
}
