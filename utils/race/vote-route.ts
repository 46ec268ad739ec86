import type { PlannedFeed } from '@/utils/race/extra-feeds';

export interface ApiTarget {
  apiKey: string;
  apiUrl: string;
  /** The extra feed's id (none: the first feed): the vote is cached as that feed's. */
  feed?: string;
}

/** The item's feed is no longer in the list: its vote has nowhere to go, and the reader is told so. */
export const FEED_REMOVED = { removed: true } as const;
export type VoteTarget = ApiTarget | typeof FEED_REMOVED;

/**
 * Where a vote on an item goes: the API of the feed that delivered it (its `via`), which is the one
 * that knows its id; the first feed's for items without one. An item from a feed since removed goes
 * nowhere and says so; one from a feed whose address is broken goes nowhere (no key); never to
 * another feed that does not know it.
 */
export function voteTarget(via: string | undefined, first: ApiTarget, extras: readonly PlannedFeed[]): VoteTarget {
  if (via === undefined) return first;
  const feed = extras.find((entry) => entry.id === via);
  if (!feed) return FEED_REMOVED;
  return 'endpoints' in feed ? { apiKey: feed.apiKey, apiUrl: feed.endpoints.apiUrl, feed: feed.id } : { apiKey: '', apiUrl: '' };
}
