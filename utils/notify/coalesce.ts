import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { NewsItem } from '@newsflash/protocol';
import { BurstWindow } from './burst-window';

export interface CoalesceLimits {
  /** Individual notifications allowed per window. */
  maxPerWindow: number;
  windowMs: number;
}

export type Desktop =
  /** `arrivedAt`: the frame's arrival (monotonic ms), for the frame-to-notification latency. */
  | { kind: 'item'; item: NewsItem; sound?: string; arrivedAt?: number }
  | { kind: 'summary'; count: number; reason: 'burst' | 'backfill'; latest?: NewsItem; sound?: string };

/**
 * Keeps bursts from flooding the desktop: up to `maxPerWindow` items get their own notification in
 * any window; the rest fold into one "N more headlines" notification at the end of the window.
 */
export class Coalescer {
  private readonly shown = new BurstWindow();
  private folded: NewsItem[] = [];
  private foldedSound?: string;
  private flushTimer?: TimerHandle;

  constructor(
    private readonly clock: Clock,
    private limits: CoalesceLimits,
    private readonly show: (notification: Desktop) => void,
  ) {}

  setLimits(limits: CoalesceLimits): void {
    this.limits = limits;
  }

  offer(item: NewsItem, sound?: string, arrivedAt?: number): void {
    const now = this.clock.now();
    if (this.shown.countWithin(now, this.limits.windowMs) < this.limits.maxPerWindow && this.folded.length === 0) {
      this.shown.record(now);
      this.show({ kind: 'item', item, sound, arrivedAt });
      return;
    }
    this.folded.push(item);
    this.foldedSound ??= sound;
    if (this.flushTimer === undefined) {
      const oldest = this.shown.oldest() ?? now;
      this.flushTimer = this.clock.setTimeout(() => this.flush(), Math.max(0, oldest + this.limits.windowMs - now));
    }
  }

  /** Items caught up after a reconnect: one summary, never one notification each. */
  offerBackfill(items: NewsItem[], sound?: string): void {
    if (items.length === 0) return;
    if (items.length === 1) return this.offer(items[0]!, sound);
    this.shown.record(this.clock.now());
    this.show({ kind: 'summary', count: items.length, reason: 'backfill', latest: items.at(-1), sound });
  }

  private flush(): void {
    this.flushTimer = undefined;
    const folded = this.folded;
    const sound = this.foldedSound;
    this.folded = [];
    this.foldedSound = undefined;
    if (folded.length === 0) return;
    this.shown.record(this.clock.now());
    if (folded.length === 1) this.show({ kind: 'item', item: folded[0]!, sound });
    else this.show({ kind: 'summary', count: folded.length, reason: 'burst', latest: folded.at(-1), sound });
  }
}
