import type { VoteAction } from '@newsflash/protocol/control';
import { itemSummary, webhookMessage, type WebhookMessage } from './webhook-message';

export type Vote = 'like' | 'dislike';

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

export interface SideEffect {
  /** The webhook by its name: its address is the config's when the row is delivered, so a changed address applies to rows waiting. */
  kind: 'chat' | 'post';
  payload: WebhookMessage;
}

export interface VoteHooks {
  chatWebhook?: string;
  postWebhook?: string;
  postThreshold: number;
}

/** An item's vote state as stored, read inside the vote's transaction. */
export interface ItemVoteState {
  json: string;
  likes: number;
  dislikes: number;
  firstLikedAt: number | null;
  postedAt: number | null;
  version: number;
}

export interface Transition {
  next: Vote | null;
  changed: boolean;
  likes: number;
  dislikes: number;
  /** Set when this change is the item's first like or first reach of the threshold: stored so it happens once. */
  firstLikedAt: number | null;
  postedAt: number | null;
  version: number;
  effects: SideEffect[];
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
