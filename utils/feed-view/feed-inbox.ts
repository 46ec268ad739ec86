import type { StoredItem } from '@/utils/store/store-types';
import type { Tally } from '@/utils/votes/optimistic';
import { applyTally, receive, type FeedState } from './feed-state';

/**
 * Where an item comes from. `history`: what was stored before the page opened (the page's own
 * IndexedDB read, or the worker's copy when it cannot read it). `live`: the port's `items` events
 * (new items, and on opening those the worker has not written yet).
 */
export type Origin = 'history' | 'live';

/**
 * The one way an item reaches a row: every origin hands its items here, and `drain` applies them
 * through `receive`, the one merge rule (known ids update in place, new ones go to the top or wait
 * in `pending`). History never waits (it was there before the reader looked); live items wait while
 * the list is held. Totals are applied after the items of the same drain, so a count for an item
 * that arrived with it is not lost. A page drains history at once (the first paint) and live
 * arrivals once a frame: a burst of 500 items is one render, not 500.
 */
export class FeedInbox {
  private readonly items: Record<Origin, StoredItem[]> = { history: [], live: [] };
  private tallies: { newsId: string; tally: Tally }[] = [];

  add(items: readonly StoredItem[], origin: Origin): void {
    this.items[origin].push(...items);
  }

  addTally(newsId: string, tally: Tally): void {
    this.tallies.push({ newsId, tally });
  }

  /** The feed with everything gathered applied; the inbox is empty afterwards. */
  drain(state: FeedState, hold: boolean): FeedState {
    const { history, live } = this.items;
    const { tallies } = this;
    this.items.history = [];
    this.items.live = [];
    this.tallies = [];
    const received = receive(receive(state, history, false), live, hold);
    return tallies.reduce((next, { newsId, tally }) => applyTally(next, newsId, tally), received);
  }
}
