import { unwrap, wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteType } from '@newsflash/protocol/control';
import { EARLIEST_TIME, FUTURE_SLACK_MS } from '@newsflash/protocol/plausible-time';
import type { RaceResult } from '@/utils/race/feed-race';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';
import { withOutcome } from '@newsflash/protocol/outcome-merge';
import { overShare, type NewsStore, type RaceMarks, type RetentionLimits, type StoredItem, type StoredVote } from './store-types';
import { feedVote, feedVoteRange, voteKey, type VoteKey } from './vote-owner';
import { t } from '@/utils/base/i18n';

export const DB_NAME = 'newsflash';

/**
 * Votes are keyed by feed and id (`voteKey`): two feeds may use the same id for different news, and
 * each feed's vote on its own item is kept. Version 1 keyed them by id alone (`votes`, one entry per
 * id); version 2 moves those entries to `feedVotes` under the feed each carried (none: the first feed).
 */
interface Schema extends DBSchema {
  items: { key: string; value: StoredItem; indexes: { time: number; viaTime: [string, number] } };
  feedVotes: { key: VoteKey; value: StoredVote };
}

type Upgrade = (db: IDBDatabase, tx: IDBTransaction) => void;

/** Upgrade steps by version; each runs once, in order, inside the versionchange transaction. */
const upgrades: Upgrade[] = [
  (db) => {
    db.createObjectStore('items', { keyPath: 'id' }).createIndex('time', 'time');
    db.createObjectStore('votes', { keyPath: 'newsId' });
  },
  (db, tx) => {
    const moved = db.createObjectStore('feedVotes');
    const old = tx.objectStore('votes');
    // Read and rewritten in callbacks of the same versionchange transaction: it stays open until they are done.
    old.getAll().onsuccess = (event) => {
      for (const vote of (event.target as IDBRequest<StoredVote[]>).result) moved.put(vote, voteKey(vote.newsId, vote.feed));
      db.deleteObjectStore('votes');
    };
  },
  // Extra feeds' items by feed and age (the first feed's have no `via`, so the index leaves them
  // out): a full store finds each extra feed's count and oldest without walking every item.
  (_db, tx) => void tx.objectStore('items').createIndex('viaTime', ['via', 'time']),
];

/** Like idb's `openDB`, but on the factory given (idb's always uses the global one). */
function open(indexedDB: IDBFactory | undefined, onBlocking?: () => void): Promise<IDBPDatabase<Schema>> {
  if (!indexedDB) return Promise.reject(new Error(t('feed.noIndexedDb')));
  const request = indexedDB.open(DB_NAME, upgrades.length);
  request.onupgradeneeded = (event) => {
    for (let step = event.oldVersion; step < upgrades.length; step++) upgrades[step]!(request.result, request.transaction!);
  };
  return (wrap(request) as unknown as Promise<IDBPDatabase<Schema>>).then((db) => {
    if (onBlocking) db.addEventListener('versionchange', onBlocking);
    return db;
  });
}

/**
 * The writer's store. With `onNewerVersion`, it steps aside when a newer version must upgrade the
 * database (closed, then told): the web page's tabs each write, and a tab of an older version would
 * otherwise hold a newer one's open for ever. The extension's worker is its only writer, of one version.
 */
export async function openIdbStore(indexedDB: IDBFactory = globalThis.indexedDB, onNewerVersion?: () => void): Promise<NewsStore> {
  const db: IDBPDatabase<Schema> = await open(indexedDB, onNewerVersion && (() => (db.close(), onNewerVersion())));
  return new IdbStore(db);
}

export type StoreReader = Pick<NewsStore, 'recent' | 'getItem' | 'votes' | 'countItems'>;

/**
 * Read-only access for pages: they read IndexedDB directly for speed, the background writes.
 * A page steps aside (closes) when a newer version of the extension needs to upgrade the schema.
 */
export async function openIdbReader(indexedDB: IDBFactory = globalThis.indexedDB): Promise<StoreReader> {
  const db: IDBPDatabase<Schema> = await open(indexedDB, () => db.close());
  return new IdbReader(db);
}

/** An index as browsers with IndexedDB's `getAllRecords` have it (not yet in TypeScript's DOM types). */
type RecordsIndex = IDBIndex & {
  getAllRecords?(options: { count?: number; direction?: IDBCursorDirection }): IDBRequest<{ value: StoredItem }[]>;
};

/** What pages read; kept apart from the writes so the pages' bundles carry none of them. */
class IdbReader implements StoreReader {
  constructor(protected readonly db: IDBPDatabase<Schema>) {}

  async recent(limit: number): Promise<StoredItem[]> {
    if (limit <= 0) return [];
    const index = this.db.transaction('items').store.index('time');
    // One request where the browser reads an index backwards in one (Chrome 141 on): the popup's first
    // rows wait on this read, and each request is a round trip to the browser's storage.
    const records = unwrap(index) as RecordsIndex;
    if (typeof records.getAllRecords === 'function') {
      const newestFirst = wrap(records.getAllRecords({ count: limit, direction: 'prev' })) as unknown as Promise<{ value: StoredItem }[]>;
      return (await newestFirst).map((record) => record.value);
    }
    // Elsewhere one getAll is far cheaper than a cursor step per item: find the time of the limit-th
    // newest item, then read everything from there in one request.
    const newest = await index.openCursor(null, 'prev');
    if (!newest) return [];
    const boundary = limit === 1 ? newest : await newest.advance(limit - 1);
    const items = await index.getAll(boundary ? IDBKeyRange.lowerBound(boundary.key) : undefined);
    return items.reverse().slice(0, limit);
  }

