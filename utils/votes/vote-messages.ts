import type { LikesFrame, VoteType } from '@newsflash/protocol/control';
import type { VoteError } from './vote-client';

// What voting answers a page and tells open pages: replies of utils/messages/' map, and its live events.

export type VoteOutcome =
  | { ok: true; newsId: string; vote: VoteType | null; likes?: number; dislikes?: number }
  | { ok: false; newsId: string; error: VoteError };

/** An extra feed whose history could not be fetched (its cached copy is kept): its name, and why. */
export interface FailedFeed {
  feed: string;
  message: string;
}

/**
 * The reply to `syncVotes`: how many votes the services hold, or why the first feed's could not
 * say; `failedFeeds` the extra feeds whose history was not fetched.
 */
export type SyncResult = ({ ok: true; votes: number; syncedAt: number } | { ok: false; error: VoteError }) & { failedFeeds?: FailedFeed[] };

/** Voting's part of the live events the worker sends open pages (LiveEvent). */
export type VoteEvent =
  | { type: 'tally'; tally: LikesFrame }
  | { type: 'vote'; newsId: string; vote: VoteType | null }
  /** The vote history cache was refreshed from the service. */
  | { type: 'history'; syncedAt: number };
