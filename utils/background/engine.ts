import { LikesFeed } from '@/utils/feed/likes-feed';
import { createHopKeeper } from '@/utils/hops/hop-keeper';
import { raiseWarning } from '@/utils/hops/warning-notification';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { KeyScope } from '@/utils/endpoints';
import type { LiveEvent } from '@/utils/messages';
import { PriceFeed } from '@/utils/prices/price-feed';
import type { AlertSettings } from '@/utils/settings';
import type { StorageHealth } from '@/utils/store/resilient-store';
import { routeSocketEvents } from './socket-events';
import { Badge } from './badge';
import { createConnector } from './connector';
import type { EngineDeps } from './engine-deps';
import { createHandlers } from './handlers';
import { LivePorts } from './live-ports';
import { createNotifications } from '@/utils/notify/notifications';
import { watchPermissions } from '@/utils/permissions/permission-watch';
import { openItemStore, type OpenedItemStore } from './open-item-store';
import { PageWatches } from '@/utils/prices/page-watches';
import { watchSettings } from './settings-watch';
import { statusOf } from './status';
import { createVoting } from '@/utils/votes/voting';
import { voteTarget } from '@/utils/votes/vote-route';
import { planExtraFeeds } from '@/utils/feed/extra-feeds';
import { FeedRacer } from './feed-racer';
import { markRaces } from './race-marks';
import { ChannelSender } from '@/utils/channels/sender';
import { openTrade } from '@/utils/trade/open-trade';
import { tradeTarget } from '@/utils/trade/trade-target';
import type { NewsItem } from '@newsflash/protocol';
import { createStartAlarm, START_ALARM } from './start-alarm';
import { raiseStartAlert } from '@/utils/notify/start-notification';
import { loadNoticeWords } from '@/utils/text/notice-text';

/** Frame → channel request latencies kept for the benchmark. */
const CHANNEL_LATENCIES_KEPT = 1_000;

export const WATCHDOG_ALARM = 'newsflash-watchdog';

/**
 * The background's engine: wires feed → store → rules → notifications, vote counts, votes, and
 * pushes to open pages. Listeners are registered synchronously by `register` (MV3 wakes the worker
 * for events only if they were registered in the first turn); `start` does the async rest.
 */
