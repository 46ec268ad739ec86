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
  storage: Pick<Storage, 'items' | 'buckets' | 'keys' | 'votes'>;
  metrics: Pick<Metrics, 'countVote'>;
  outbox: Pick<OutboxWorker, 'kick'>;
  /** Tells this node's sockets and every other node's. */
  announce(event: BusEvent): void;
}

/**
 * One vote, whichever route asked: the key, the item, the rate (and a suspension past it), the
 * transition in storage, then the frame to every socket and the outbox woken. Each outcome is
 * counted for /metrics.
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
  if (!(await deps.storage.items.exists(id))) throw refused('unknown_item', new HttpError(404, `no item with id ${id}`));
  const decision = await deps.storage.buckets.take(key.id);
  if (!decision.ok) {
    if (decision.suspend) {
      await deps.storage.keys.suspend(key.id, Date.now() + deps.config.suspendForMs);
      throw refused('suspended', new HttpError(403, 'API key suspended for voting too fast', { 'retry-after': String(Math.ceil(deps.config.suspendForMs / 1000)) }));
    }
    throw refused('rate_limited', new HttpError(429, 'voting too fast', { 'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) }));
  }
  // The rules (and the webhooks they name) are the service's; storage applies what they decide.
  const now = Date.now();
  const step = await deps.storage.votes.apply(key.id, id, (item, current) => transition(item, current, action, deps.config, now), now);
  if (!step) throw refused('unknown_item', new HttpError(404, `no item with id ${id}`));
  const result = voteResult(id, step);
  deps.metrics.countVote(result.changed ? 'changed' : 'unchanged');
  if (result.changed) {
    deps.announce({ type: 'likes', frame: likesFrame(id, action, result) });
    deps.outbox.kick();
  }
  return voteReply(result.newsId, result.vote, result);
}
