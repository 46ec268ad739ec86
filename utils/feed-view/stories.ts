import type { StoredItem } from '@/utils/store/types';
import { joins, type StoryReach } from '@/utils/story-reach';

/** A feed row: an item, and the other origins that carried the same news after it. */
export type FeedRow = StoredItem & { alsoFrom?: string[] };

/** The story an item belongs to: the id of its first item (a Newsflash service's `story`), else its own. */
export const storyOf = (item: Pick<StoredItem, 'id' | 'story'>) => item.story ?? item.id;

/**
 * One row per story, where its first item stands (the earliest present, when the first was pruned
 * or filtered away), naming the other sources that carried it. Items without a story are rows of
 * their own, as from a service that sends no stories, and so are items past a story's reach
 * (utils/story-reach.ts). Items come newest first.
 */
export function foldStories(items: readonly StoredItem[]): FeedRow[] {
  const rows: FeedRow[] = [];
  const stories = new Map<string, StoryReach & { row: number }>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const story = stories.get(storyOf(item));
    if (!story) {
      stories.set(storyOf(item), { row: rows.length, time: item.time, count: 1 });
      rows.push(item);
    } else if (!joins(story, item.time)) {
      rows.push(item);
    } else {
      const row = rows[story.row]!;
      if (item.source !== row.source && !row.alsoFrom?.includes(item.source)) rows[story.row] = { ...row, alsoFrom: [...(row.alsoFrom ?? []), item.source] };
    }
  }
  return rows.reverse();
}
