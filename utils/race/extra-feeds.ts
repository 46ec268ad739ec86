import { deriveEndpoints, permissionOrigins, type Endpoints } from '@/utils/base/endpoints';
import { z } from '@newsflash/protocol/zod';
import type { HistoryFeed } from './race-types';
import { shownName } from '@/utils/text/shown-name';

/** Names a reader could not tell apart on a card or in Diagnostics: the same letters, whatever their case or compatibility form. */
export const sameFeedName = (a: string, b: string) => shownName(a).normalize('NFKC').toLowerCase() === shownName(b).normalize('NFKC').toLowerCase();

/**
 * Feeds a reader adds beside the first (Tree of Alpha's main socket, its subscribers' regional one,
 * a self-hosted Newsflash, any service speaking the same protocol). Budgets: at most
 * `MAX_EXTRA_FEEDS` (each holds a socket, a backfill and a dedupe window in the worker), names of at
 * most 40 characters (as shown: `shownName`), none reading as the first feed's or another's,
 * keys of at most 256, addresses of at most 2,048; a stored list past them is cut to its first
 * `MAX_EXTRA_FEEDS` valid entries, and a damaged entry is dropped alone.
 */
export const MAX_EXTRA_FEEDS = 4;

export const extraFeedSchema = z.object({
  /** Stable across renames: items remember the feed that delivered them by it, for their votes. */
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  /** As stored; every page reads it through `shownName` (readExtraFeeds). */
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The service's address, as the first feed's is typed; its socket and API derive from it. */
  serverAddress: z.string().check(z.maxLength(2048)),
  /** A socket elsewhere than the address's own `/ws` (Tree of Alpha's regional socket). */
  socketUrl: z.optional(z.string().check(z.maxLength(2048))),
  /** Sent only to this entry's own socket and API: the options page writes address and key as one entry. */
  apiKey: z.string().check(z.maxLength(256)),
});
export type ExtraFeed = z.output<typeof extraFeedSchema>;

/** The first feed's name on cards and in Diagnostics. */
export const FIRST_FEED_ID = 'main';

/** A name no other feed (nor the first, "main") reads as. */
export const nameTaken = (name: string, feeds: readonly Pick<ExtraFeed, 'name'>[]) => sameFeedName(name, FIRST_FEED_ID) || feeds.some((feed) => sameFeedName(feed.name, name));

/**
 * Entry by entry: a damaged one is dropped, a duplicate id keeps its first entry, the count is
 * capped. A name is read as shown; one left empty, or reading as the first feed's or an earlier
 * entry's (stored before names were checked), is shown as the feed's id instead, so the feed is
 * kept and told apart; were that taken too, the entry is dropped.
 */
export function readExtraFeeds(value: unknown): ExtraFeed[] {
  if (!Array.isArray(value)) return [];
  const feeds: ExtraFeed[] = [];
  for (const entry of value) {
    const read = extraFeedSchema.safeParse(entry);
    if (!read.success || read.data.id === FIRST_FEED_ID || feeds.some((feed) => feed.id === read.data.id)) continue;
    const shown = shownName(read.data.name);
    const name = shown && !nameTaken(shown, feeds) ? shown : read.data.id;
    if (nameTaken(name, feeds)) continue;
    feeds.push({ ...read.data, name });
    if (feeds.length === MAX_EXTRA_FEEDS) break;
  }
  return feeds;
}

export const endpointsOfFeed = (feed: Pick<ExtraFeed, 'serverAddress' | 'socketUrl'>) => deriveEndpoints(feed.serverAddress, { socketUrl: feed.socketUrl });

/** Host patterns an extra feed needs asked for (its API for backfill and votes, its socket because the key goes there). */
export function feedOrigins(feeds: readonly Pick<ExtraFeed, 'serverAddress' | 'socketUrl'>[]): string[] {
  const patterns = new Set<string>();
  for (const feed of feeds) {
    const derived = endpointsOfFeed(feed);
    if (derived.ok) for (const pattern of permissionOrigins(derived.endpoints)) patterns.add(pattern);
  }
  return [...patterns];
}

/** A short, unused id for a new feed: its name's letters, numbered when taken. */
export function newFeedId(name: string, taken: readonly string[]): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'feed';
  let id = base;
  for (let n = 2; id === FIRST_FEED_ID || taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

export type PlannedFeed = { id: string; name: string; endpoints: Endpoints; apiKey: string } | { id: string; name: string; error: string };

/** The extra feeds that may be asked for what needs a key (their vote history): id, name, API and key. */
export function keyedFeeds(plans: readonly PlannedFeed[]): HistoryFeed[] {
  return plans.flatMap((plan) => ('endpoints' in plan && plan.apiKey ? [{ feed: plan.id, name: plan.name, apiUrl: plan.endpoints.apiUrl, apiKey: plan.apiKey }] : []));
}

/** Where each extra feed connects, with its key only when the browser lets keys go (Firefox's consent). */
export function planExtraFeeds(feeds: readonly ExtraFeed[], keyConsented: boolean): PlannedFeed[] {
  return feeds.map((feed) => {
    const derived = endpointsOfFeed(feed);
    if (!derived.ok) return { id: feed.id, name: feed.name, error: derived.error };
    return { id: feed.id, name: feed.name, endpoints: derived.endpoints, apiKey: keyConsented ? feed.apiKey.trim() : '' };
  });
}
