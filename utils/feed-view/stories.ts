import type { StoredItem } from '@/utils/store/types';

/** A feed row: an item, and the other origins that carried the same news after it. */
export type FeedRow = StoredItem & { alsoFrom?: string[] };

/** The story an item belongs to: the id of its first item (a Newsflash service's `story`), else its own. */
export const storyOf = (item: Pick<StoredItem, 'id' | 'story'>) => item.story ?? item.id;

/**
 * One row per story, where its first item stands (the earliest present, when the first was pruned
 * or filtered away), naming the other sources that carried it. Items without a story are rows of
 * their own, as from a service that sends no stories. Items come newest first.
 */
export function foldStories(items: readonly StoredItem[]): FeedRow[] {
  const rows = new Map<string, FeedRow>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const row = rows.get(storyOf(item));
    if (!row) rows.set(storyOf(item), item);
    else if (item.source !== row.source && !row.alsoFrom?.includes(item.source)) rows.set(storyOf(item), { ...row, alsoFrom: [...(row.alsoFrom ?? []), item.source] });
  }
  return [...rows.values()].reverse();
}
