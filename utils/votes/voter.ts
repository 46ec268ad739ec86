import type { Clock } from '@/utils/net/net-types';
import type { VoteEvent, VoteOutcome } from './vote-messages';
import type { NewsStore } from '@/utils/store/store-types';
import { voteAfter } from './optimistic';
import type { VoteAction } from '@newsflash/protocol/control';
import type { VoteClient } from './vote-client';
import { defaultGuard, VoteGuard, type GuardLimits } from './vote-guard';
import { t } from '@/utils/base/i18n';
import type { VoteTarget } from '@/utils/race/vote-route';

export interface VoterDeps {
  client: Pick<VoteClient, 'vote'>;
  clock: Clock;
  store: () => NewsStore | undefined;
  broadcast: (event: VoteEvent) => void;
  /** Whether a reply's totals are newer than what the vote stream already applied (`arrivedAt`: from `tallyArrival`, when the reply came). */
  admitTally: (newsId: string, version: number | undefined, arrivedAt?: number) => boolean;
  /** The reply's place in the order of arrival, taken as it comes: unversioned totals are ordered by it. */
  tallyArrival?: () => number;
  /** Called after each vote the service accepted. */
  onVoted: () => void;
  /** The API of the feed the item came from; undefined: the first feed's. */
  targetOf?: (newsId: string) => Promise<VoteTarget | undefined>;
}

/**
 * Every vote, from the popup or a notification button: held back by the client-side guard when it
 * comes too fast, sent, recorded locally, and announced to open pages.
 */
export class Voter {
  private readonly guard: VoteGuard;

  constructor(
    private readonly deps: VoterDeps,
    limits: GuardLimits = defaultGuard,
  ) {
    this.guard = new VoteGuard(limits, deps.clock.now());
  }

  async vote(newsId: string, action: VoteAction): Promise<VoteOutcome> {
    const { clock, store } = this.deps;
    const target = await this.deps.targetOf?.(newsId);
    // Nothing is sent and nothing changes (the item, its vote, its totals, the guard's allowance).
    if (target && 'removed' in target) return { ok: false, newsId, error: { kind: 'feed-removed', message: t('errors.feedRemoved') } };
    const now = clock.now();
    const allowed = this.guard.take(now);
    if (!allowed.ok) {
      const seconds = Math.ceil(allowed.waitMs / 1000);
      return {
        ok: false,
        newsId,
        error: { kind: 'rate-limited', retryAfterMs: allowed.waitMs, message: t('errors.slowDown', [String(seconds)]) },
      };
    }
    const result = await this.deps.client.vote(newsId, action, target);
    const arrivedAt = this.deps.tallyArrival?.();
    if (!result.ok) {
      // The service itself said wait (429) or suspended the key (403): nothing goes out until then.
      if (result.error.retryAfterMs !== undefined) this.guard.holdFor(result.error.retryAfterMs, clock.now());
      return { ok: false, newsId, error: result.error };
    }
    const vote = voteAfter(action);
    await store()?.setVote(newsId, vote, now, target?.feed);
    const { likes, dislikes, version } = result.value;
    // Decided after the writes above: a newer frame from the vote stream may have landed meanwhile
    // (newer by its version, or without one by arriving after this reply).
    const fresh = likes !== undefined && dislikes !== undefined && this.deps.admitTally(newsId, version, arrivedAt);
    if (fresh) {
      await store()?.setTally(newsId, likes, dislikes);
      this.deps.broadcast({ type: 'tally', tally: { newsId, likes, dislikes, version } });
    }
    this.deps.broadcast({ type: 'vote', newsId, vote });
    this.deps.onVoted();
    return fresh ? { ok: true, newsId, vote, likes, dislikes } : { ok: true, newsId, vote };
  }
}