export function createEngine(deps: EngineDeps) {
  const { browser, clock, settings: stored } = deps;
  const watch = watchSettings(stored, {
    connectionChanged: () => (connector.apply(watch.connection), permissions.checkHostAccess()),
    alertsChanged: (alerts) => (notifications.setLimits(alerts), void startAlarm.rulesChanged()),
    pricesChanged: (prices) => (priceFeed.configure(prices), pushStatus()),
    onboardingChanged: () => pushStatus(),
    imagesChanged: () => pushStatus(),
    feedsChanged: () => applyFeeds(),
  });
  let storage: OpenedItemStore | undefined;
  let health: StorageHealth = { kind: 'indexeddb' };
  const store = () => storage?.store;
  const broadcast = (event: LiveEvent) => ports.broadcast(event);
  const sessionDeps = { createSocket: deps.createSocket, clock, random: deps.random };
  const newsFeed = () => new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...sessionDeps, fetch: deps.fetch });
  const feed = newsFeed();
  // The first feed is feed 0 of the race; extra feeds run the same client, each with its own address and key.
  const racer = new FeedRacer({ first: feed, createFeed: newsFeed, clock });
  const extraPlans = () => planExtraFeeds(watch.extraFeeds, permissions.keyConsented);
  const applyFeeds = () => (racer.configure(extraPlans()), pushStatus());
  const likes = new LikesFeed('', sessionDeps);
  const saveKeyScope = (scope: KeyScope) => void stored.keyScope.item.setValue((watch.connection.keyScope = scope));
  const connector = createConnector({ feed, likes, saveKeyScope, syncHistory: () => void history.sync(), changed: () => pushStatus(), keyConsented: () => permissions.keyConsented });
  const { voter, history, tallies } = createVoting({ ...deps, api: () => connector.api, store, broadcast, saveSyncedAt: (at) => stored.votesSyncedAt.item.setValue(at),
    targetOf: async (newsId) => voteTarget((await findItem(newsId))?.via, connector.api, extraPlans()),
  });
  // Consent withdrawn in the browser's settings: the feed reconnects without the key and no vote or history request carries it.
  const permissions = watchPermissions({ ...deps, connection: () => watch.connection, images: () => watch.images, hostAccessChanged: () => pushStatus(), keyConsentChanged: () => (connector.apply(watch.connection), applyFeeds()) });
  const probe = async (url: string) => (await deps.fetch(url)).status;
  const priceFeed = new PriceFeed({ ...sessionDeps, probe, onTicks: (ticks) => broadcast({ type: 'prices', ticks }), onStatus: () => pushStatus() });
  const pageWatches = new PageWatches((watches) => priceFeed.watch(watches));
  const ports = new LivePorts(browser, {
    onOpen(send) {
      send({ type: 'status', status: status() });
      // Items still on their way to IndexedDB are neither in the store the page reads nor ahead of it.
      const unwritten = storage?.writer.unwrittenItems() ?? [];
      if (unwritten.length > 0) send({ type: 'items', items: unwritten });
    },
    onWatches: (page, watches) => pageWatches.set(page, watches),
    onClose: (page) => pageWatches.drop(page),
  });
  const badge = new Badge(browser, (unread) => stored.unread.item.setValue(unread), () => clock.now());
  const notifications = createNotifications({
    ...deps,
    alerts: () => watch.alerts,
    remoteIcons: permissions.remoteIcons,
    fetchIcon: deps.fetch,
    canVote: () => connector.api.apiKey !== '',
    // A click opens the item, or its trade when the reader chose that (and the item has such a pair).
    linkOf: async (id) => {
      const [item, trade] = await Promise.all([store()?.getItem(id), stored.trade.get()]);
      return (item && trade.click === 'trade' && tradeTarget(item, trade)?.url) || item?.link;
    },
    vote: (newsId, action) => voter.vote(newsId, action),
  });
  const hops = createHopKeeper({ clock, openLog: deps.openHopLog, raise: (warning) => void raiseWarning(browser, warning), changed: () => pushStatus(), clockOffsetMs: () => feed.clockOffsetMs });
  const startAlarm = createStartAlarm({
    clock,
    choices: () => watch.alerts,
    load: () => stored.startAlerts.get(),
    save: (pending) => stored.startAlerts.item.setValue(pending),
    arm: async (when) => void (when === undefined ? await browser.alarms.clear(START_ALARM) : await browser.alarms.create(START_ALARM, { when })),
    raise: (alert) => raiseStartAlert(browser, alert),
  });
  let newestAlert: NewsItem | undefined;
  /** The keyboard command and the popup's button: the newest alert's pair on the reader's exchange and market. */
  const trade = async () => {
    const prefs = await stored.trade.get();
    return openTrade({
      newestAlert: () => newestAlert,
      recent: async (limit) => (await store()?.recent(limit)) ?? [],
      prefs: () => prefs,
      openTab: (url) => browser.tabs.create({ url }),
      feedUrl: browser.runtime.getURL('/popup.html'),
    });
  };
  const channelLatencies: number[] = [];
  const channels = new ChannelSender({
    fetch: deps.fetch,
    clock,
    random: deps.random,
    channels: () => watch.channels,
    onRequest: (ms) => {
      channelLatencies.push(ms);
      if (channelLatencies.length > CHANNEL_LATENCIES_KEPT) channelLatencies.shift();
    },
  });
  const status = () =>
    statusOf({ channels, feed, racer, connector, hostAccess: permissions.hostAccess, notifications, prices: priceFeed, settings: watch, storage: health, unread: badge.count, unreadableRemoved: storage?.unreadableRemoved ?? 0, warnings: hops.warnings() });
  const pushStatus = () => broadcast({ type: 'status', status: status() });
  const saveAlerts = (alerts: AlertSettings) => stored.alerts.item.setValue(alerts);
  const findItem = async (id: string) => storage?.writer.unwrittenItems().find((item) => item.id === id) ?? (await store()?.getItem(id));
  racer.on('raced', markRaces({ find: findItem, store: (item) => storage?.writer.add(item), broadcast }));
  routeSocketEvents({ feed: racer, likes, clock, coalescer: notifications.coalescer, badge, tallies, broadcast, saveAlerts, alerts: () => watch.alerts, store: (item) => storage?.writer.add(item), tallyStore: store, channels, savedChannels: () => watch.channels, alerted: (item, ruleId) => ((newestAlert = item), void startAlarm.alerted(item, ruleId)), playSound: (sound) => void deps.playSound(sound).catch(() => undefined) });
  // Hops are the first feed's: the clock offset they are corrected by is measured on its socket.
  feed.on('item', ({ item, receivedAt }) => hops.record(item, receivedAt));
  feed.on('status', (next) => hops.connection(next.connection === 'open'));
  feed.on('status', pushStatus);
  feed.on('status', (status) => badge.follow(status));
  /** The alarm's job. A late alarm (the machine slept) finds the sockets waiting out a backoff: go now. It is also the badge's clock: an outage crosses its threshold with no event to say so. */
  const watchdog = () => (feed.poke(), racer.poke(), likes.poke(), badge.refresh(), hops.check());

  return {
    handlers: createHandlers({ openTrade: async () => ({ opened: await trade() }), status, voter, badge, history, store, flush: () => storage?.writer.flush(), health: () => health, syncedAt: stored.votesSyncedAt, hopReport: () => hops.report() }),
    notifier: notifications.notifier,
    /** Synchronous: must run in the worker's first turn. */
    register(): void {
      ports.register();
      notifications.notifier.register();
      browser.alarms.onAlarm.addListener((alarm) => alarm.name === WATCHDOG_ALARM && watchdog());
      browser.alarms.onAlarm.addListener((alarm) => alarm.name === START_ALARM && void startAlarm.fired());
      permissions.register();
    },
    watchdog,
    async start(): Promise<void> {
      const settingsRead = watch.start();
      // Re-created at every start: a killed worker has no timers, only alarms wake it.
      await browser.alarms.create(WATCHDOG_ALARM, { periodInMinutes: 0.5 });
      // The start alarm again from the stored list: an update of the extension clears alarms.
      void startAlarm.rulesChanged();
      await badge.start(await settingsRead, stored.badge);
      void hops.start();
      const retention = () => ({ maxItems: watch.retention.maxItems, maxAgeMs: watch.retention.maxAgeDays * 86_400_000 });
      storage = await openItemStore({ openStore: deps.openStore, clock, retention, onHealth: (next) => ((health = next), pushStatus()) });
      // What is already stored is not delivered again, and the gap since it is backfilled.
      const kept = await storage.store.recent(watch.retention.maxItems);
      feed.markSeen(kept);
      racer.markSeen(kept);
      watch.goLive();
      // Notifications say a notice in the reader's language: its words before the first item.
      await Promise.all([permissions.start(), loadNoticeWords()]);
      connector.apply(watch.connection);
      applyFeeds();
    },
    status,
    latencies: notifications.latencies,
    /** Reads the hop log again, as the worker's start does. */
    reloadHops: () => hops.start(),
    channelLatencies: () => [...channelLatencies],
    openTrade: trade,
  };
}
