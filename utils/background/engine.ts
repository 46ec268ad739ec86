import type { WxtBrowser } from 'wxt/browser';
import { Coalescer } from '@/utils/alerts/coalesce';
import type { BrowserName } from '@/utils/alerts/notification';
import { decide, type Decision, type Sound } from '@/utils/alerts/rules';
import { deriveEndpoints } from '@/utils/endpoints';
import { LikesFeed } from '@/utils/feed/likes-feed';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { Clock, FetchLike, SocketFactory } from '@/utils/feed/types';
import type { Handlers, LiveEvent, StatusSnapshot } from '@/utils/messages';
import type { NewsItem } from '@/utils/protocol';
import {
  alertsItem,
  apiKeyItem,
  endpointOverridesItem,
  readAlerts,
  readOverrides,
  readRetention,
  retentionItem,
  serverAddressItem,
  votesSyncedAtItem,
  type AlertSettings,
  type StoredOverrides,
} from '@/utils/settings';
import { BatchWriter } from '@/utils/store/batch-writer';
import { ResilientStore, type StorageHealth } from '@/utils/store/resilient-store';
import type { NewsStore, StoredItem } from '@/utils/store/types';
import { VoteClient } from '@/utils/votes/vote-client';
import { Badge } from './badge';
import { HistorySync } from './history-sync';
import { LivePorts } from './live-ports';
import { Notifier } from './notifier';
import { Voter } from './voter';

export const WATCHDOG_ALARM = 'newsflash-watchdog';

export interface EngineDeps {
  browser: WxtBrowser;
  browserName: BrowserName;
  createSocket: SocketFactory;
  fetch: FetchLike;
  clock: Clock;
  random: () => number;
  /** IndexedDB, opened during `start`; when it fails the engine runs on memory and says so. */
  openStore: () => Promise<NewsStore>;
  playSound: (sound: Sound) => Promise<void>;
  loadUnread: () => Promise<number>;
  saveUnread: (unread: number) => Promise<void>;
}

/**
 * The background's engine: feed → store → rules → notifications, vote counts, votes, and pushes
 * to open pages. Listeners are registered synchronously by `register` (MV3 wakes the worker for
 * events only if they were registered in the first turn); `start` does the async rest.
 */
