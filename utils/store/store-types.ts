import type { ItemHighlight } from '@/utils/text/highlight';
import type { NewsItem } from '@newsflash/protocol/news-item';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteType } from '@newsflash/protocol/control';
import type { RaceResult } from '@/utils/race/feed-race';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';

/**
 * An item as kept locally: the feed's item plus when it reached us; `via` the extra feed that
 * delivered it first (absent: the first feed), whose API its votes go to; `race` who won when
 * several feeds carried it; `highlight` the words the rule that kept it marks on its card
 * (utils/text/highlight.ts).
 */
export type StoredItem = NewsItem & { receivedAt: number; via?: string; race?: RaceResult; highlight?: ItemHighlight };

/** One of the reader's votes as cached: `feed` the extra feed it was cast on (absent: the first feed). */
export type StoredVote = VoteRecord & { feed?: string };

/** The part of the stored items' count one extra feed may hold once the store is full. */
export const EXTRA_FEED_SHARE = 1 / 4;

/** How many of its oldest items each extra feed past its share gives up: `held` counts the items by `via`. */
export function overShare(held: ReadonlyMap<string, number>, maxItems: number): Map<string, number> {
  const share = Math.floor(maxItems * EXTRA_FEED_SHARE);
  return new Map([...held].filter(([, count]) => count > share).map(([via, count]) => [via, count - share]));
}

/**
 * Who won the races of items already stored, applied in the write that carries them: each item is
 * read and written back with its `race` inside that one transaction, and `marked` hears each item
 * marked (open pages update its card). An id no longer stored is skipped.
 */
export interface RaceMarks {
  races: ReadonlyMap<string, RaceResult>;
  marked: (item: StoredItem) => void;
}

export interface RetentionLimits {
  maxItems: number;
  maxAgeMs: number;
}

/** The local cache of items and of the user's own votes. The background is its only writer. */
export interface NewsStore {
  readonly kind: 'indexeddb' | 'memory';
  /** Stores the items, then applies `marks` (if any) in the same transaction. */
  putItems(items: StoredItem[], marks?: RaceMarks): Promise<void>;
  /** Applies absolute totals from the vote stream to a stored item; unknown items are ignored. */
  setTally(newsId: string, likes: number, dislikes: number): Promise<void>;
  /**
   * Stores what a stored item's coins did after publication (the first feed's update frame), only
   * on an item the first feed delivered (no `via`); returns the item as stored now, else undefined.
   */
  setOutcome(newsId: string, outcome: Outcome): Promise<StoredItem | undefined>;
  /**
   * Keeps the model's note on a stored item (the first feed's update frame), only on an item the
   * first feed delivered (no `via`) and only the first note; returns the item as stored now, else undefined.
   */
  setAi(newsId: string, ai: AiNote): Promise<StoredItem | undefined>;
  /** Newest first. */
  recent(limit: number): Promise<StoredItem[]>;
  getItem(id: string): Promise<StoredItem | undefined>;
  countItems(): Promise<number>;
  /**
   * Deletes items beyond the count limit or older than the age limit; returns how many. Past the
   * count, an extra feed holding more than `EXTRA_FEED_SHARE` of the limit loses its own oldest first,
   * so a feed flooding news cannot push the first feed's (or another's) items out.
   */
  prune(limits: RetentionLimits, now: number): Promise<number>;
  /** Deletes items whose time no date can show (stored before times were checked); returns how many. */
  removeImplausible(now: number): Promise<number>;
  /** `feed`: the extra feed the vote went to (absent: the first feed). Votes are kept per feed and id. */
  setVote(newsId: string, vote: VoteType | null, time: number, feed?: string): Promise<void>;
  /**
   * Replaces one feed's vote history (after a sync from its service; `feed` absent: the first feed's),
   * leaving every other feed's: an id that several feeds' histories name is kept once per feed, so no
   * feed can take over or rewrite another's vote.
   */
  replaceVotes(votes: VoteRecord[], feed?: string): Promise<void>;
  votes(): Promise<StoredVote[]>;
  clear(): Promise<void>;
}
