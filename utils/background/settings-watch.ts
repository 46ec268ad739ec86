import { readAlerts, readPrices, readRetention, type AlertSettings, type ImageSettings, type Onboarding, type PriceSettings, type Retention, type Settings } from '@/utils/settings';
import type { ChannelConfig } from '@/utils/channels/config';
import type { ConnectionSettings } from './connection';
import type { ExtraFeed } from '@/utils/race/extra-feeds';

export interface SettingsEvents {
  /** The address, the key or the key's scope changed: reconnect. Called once per turn of changes. */
  connectionChanged(): void;
  alertsChanged(alerts: AlertSettings): void;
  pricesChanged(prices: PriceSettings): void;
  /** The reader got further with the welcome page (pages show whether their choices are still due). */
  onboardingChanged(): void;
  /** Pictures from items' hosts were turned on or off (pages show them or not). */
  imagesChanged(): void;
  /** Feeds were added beside the first, changed or removed. */
  feedsChanged(): void;
}

export interface SettingsWatch {
  /** Where to connect and with which key, as stored; the engine may record an adopted key scope here. */
  readonly connection: ConnectionSettings;
  readonly alerts: AlertSettings;
  readonly retention: Retention;
  readonly prices: PriceSettings;
  readonly onboarding: Onboarding;
  readonly images: ImageSettings;
  readonly extraFeeds: readonly ExtraFeed[];
  readonly channels: readonly ChannelConfig[];
  /** Follows every setting, then reads its current value; resolves with the stored unread count. */
  start(): Promise<number>;
  /** From now on a change of address, key or scope reconnects. */
  goLive(): void;
}

/**
 * The settings the worker runs on, kept current. Watchers are registered before anything is read,
 * so a change saved while the worker starts is not lost: a value a watcher has seen is newer than
 * what the read returns. Until `goLive`, changes are only recorded (there is nothing to reconnect).
 * A closure rather than a class: the worker's size is budgeted and its locals minify.
 */
export function watchSettings(stored: Settings, events: SettingsEvents): SettingsWatch {
  const connection: ConnectionSettings = { serverAddress: '', apiKey: '', overrides: {}, keyScope: null };
  let alerts = readAlerts(undefined);
  let retention = readRetention(undefined);
  let prices: PriceSettings = readPrices(undefined);
  let onboarding: Onboarding = 'done';
  // Off until read: no picture is fetched on a default the reader may have turned off.
  let images: ImageSettings = { feed: false, notifications: false };
  let extraFeeds: readonly ExtraFeed[] = [];
  let channels: readonly ChannelConfig[] = [];
  const seen = new Set<string>();
  let live = false;
  let reconnectQueued = false;

  const setAlerts = (value: AlertSettings) => {
    alerts = value;
    events.alertsChanged(value);
  };
  const setPrices = (value: PriceSettings) => {
    prices = value;
    events.pricesChanged(value);
  };
  // A save writes address, key and scope together; their watchers fire one after another in the same turn.
  const reconnectSoon = () => {
    if (reconnectQueued) return;
    reconnectQueued = true;
    queueMicrotask(() => {
      reconnectQueued = false;
      events.connectionChanged();
    });
  };
  const follow =
    <T>(name: string, apply: (value: T) => void, reconnects: boolean) =>
    (value: T) => {
      seen.add(name);
      apply(value);
      if (reconnects && live) reconnectSoon();
    };

  return {
    connection,
    get alerts() {
      return alerts;
    },
    get retention() {
      return retention;
    },
    get prices() {
      return prices;
    },
    get onboarding() {
      return onboarding;
    },
    get images() {
      return images;
    },
    get extraFeeds() {
      return extraFeeds;
    },
    get channels() {
      return channels;
    },
    async start() {
      stored.serverAddress.watch(follow('serverAddress', (value) => (connection.serverAddress = value), true));
      stored.apiKey.watch(follow('apiKey', (value) => (connection.apiKey = value), true));
      stored.endpointOverrides.watch(follow('overrides', (value) => (connection.overrides = value), true));
      stored.keyScope.watch(follow('keyScope', (value) => (connection.keyScope = value), true));
      stored.alerts.watch(follow('alerts', setAlerts, false));
      stored.retention.watch(follow('retention', (value) => (retention = value), false));
      stored.prices.watch(follow('prices', setPrices, false));
      const setOnboarding = (value: Onboarding) => {
        onboarding = value;
        events.onboardingChanged();
      };
      stored.onboarding.watch(follow('onboarding', setOnboarding, false));
      const setImages = (value: ImageSettings) => {
        images = value;
        events.imagesChanged();
      };
      stored.images.watch(follow('images', setImages, false));
      const setFeeds = (value: ExtraFeed[]) => {
        extraFeeds = value;
        if (live) events.feedsChanged();
      };
      stored.extraFeeds.watch(follow('extraFeeds', setFeeds, false));
      stored.channels.watch(follow('channels', (value: ChannelConfig[]) => (channels = value), false));
      const [
        serverAddress,
        apiKey,
        overrides,
        keyScope,
        storedAlerts,
        storedRetention,
        storedPrices,
        storedOnboarding,
        unread,
        storedImages,
        storedFeeds,
        storedChannels,
      ] = await Promise.all([
        stored.serverAddress.get(),
        stored.apiKey.get(),
        stored.endpointOverrides.get(),
        stored.keyScope.get(),
        stored.alerts.get(),
        stored.retention.get(),
        stored.prices.get(),
        stored.onboarding.get(),
        stored.unread.get(),
        stored.images.get(),
        stored.extraFeeds.get(),
        stored.channels.get(),
      ]);
      if (!seen.has('serverAddress')) connection.serverAddress = serverAddress;
      if (!seen.has('apiKey')) connection.apiKey = apiKey;
      if (!seen.has('overrides')) connection.overrides = overrides;
      if (!seen.has('keyScope')) connection.keyScope = keyScope;
      if (!seen.has('alerts')) setAlerts(storedAlerts);
      if (!seen.has('retention')) retention = storedRetention;
      if (!seen.has('prices')) setPrices(storedPrices);
      if (!seen.has('onboarding')) setOnboarding(storedOnboarding);
      if (!seen.has('images')) setImages(storedImages);
      if (!seen.has('extraFeeds')) extraFeeds = storedFeeds;
      if (!seen.has('channels')) channels = storedChannels;
      return unread;
    },
    goLive() {
      live = true;
    },
  };
}
