import type { VoteAction } from '@newsflash/protocol/control';
import { likesFrame, voteReply } from '@newsflash/protocol/server-frames';
import type { BusEvent } from '../bus/types';
import { HttpError } from '../http/request-reply';
import type { Metrics, VoteOutcome } from '../operations/metrics';
import type { OutboxWorker } from '../outbox/outbox-worker';
import type { Storage } from '../storage/types';
import { requireKey } from './vote-key';
import { transition, voteResult, type VoteHooks } from './vote-transition';

/** What a vote needs of the service (the routes hand it their RouteDeps, which hold all of it). */
export interface VoteDeps {
  config: VoteHooks & { suspendForMs: number };
  storage: Pick<Storage, 'keys' | 'votes'>;
  metrics: Pick<Metrics, 'countVote'>;
  outbox: Pick<OutboxWorker, 'kick'>;
  /** Tells this node's sockets and every other node's. */
  announce(event: BusEvent): void;
}

/**
 * One vote, whichever route asked: the key, then in storage the item, the rate and the transition
 * (a suspension past the rate), then the frame to every socket and the outbox woken for the side
 * effects it wrote. Each outcome is counted for /metrics.
 */
export async function castVote(deps: VoteDeps, url: URL, action: VoteAction) {
  const id = url.searchParams.get('id');
  if (!id || id.length > 200) throw new HttpError(400, 'id is required (the item _id)');
  const refused = (outcome: VoteOutcome, error: HttpError) => {
    deps.metrics.countVote(outcome);
    return error;
  };
  const key = await requireKey(deps.storage.keys, url).catch((error: unknown) => {
    throw error instanceof HttpError ? refused('refused_key', error) : error;
  });
  // The rules (and the webhooks they name) are the service's; storage takes the token and applies what they decide.
  const now = Date.now();
  const outcome = await deps.storage.votes.cast(key.id, id, (item, current) => transition(item, current, action, deps.config, now), now);
  if (!outcome) throw refused('unknown_item', new HttpError(404, `no item with id ${id}`));
  if ('refused' in outcome) {
    if (outcome.refused.suspend) {
      await deps.storage.keys.suspend(key.id, now + deps.config.suspendForMs);
      throw refused('suspended', new HttpError(403, 'API key suspended for voting too fast', { 'retry-after': String(Math.ceil(deps.config.suspendForMs / 1000)) }));
    }
    throw refused('rate_limited', new HttpError(429, 'voting too fast', { 'retry-after': String(Math.max(1, Math.ceil(outcome.refused.retryAfterMs / 1000))) }));
  }
  const { step } = outcome;
  const result = voteResult(id, step);
  deps.metrics.countVote(result.changed ? 'changed' : 'unchanged');
  if (result.changed) {
    deps.announce({ type: 'likes', frame: likesFrame(id, action, result) });
    // Only a vote that wrote outbox rows has something to deliver: a round looks for due rows
    // (several statements on PostgreSQL), and retries and other nodes' rows have their timer.
    if (step.effects.length > 0) deps.outbox.kick();
  }
  return voteReply(result.newsId, result.vote, result);
}
