import type { NewsItem } from '@newsflash/protocol';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import type { LiveSubscription, PageHost } from '@/components/host/page-host';
import { openItemStore, type OpenedItemStore } from '@/utils/background/open-item-store';
import { problemText } from '@/utils/background/problem-text';
import { LikesFeed } from '@/utils/feed/likes-feed';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { Envelope, LiveEvent, MessageMap, StatusSnapshot, SyncResult } from '@/utils/messages';
import type { Clock, FetchLike, SocketFactory } from '@/utils/net/types';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { StoreReader } from '@/utils/store/idb-store';
import type { NewsStore, StoredItem } from '@/utils/store/types';
import { HistorySync } from '@/utils/votes/history-sync';
import { VoteClient } from '@/utils/votes/vote-client';
import { Voter } from '@/utils/votes/voter';
import { t } from '@/utils/i18n';
import { webEndpoints } from './web-endpoints';

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
}

/** What a page keeps of the feed: the extension's default retention (settings-schema.ts, not imported: it brings the rules' pattern engine). */
const WEB_RETENTION = { maxItems: 5_000, maxAgeMs: 30 * 86_400_000 };

/** What the account panel shows and does. */
export interface WebAccount {
  hasKey: boolean;
  /** The key the service refused at login, or for a history read. */
  rejected: boolean;
  history?: SyncResult;
}

/**
 * The service's own web page's engine: what the extension's worker does for its pages, in the page
 * itself, on the page's origin only. The feed socket (logged in with the reader's key, or anonymous
 * and delayed), the vote stream, the voting API and the history cache, behind the same `PageHost`
 * the popup's components read, so those components are shared unchanged.
 */
