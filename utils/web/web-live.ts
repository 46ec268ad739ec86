import type { NewsItem } from '@newsflash/protocol/news-item';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import { t } from '@/utils/base/i18n';
import { loadOnce } from '@/utils/base/load-once';
import { openItemStore, type OpenedItemStore } from '@/utils/background/open-item-store';
import { createUpdateFrames } from '@/utils/background/update-frames';
import { LikesFeed } from '@/utils/feed/likes-feed';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { LiveEvent, MessageMap, StatusSnapshot, SyncResult } from '@/utils/messages';
import type { Problem } from '@/utils/net/problem';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { NewsStore, StoredItem } from '@/utils/store/store-types';
import { webEndpoints } from './web-endpoints';
import type { WebAccount, WebEngineDeps } from './web-engine-types';

/** What a page keeps of the feed: the extension's default retention (settings-schema.ts, not imported: it brings the rules' pattern engine). */
const WEB_RETENTION = { maxItems: 5_000, maxAgeMs: 30 * 86_400_000 };

/** How the live part reaches the page: its subscribers and the account panel. */
export interface WebLiveOutlet {
  broadcast(event: LiveEvent): void;
  accountChanged(): void;
}

/** What the live part answers for the page's components (`markRead` the engine answers itself). */
export type WebHandlers = { [K in 'vote' | 'recentItems']: (payload: MessageMap[K]['payload']) => Promise<MessageMap[K]['reply']> };

/**
 * The web page's feed, vote stream, voting API, history and cache writer: what the extension's
 * worker does for its pages. A chunk of its own (web-engine.ts loads it once the page has painted):
 * it carries the protocol's zod readers, which the first paint of the cache never needs. The voting
 * API and the history are a chunk of their own again (web-votes.ts), loaded at the first vote, key
 * or history read: a reader without a key never needs them.
 */
