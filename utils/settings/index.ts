import { storage, type WxtStorageItem } from 'wxt/utils/storage';
import type { KeyScope } from '@/utils/base/endpoints';
import {
  DEFAULT_SERVER,
  defaultAlerts,
  defaultImagesFor,
  defaultPrices,
  defaultRetention,
  offerListings,
  readAlerts,
  readCount,
  readImages,
  readKeyScope,
  readOverrides,
  readPrices,
  readRetention,
  readOnboarding,
  readText,
  turnOffUnrunnable,
  type AlertSettings,
  type ImageSettings,
  type Onboarding,
  type StoredPrices,
  type Retention,
  type StoredOverrides,
} from './schema';
import { addBybit, confirmStoredSource } from '@/utils/prices/source-trust';
import { readBadgeMode, type BadgeMode } from './badge-mode';
import { emptySyncState, readSyncChoice, readSyncState, type SyncChoice, type SyncState } from './sync-state';
import { VIEW_PREFS_STORED } from '@/utils/feed-view/view-prefs';
import { readExtraFeeds, type ExtraFeed } from '@/utils/race/extra-feeds';
import { readChannels, type ChannelConfig } from '@/utils/channels/config';
import { defaultTrade, readTrade, type TradeSettings } from '@/utils/trade/trade-settings';
import { readStartAlerts, type StartAlert } from '@/utils/notify/start-alerts';
import { readNotifiedFollowUps, type NotifiedFollowUp } from '@/utils/notify/follow-up';

export * from './schema';

/*
 * Every setting lives in `storage.local`. The reader's choices (rules, notification choices, badge,
 * pictures) are also copied to and from `storage.sync` by utils/sync/ when the reader lets them;
 * the API key, addresses, price source and everything the service knows never go there.
 * Each item is versioned; add a migration when its shape changes.
 * Stored values are input like any other (damaged, or written by an older version): read them
 * through `settings` below, which pairs each item with its tolerant reader.
 */

/** The one address the user types; socket and API addresses derive from it. */
export const serverAddressItem = storage.defineItem<string>('local:serverAddress', { fallback: DEFAULT_SERVER, version: 1 });
/** The user's API key for the service. */
export const apiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '', version: 1 });
/** Notification rules, the default action, quiet hours and burst limits. */
export const alertsItem = storage.defineItem<AlertSettings>('local:alerts', {
  fallback: defaultAlerts,
  version: 4,
  migrations: {
    // v2: patterns run on RE2; a rule whose pattern it cannot run is turned off with a note.
    2: (alerts: AlertSettings) => ({ ...alerts, rules: Array.isArray(alerts?.rules) ? alerts.rules.map(turnOffUnrunnable) : alerts?.rules }),
    // v3: the desktop choice; whoever used Newsflash before it had every notification, and keeps them.
    3: (alerts: AlertSettings) => ({ ...alerts, desktop: 'all' }),
    // v4: the Listings rule (notice kinds), offered turned off after the reader's own rules.
    4: (alerts: AlertSettings) => offerListings(alerts) as AlertSettings,
  },
});
/** Whether items show their coins' price moves, where prices come from, and whether the reader vouched for that source. */
export const pricesItem = storage.defineItem<StoredPrices>('local:prices', {
  fallback: defaultPrices,
  version: 3,
  // v2: `confirmed`; v3: `bybit` (utils/prices/source-trust.ts).
  migrations: { 2: (prices: StoredPrices) => confirmStoredSource(prices) as StoredPrices, 3: (prices: StoredPrices) => addBybit(prices) as StoredPrices },
});
/**
 * Whether pictures load from the hosts items name, in the feed and in notifications. New in this
 * version, so no install has anything stored: existing ones read the defaults as new ones do
 * (notification icons from the bundle, which changes what older versions did on purpose — they
 * fetched every item's icon the moment it notified, which PRIVACY.md did not say — and in Firefox
 * no pictures in the feed until turned on).
 */
export const imageDefaults = defaultImagesFor(import.meta.env.FIREFOX ? 'firefox' : 'chrome');
export const imagesItem = storage.defineItem<ImageSettings>('local:images', { fallback: imageDefaults, version: 1 });
/** How many cached items are kept, and for how long. */
export const retentionItem = storage.defineItem<Retention>('local:retention', { fallback: defaultRetention, version: 1 });
/** A socket or API address that differs from the derived one (a service that splits them). */
export const endpointOverridesItem = storage.defineItem<StoredOverrides>('local:endpointOverrides', { fallback: {}, version: 1 });
/**
 * The socket and API addresses the user saved or confirmed together with the key: the worker
 * sends the key nowhere else. Written with the address and the key, in one write.
 */
