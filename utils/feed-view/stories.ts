import { LISTING_SPAN_MS } from '@newsflash/protocol/story';
import type { StoredItem } from '@/utils/store/store-types';
import { joins, type StoryReach } from '@/utils/base/story-reach';
import { isListing, listingTimeline, type TimelineStage } from './timeline';

/** A feed row: an item, the other origins that carried the same news after it, and a listing's stages. */
export type FeedRow = StoredItem & { alsoFrom?: string[]; timeline?: TimelineStage[] };

/** The story an item belongs to: the id of its first item (a Newsflash service's `story`), else its own. */
export const storyOf = (item: Pick<StoredItem, 'id' | 'story'>) => item.story ?? item.id;

interface Row {
  row: FeedRow;
  /** Where it stands: its first item's place, or its newest listing stage's (a listing's news is its latest stage). */
  place: number;
  listing: StoredItem[];
}

/**
 * One row per story, where its first item stands (the earliest present, when the first was pruned
 * or filtered away), naming the other sources that carried it. Items without a story are rows of
 * their own, as from a service that sends no stories, and so are items past a story's reach
 * (utils/base/story-reach.ts). A listing's notices and markets join its story for LISTING_SPAN_MS; its
 * row carries their stages (timeline.ts) and moves up to its newest one. Items come newest first.
 */
export function foldStories(items: readonly StoredItem[]): FeedRow[] {
  const rows: Row[] = [];
  const stories = new Map<string, StoryReach & { at: Row }>();
  let moved = false;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const place = items.length - 1 - i;
    const story = stories.get(storyOf(item));
    const listing = isListing(item);
    if (!story) {
      const at: Row = { row: item, place, listing: listing ? [item] : [] };
      stories.set(storyOf(item), { time: item.time, count: 1, at });
      rows.push(at);
    } else if (!joins(story, item.time, listing ? LISTING_SPAN_MS : undefined)) {
      rows.push({ row: item, place, listing: [] });
    } else {
      const { at } = story;
      if (item.source !== at.row.source && !at.row.alsoFrom?.includes(item.source)) at.row = { ...at.row, alsoFrom: [...(at.row.alsoFrom ?? []), item.source] };
      if (listing) {
        at.listing.push(item);
        at.place = place;
        moved = true;
      }
    }
  }
  if (moved) rows.sort((a, b) => a.place - b.place);
  return rows.reverse().map(({ row, listing }) => {
    const timeline = listing.length > 0 ? listingTimeline(listing) : undefined;
    return timeline ? { ...row, timeline } : row;
  });
}
