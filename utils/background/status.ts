import type { NewsFeed } from '@/utils/feed/news-feed';
import type { StatusSnapshot } from '@/utils/messages';
import type { PriceFeed } from '@/utils/prices/price-feed';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { Connector } from './connector';
import type { Notifications } from './notifications';
import type { SettingsWatch } from './settings-watch';

/** Everything the status reports on, as the worker holds it now. */
export interface StatusParts {
  feed: Pick<NewsFeed, 'getStatus' | 'getCounters'>;
  connector: Pick<Connector, 'api' | 'keyWithheld' | 'error'>;
  notifications: Pick<Notifications, 'counters'>;
  prices: Pick<PriceFeed, 'status'>;
  settings: Pick<SettingsWatch, 'connection' | 'prices' | 'onboarding'>;
  storage: StorageHealth;
  unread: number;
  unreadableRemoved: number;
}

/** What pages show about the worker: the feed's connection, counters, storage, key, prices, onboarding. */
export function statusOf(parts: StatusParts): StatusSnapshot {
  const { connector, settings } = parts;
  const feed = parts.feed.getStatus();
  return {
    // An address that cannot be used stops the feed; its reason is the feed's error.
    feed: connector.error ? { ...feed, connection: 'stopped', lastError: { code: 'unusable-address', detail: connector.error } } : feed,
    counters: { ...parts.feed.getCounters(), ...parts.notifications.counters(), unreadableRemoved: parts.unreadableRemoved },
    storage: parts.storage,
    unread: parts.unread,
    serverAddress: settings.connection.serverAddress,
    hasKey: connector.api.apiKey !== '',
    keyWithheld: connector.keyWithheld,
    prices: { ...parts.prices.status(), enabled: settings.prices.enabled },
    onboarding: settings.onboarding,
  };
}
