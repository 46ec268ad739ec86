import type { PlannedFeed } from '@/utils/feed/extra-feeds';

export interface ApiTarget {
  apiKey: string;
  apiUrl: string;
}

/**
 * Where a vote on an item goes: the API of the feed that delivered it (its `via`), which is the one
 * that knows its id; the first feed's for items without one. An item from a feed since removed or
 * broken goes nowhere (no key), never to another feed that does not know it.
 */
export function voteTarget(via: string | undefined, first: ApiTarget, extras: readonly PlannedFeed[]): ApiTarget {
  if (via === undefined) return first;
  const feed = extras.find((entry) => entry.id === via);
  return feed && 'endpoints' in feed ? { apiKey: feed.apiKey, apiUrl: feed.endpoints.apiUrl } : { apiKey: '', apiUrl: '' };
}
