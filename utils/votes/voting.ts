import type { VoteEvent } from './vote-messages';
import type { Clock, FetchLike } from '@/utils/net/net-types';
import type { NewsStore } from '@/utils/store/store-types';
import { VoteClient } from './vote-client';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import { HistorySync } from './history-sync';
import type { HistoryFeed } from '@/utils/race/race-types';
import { Voter } from './voter';
import type { VoteTarget } from '@/utils/race/vote-route';

export interface VotingDeps {
  fetch: FetchLike;
  clock: Clock;
  /** Where the API is and the key it may be sent, now. */
  api: () => { apiKey: string; apiUrl: string };
  store: () => NewsStore | undefined;
  broadcast: (event: VoteEvent) => void;
  saveSyncedAt: (at: number) => Promise<void>;
  /** The API of the feed an item came from, when several feeds are raced. */
  targetOf?: (newsId: string) => Promise<VoteTarget | undefined>;
  /** The extra feeds with a key, whose histories are kept beside the first feed's. */
  historyFeeds?: () => HistoryFeed[];
}

/**
 * The worker's side of voting: votes sent through one client, the history cache kept in step
 * after them, and one order of vote totals shared by the replies and the vote stream, so an older
 * total never overwrites a newer one whichever arrives last.
 */
export function createVoting(deps: VotingDeps) {
  const { clock, store, broadcast } = deps;
  const client = new VoteClient({ fetch: deps.fetch, clock }, deps.api);
  const tallies = new TallyOrder();
  const history = new HistorySync({ client, store, clock, extraFeeds: deps.historyFeeds, saveSyncedAt: deps.saveSyncedAt, onSynced: (syncedAt) => broadcast({ type: 'history', syncedAt }) });
  const voter = new Voter({
    client,
    clock,
    store,
    broadcast,
    admitTally: (newsId, version, arrivedAt) => tallies.admit(newsId, version, arrivedAt),
    tallyArrival: () => tallies.arrival(),
    onVoted: () => history.afterVote(),
    targetOf: deps.targetOf,
  });
  return { voter, history, tallies };
}
