import { browser } from 'wxt/browser';
import { originsInUse, originsToRelease } from './host-access';
import { settings } from '@/utils/settings';
import { targetOf } from '@/utils/channels/builders';

/** Host permission patterns the browser has granted now, the manifest's required ones included. */
export async function grantedOrigins(): Promise<string[]> {
  return (await browser.permissions.getAll()).origins ?? [];
}

/** The patterns the manifest requires (MV3 `host_permissions`, MV2 origins among `permissions`). */
function requiredOrigins(): string[] {
  const manifest = browser.runtime.getManifest() as { host_permissions?: string[]; permissions?: unknown[] };
  return [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])].filter((entry): entry is string => typeof entry === 'string' && entry.includes('://'));
}

/**
 * Gives back every host grant the stored settings no longer use. Called after each save that can
 * change an address; needs no gesture. A refusal changes nothing the reader relies on, so it is not
 * reported: the grant simply stays until the next save.
 */
export async function releaseUnusedOrigins(): Promise<void> {
  const [serverAddress, overrides, prices, extraFeeds, channels, granted] = await Promise.all([
    settings.serverAddress.get(),
    settings.endpointOverrides.get(),
    settings.prices.get(),
    settings.extraFeeds.get(),
    settings.channels.get(),
    grantedOrigins(),
  ]);
  const inUse = originsInUse({ serverAddress, overrides, priceSource: prices.source, extraFeeds, channelTargets: channels.map(targetOf) });
  const release = originsToRelease({ granted, required: requiredOrigins(), inUse });
  if (release.length > 0) await browser.permissions.remove({ origins: release }).catch(() => false);
}
