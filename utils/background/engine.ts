import type { WxtBrowser } from 'wxt/browser';
import { Coalescer } from '@/utils/alerts/coalesce';
import type { BrowserName } from '@/utils/alerts/notification';
import type { Sound } from '@/utils/alerts/sounds';
import { LikesFeed } from '@/utils/feed/likes-feed';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { Clock, FetchLike, SocketFactory } from '@/utils/net/types';
import { livePageMessageSchema } from '@/utils/message-payloads';
import type { StatusSnapshot } from '@/utils/messages';
import { PriceFeed } from '@/utils/prices/price-feed';
import type { AlertSettings, Settings } from '@/utils/settings';
import { BatchWriter } from '@/utils/store/batch-writer';
import { ResilientStore, type StorageHealth } from '@/utils/store/resilient-store';
import type { NewsStore } from '@/utils/store/types';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import { VoteClient } from '@/utils/votes/vote-client';
import { Badge } from './badge';
import { planConnection } from './connection';
import { createHandlers } from './handlers';
import { HistorySync } from './history-sync';
import { createIngest } from './ingest';
import { LivePorts } from './live-ports';
import { Notifier } from './notifier';
import { PageWatches } from './price-watch';
import { watchSettings } from './settings-watch';
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
  /** The stored settings it follows, each read through its tolerant reader. */
  settings: Settings;
}

/**
 * The background's engine: wires feed → store → rules → notifications, vote counts, votes, and
 * pushes to open pages. Listeners are registered synchronously by `register` (MV3 wakes the worker
 * for events only if they were registered in the first turn); `start` does the async rest.
 */
