import type { Clock } from '@/utils/net/net-types';
import { BatchWriter } from '@/utils/store/batch-writer';
import { ResilientStore, type StorageHealth } from '@/utils/store/resilient-store';
import type { NewsStore, RetentionLimits, StoredItem } from '@/utils/store/store-types';

export interface OpenItemStoreDeps {
  /** IndexedDB; when it fails to open the worker runs on memory and says so. */
  openStore: () => Promise<NewsStore>;
  /** The memory store taken when IndexedDB fails (ResilientStore). */
  inMemory: () => Promise<NewsStore>;
  clock: Clock;
  retention: () => RetentionLimits;
  /** Storage moved to memory (at open, or later on a failed write). */
  onHealth: (health: StorageHealth) => void;
  /** A stored item's card now says who won its race. */
  onMarked?: (item: StoredItem) => void;
  /** Clear items whose time no date can show (default): only a cache an older version wrote can hold them. */
  clearImplausible?: boolean;
}

export interface OpenedItemStore {
  store: ResilientStore;
  /** Where arriving items go: written a batch at a time. */
  writer: BatchWriter;
  /** Stored items removed for a time no date can show (kept by a version that did not check). */
  unreadableRemoved: number;
}

/** Opens the worker's item store, falling back to memory, and clears what no version should have kept. */
export async function openItemStore(deps: OpenItemStoreDeps): Promise<OpenedItemStore> {
  let primary: NewsStore | Error;
  try {
    primary = await deps.openStore();
  } catch (error) {
    primary = error instanceof Error ? error : new Error(String(error));
  }
  const store = new ResilientStore(primary, deps.onHealth, deps.inMemory);
  const writer = new BatchWriter(store, deps.clock, {
    maxBatch: 100,
    maxDelayMs: 250,
    pruneEveryMs: 60_000,
    retention: deps.retention,
    onError: (error) => console.error('newsflash: storing items failed', error),
    onMarked: deps.onMarked,
  });
  const unreadableRemoved = deps.clearImplausible === false ? 0 : await store.removeImplausible(deps.clock.now()).catch(() => 0);
  return { store, writer, unreadableRemoved };
}
