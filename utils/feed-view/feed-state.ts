import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import type { StoredItem } from '@/utils/store/store-types';
import type { Tally } from '@/utils/votes/optimistic';

/** The most items a page keeps in memory; the store keeps the same order of magnitude. */
export const MAX_ITEMS = 5_000;

/**
 * What the popup shows (`items`, newest first) and what arrived while the list was held still
 * (`pending`: paused, or the user scrolled down to read), so nothing moves under the reader.
 */
export interface FeedState {
  items: StoredItem[];
  pending: StoredItem[];
}

export const emptyFeed: FeedState = { items: [], pending: [] };

const newestFirst = (a: StoredItem, b: StoredItem) => b.time - a.time || (a.id < b.id ? 1 : -1);

function mergeInto(list: StoredItem[], incoming: StoredItem[]): StoredItem[] {
  if (incoming.length === 0) return list;
  return [...list, ...incoming].sort(newestFirst).slice(0, MAX_ITEMS);
}

/**
 * Takes items from the store or the live port. Known ids are updated where they are; new ones go
 * to the top, or wait in `pending` while `hold` is set.
 */
export function receive(state: FeedState, incoming: readonly StoredItem[], hold: boolean): FeedState {
  // A drain of vote totals alone passes no items: nothing to walk the 5,000 rows for.
  if (incoming.length === 0) return state;
  const updates = new Map<string, StoredItem>();
  // An item no date can show (stored before times were checked, until the worker removes it and
  // counts it in Diagnostics) is left out here, so it never reaches a row.
  for (const item of incoming) if (isPlausibleTime(item.time)) updates.set(item.id, { ...updates.get(item.id), ...item });
  const update = (list: StoredItem[]) => {
    let changed = false;
    const next = list.map((item) => {
      const newer = updates.get(item.id);
      if (!newer) return item;
      updates.delete(item.id);
      changed = true;
      return { ...item, ...newer };
    });
    return changed ? next : list;
  };
  const items = update(state.items);
  const pending = update(state.pending);
  const fresh = [...updates.values()];
  return hold ? { items, pending: mergeInto(pending, fresh) } : { items: mergeInto(items, fresh), pending };
}

/** Shows what was held back (the "N new" pill, un-pausing, scrolling back to the top). */
export function release(state: FeedState): FeedState {
  return state.pending.length === 0 ? state : { items: mergeInto(state.items, state.pending), pending: [] };
}

/** Absolute vote totals from the vote stream, applied wherever the item is. */
export function applyTally(state: FeedState, newsId: string, tally: Tally): FeedState {
  const patch = (list: StoredItem[]) => {
    const index = list.findIndex((item) => item.id === newsId);
    if (index === -1) return list;
    const next = [...list];
    next[index] = { ...list[index]!, ...tally };
    return next;
  };
  return { items: patch(state.items), pending: patch(state.pending) };
}
