import type { VoteRecord } from '@newsflash/protocol';
import type { StoredVote } from './store-types';

/** The vote as cached for its feed (`feed` absent: the first feed, and no field). */
export const feedVote = (vote: VoteRecord, feed: string | undefined): StoredVote => {
  const { newsId, vote: type, time } = vote;
  const plain: VoteRecord = time === undefined ? { newsId, vote: type } : { newsId, vote: type, time };
  return feed === undefined ? plain : { ...plain, feed };
};

/**
 * Whether a feed's history may write over the vote cached under the same id: when none is, when it
 * is that feed's own, and always for the first feed's history; an extra feed never takes over the
 * first feed's or another extra feed's vote.
 */
export const mayReplace = (held: StoredVote | undefined, feed: string | undefined): boolean => held === undefined || feed === undefined || held.feed === feed;
