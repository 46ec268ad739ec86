import { createHopKeeper } from '@/utils/hops/hop-keeper';
import { raiseWarning } from '@/utils/hops/warning-notification';
import type { KeyScope } from '@/utils/base/endpoints';
import type { LiveEvent } from '@/utils/messages';
import type { AlertSettings } from '@/utils/settings';
import type { StoredItem } from '@/utils/store/store-types';
import { PriceFeed } from '@/utils/prices/price-feed';
import { routeSocketEvents } from './socket-events';
import { Badge } from './badge';
import { createConnector } from './connector';
import type { EngineDeps } from './engine-deps';
import { createFeeds } from './feeds';
import { createHandlers } from './handlers';
import { itemStoreSlot } from './item-store-slot';
import { LivePorts } from './live-ports';
import { watchPermissions } from '@/utils/permissions/permission-watch';
import { PageWatches } from '@/utils/prices/page-watches';
import { watchSettings } from './settings-watch';
import { statusOf } from './status';
import { createVoting } from '@/utils/votes/voting';
import { voteTarget } from '@/utils/race/vote-route';
import { warmItemPath } from './warm-path';
import { createAlertTrade } from '@/utils/trade/alert-trade';
import { createAlerting } from './alerting';
import { loadNoticeWords } from '@/utils/text/notice-text';

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
    alertsChanged: (alerts) => alerting.alertsChanged(alerts),
    pricesChanged: (prices) => (priceFeed.configure(prices), pushStatus()),
    onboardingChanged: () => pushStatus(),
    imagesChanged: () => pushStatus(),
    feedsChanged: () => applyFeeds(),
  });
  const items = itemStoreSlot();
  const broadcast = (event: LiveEvent) => ports.broadcast(event);
  const viaOf = async (newsId: string) => items.find(newsId).then((item) => item && (item.via ?? null));
  const keyConsented = () => permissions.keyConsented;
  const feeds = createFeeds({ ...deps, extraFeeds: () => watch.extraFeeds, keyConsented, viaOf, tallyArrival: () => tallies.arrival() });
  const { feed, racer, likes, extraLikes, extraPlans } = feeds;
  const applyFeeds = () => (feeds.applyExtraFeeds() && void history.sync(), pushStatus());
  const saveKeyScope = (scope: KeyScope) => void stored.keyScope.item.setValue((watch.connection.keyScope = scope));
  const connector = createConnector({ feed, likes, saveKeyScope, syncHistory: () => void history.sync(), changed: () => pushStatus(), keyConsented });
  const targetOf = async (newsId: string) => voteTarget((await items.find(newsId))?.via, connector.api, extraPlans());
  const saveSyncedAt = (at: number) => stored.votesSyncedAt.item.setValue(at);
  const api = () => connector.api;
  const { voter, history, tallies } = createVoting({ ...deps, api, store: items.store, broadcast, saveSyncedAt, targetOf, historyFeeds: feeds.keyed });
  // Consent withdrawn in the browser's settings: the feed reconnects without the key and no vote or history request carries it.
  const permissions = watchPermissions({
    ...deps,
    connection: () => watch.connection,
    images: () => watch.images,
    hostAccessChanged: () => pushStatus(),
    keyConsentChanged: () => (connector.apply(watch.connection), applyFeeds()),
  });
  const probe = async (url: string) => (await deps.fetch(url)).status;
  const priceFeed = new PriceFeed({ ...feeds.sessionDeps, probe, onTicks: (ticks) => broadcast({ type: 'prices', ticks }), onStatus: () => pushStatus() });
  const pageWatches = new PageWatches((watches) => priceFeed.watch(watches));
  const ports = new LivePorts(browser, {
    onOpen: (send) => (send({ type: 'status', status: status() }), items.unwritten().length > 0 && send({ type: 'items', items: items.unwritten() })),
    onWatches: (page, watches) => pageWatches.set(page, watches),
    onClose: (page) => pageWatches.drop(page),
  });
  const badge = new Badge(browser, (unread) => stored.unread.item.setValue(unread), () => clock.now());
  const openTab = (url: string) => browser.tabs.create({ url });
  const feedUrl = browser.runtime.getURL('/popup.html');
  const trade = createAlertTrade({ prefs: () => stored.trade.get(), recent: items.recent, find: items.find, openTab, feedUrl });
  const alerting = createAlerting({
    ...deps,
    alerts: () => watch.alerts,
    channels: () => watch.channels,
    remoteIcons: permissions.remoteIcons,
    canVote: () => connector.api.apiKey !== '',
    linkOf: trade.clickLink,
    vote: (newsId, action) => voter.vote(newsId, action),
    alerted: trade.alerted,
  });
  const { notifications, channels } = alerting;
  const hops = createHopKeeper({
    clock,
    openLog: deps.openHopLog,
    raise: (warning) => void raiseWarning(browser, warning),
    changed: () => pushStatus(),
    clockOffsetMs: () => feed.clockOffsetMs,
    feedOffsets: () => racer.feedOffsets(),
  });
  const status = () =>
    statusOf({
      channels,
      feed,
      racer,
      extraLikes,
      connector,
      hostAccess: permissions.hostAccess,
      notifications,
      prices: priceFeed,
      settings: watch,
      storage: items.health(),
      unread: badge.count,
      unreadableRemoved: items.unreadableRemoved(),
      updatesDropped: routed.updatesDropped(),
      warnings: hops.warnings(),
    });
  const pushStatus = () => broadcast({ type: 'status', status: status() });
  // A later copy never notifies: the first copy's card says who won, and open pages update it in place.
  racer.on('raced', ({ id, race }) => items.mark(id, race));
  const saveAlerts = (alerts: AlertSettings) => stored.alerts.item.setValue(alerts);
  const sockets = { feed: racer, firstFeed: feed, likes, extraLikes, clock, badge, tallies, broadcast };
  const storing = { store: items.add, tallyStore: items.store, flushItems: items.flush };
  const routed = routeSocketEvents({ ...sockets, ...alerting.onAlert, ...storing, saveAlerts, alerts: () => watch.alerts });
  // Every feed's copies, each timed on its own service's clock (measured over its own socket).
  racer.on('copy', ({ item, receivedAt, feed: via }) => hops.record(item, receivedAt, via));
  feed.on('status', (next) => (hops.connection(next.connection === 'open'), pushStatus(), badge.follow(next)));
  /** The alarm's job: the sockets go now if they wait out a backoff; it is also the badge's clock (an outage crosses its threshold with no event to say so). */
  const watchdog = () => (feeds.poke(), badge.refresh(), hops.check());

  return {
    handlers: createHandlers({
      status,
      voter,
      badge,
      history,
      store: items.store,
      flush: items.flush,
      health: items.health,
      syncedAt: stored.votesSyncedAt,
      openTrade: async () => ({ opened: await trade.open() }),
      hopReport: () => hops.report(),
      feedNames: () => Object.fromEntries(extraPlans().map((plan) => [plan.id, plan.name])),
    }),
    notifier: notifications.notifier,
    /** Synchronous: must run in the worker's first turn. */
    register(): void {
      ports.register();
      notifications.notifier.register();
      browser.alarms.onAlarm.addListener((alarm) => (alarm.name === WATCHDOG_ALARM ? watchdog() : alerting.alarm(alarm.name)));
      permissions.register();
    },
    watchdog,
    async start(): Promise<void> {
      const settingsRead = watch.start();
      // Re-created at every start: a killed worker has no timers, only alarms wake it.
      await browser.alarms.create(WATCHDOG_ALARM, { periodInMinutes: 0.5 });
      alerting.start();
      await badge.start(await settingsRead, stored.badge);
      void hops.start();
      // What is already stored is not delivered again, and the gap since it is backfilled.
      const retention = () => ({ maxItems: watch.retention.maxItems, maxAgeMs: watch.retention.maxAgeDays * 86_400_000 });
      const onMarked = (item: StoredItem) => broadcast({ type: 'items', items: [item] });
      const opened = await items.open({ openStore: deps.openStore, clock, retention, onMarked }, pushStatus);
      feeds.markSeen(await opened.store.recent(watch.retention.maxItems));
      watch.goLive();
      // Notifications say a notice in the reader's language: its words before the first item.
      await Promise.all([permissions.start(), loadNoticeWords()]);
      // Before the first socket opens, so the first item after a wake finds nothing left to load.
      warmItemPath({ now: () => clock.now(), alerts: () => watch.alerts, context: notifications.context });
      connector.apply(watch.connection);
      applyFeeds();
    },
    status,
    openTrade: trade.open,
    /**
     * For the benchmark and e2e tests: latencies, the hop log read again as a start reads it (Firefox's
     * background page cannot be restarted from outside), and the work still owed to the store (items and race marks not yet written).
     */
    debug: {
      latencies: notifications.latencies,
      channelLatencies: alerting.channelLatencies.all,
      reloadHops: () => hops.start(),
      backlog: () => items.backlog(),
    },
  };
}
