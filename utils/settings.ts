import { storage } from 'wxt/utils/storage';
import { DEFAULT_SERVER, defaultAlerts, defaultRetention, type AlertSettings, type Retention, type StoredOverrides } from './settings-schema';

export * from './settings-schema';

/**
 * Every setting lives in `storage.local`, never `sync`: the API key must not leave the machine,
 * and the rest is kept beside it. Each item is versioned; add a migration when its shape changes.
 */
export const serverAddressItem = storage.defineItem<string>('local:serverAddress', { fallback: DEFAULT_SERVER, version: 1 });
export const apiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '', version: 1 });
export const alertsItem = storage.defineItem<AlertSettings>('local:alerts', { fallback: defaultAlerts, version: 1 });
export const retentionItem = storage.defineItem<Retention>('local:retention', { fallback: defaultRetention, version: 1 });

export const endpointOverridesItem = storage.defineItem<StoredOverrides>('local:endpointOverrides', { fallback: {}, version: 1 });
/** When the vote history was last fetched from the service (ms since the epoch; 0: never). */
export const votesSyncedAtItem = storage.defineItem<number>('local:votesSyncedAt', { fallback: 0 });