export function createEngine(deps: EngineDeps) {
  const { browser, clock } = deps;
  let alerts: AlertSettings = readAlerts(undefined);
  /** What the user set, and what was derived from it. */
  const settings: { serverAddress: string; apiKey: string; overrides: StoredOverrides } = { serverAddress: '', apiKey: '', overrides: {} };
  let config = { apiKey: '', apiUrl: '' };
  let configError: string | undefined;
  let store: ResilientStore | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };
  let writer: BatchWriter | undefined;
  let limits = readRetention(undefined);
  /** Set once storage is ready: settings changes before that wait for it. */
  let started = false;
  /** Recent frame-arrival-to-notification latencies, for diagnostics and the benchmark. */
  const latencies: number[] = [];
  let shown = 0;
  const sessionDeps = { createSocket: deps.createSocket, clock, random: deps.random };
  const feed = new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...sessionDeps, fetch: deps.fetch });
  const likes = new LikesFeed('', sessionDeps);
  const votes = new VoteClient({ fetch: deps.fetch, clock }, () => config);
  const history = new HistorySync({
    client: votes,
    store: () => store,
    clock,
    saveSyncedAt: (at) => votesSyncedAtItem.setValue(at),
    onSynced: (syncedAt) => ports.broadcast({ type: 'history', syncedAt }),
  });
  const voter = new Voter({ client: votes, clock, store: () => store, broadcast: (event) => ports.broadcast(event), onVoted: () => history.afterVote() });
  const ports = new LivePorts(browser, (send) => {
    send({ type: 'status', status: status() });
    // Items still on their way to IndexedDB are neither in the store the page reads nor ahead of it.
    const unwritten = writer?.unwrittenItems() ?? [];
    if (unwritten.length > 0) send({ type: 'items', items: unwritten });
  });
  const badge = new Badge(browser, deps.saveUnread);
  const notifier = new Notifier({
    browser,
    playSound: deps.playSound,
    context: () => ({
      browser: deps.browserName,
      fallbackIcon: browser.runtime.getURL('/icon/128.png'),
      canVote: config.apiKey !== '',
      allowRequireInteraction: alerts.allowRequireInteraction,
    }),
    linkOf: async (id) => (await store?.getItem(id))?.link,
    vote: (newsId, action) => voter.vote(newsId, action),
    monotonic: () => clock.monotonic(),
    onShown: () => shown++,
    onLatency: (ms) => {
      latencies.push(ms);
      if (latencies.length > 1_000) latencies.shift();
    },
  });
  const coalescer = new Coalescer(clock, { maxPerWindow: alerts.maxPerWindow, windowMs: alerts.windowSeconds * 1000 }, (n) => void notifier.show(n));

  function status(): StatusSnapshot {
    const feedStatus = feed.getStatus();
    return {
      feed: configError ? { ...feedStatus, connection: 'stopped', lastError: configError } : feedStatus,
      counters: { ...feed.getCounters(), notificationsShown: shown, lastNotifyLatencyMs: latencies.at(-1) },
      storage: health,
      unread: badge.count,
      serverAddress: settings.serverAddress,
      hasKey: config.apiKey !== '',
    };
  }
  const pushStatus = () => ports.broadcast({ type: 'status', status: status() });

  const decideFor = (item: NewsItem): Decision =>
    decide(item, alerts.rules, { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, now: clock.now() });

  function ingest(items: NewsItem[], receivedAt: number): { kept: StoredItem[]; notify: { item: NewsItem; sound?: Sound }[] } {
    const kept: StoredItem[] = [];
    const notify: { item: NewsItem; sound?: Sound }[] = [];
    for (const item of items) {
      const decision = decideFor(item);
      if (decision.action === 'hide') continue;
      const stored = { ...item, receivedAt };
      kept.push(stored);
      writer?.add(stored);
      if (decision.action === 'notify' || decision.action === 'notify-sound') notify.push({ item, sound: decision.sound });
    }
    badge.add(kept.length);
    return { kept, notify };
  }

  feed.on('item', ({ item, receivedAt, arrivedAt }) => {
    const { kept, notify } = ingest([item], receivedAt);
    for (const entry of notify) coalescer.offer(entry.item, entry.sound, arrivedAt);
    if (kept[0]) ports.broadcast({ type: 'item', item: kept[0] });
  });
  feed.on('backfill', ({ items, initial }) => {
    const { kept, notify } = ingest(items, clock.now());
    // The first history after install is context, not news: it is stored but raises nothing.
    if (initial) badge.clear();
    else coalescer.offerBackfill(notify.map((entry) => entry.item), notify.find((entry) => entry.sound)?.sound);
    if (kept.length) ports.broadcast({ type: 'items', items: kept });
  });
  feed.on('status', pushStatus);
  likes.on('counts', (counts) => {
    void store?.setCounts(counts.newsId, counts.likes, counts.dislikes);
    ports.broadcast({ type: 'counts', counts });
  });

  function applyConnection(): void {
    const derived = deriveEndpoints(settings.serverAddress, settings.overrides);
    if (!derived.ok) {
      configError = `Server address is invalid: ${derived.error}`;
      feed.stop();
      likes.stop();
      pushStatus();
      return;
    }
    configError = undefined;
    const { socketUrl, likesUrl, apiUrl } = derived.endpoints;
    const keyChanged = config.apiKey !== settings.apiKey.trim();
    config = { apiKey: settings.apiKey.trim(), apiUrl };
    // A history for the new key (or first start) is fetched now, so it is there to read offline.
    if (keyChanged && config.apiKey) void history.sync();
    feed.configure({ socketUrl, apiUrl, apiKey: config.apiKey || undefined });
    likes.setUrl(likesUrl);
    feed.start();
    likes.start();
    pushStatus();
  }

  function applyAlerts(value: unknown): void {
    alerts = readAlerts(value);
    coalescer.setLimits({ maxPerWindow: alerts.maxPerWindow, windowMs: alerts.windowSeconds * 1000 });
  }

  /** The alarm's job. A late alarm (the machine slept) finds the sockets waiting out a backoff: go now. */
  function watchdog(): void {
    feed.poke();
    likes.poke();
  }

  const handlers: Handlers = {
    getStatus: async () => status(),
    vote: ({ newsId, action }) => voter.vote(newsId, action),
    markRead: async () => {
      badge.clear();
      return { unread: 0 };
    },
    recentItems: async ({ limit }) => {
      await writer?.flush();
      return store ? store.recent(Math.min(limit, 10_000)) : [];
    },
    syncVotes: () => history.sync(),
    voteHistory: async () => {
      const [records, syncedAt] = await Promise.all([store?.votes() ?? [], votesSyncedAtItem.getValue()]);
      const items = await Promise.all(records.map((record) => store?.getItem(record.newsId)));
      return { votes: records, items: items.filter((item): item is StoredItem => item !== undefined), syncedAt };
    },
    storageInfo: async () => ({ ...health, items: (await store?.countItems()) ?? 0, votes: (await store?.votes())?.length ?? 0 }),
    clearCache: async () => {
      await writer?.flush();
      await store?.clear();
      await votesSyncedAtItem.setValue(0);
      return { cleared: true };
    },
  };

  return {
    handlers,
    ports,
    feed,
    notifier,
    /** Synchronous: must run in the worker's first turn. */
    register(): void {
      ports.register();
      notifier.register();
      browser.alarms.onAlarm.addListener((alarm) => {
        if (alarm.name === WATCHDOG_ALARM) watchdog();
      });
    },
    watchdog,
    async start(): Promise<void> {
      // Followed before anything is read, so a change saved while the worker starts is not lost;
      // a value a watcher has seen is newer than what the read below returns.
      const seen = new Set<string>();
      const follow = <T>(name: string, apply: (value: T) => void) => (value: T) => {
        seen.add(name);
        apply(value);
        if (started && name in settings) applyConnection();
      };
      serverAddressItem.watch(follow('serverAddress', (value) => (settings.serverAddress = value)));
      apiKeyItem.watch(follow('apiKey', (value) => (settings.apiKey = value)));
      endpointOverridesItem.watch(follow('overrides', (value) => (settings.overrides = readOverrides(value))));
      alertsItem.watch(follow('alerts', applyAlerts));
      retentionItem.watch(follow('retention', (value) => (limits = readRetention(value))));
      // Re-created at every start: a killed worker has no timers, only alarms wake it.
      await browser.alarms.create(WATCHDOG_ALARM, { periodInMinutes: 0.5 });
      const [serverAddress, apiKey, overrides, alertValue, retention, unread] = await Promise.all([
        serverAddressItem.getValue(),
        apiKeyItem.getValue(),
        endpointOverridesItem.getValue(),
        alertsItem.getValue(),
        retentionItem.getValue(),
        deps.loadUnread(),
      ]);
      if (!seen.has('serverAddress')) settings.serverAddress = serverAddress;
      if (!seen.has('apiKey')) settings.apiKey = apiKey;
      if (!seen.has('overrides')) settings.overrides = readOverrides(overrides);
      if (!seen.has('alerts')) applyAlerts(alertValue);
      if (!seen.has('retention')) limits = readRetention(retention);
      badge.restore(unread);
      let primary: NewsStore | Error;
      try {
        primary = await deps.openStore();
      } catch (error) {
        primary = error instanceof Error ? error : new Error(String(error));
      }
      store = new ResilientStore(primary, (next) => {
        health = next;
        pushStatus();
      });
      writer = new BatchWriter(store, clock, {
        maxBatch: 100,
        maxDelayMs: 250,
        pruneEveryMs: 60_000,
        retention: () => ({ maxItems: limits.maxItems, maxAgeMs: limits.maxAgeDays * 86_400_000 }),
        onError: (error) => console.error('newsflash: storing items failed', error),
      });
      // What is already stored is not delivered again, and the gap since it is backfilled.
      feed.markSeen(await store.recent(limits.maxItems));
      started = true;
      applyConnection();
    },
    /** Written items, for tests and shutdown. */
    flush: () => writer?.flush(),
    status,
    latencies: () => [...latencies],
    broadcast: (event: LiveEvent) => ports.broadcast(event),
  };
}

export type Engine = ReturnType<typeof createEngine>;
