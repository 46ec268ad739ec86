import { TokenBucket } from '@newsflash/protocol/token-bucket';

/**
 * Headlines an extra feed may bring: a burst of `EXTRA_ITEMS_BURST` (its whole backfill of 5 pages
 * of 100 fits), then `EXTRA_ITEMS_PER_SECOND`, live and backfilled alike (a reconnect buys no fresh
 * burst). Each admitted item costs a race look-up, a hop record, a store write and a message to
 * every open page, and may raise a notification; a flood past this is dropped and counted, so it
 * cannot push the first feed's items out of the store, the race's memory or the hop log. The first
 * feed is not metered: its service is the reader's own choice.
 */
export const EXTRA_ITEMS_BURST = 500;
export const EXTRA_ITEMS_PER_SECOND = 10;

/**
 * What an extra feed's news socket may bring before it is read: frames (a burst of 100, then 50 a
 * second) and characters (two frames of the largest size, 4 MB, then 2 MB a second). Reading a
 * frame costs a JSON parse of up to 2 MB; past these it is dropped unread and counted, so a socket
 * streaming large frames cannot hold the worker from the first feed's news.
 */
export const EXTRA_FRAMES = { burst: 100, perSecond: 50 } as const;
export const EXTRA_FRAME_CHARS = { burst: 4_000_000, perSecond: 2_000_000 } as const;

/**
 * What an extra feed's backlog may bring: each page read up to 4 MB (100 items of the largest text
 * fit; the first feed's pages may reach 16 MB), each page taking its 4 MB from a budget of 16 MB
 * at once, then 1 MB a second, before it is asked for. A feed that drops its socket right after
 * each open would otherwise have the worker read five pages of up to 16 MB at every reconnect.
 * Past it the backfill stops where it is and says so, as when its pages run out (older missed
 * headlines are not fetched).
 */
export const EXTRA_BACKFILL_PAGE_BYTES = 4_000_000;
export const EXTRA_BACKFILL_BYTES = { burst: 16_000_000, perSecond: 1_000_000 } as const;

/** An extra feed's budget: the shared token bucket, counting what it refused since the feed was added. */
export class ItemBudget {
  private readonly bucket: TokenBucket;
  /** Items refused since the feed was added. */
  dropped = 0;

  constructor(now: number, burst = EXTRA_ITEMS_BURST, perSecond = EXTRA_ITEMS_PER_SECOND) {
    this.bucket = new TokenBucket(now, burst, perSecond);
  }

  /** True when `cost` more (one item, or a frame's characters) fits; false (and counted) when it is past the budget. */
  take(now: number, cost = 1): boolean {
    if (this.bucket.take(now, cost)) return true;
    this.dropped++;
    return false;
  }
}

/** An extra feed's meters: its socket's frames and characters, and its backlog's bytes. */
export interface FeedMeter {
  frames: ItemBudget;
  chars: ItemBudget;
  backlogBytes: ItemBudget;
}

/** An extra feed's meters, full at `now`. */
export function createFeedMeter(now: number): FeedMeter {
  return {
    frames: new ItemBudget(now, EXTRA_FRAMES.burst, EXTRA_FRAMES.perSecond),
    chars: new ItemBudget(now, EXTRA_FRAME_CHARS.burst, EXTRA_FRAME_CHARS.perSecond),
    backlogBytes: new ItemBudget(now, EXTRA_BACKFILL_BYTES.burst, EXTRA_BACKFILL_BYTES.perSecond),
  };
}
