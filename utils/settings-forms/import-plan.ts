import { deriveEndpoints, permissionOrigins, type Endpoints } from '@/utils/base/endpoints';
import type { Account } from './save-account';
import type { PriceSettings } from '@/utils/prices/source';
import type { SettingsBundle } from './settings-file';
import { t } from '@/utils/base/i18n';

export interface Change {
  what: string;
  now: string;
  after: string;
}

/** An import's changes to where Newsflash connects and which key it sends: they wait for the user. */
export interface AccountPlan {
  account: Account;
  endpoints: Endpoints;
  changes: Change[];
  /** Host permissions to ask for on confirmation (addresses the manifest does not grant). */
  permissions: string[];
}

/** Enough of a key to tell two apart, never enough to use. */
export const maskKey = (key: string) => (key ? t('transfer.keyMasked', [key.slice(0, 5), String(key.length)]) : t('transfer.keyNone'));

/**
 * Compares what an import would set with what is stored. A file may carry a server address, socket
 * and API overrides (which come with the address they belong to) and a key; any difference is a
 * change the user must see and confirm, because together they decide where the key is sent.
 * Undefined when the file changes none of them.
 */
export function planAccount(current: Account, incoming: Partial<SettingsBundle>): AccountPlan | undefined {
  if (incoming.serverAddress === undefined && incoming.apiKey === undefined) return undefined;
  const account: Account = {
    serverAddress: incoming.serverAddress ?? current.serverAddress,
    endpointOverrides: incoming.serverAddress !== undefined ? (incoming.endpointOverrides ?? {}) : current.endpointOverrides,
    apiKey: incoming.apiKey ?? current.apiKey,
  };
  const after = deriveEndpoints(account.serverAddress, account.endpointOverrides);
  // importSettings only keeps an address that derives; anything else is a caller's mistake.
  if (!after.ok) throw new Error(after.error);
  const now = deriveEndpoints(current.serverAddress, current.endpointOverrides);
  const nowOf = (pick: (endpoints: Endpoints) => string) => (now.ok ? pick(now.endpoints) : t('transfer.notValid'));
  const candidates: Change[] = [
    { what: t('transfer.changeServer'), now: current.serverAddress, after: account.serverAddress },
    { what: t('transfer.changeSocket'), now: nowOf((e) => e.socketUrl), after: after.endpoints.socketUrl },
    { what: t('transfer.changeApi'), now: nowOf((e) => e.apiUrl), after: after.endpoints.apiUrl },
    { what: t('transfer.changeKey'), now: maskKey(current.apiKey), after: current.apiKey === account.apiKey ? maskKey(current.apiKey) : t('transfer.keyDifferent', [maskKey(account.apiKey)]) },
  ];
  const changes = candidates.filter((change) => change.now !== change.after);
  if (changes.length === 0) return undefined;
  return { account, endpoints: after.endpoints, changes, permissions: permissionOrigins(after.endpoints) };
}

/**
 * A file that changes where price moves come from: the new source learns the reader's address,
 * when the feed is open and which coins are on screen, and decides the moves shown, so it waits
 * for the user's confirmation like an address change. Undefined when the file leaves it alone,
 * or turns prices off: nothing connects then, and the source is stored unconfirmed, to be asked
 * for the moment the reader turns prices on (utils/prices/source-trust.ts).
 */
export function planPriceSource(current: PriceSettings, incoming: Partial<SettingsBundle>): Change | undefined {
  const prices = incoming.prices;
  if (!prices?.enabled || prices.source === current.source) return undefined;
  return { what: t('transfer.changePrice'), now: current.source, after: prices.source };
}
