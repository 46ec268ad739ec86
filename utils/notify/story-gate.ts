import { listingKinds } from '@newsflash/protocol/notice';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { joins, type StoryReach } from '@/utils/base/story-reach';

/** Stories remembered: far more than arrive between two worker restarts. */
const REMEMBERED = 1_000;
/** Exchanges remembered a listing story was raised for: a coin listed everywhere watched fits. */
const EXCHANGES = 20;

/** The exchange a listing notice is from, when the item is one. */
const listingExchange = (item: Pick<NewsItem, 'notice'>) => (item.notice && listingKinds.includes(item.notice.kind) ? (item.notice.exchange ?? '') : undefined);

/**
 * One notification per story: the same news from a second origin minutes later is folded into
 * the feed's card, not raised again. An item past its story's reach (utils/base/story-reach.ts) is
 * raised on its own, and so is a listing notice from an exchange its listing story was not yet
 * raised for (the coin listed on a second exchange is news to a trader, though the card is one).
 * Stories a notification was raised for are remembered, oldest forgotten first.
 */
export class StoryGate {
  private readonly raised = new Map<string, StoryReach & { exchanges: Set<string> }>();

  /** True the first time a story is notified, for an item past its reach, and for a listing on another exchange; false for the rest of it. */
  first(item: Pick<NewsItem, 'id' | 'story' | 'time' | 'notice'> & { via?: string }): boolean {
    // An extra feed's stories and ids are its own (an id or story it sends first is no claim on the
    // first feed's: the first feed's next id sent ahead with other words holds back no notification
    // of the first feed's). Copies with the same words never get here: the race joined them.
    const named = item.story ?? item.id;
    const key = item.via === undefined ? named : `${item.via} ${named}`;
    const story = this.raised.get(key);
    const exchange = listingExchange(item);
    if (story) {
      if (exchange === undefined || story.exchanges.has(exchange) || story.exchanges.size >= EXCHANGES) return !joins(story, item.time);
      story.exchanges.add(exchange);
      return true;
    }
    this.raised.set(key, { time: item.time, count: 1, exchanges: new Set(exchange === undefined ? [] : [exchange]) });
    if (this.raised.size > REMEMBERED) this.raised.delete(this.raised.keys().next().value!);
    return true;
  }
}
