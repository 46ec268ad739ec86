import { deriveEndpoints, hostPattern, permissionOrigins, type EndpointOverrides } from '@/utils/base/endpoints';
import { BINANCE } from '@/utils/prices/source';
import { feedOrigins, type ExtraFeed } from '@/utils/race/extra-feeds';

/** The saved settings that name hosts Newsflash connects to. */
export interface SavedHosts {
  serverAddress: string;
  overrides: EndpointOverrides;
  priceSource: string;
  /** Feeds raced beside the first: each keeps the grants it was added with. */
  extraFeeds?: readonly Pick<ExtraFeed, 'serverAddress' | 'socketUrl'>[];
  /** Where the reader's phone and chat channels post (utils/channels/): each asked for when saved. */
  channelTargets?: readonly string[];
}

/**
 * Host permission patterns the saved settings still use beyond the manifest's: the account's socket
 * and API, and a price source of the reader's own (never asked for, a socket needs none, but a
 * grant its host already has stays: its refusals are read over HTTP).
 */
export function originsInUse({ serverAddress, overrides, priceSource, extraFeeds = [], channelTargets = [] }: SavedHosts): string[] {
  const account = deriveEndpoints(serverAddress, overrides);
  const used = new Set([...(account.ok ? permissionOrigins(account.endpoints) : []), ...feedOrigins(extraFeeds)]);
  if (priceSource !== BINANCE) used.add(hostPattern(priceSource));
  for (const target of channelTargets) used.add(hostPattern(target));
  return [...used];
}

/** What a save must ask the browser for: the patterns it needs that are not granted yet. */
export function originsToRequest(needed: readonly string[], granted: readonly string[]): string[] {
  return needed.filter((pattern) => !granted.includes(pattern));
}

/**
 * What to give back after a save: every grant no saved address uses any more (one left behind by
 * an earlier server, an older version, or an abandoned import), except what the manifest requires,
 * which the browser would refuse to remove anyway.
 */
export function originsToRelease({
  granted,
  required,
  inUse,
}: {
  granted: readonly string[];
  required: readonly string[];
  inUse: readonly string[];
}): string[] {
  return granted.filter((pattern) => !required.includes(pattern) && !inUse.includes(pattern));
}
