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
  const groups = new Map<string, StoredItem[]>();
  for (const item of items) {
    const key = storyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  if (groups.size === items.length) return items as FeedRow[];
  const rows: FeedRow[] = [];
  for (const item of items) {
    const group = groups.get(storyOf(item))!;
    const first = group.find((member) => member.id === storyOf(item)) ?? group[group.length - 1]!;
    if (item !== first) continue;
    if (group.length === 1) {
      rows.push(item);
      continue;
    }
    const alsoFrom = [...new Set(group.filter((member) => member !== first).map((member) => member.source))].filter((source) => source !== first.source);
    rows.push(alsoFrom.length > 0 ? { ...first, alsoFrom } : first);
  }
  return rows;
}