export function createWebEngine(deps: WebEngineDeps) {
  const { clock } = deps;
  const endpoints = webEndpoints(deps.origin);
  let apiKey = deps.keys.get();
  let history: SyncResult | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };
  const listeners = new Set<(event: LiveEvent) => void>();
  const accountListeners = new Set<() => void>();
  const broadcast = (event: LiveEvent) => listeners.forEach((listener) => listener(event));

  const sessionDeps = { createSocket: deps.createSocket, clock, random: deps.random };
  const feed = new NewsFeed({ socketUrl: endpoints.socketUrl, apiUrl: endpoints.apiUrl, apiKey: apiKey || undefined }, { ...sessionDeps, fetch: deps.fetch });
  const likes = new LikesFeed(endpoints.likesUrl, sessionDeps);
  let opening: Promise<OpenedItemStore> | undefined;
  const opened = () =>
    (opening ??= openItemStore({
      openStore: deps.openStore,
      clock,
      retention: () => WEB_RETENTION,
      onHealth: (next) => ((health = next), pushStatus()),
      // The page's cache was only ever written by versions that check times: nothing to scan for.
      clearImplausible: false,
    }));
  let storage: OpenedItemStore | undefined;
  const store = () => storage?.store;

  const client = new VoteClient({ fetch: deps.fetch, clock }, () => ({ apiKey, apiUrl: endpoints.apiUrl }));
  const tallies = new TallyOrder();
  const sync = new HistorySync({
    client,
    store,
    clock,
    saveSyncedAt: async () => {},
    // Also after a vote (`afterVote`): the account's list of votes reads the cache again.
    onSynced: (syncedAt) => {
      broadcast({ type: 'history', syncedAt });
      accountChanged();
    },
  });
  const voter = new Voter({ client, clock, store, broadcast, admitTally: (newsId, version) => tallies.admit(newsId, version), onVoted: () => sync.afterVote() });

  const status = (): StatusSnapshot => {
    const feedStatus = feed.getStatus();
    const counters = feed.getCounters();
    return {
      feed: { ...feedStatus, lastError: feedStatus.lastError && problemText(feedStatus.lastError) },
      counters: { ...counters, lastError: counters.lastError && problemText(counters.lastError), notificationsShown: 0, unreadableRemoved: storage?.unreadableRemoved ?? 0 },
      storage: health,
      unread: 0,
      serverAddress: deps.origin,
      hasKey: apiKey !== '',
      keyWithheld: false,
      prices: { state: 'off', dropped: 0, enabled: false },
      onboarding: 'done',
      // Pictures live on other hosts: the page connects to its own origin only.
      feedImages: false,
      // The page keeps no hop log and sends to no channel: those are the worker's.
      warnings: [],
      channels: [],
    };
  };
  const pushStatus = () => broadcast({ type: 'status', status: status() });
  const accountChanged = () => accountListeners.forEach((listener) => listener());

  // The sockets start before the cache is open (its start scans it whole): what arrives meanwhile waits, within the cache's own size.
  const unstored: StoredItem[] = [];
  const keep = (items: NewsItem[], receivedAt: number): StoredItem[] => {
    const kept = items.map((item) => ({ ...item, receivedAt }));
    for (const item of kept) {
      if (storage) storage.writer.add(item);
      else if (unstored.length < WEB_RETENTION.maxItems) unstored.push(item);
    }
    if (kept.length) broadcast({ type: 'items', items: kept });
    return kept;
  };
  feed.on('item', ({ item, receivedAt }) => keep([item], receivedAt).forEach((stored) => deps.arrived?.(stored)));
  feed.on('backfill', ({ items }) => void keep(items, clock.now()));
  feed.on('status', pushStatus);
  feed.on('login', () => accountChanged());
  likes.on('tally', (tally) => {
    if (!tallies.admit(tally.newsId, tally.version)) return;
    void store()?.setTally(tally.newsId, tally.likes, tally.dislikes);
    broadcast({ type: 'tally', tally });
  });

  const syncHistory = async () => {
    history = await sync.sync();
    accountChanged();
    return history;
  };

  const handlers: { [K in 'vote' | 'recentItems' | 'markRead']: (payload: MessageMap[K]['payload']) => Promise<MessageMap[K]['reply']> } = {
    vote: ({ newsId, action }) => voter.vote(newsId, action),
    recentItems: async ({ limit }) => (await opened()).store.recent(limit),
    // Nothing counts unread on a page that is open while it is read.
    markRead: async () => ({ unread: 0 }),
  };

  const host: PageHost = {
    messages: {
      runtime: {
        async sendMessage(message: unknown) {
          const { name, payload } = message as Envelope;
          const handler = (handlers as Record<string, ((payload: unknown) => Promise<unknown>) | undefined>)[name];
          if (!handler) throw new Error(`newsflash: the web page does not answer ${name}`);
          return handler(payload);
        },
      },
    },
    subscribeLive(onEvent): LiveSubscription {
      listeners.add(onEvent);
      onEvent({ type: 'status', status: status() });
      const unwritten = storage?.writer.unwrittenItems() ?? [];
      if (unwritten.length > 0) onEvent({ type: 'items', items: unwritten });
      // Prices are the extension's: the page never asks for them.
      return { post: () => {}, close: () => listeners.delete(onEvent) };
    },
    openReader: deps.openReader ?? (async () => (await opened()).store),
    pageUrl: () => '#account',
    pagesInNewTab: false,
    fixLabel: t('web.toAccount'),
  };

  /** Points the feed and the API at the key (or none), and fetches that key's history. */
  const adoptKey = (key: string) => {
    apiKey = key;
    history = undefined;
    feed.configure({ ...endpoints, apiKey: key || undefined });
    pushStatus();
    accountChanged();
    if (key) void syncHistory();
    else void store()?.replaceVotes([]);
  };

  return {
    host,
    async start() {
      feed.start();
      likes.start();
      await deps.idle?.();
      storage = await opened();
      for (const item of unstored.splice(0)) storage.writer.add(item);
      pushStatus();
      if (apiKey) void syncHistory();
    },
    stop() {
      feed.stop();
      likes.stop();
    },
    signIn(key: string) {
      deps.keys.set(key);
      adoptKey(key);
    },
    signOut() {
      deps.keys.remove();
      adoptKey('');
    },
    syncHistory,
    /** The cached history with the items it names, newest first: read from IndexedDB, so offline too. */
    async cachedHistory() {
      const { store } = await opened();
      const votes = await store.votes();
      return Promise.all(votes.map(async (vote) => ({ vote, item: await store.getItem(vote.newsId) })));
    },
    account(): WebAccount {
      const login = feed.getStatus().login.state;
      const refused = history && !history.ok && history.error.kind === 'bad-key';
      return { hasKey: apiKey !== '', rejected: apiKey !== '' && (login === 'rejected' || !!refused), history };
    },
    onAccount(listener: () => void) {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
  };
}

export type WebEngine = ReturnType<typeof createWebEngine>;
