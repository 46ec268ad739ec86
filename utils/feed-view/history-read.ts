import type { NewsStore, StoredItem, StoredVote } from '@/utils/store/store-types';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteType } from '@newsflash/protocol/control';
import { MAX_ITEMS } from './feed-state';

/** Enough rows to fill the popup: shown before the rest of the cache is read. */
export const FIRST_PAGE = 30;

export interface HistoryOrigins {
  /** The page's own IndexedDB: the fastest first paint, with the worker asleep or busy. */
  openReader: () => Promise<Pick<NewsStore, 'recent' | 'votes'>>;
  /** The worker's copy (memory or disk), for a page that cannot open IndexedDB. */
  fromWorker: (limit: number) => Promise<StoredItem[]>;
  /**
   * Settles once the worker has answered the page's port, having sent it what it had not yet
   * written (or after a while if it never answers). A store read that begins later can miss nothing.
   */
  workerAnswered: Promise<void>;
  /**
   * Settles once what was just delivered is on screen (the next frame painted): the rest of the
   * cache is read after the first rows show, not in their frame, where taking in 5,000 rows would delay it.
   */
  shown: () => Promise<void>;
}

/**
 * What was stored before the page opened: the first screenful at once, then, once it is on screen
 * and the worker has answered, everything and the user's votes. The first read can race the worker's writes (an item
 * stored after it, but before the worker saw the port, is neither read nor sent as unwritten); the
 * second cannot, so nothing is missed and the first paint does not wait for the worker. When the
 * page cannot read IndexedDB, or the worker's storage has moved to memory (so the disk
 * no longer has what it receives), the worker's copy is asked for instead, once.
 */
export function createHistoryRead(origins: HistoryOrigins, deliver: (items: StoredItem[]) => void) {
  let askedWorker = false;
  const fromWorker = async () => {
    if (askedWorker) return;
    askedWorker = true;
    deliver(await origins.fromWorker(MAX_ITEMS).catch(() => []));
  };
  return {
    /** Resolves with the user's votes as stored; undefined when the worker's copy was read instead. */
    async read(): Promise<VoteRecord[] | undefined> {
      try {
        const reader = await origins.openReader();
        deliver(await reader.recent(FIRST_PAGE));
        await Promise.all([origins.workerAnswered, origins.shown()]);
        const [all, votes] = await Promise.all([reader.recent(MAX_ITEMS), reader.votes()]);
        deliver(all);
        return cardVotes(votes, all);
      } catch {
        await fromWorker();
        return undefined;
      }
    },
    fromWorker,
  };
}

/**
 * One vote per item id, as a card shows it: a stored item's is the vote cast on the feed that
 * delivered it (its `via`), since another feed may use the same id for other news; an id with no
 * stored item keeps the first feed's vote, else any feed's.
 */
export function cardVotes(votes: readonly StoredVote[], items: readonly Pick<StoredItem, 'id' | 'via'>[]): VoteRecord[] {
  const viaOf = new Map(items.map((item) => [item.id, item.via]));
  const chosen = new Map<string, StoredVote>();
  for (const vote of votes) {
    const stored = viaOf.has(vote.newsId);
    if (stored ? viaOf.get(vote.newsId) !== vote.feed : chosen.has(vote.newsId) && vote.feed !== undefined) continue;
    chosen.set(vote.newsId, vote);
  }
  return [...chosen.values()];
}

/**
 * The page's votes once the stored ones are read: the stored vote for each item, except items whose
 * vote the page heard of since it opened (an echo, a confirmation), which may be newer than the read.
 */
export function withStoredVotes(
  current: ReadonlyMap<string, VoteType>,
  stored: readonly VoteRecord[],
  heardSinceOpen: ReadonlySet<string>,
): Map<string, VoteType> {
  const votes = new Map(stored.filter((vote) => !heardSinceOpen.has(vote.newsId)).map((vote) => [vote.newsId, vote.vote]));
  for (const newsId of heardSinceOpen) {
    const vote = current.get(newsId);
    if (vote) votes.set(newsId, vote);
  }
  return votes;
}
