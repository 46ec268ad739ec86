import type { StoredItem } from '@/utils/store/types';
import type { Tally } from '@/utils/votes/optimistic';
import { applyTally, receive, type FeedState } from './feed-state';

/**
 * Port events gathered between two frames and applied in one pass: a burst of 500 items is one
 * render, not 500. Totals are applied after the items of the same batch, so a count for an item
 * that arrived in it is not lost.
 */
export class LiveBatch {
  private items: StoredItem[] = [];
  private tallies: { newsId: string; tally: Tally }[] = [];

  addItems(items: readonly StoredItem[]): void {
    this.items.push(...items);
  }

  addTally(newsId: string, tally: Tally): void {
    this.tallies.push({ newsId, tally });
  }

  /** The feed with everything gathered applied; the batch is empty afterwards. */
  drain(state: FeedState, hold: boolean): FeedState {
    const { items, tallies } = this;
    this.items = [];
    this.tallies = [];
    return tallies.reduce((next, { newsId, tally }) => applyTally(next, newsId, tally), receive(state, items, hold));
  }
}
