import type { VoteAction } from '@newsflash/protocol/control';
import type { ItemVoteState, SideEffect, Transition, Vote } from '../storage/types';
import { itemSummary, webhookMessage } from './webhook-message';

export interface VoteResult {
  newsId: string;
  vote: Vote | null;
  likes: number;
  dislikes: number;
  /** False when the request changed nothing (same vote again, or unlike with no vote). */
  changed: boolean;
  /**
   * The item's vote counter after this change. Nodes deliver vote frames through a bus that may
   * reorder them; a frame older than one already sent for the item is dropped, so totals only move
   * forward.
   */
  version: number;
}

export interface VoteHooks {
  chatWebhook?: string;
  postWebhook?: string;
  postThreshold: number;
}

/** What the caller is answered after a transition, committed or not. */
export const voteResult = (newsId: string, step: Transition): VoteResult => ({
  newsId,
  vote: step.next,
  likes: step.likes,
  dislikes: step.dislikes,
  changed: step.changed,
  version: step.version,
});

/**
 * The vote state machine, the same for every storage engine: like or dislike sets the caller's vote
 * (switching from the other one), the same vote again changes nothing, unlike removes it. Side
 * effects fire once per item: the first like ever, and the net score first reaching the threshold.
 */
export function transition(item: ItemVoteState, current: Vote | undefined, action: VoteAction, hooks: VoteHooks, now: number): Transition {
  const next: Vote | null = action === 'unlike' ? null : action;
  const unchanged = { next, likes: item.likes, dislikes: item.dislikes, firstLikedAt: item.firstLikedAt, postedAt: item.postedAt, version: item.version };
  if ((current ?? null) === next) return { ...unchanged, changed: false, effects: [] };

  let { likes, dislikes } = item;
  if (current === 'like') likes--;
  if (current === 'dislike') dislikes--;
  if (next === 'like') likes++;
  if (next === 'dislike') dislikes++;

  const effects: SideEffect[] = [];
  const firstLike = next === 'like' && item.firstLikedAt === null;
  if (firstLike && hooks.chatWebhook) {
    effects.push({ kind: 'chat', payload: webhookMessage(`👍 First like: ${itemSummary(item.json)}`) });
  }
  const posting = item.postedAt === null && likes - dislikes >= hooks.postThreshold;
  if (posting && hooks.postWebhook) {
    effects.push({ kind: 'post', payload: webhookMessage(`🔥 Score ${likes - dislikes}: ${itemSummary(item.json)}`) });
  }
  return {
    next,
    changed: true,
    likes,
    dislikes,
    firstLikedAt: firstLike ? now : item.firstLikedAt,
    postedAt: posting ? now : item.postedAt,
    version: item.version + 1,
    effects,
  };
}