export function createWebLive(deps: WebEngineDeps, outlet: WebLiveOutlet) {
  const { clock } = deps;
  const { broadcast, accountChanged } = outlet;
  const endpoints = webEndpoints(deps.origin);
  let apiKey = deps.keys.get();
  let history: SyncResult | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };

  const sessionDeps = { createSocket: deps.createSocket, clock, random: deps.random };
  const feed = new NewsFeed({ socketUrl: endpoints.socketUrl, apiUrl: endpoints.apiUrl, apiKey: apiKey || undefined }, { ...sessionDeps, fetch: deps.fetch });
  const likes = new LikesFeed(endpoints.likesUrl, sessionDeps);
  let opening: Promise<OpenedItemStore> | undefined;
  const opened = () =>
    (opening ??= openItemStore({
      openStore: deps.openStore,
      // Only a page whose IndexedDB fails loads the memory store's code.
      inMemory: async () => new (await import('@/utils/store/memory-store')).MemoryStore(),
      clock,
      retention: () => WEB_RETENTION,
      onHealth: (next) => ((health = next), pushStatus()),
      // The page's cache was only ever written by versions that check times: nothing to scan for.
      clearImplausible: false,
    }));
  let storage: OpenedItemStore | undefined;
  const store = () => storage?.store;

  const tallies = new TallyOrder();
  const loadVotes = deps.loadVotes ?? (() => import('./web-votes'));
  const voting = loadOnce(() =>
    loadVotes().then(({ createWebVotes }) =>
      createWebVotes({
        fetch: deps.fetch,
        clock,
        config: () => ({ apiKey, apiUrl: endpoints.apiUrl }),
        store,
        broadcast,
        tallies,
        onSynced: (syncedAt) => {
          broadcast({ type: 'history', syncedAt });
          accountChanged();
        },
      }),
    ),
  );

  // A connection's problem in words (problem-text.ts) is loaded at the first problem: a page whose
  // sockets and backlog never fail never needs it. Until it is here (a chunk from the page's own
  // worker, moments) the problem shows in its code, then the status is told again in words.
  let problemText: ((problem: Problem) => string) | undefined;
  const loadWording = loadOnce(() => import('@/utils/background/problem-text').then((module) => ((problemText = module.problemText), pushStatus())));
  const inWords = (problem: Problem) => {
    if (problemText) return problemText(problem);
    loadWording().catch(() => undefined);
    return problem.code;
  };

  const status = (): StatusSnapshot => {
    const feedStatus = feed.getStatus();
    const counters = feed.getCounters();
    return {
      feed: { ...feedStatus, lastError: feedStatus.lastError && inWords(feedStatus.lastError) },
      counters: {
        ...counters,
        lastError: counters.lastError && inWords(counters.lastError),
        notificationsShown: 0,
        unreadableRemoved: storage?.unreadableRemoved ?? 0,
        updatesDropped: updates.dropped(),
      },
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
  // An outcome or a model's note is stored with its item; the item goes to the page again, which updates it in place.
  // The item may still wait in the batch: written first.
  const update = (write: (kept: NewsStore) => Promise<StoredItem | undefined>) =>
    Promise.resolve(storage?.writer.flush())
      .then(() => {
        const kept = store();
        return kept && write(kept);
      })
      .then((item) => item && broadcast({ type: 'items', items: [item] }), () => {});
  // Within the worker's budget for them (update-frames.ts): a flood of frames is not a flood of storage transactions.
  const updates = createUpdateFrames({ clock, apply: (frame) => update((kept) => (frame.kind === 'outcome' ? kept.setOutcome(frame.id, frame.outcome) : kept.setAi(frame.id, frame.ai))) });
  feed.on('outcome', ({ id, outcome }) => updates.offer({ kind: 'outcome', id, outcome }));
  feed.on('ai', ({ id, ai }) => updates.offer({ kind: 'ai', id, ai }));
  likes.on('tally', (tally) => {
    if (!tallies.admit(tally.newsId, tally.version)) return;
    void store()?.setTally(tally.newsId, tally.likes, tally.dislikes);
    broadcast({ type: 'tally', tally });
  });

  // A chunk that did not arrive is a service that could not be reached, as the account panel says of a failed read.
  const syncHistory = async () => {
    history = await voting().then(
      (loaded) => loaded.sync(),
      (): SyncResult => ({ ok: false, error: { kind: 'offline', message: t('errors.offline') } }),
    );
    accountChanged();
    return history;
  };

  const handlers: WebHandlers = {
    vote: async ({ newsId, action }) => (await voting()).vote(newsId, action),
    recentItems: async ({ limit }) => (await opened()).store.recent(limit),
  };

  return {
    handlers,
    /** What a new subscriber is told at once: the status, and what the writer has yet to write. */
    greet(onEvent: (event: LiveEvent) => void) {
      onEvent({ type: 'status', status: status() });
      const unwritten = storage?.writer.unwrittenItems() ?? [];
      if (unwritten.length > 0) onEvent({ type: 'items', items: unwritten });
    },
    store: async () => (await opened()).store,
    async start() {
      feed.start();
      likes.start();
      pushStatus();
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
    /** Tries the sockets now if they wait to retry (the browser is online again, the reader came back): no waiting out the backoff. */
    reconnect() {
      feed.poke();
      likes.poke();
    },
    /** Points the feed and the API at the key (or none), and fetches that key's history. */
    adoptKey(key: string) {
      apiKey = key;
      history = undefined;
      feed.configure({ ...endpoints, apiKey: key || undefined });
      pushStatus();
      accountChanged();
      if (key) void syncHistory();
      else void store()?.replaceVotes([]);
    },
    syncHistory,
    account(): WebAccount {
      const login = feed.getStatus().login.state;
      const refused = history && !history.ok && history.error.kind === 'bad-key';
      return { hasKey: apiKey !== '', rejected: apiKey !== '' && (login === 'rejected' || !!refused), history };
    },
  };
}

export type WebLive = ReturnType<typeof createWebLive>;
