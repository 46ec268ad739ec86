import { percentile } from '@newsflash/protocol/percentile';

/** How late a source's items are, at two stages: its origin's own time → stored, and stored → sent to this node's sockets. */
export type DelayStage = 'published' | 'sent';

export interface DelaySummary {
  /** Seconds; over the last SAMPLES items of the source. */
  median: number;
  p95: number;
  count: number;
}

/** Enough items for a p95 that moves with the present, few enough to cost nothing per source. */
const SAMPLES = 200;

/** The last SAMPLES delays of one source at each stage, read as median and p95 for /healthz. */
export class DelayWindow {
  private readonly samples: Record<DelayStage, number[]> = { published: [], sent: [] };

  add(stage: DelayStage, seconds: number): void {
    const list = this.samples[stage];
    list.push(Math.max(0, seconds));
    if (list.length > SAMPLES) list.shift();
  }

  summary(): Record<DelayStage, DelaySummary | null> {
    const of = (list: number[]): DelaySummary | null => {
      if (list.length === 0) return null;
      const sorted = [...list].sort((a, b) => a - b);
      return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: list.length };
    };
    return { published: of(this.samples.published), sent: of(this.samples.sent) };
  }
}
