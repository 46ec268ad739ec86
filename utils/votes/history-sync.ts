import type { Clock, TimerHandle } from '@/utils/net/net-types';
import type { NewsStore } from '@/utils/store/store-types';
import type { SyncResult } from '@/utils/messages';
import type { VoteClient } from './vote-client';

export interface HistorySyncDeps {
  client: Pick<VoteClient, 'myVotes'>;
  store: () => NewsStore | undefined;
  clock: Clock;
  saveSyncedAt: (at: number) => Promise<void>;
  onSynced: (syncedAt: number) => void;
}

/** After a vote the service is asked again once voting pauses, not once per vote. */
const AFTER_VOTE_MS = 3_000;

/**
 * Keeps the IndexedDB copy of the user's vote history in step with `GET /api/mylikes`, so the
 * options page reads it offline. Concurrent requests share one fetch.
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
    const result = await this.deps.client.myVotes();
    if (!result.ok) return result;
    await this.deps.store()?.replaceVotes(result.value.votes);
    const syncedAt = this.deps.clock.now();
    await this.deps.saveSyncedAt(syncedAt);
    this.deps.onSynced(syncedAt);
    return { ok: true, votes: result.value.votes.length, syncedAt };
  }
}
