/**
 * How far a story reaches, whatever the service says. A Newsflash service groups items at most six
 * hours apart (server/stories/story-index.ts), a listing's notices and markets at most a week apart, and a
 * story of more than a screenful of items is no longer one piece of news. Past either, an item
 * stands on its own: its own row in the feed, its own notification. So a service that put every
 * item in one story (by mistake or on purpose) can fold neither the feed into one card nor every
 * notification into the first.
 */
import { STORY_SPAN_MS } from '@newsflash/protocol/story';

export const STORY_MAX_ITEMS = 25;

/** A story as first seen: the time of its first item present, and how many items it holds so far. */
export interface StoryReach {
  time: number;
  count: number;
}

/** Whether an item at `time` still belongs to the story (within `span` of its first); if so, it is counted in. */
export function joins(story: StoryReach, time: number, span = STORY_SPAN_MS): boolean {
  if (time - story.time > span || story.count >= STORY_MAX_ITEMS) return false;
  story.count++;
  return true;
}
