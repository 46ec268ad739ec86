import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { StoredVote } from './store-types';

/** The vote as cached for its feed (`feed` absent: the first feed, and no field). */
export const feedVote = (vote: VoteRecord, feed: string | undefined): StoredVote => {
  const { newsId, vote: type, time } = vote;
  const plain: VoteRecord = time === undefined ? { newsId, vote: type } : { newsId, vote: type, time };
  return feed === undefined ? plain : { ...plain, feed };
};

/**
 * A cached vote's key: its feed (`''` for the first feed, which no extra feed's id can be) and the
 * item's id. Two feeds may use one id for different news; each keeps its own vote on it.
 */
export type VoteKey = [feed: string, newsId: string];
export const voteKey = (newsId: string, feed: string | undefined): VoteKey => [feed ?? '', newsId];

/** Every key of one feed's votes: arrays sort after strings, so `[feed, []]` is past its every id. */
export const feedVoteRange = (feed: string | undefined): IDBKeyRange => IDBKeyRange.bound([feed ?? ''], [feed ?? '', []]);

/** The same key as one string, for maps. */
export const voteKeyText = (newsId: string, feed: string | undefined): string => JSON.stringify(voteKey(newsId, feed));
