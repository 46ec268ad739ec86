import { t } from '@/utils/base/i18n';
import { systemClock, type Clock } from '@/utils/net/net-types';
import { openIdbStore } from './idb-store';
import type { NewsStore } from './store-types';

/** How long the worker waits for an open another connection blocks (a page of an older version that does not close): past it, it runs on memory and says so. */
export const BLOCKED_WAIT_MS = 10_000;

/**
 * The worker's store, opened within a wait. An open that another connection blocks (its upgrade
 * waits until every older connection closes) waits at most `blockedWaitMs`, then fails, so the
 * worker runs on memory and says so rather than never starting its feed; the database, if it opens
 * later, is closed at once. Kept out of idb-store.ts, which the web page loads first: it carries none of it.
 */
export async function storeOpenedWithin(
  indexedDB: IDBFactory = globalThis.indexedDB,
  blockedWaitMs = BLOCKED_WAIT_MS,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
): Promise<NewsStore> {
  let request: IDBOpenDBRequest | undefined;
  let cancel: (() => void) | undefined;
  let gaveUp = false;
  // The factory as idb-store.ts uses it (its `open` alone), keeping the request to watch.
  const watched = indexedDB && ({ open: (name: string, version?: number) => (request = indexedDB.open(name, version)) } as unknown as IDBFactory);
  const store = openIdbStore(watched);
  const blocked = new Promise<never>((_, reject) => {
    const giveUp = () => {
      gaveUp = true;
      reject(new Error(t('feed.noIndexedDb')));
    };
    request?.addEventListener('blocked', () => {
      if (cancel) return;
      const handle = clock.setTimeout(giveUp, blockedWaitMs);
      cancel = () => clock.clearTimeout(handle);
    });
  });
  try {
    return await Promise.race([store, blocked]);
  } finally {
    cancel?.();
    if (gaveUp) void store.then(() => request?.result.close(), () => undefined);
  }
}
