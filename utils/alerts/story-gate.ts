import type { NewsItem } from '@newsflash/protocol';

/** Stories remembered: far more than arrive between two worker restarts. */
const REMEMBERED = 1_000;

/**
 * One notification per story: the same news from a second origin minutes later is folded into
 * the feed's card, not raised again. Stories a notification was raised for are remembered,
 * oldest forgotten first.
 */
export class StoryGate {
  private readonly raised = new Set<string>();

  /** True the first time a story is notified; false for any later item of it. */
  first(item: Pick<NewsItem, 'id' | 'story'>): boolean {
    const story = item.story ?? item.id;
    if (this.raised.has(story)) return false;
    this.raised.add(story);
    if (this.raised.size > REMEMBERED) this.raised.delete(this.raised.values().next().value!);
    return true;
  }
}
