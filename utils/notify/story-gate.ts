import type { NewsItem } from '@newsflash/protocol';
import { joins, type StoryReach } from '@/utils/story-reach';

/** Stories remembered: far more than arrive between two worker restarts. */
const REMEMBERED = 1_000;

/**
 * One notification per story: the same news from a second origin minutes later is folded into
 * the feed's card, not raised again. An item past its story's reach (utils/story-reach.ts) is
 * raised on its own. Stories a notification was raised for are remembered, oldest forgotten first.
 */
export class StoryGate {
  private readonly raised = new Map<string, StoryReach>();

  /** True the first time a story is notified, and for an item past its reach; false for the rest of it. */
  first(item: Pick<NewsItem, 'id' | 'story' | 'time'>): boolean {
    const key = item.story ?? item.id;
    const story = this.raised.get(key);
    if (story) return !joins(story, item.time);
    this.raised.set(key, { time: item.time, count: 1 });
    if (this.raised.size > REMEMBERED) this.raised.delete(this.raised.keys().next().value!);
    return true;
  }
}
