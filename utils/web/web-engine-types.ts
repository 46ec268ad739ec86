import type { SyncResult } from '@/utils/messages';
import type { Clock, FetchLike, SocketFactory } from '@/utils/net/net-types';
import type { StoreReader } from '@/utils/store/idb-store';
import type { NewsStore, StoredItem } from '@/utils/store/store-types';

// The web page's engine and its live part both read these: a file of their own, so neither imports the other for them.

/** Where the reader's key is kept: the page's own storage, for its origin only. */
export interface KeyStore {
  get(): string;
  set(key: string): void;
  remove(): void;
}

export interface WebEngineDeps {
  /** The page's own origin (`location.origin`): the only place anything is sent. */
  origin: string;
  createSocket: SocketFactory;
  fetch: FetchLike;
  clock: Clock;
  random: () => number;
  openStore: () => Promise<NewsStore>;
  /**
   * The cache as the feed reads it at opening, on a connection of its own, as the popup reads it:
   * not behind the writer's start (which first clears unreadable items, a scan of the whole cache).
   */
  openReader?: () => Promise<StoreReader>;
  keys: KeyStore;
  /**
   * Resolves when the page has painted and is idle: the writer's start (a scan of the whole cache
   * for unreadable items, in a read-write transaction) would hold the first read behind it.
   */
  idle?: () => Promise<void>;
  /** A live item arrived (not a backfilled one): the page may raise a notification for it. */
  arrived?: (item: StoredItem) => void;
  /** Fetches the live part's chunk (a test's stand-in fails it). */
  loadLive?: () => Promise<typeof import('./web-live')>;
  /** Fetches the voting API's and the history's chunk (a test's stand-in counts or fails it). */
  loadVotes?: () => Promise<typeof import('./web-votes')>;
}

/** What the account panel shows and does. */
export interface WebAccount {
  hasKey: boolean;
  /** The key the service refused at login, or for a history read. */
  rejected: boolean;
  history?: SyncResult;
}
