import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { NewsStore } from '@/utils/store/store-types';
import type { FailedFeed, SyncResult } from './vote-messages';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteClient } from './vote-client';
import type { HistoryFeed } from '@/utils/race/race-types';

/**
 * Votes kept per feed at most: a history past it keeps its newest (by the time the service states;
 * undated ones last) and the rest are skipped. A hostile feed's 100,000 entries cost one read of
 * its reply (itself capped at 16 MB) and never more than this many rows in the cache.
 */
export const MAX_HISTORY_PER_FEED = 10_000;

/** The newest `max` votes, in their order of arrival among those kept. */
export function newestVotes(votes: readonly VoteRecord[], max = MAX_HISTORY_PER_FEED): VoteRecord[] {
  if (votes.length <= max) return [...votes];
  const kept = new Set([...votes].sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity)).slice(0, max));
  return votes.filter((vote) => kept.has(vote));
}

export interface HistorySyncDeps {
  client: Pick<VoteClient, 'myVotes'>;
  /** The extra feeds with a key, read at each sync. */
  extraFeeds?: () => HistoryFeed[];
  store: () => NewsStore | undefined;
  clock: Clock;
  saveSyncedAt: (at: number) => Promise<void>;
  onSynced: (syncedAt: number) => void;
}

/** After a vote the service is asked again once voting pauses, not once per vote. */
const AFTER_VOTE_MS = 3_000;

/**
 * Keeps the IndexedDB copy of the user's vote history in step with `GET /api/mylikes` of the first
 * feed and of each extra feed with a key (each with its own key, side by side), so the options page
 * reads it offline. Each feed's history replaces only that feed's: one that fails (refused, down,
 * unreadable) keeps its cached copy and harms no other. Concurrent requests share one fetch.
 */
export class HistorySync {
  private running?: Promise<SyncResult>;
  private timer?: TimerHandle;

  constructor(private readonly deps: HistorySyncDeps) {}

  sync(): Promise<SyncResult> {
    this.running ??= this.fetch().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Re-syncs a little after the last vote of a burst. */
  afterVote(): void {
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, AFTER_VOTE_MS);
  }

  private async fetch(): Promise<SyncResult> {
    const extras = this.deps.extraFeeds?.() ?? [];
    const [result, ...extraResults] = await Promise.all([
      this.deps.client.myVotes(),
      ...extras.map(({ apiUrl, apiKey }) => this.deps.client.myVotes({ apiUrl, apiKey })),
    ]);
    const failedFeeds: FailedFeed[] = [];
    let extraVotes = 0;
    for (const [i, extra] of extras.entries()) {
      const answer = extraResults[i]!;
      if (!answer.ok) {
        failedFeeds.push({ feed: extra.name, message: answer.error.message });
        continue;
      }
      const votes = newestVotes(answer.value.votes);
      await this.deps.store()?.replaceVotes(votes, extra.feed);
      extraVotes += votes.length;
    }
    const failed = failedFeeds.length > 0 ? { failedFeeds } : {};
    if (!result.ok) return { ...result, ...failed };
    const votes = newestVotes(result.value.votes);
    await this.deps.store()?.replaceVotes(votes);
    const syncedAt = this.deps.clock.now();
    await this.deps.saveSyncedAt(syncedAt);
    this.deps.onSynced(syncedAt);
    return { ok: true, votes: votes.length + extraVotes, syncedAt, ...failed };
  }
}