  getItem(id: string): Promise<StoredItem | undefined> {
    return this.db.get('items', id);
  }

  countItems(): Promise<number> {
    return this.db.count('items');
  }

  votes(): Promise<StoredVote[]> {
    return this.db.getAll('feedVotes');
  }
}

class IdbStore extends IdbReader implements NewsStore {
  readonly kind = 'indexeddb' as const;

  async putItems(items: StoredItem[], marks?: RaceMarks): Promise<void> {
    const tx = this.db.transaction('items', 'readwrite');
    // Each mark's item is held only from its read to its put: the reads are queued together, but a
    // read's answer is written back and let go before the next answer comes.
    const mark = async (id: string, race: RaceResult) => {
      const item = await tx.store.get(id);
      if (!item) return;
      const marked = { ...item, race };
      marks!.marked(marked);
      await tx.store.put(marked);
    };
    await Promise.all([...items.map((item) => tx.store.put(item)), ...[...(marks?.races ?? [])].map(([id, race]) => mark(id, race)), tx.done]);
  }

  async setAi(newsId: string, ai: AiNote): Promise<StoredItem | undefined> {
    const tx = this.db.transaction('items', 'readwrite');
    const item = await tx.store.get(newsId);
    const updated = item && item.via === undefined && !item.ai ? { ...item, ai } : undefined;
    if (updated) await tx.store.put(updated);
    await tx.done;
    return updated;
  }

  async setTally(newsId: string, likes: number, dislikes: number): Promise<void> {
    const tx = this.db.transaction('items', 'readwrite');
    const item = await tx.store.get(newsId);
    if (item) await tx.store.put({ ...item, likes, dislikes });
    await tx.done;
  }

  async setOutcome(newsId: string, outcome: Outcome): Promise<StoredItem | undefined> {
    const tx = this.db.transaction('items', 'readwrite');
    const item = await tx.store.get(newsId);
    const updated = item && item.via === undefined ? { ...item, outcome: withOutcome(item.outcome, outcome) } : undefined;
    if (updated) await tx.store.put(updated);
    await tx.done;
    return updated;
  }

  async prune(limits: RetentionLimits, now: number): Promise<number> {
    const tx = this.db.transaction('items', 'readwrite');
    const byTime = tx.store.index('time');
    const total = await tx.store.count();
    let excess = Math.max(0, total - limits.maxItems);
    const oldest = now - limits.maxAgeMs;
    let removed = 0;
    if (excess > 0) {
      // Only when full: each extra feed counted in its own part of the index, and the oldest of a feed past its share go first (the largest excess first).
      const byFeed = tx.store.index('viaTime');
      const ofFeed = (via: string) => IDBKeyRange.bound([via, -Infinity], [via, Infinity]);
      const held = new Map<string, number>();
      for (let cursor = await byFeed.openKeyCursor(); cursor; ) {
        const via = cursor.key[0];
        held.set(via, await byFeed.count(ofFeed(via)));
        cursor = await cursor.continue([via, Infinity]);
      }
      for (const [via, over] of [...overShare(held, limits.maxItems)].sort((a, b) => b[1] - a[1])) {
        for (let cursor = await byFeed.openCursor(ofFeed(via)), left = Math.min(over, excess); cursor && left > 0; cursor = await cursor.continue(), left--) {
          await cursor.delete();
          removed++;
          excess--;
        }
      }
    }
    let cursor = await byTime.openCursor();
    while (cursor && (excess > 0 || cursor.value.time < oldest)) {
      await cursor.delete();
      removed++;
      excess--;
      cursor = await cursor.continue();
    }
    await tx.done;
    return removed;
  }

  async removeImplausible(now: number): Promise<number> {
    const tx = this.db.transaction('items', 'readwrite');
    const byTime = tx.store.index('time');
    let removed = 0;
    for (const range of [IDBKeyRange.upperBound(EARLIEST_TIME, true), IDBKeyRange.lowerBound(now + FUTURE_SLACK_MS, true)]) {
      for (let cursor = await byTime.openCursor(range); cursor; cursor = await cursor.continue()) {
        await cursor.delete();
        removed++;
      }
    }
    await tx.done;
    return removed;
  }

  async setVote(newsId: string, vote: VoteType | null, time: number, feed?: string): Promise<void> {
    if (vote) await this.db.put('feedVotes', feedVote({ newsId, vote, time }, feed), voteKey(newsId, feed));
    else await this.db.delete('feedVotes', voteKey(newsId, feed));
  }

  async replaceVotes(votes: VoteRecord[], feed?: string): Promise<void> {
    const tx = this.db.transaction('feedVotes', 'readwrite');
    // Only this feed's range of keys is touched: every other feed's votes stay as they are.
    await Promise.all([tx.store.delete(feedVoteRange(feed)), ...votes.map((vote) => tx.store.put(feedVote(vote, feed), voteKey(vote.newsId, feed))), tx.done]);
  }

  async clear(): Promise<void> {
    const tx = this.db.transaction(['items', 'feedVotes'], 'readwrite');
    await Promise.all([tx.objectStore('items').clear(), tx.objectStore('feedVotes').clear(), tx.done]);
  }
}
