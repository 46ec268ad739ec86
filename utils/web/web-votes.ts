import type { TallyOrder } from '@newsflash/protocol/tally-order';
import type { LiveEvent, SyncResult } from '@/utils/messages';
import type { Clock, FetchLike } from '@/utils/net/net-types';
import type { NewsStore } from '@/utils/store/store-types';
import type { VoteAction } from '@newsflash/protocol/control';
import { HistorySync } from '@/utils/votes/history-sync';
import { VoteClient } from '@/utils/votes/vote-client';
import { Voter } from '@/utils/votes/voter';

export interface WebVotesDeps {
  fetch: FetchLike;
  clock: Clock;
  /** The key and the API as they are now: a key adopted later is read at the next call. */
  config: () => { apiKey: string; apiUrl: string };
  store: () => NewsStore | undefined;
  broadcast(event: LiveEvent): void;
  /** The live part's order of totals, which the vote stream's totals go through too. */
  tallies: TallyOrder;
  /** The history was read again (after a sync, or after a vote): the account's list reads the cache again. */
  onSynced(syncedAt: number): void;
}

/**
 * The page's voting API and its history of votes: a chunk of its own (web-live.ts loads it at the
 * first vote, a key, or a history read). A reader without a key reads the feed for hours without
 * either, and its vote replies' readers are no part of the page's first seconds.
 */
export function createWebVotes(deps: WebVotesDeps) {
  const { clock, tallies } = deps;
  const client = new VoteClient({ fetch: deps.fetch, clock }, deps.config);
  const sync = new HistorySync({ client, store: deps.store, clock, saveSyncedAt: async () => {}, onSynced: deps.onSynced });
  const voter = new Voter({
    client,
    clock,
    store: deps.store,
    broadcast: deps.broadcast,
    admitTally: (newsId, version, arrivedAt) => tallies.admit(newsId, version, arrivedAt),
    tallyArrival: () => tallies.arrival(),
    onVoted: () => sync.afterVote(),
  });
  return {
    vote: (newsId: string, action: VoteAction) => voter.vote(newsId, action),
    sync: (): Promise<SyncResult> => sync.sync(),
  };
}