export const keyScopeItem = storage.defineItem<KeyScope | null>('local:keyScope', { fallback: null, version: 1 });
/** When the vote history was last fetched from the service (ms since the epoch; 0: never). */
export const votesSyncedAtItem = storage.defineItem<number>('local:votesSyncedAt', { fallback: 0, version: 1 });
/**
 * Where a reader is with the welcome page: `pending` from install until they choose (no desktop
 * notification, no exchange contacted), `dismissed` when they closed it without choosing (both stay
 * off and the popup offers the choice again), `done` once chosen. Installs from before the welcome
 * page have nothing stored and read `done`.
 */
export const onboardingItem = storage.defineItem<Onboarding>('local:onboarding', { fallback: 'done', version: 1 });
/** What the toolbar badge shows in normal times (a warning shows whatever this is): new, so no migration. */
export const badgeItem = storage.defineItem<BadgeMode>('local:badge', { fallback: 'count', version: 1 });
/**
 * Whether the reader's choices follow them through the browser's sync. Installs from before it have
 * nothing stored and read `local` (the privacy policy they accepted kept settings here); a fresh
 * install stores `sync` (utils/sync/register.ts).
 */
export const syncChoiceItem = storage.defineItem<SyncChoice>('local:settingsSync', { fallback: 'local', version: 1 });
/** Written by the worker only: each synced piece's last change here and why one does not sync. */
export const syncStateItem = storage.defineItem<SyncState>('local:syncState', { fallback: emptySyncState, version: 1 });
/**
 * The feed's filters, the dislike policy and single-key shortcuts: pages read them from localStorage
 * for their first paint and copy every save here (utils/feed-view/view-prefs.ts), for sync. Stored
 * whole with their own version, as localStorage holds them.
 */
export const viewPrefsItem = storage.defineItem<unknown>(`local:${VIEW_PREFS_STORED}`, { fallback: null, version: 1 });
/**
 * Feeds raced beside the first (utils/race/extra-feeds.ts), each with its own address and key. New
 * in this version: nothing older stored it, so there is nothing to migrate (version 1).
 */
export const extraFeedsItem = storage.defineItem<ExtraFeed[]>('local:extraFeeds', { fallback: [], version: 1 });
/**
 * Where alerts also go beyond this browser (utils/channels/), with their tokens: never synced and
 * never in a settings file. New, so no migration.
 */
export const channelsItem = storage.defineItem<ChannelConfig[]>('local:channels', { fallback: [], version: 1 });
/** The one-keystroke trade's exchange and market, and what a notification's click opens: new, so no migration. */
export const tradeItem = storage.defineItem<TradeSettings>('local:trade', { fallback: defaultTrade, version: 1 });
/** Headlines received since the popup was last opened: the badge, kept across worker restarts. */
export const unreadItem = storage.defineItem<number>('local:unread', { fallback: 0, version: 1 });
/**
 * Start alerts waiting for their alarm (utils/notify/start-alerts.ts), written by the worker only:
 * a restarted worker finds them here. New, so no migration; never synced or exported.
 */
export const startAlertsItem = storage.defineItem<StartAlert[]>('local:startAlerts', { fallback: [], version: 1 });
/**
 * The items a rule's follow-up was raised for (utils/notify/follow-up.ts), written by the worker only:
 * a restarted worker never follows one up twice. New, so no migration; never synced or exported.
 */
export const followUpsItem = storage.defineItem<NotifiedFollowUp[]>('local:followUps', { fallback: [], version: 1 });

/** A stored item read and watched through its reader, so no caller sees a raw stored value. */
export interface Setting<T> {
  item: WxtStorageItem<T, Record<string, unknown>>;
  get(): Promise<T>;
  watch(callback: (value: T) => void): () => void;
}

function setting<T>(item: WxtStorageItem<T, Record<string, unknown>>, read: (value: unknown) => T): Setting<T> {
  return {
    item,
    get: async () => read(await item.getValue()),
    watch: (callback) => item.watch((value) => callback(read(value))),
  };
}

export const settings = {
  serverAddress: setting(serverAddressItem, readText(DEFAULT_SERVER)),
  apiKey: setting(apiKeyItem, readText('')),
  alerts: setting(alertsItem, readAlerts),
  retention: setting(retentionItem, readRetention),
  prices: setting(pricesItem, readPrices),
  images: setting(imagesItem, (value) => readImages(value, imageDefaults)),
  endpointOverrides: setting(endpointOverridesItem, readOverrides),
  keyScope: setting(keyScopeItem, readKeyScope),
  votesSyncedAt: setting(votesSyncedAtItem, readCount),
  unread: setting(unreadItem, readCount),
  onboarding: setting(onboardingItem, readOnboarding),
  badge: setting(badgeItem, readBadgeMode),
  syncChoice: setting(syncChoiceItem, readSyncChoice),
  syncState: setting(syncStateItem, readSyncState),
  extraFeeds: setting(extraFeedsItem, readExtraFeeds),
  channels: setting(channelsItem, readChannels),
  trade: setting(tradeItem, readTrade),
  startAlerts: setting(startAlertsItem, readStartAlerts),
  followUps: setting(followUpsItem, readNotifiedFollowUps),
};
export type Settings = typeof settings;