export function createEngine(deps: EngineDeps) {
  const { browser, clock } = deps;
  const watch = watchSettings(deps.settings, {
    connectionChanged: () => applyConnection(),
    alertsChanged: (alerts) => coalescer.setLimits(limitsOf(alerts)),
    pricesChanged: (settings) => {
      priceFeed.configure(settings);
      pushStatus();
    },
    onboardingChanged: () => pushStatus(),
  });
  /** What the sockets and the API use now: the key only when it may go there. */
  let config = { apiKey: '', apiUrl: '' };
  let keyWithheld = false;
  let configError: string | undefined;
  let store: ResilientStore | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };
  let writer: BatchWriter | undefined;
  /** Recent frame-arrival-to-notification latencies, for diagnostics and the benchmark. */
  const latencies: number[] = [];
  let shown = 0;
  /** Stored items removed at start for a time no date can show (kept by a version that did not check). */
  let unreadableRemoved = 0;
  const sessionDeps = { createSocket: deps.createSocket, clock, random: deps.random };
  const feed = new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...sessionDeps, fetch: deps.fetch });
  const likes = new LikesFeed('', sessionDeps);
  const votes = new VoteClient({ fetch: deps.fetch, clock }, () => config);
  const history = new HistorySync({
    client: votes,
    store: () => store,
    clock,
    saveSyncedAt: (at) => deps.settings.votesSyncedAt.item.setValue(at),
    onSynced: (syncedAt) => ports.broadcast({ type: 'history', syncedAt }),
  });
  const tallies = new TallyOrder();
  const voter = new Voter({
    client: votes,
    clock,
    store: () => store,
    broadcast: (event) => ports.broadcast(event),
    admitTally: (newsId, version) => tallies.admit(newsId, version),
    onVoted: () => history.afterVote(),
  });
  const ports = new LivePorts(browser, {
    onOpen(send) {
      send({ type: 'status', status: status() });
      // Items still on their way to IndexedDB are neither in the store the page reads nor ahead of it.
      const unwritten = writer?.unwrittenItems() ?? [];
      if (unwritten.length > 0) send({ type: 'items', items: unwritten });
    },
    onMessage(page, message) {
      const parsed = livePageMessageSchema.safeParse(message);
      if (parsed.success) pageWatches.set(page, parsed.data.watches);
    },
    onClose: (page) => pageWatches.drop(page),
  });
  const pageWatches = new PageWatches((watches) => priceFeed.watch(watches));
  const priceFeed = new PriceFeed({
    ...sessionDeps,
    probe: async (url) => (await deps.fetch(url)).status,
    onTicks: (ticks) => ports.broadcast({ type: 'prices', ticks }),
    onStatus: () => pushStatus(),
  });
  const badge = new Badge(browser, (unread) => deps.settings.unread.item.setValue(unread));
  const notifier = new Notifier({
    browser,
    playSound: deps.playSound,
    context: () => ({
      browser: deps.browserName,
      fallbackIcon: browser.runtime.getURL('/icon/128.png'),
      canVote: config.apiKey !== '',
      allowRequireInteraction: watch.alerts.allowRequireInteraction,
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
  const limitsOf = (alerts: AlertSettings) => ({ maxPerWindow: alerts.maxPerWindow, windowMs: alerts.windowSeconds * 1000 });
  const coalescer = new Coalescer(clock, limitsOf(watch.alerts), (n) => void notifier.show(n));

  function status(): StatusSnapshot {
    const feedStatus = feed.getStatus();
    return {
      feed: configError ? { ...feedStatus, connection: 'stopped', lastError: configError } : feedStatus,
      counters: { ...feed.getCounters(), notificationsShown: shown, lastNotifyLatencyMs: latencies.at(-1), unreadableRemoved },
      storage: health,
      unread: badge.count,
      serverAddress: watch.connection.serverAddress,
      hasKey: config.apiKey !== '',
      keyWithheld,
      prices: { ...priceFeed.status(), enabled: watch.prices.enabled },
      onboarding: watch.onboarding,
    };
  }
  const pushStatus = () => ports.broadcast({ type: 'status', status: status() });

  const ingest = createIngest({
    clock,
    alerts: () => watch.alerts,
    saveAlerts: (alerts) => deps.settings.alerts.item.setValue(alerts),
    store: (item) => writer?.add(item),
    countUnread: (count) => badge.add(count),
  });

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
    if (!tallies.admit(counts.newsId, counts.version)) return;
    void store?.setCounts(counts.newsId, counts.likes, counts.dislikes);
    ports.broadcast({ type: 'counts', counts });
  });

  function applyConnection(): void {
    const plan = planConnection(watch.connection);
    if (!plan.ok) {
      configError = plan.error;
      feed.stop();
      likes.stop();
      pushStatus();
      return;
    }
    configError = undefined;
    if (plan.adoptScope) {
      watch.connection.keyScope = plan.adoptScope;
      void deps.settings.keyScope.item.setValue(plan.adoptScope);
    }
    const { socketUrl, likesUrl, apiUrl } = plan.endpoints;
    keyWithheld = plan.keyWithheld;
    const keyChanged = config.apiKey !== plan.apiKey;
    config = { apiKey: plan.apiKey, apiUrl };
    // A history for the new key (or first start) is fetched now, so it is there to read offline.
    if (keyChanged && config.apiKey) void history.sync();
    feed.configure({ socketUrl, apiUrl, apiKey: config.apiKey || undefined });
    likes.setUrl(likesUrl);
    feed.start();
    likes.start();
    pushStatus();
  }

  /** The alarm's job. A late alarm (the machine slept) finds the sockets waiting out a backoff: go now. */
  function watchdog(): void {
    feed.poke();
    likes.poke();
  }

  const handlers = createHandlers({
    status,
    voter,
    badge,
    history,
    store: () => store,
    flush: () => writer?.flush(),
    health: () => health,
    syncedAt: deps.settings.votesSyncedAt,
  });

  return {
    handlers,
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
      const settingsRead = watch.start();
      // Re-created at every start: a killed worker has no timers, only alarms wake it.
      await browser.alarms.create(WATCHDOG_ALARM, { periodInMinutes: 0.5 });
      badge.restore(await settingsRead);
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
        retention: () => ({ maxItems: watch.retention.maxItems, maxAgeMs: watch.retention.maxAgeDays * 86_400_000 }),
        onError: (error) => console.error('newsflash: storing items failed', error),
      });
      unreadableRemoved = await store.removeImplausible(clock.now()).catch(() => 0);
      // What is already stored is not delivered again, and the gap since it is backfilled.
      feed.markSeen(await store.recent(watch.retention.maxItems));
      watch.goLive();
      applyConnection();
    },
    status,
    latencies: () => [...latencies],
  };
}
