import type { NewsStore, StoredItem } from '@/utils/store/types';
import type { VoteRecord } from '@newsflash/protocol';
import { MAX_ITEMS } from './feed-state';

/** Enough rows to fill the popup: shown before the rest of the cache is read. */
export const FIRST_PAGE = 30;

export interface HistoryOrigins {
  /** The page's own IndexedDB: the fastest first paint, with the worker asleep or busy. */
  openReader: () => Promise<Pick<NewsStore, 'recent' | 'votes'>>;
  /** The worker's copy (memory or disk), for a page that cannot open IndexedDB. */
  fromWorker: (limit: number) => Promise<StoredItem[]>;
}

/**
 * What was stored before the page opened: the first screenful, then the rest and the user's votes.
 * When the page cannot read IndexedDB, or the worker's storage has moved to memory (so the disk
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
        const [all, votes] = await Promise.all([reader.recent(MAX_ITEMS), reader.votes()]);
        deliver(all);
        return votes;
      } catch {
        await fromWorker();
        return undefined;
      }
    },
    fromWorker,
  };
}
