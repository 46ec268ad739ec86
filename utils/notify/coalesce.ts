import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { BurstWindow } from './burst-window';

export interface CoalesceLimits {
  /** Individual notifications allowed per window. */
  maxPerWindow: number;
  windowMs: number;
}

export type Desktop =
  /** `arrivedAt`: the frame's arrival (monotonic ms), for the frame-to-notification latency. */
  | { kind: 'item'; item: NewsItem; sound?: string; arrivedAt?: number }
  /** `via`: the extra feed whose items it folds (none: the first feed's); each feed's summary is its own notification. */
  | { kind: 'summary'; count: number; reason: 'burst' | 'backfill'; latest?: NewsItem; sound?: string; via?: string };

/** An item with the extra feed that delivered it first (utils/race/raced-feeds.ts), none for the first feed's. */
type FedItem = NewsItem & { via?: string };

/** One feed's notifications: its window of individual ones and the items folded until its summary. */
interface Lane {
  shown: BurstWindow;
  folded: NewsItem[];
  foldedSound?: string;
  flushTimer?: TimerHandle;
}

/**
 * Keeps bursts from flooding the desktop: up to `maxPerWindow` items get their own notification in
 * any window; the rest fold into one "N more headlines" notification at the end of the window.
 * Each feed has its own window and summary (issue 53): an extra feed's burst folds its own items,
 * never the first feed's, so a feed flooding headlines cannot turn the first feed's into a line of
 * its summary. A lane is a few numbers per feed the worker has raced since it started (the first and
 * at most four extra at a time).
 */
export class Coalescer {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly clock: Clock,
    private limits: CoalesceLimits,
    private readonly show: (notification: Desktop) => void,
  ) {}

  setLimits(limits: CoalesceLimits): void {
    this.limits = limits;
  }

  offer(item: FedItem, sound?: string, arrivedAt?: number): void {
    const now = this.clock.now();
    const via = item.via;
    const lane = this.lane(via);
    if (lane.shown.countWithin(now, this.limits.windowMs) < this.limits.maxPerWindow && lane.folded.length === 0) {
      lane.shown.record(now);
      this.show({ kind: 'item', item, sound, arrivedAt });
      return;
    }
    lane.folded.push(item);
    lane.foldedSound ??= sound;
    if (lane.flushTimer === undefined) {
      const oldest = lane.shown.oldest() ?? now;
      lane.flushTimer = this.clock.setTimeout(() => this.flush(via, lane), Math.max(0, oldest + this.limits.windowMs - now));
    }
  }

  /** Items caught up after a reconnect: one summary, never one notification each. */
  offerBackfill(items: FedItem[], sound?: string): void {
    if (items.length === 0) return;
    if (items.length === 1) return this.offer(items[0]!, sound);
    const via = items[0]!.via;
    this.lane(via).shown.record(this.clock.now());
    this.show({ kind: 'summary', count: items.length, reason: 'backfill', latest: items.at(-1), sound, ...(via === undefined ? {} : { via }) });
  }

  private lane(via: string | undefined): Lane {
    const key = via ?? '';
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { shown: new BurstWindow(), folded: [] }));
    return lane;
  }

  private flush(via: string | undefined, lane: Lane): void {
    lane.flushTimer = undefined;
    const folded = lane.folded;
    const sound = lane.foldedSound;
    lane.folded = [];
    lane.foldedSound = undefined;
    if (folded.length === 0) return;
    lane.shown.record(this.clock.now());
    if (folded.length === 1) this.show({ kind: 'item', item: folded[0]!, sound });
    else this.show({ kind: 'summary', count: folded.length, reason: 'burst', latest: folded.at(-1), sound, ...(via === undefined ? {} : { via }) });
  }
}
