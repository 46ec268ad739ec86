import type { NewsItem } from '@newsflash/protocol/news-item';
import type { FeedStatus } from '@/utils/feed/news-feed';
import type { Problem } from '@/utils/net/problem';
import type { FeedRaceRow } from './feed-race';

// The race's shapes that other folders name (the worker's messages, the vote history): here, so
// naming them loads nothing of the race and ties no loop through it.

/** An item as the worker passes it on: `via` names the extra feed that delivered it first (none: the first feed), for its votes. */
export type RacedItem = NewsItem & { via?: string };

/** One extra feed's row in Diagnostics: the race figures plus its connection. */
export type RaceRow = FeedRaceRow & {
  id: string;
  connection?: FeedStatus['connection'];
  error?: string;
  reconnects?: number;
  /** An extra feed's vote stream (only with a key): its connection, and the frames it refused. */
  votes?: { connection: FeedStatus['connection']; refused: number };
  /** An extra feed's headlines and frames dropped past their budgets (utils/feed/item-budget.ts). */
  dropped?: number;
  /** An extra feed's last problem (a backlog page refused or past its budget, a socket closed): status.ts words it into `error`. */
  problem?: Problem;
};

/** An extra feed whose history is kept beside the first feed's: its own API and key. */
export interface HistoryFeed {
  feed: string;
  name: string;
  apiUrl: string;
  apiKey: string;
}
