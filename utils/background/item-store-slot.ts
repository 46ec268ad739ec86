import type { NewsItem } from '@newsflash/protocol/news-item';
import type { RaceResult } from '@/utils/race/feed-race';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { StoredItem } from '@/utils/store/store-types';
import { openItemStore, type OpenedItemStore, type OpenItemStoreDeps } from './open-item-store';
import { MemoryStore } from '@/utils/store/memory-store';

/**
 * The worker's item store from its first turn: empty until `open` (during start), so everything
 * wired before it (socket events, votes, pages) reads and writes through one place that says
 * "nothing yet" rather than each checking.
 */
export function itemStoreSlot() {
  let opened: OpenedItemStore | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };
  const unwritten = (): StoredItem[] => opened?.writer.unwrittenItems() ?? [];
  return {
    store: () => opened?.store,
    health: () => health,
    unreadableRemoved: () => opened?.unreadableRemoved ?? 0,
    /** Items still on their way to IndexedDB: neither in the store a page reads nor ahead of it. */
    unwritten,
    add: (item: StoredItem) => opened?.writer.add(item),
    /** A later copy of a stored or waiting item: its card says who won, marked by the writer. */
    mark: (id: string, race: RaceResult) => opened?.writer.mark(id, race),
    flush: () => opened?.writer.flush(),
    backlog: () => opened?.writer.backlog ?? 0,
    find: async (id: string): Promise<StoredItem | undefined> => opened?.writer.unwrittenItem(id) ?? (await opened?.store.getItem(id)),
    recent: async (limit: number): Promise<NewsItem[]> => (await opened?.store.recent(limit)) ?? [],
    async open(deps: Omit<OpenItemStoreDeps, 'onHealth' | 'inMemory'>, healthChanged: () => void): Promise<OpenedItemStore> {
      opened = await openItemStore({ ...deps, inMemory: async () => new MemoryStore(), onHealth: (next) => ((health = next), healthChanged()) });
      return opened;
    },
  };
}
