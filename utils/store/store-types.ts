import type { ItemHighlight } from '@/utils/notify/highlight';
import type { NewsItem, VoteRecord, VoteType } from '@newsflash/protocol';
import type { RaceResult } from '@/utils/feed/feed-race';

/**
 * An item as kept locally: the feed's item plus when it reached us; `via` the extra feed that
 * delivered it first (absent: the first feed), whose API its votes go to; `race` who won when
 * several feeds carried it; `highlight` the words the rule that kept it marks on its card
 * (utils/notify/highlight.ts).
 */
export type StoredItem = NewsItem & { receivedAt: number; via?: string; race?: RaceResult; highlight?: ItemHighlight };

/** One of the reader's votes as cached: `feed` the extra feed it was cast on (absent: the first feed). */
export type StoredVote = VoteRecord & { feed?: string };

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
  /** Newest first. */
  recent(limit: number): Promise<StoredItem[]>;
  getItem(id: string): Promise<StoredItem | undefined>;
  countItems(): Promise<number>;
  /** Deletes items beyond the count limit or older than the age limit; returns how many. */
  prune(limits: RetentionLimits, now: number): Promise<number>;
  /** Deletes items whose time no date can show (stored before times were checked); returns how many. */
  removeImplausible(now: number): Promise<number>;
  /** `feed`: the extra feed the vote went to (absent: the first feed). */
  setVote(newsId: string, vote: VoteType | null, time: number, feed?: string): Promise<void>;
  /**
   * Replaces one feed's vote history (after a sync from its service; `feed` absent: the first feed's),
   * leaving every other feed's. An id another feed's history holds stays that feed's, except that the
   * first feed's history wins: an extra feed cannot take over or rewrite the first feed's votes.
   */
  replaceVotes(votes: VoteRecord[], feed?: string): Promise<void>;
  votes(): Promise<StoredVote[]>;
  clear(): Promise<void>;
}
