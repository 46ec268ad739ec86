import type { LikesFrame, VoteAction, VoteType } from './control';
import type { AiNote } from './ai-note';
import { toBacklogShape } from './item-shapes';
import type { Outcome } from './outcome';
import type { PublishedItem } from './published-item';

// What the service sends, built in one place beside the schemas its readers parse it with
// (server-frames.test.ts reads every builder's output back through them): the service never
// writes a frame by hand, so the two directions of the contract cannot drift apart.

/** The answer to a `ping` text frame, on `/ws` and `/ws/likes`. */
export const PONG = 'pong';

/** A live item on `/ws`: the published item as it is stored, `_id` and `time` assigned. */
export function newsFrame(item: PublishedItem): string {
  return JSON.stringify(item);
}

/** The item with `hops.sent` stamped: the moment its live frame is written (hops.ts). */
export function withSent(item: PublishedItem, sent: number): PublishedItem {
  const hops = typeof item.hops === 'object' && item.hops !== null ? item.hops : {};
  return { ...item, hops: { ...hops, sent } };
}

/** The answer to a client's `clock` text frame: the service's time, for the client's clock offset (hops.ts). */
export function clockFrame(time: number): string {
  return JSON.stringify({ clock: time });
}

/**
 * An item of a `GET /api/news` page or `?id=` reply: the stored item in the backlog's shape (posts
 * folded, item-shapes.ts) with the service's vote totals and, once known, its outcome (outcome.ts) and the
 * operator's model's note (ai-note.ts).
 */
export function backlogEntry(item: PublishedItem, votes: { likes: number; dislikes: number; outcome?: Outcome; ai?: AiNote }): PublishedItem {
  return {
    ...toBacklogShape(item),
    likes: votes.likes,
    dislikes: votes.dislikes,
    ...(votes.outcome && { outcome: votes.outcome }),
    ...(votes.ai && { ai: votes.ai }),
  };
}

export { outcomeFrame } from './outcome';

/** One item's vote totals on `/ws/likes`, after a vote changed them; `version` orders them (TallyOrder). */
export function likesFrame(newsId: string, type: VoteAction, totals: { likes: number; dislikes: number; version: number }): LikesFrame {
  return { newsId, type, likes: totals.likes, dislikes: totals.dislikes, version: totals.version };
}

export function encodeLikesFrame(frame: LikesFrame): string {
  return JSON.stringify(frame);
}

/** The login answer for an accepted key: the key's id and name, as the public service answers. */
export function loginAccepted(user: { id: string; username: string }, time: number): string {
  return JSON.stringify({ time, user: { id: user.id, username: user.username } });
}

/**
 * A login refused, or a key revoked while logged in: `{message}`, the failure shape clients read
 * as "the key is no good, stop sending it". A key that cannot be checked now is not refused in
 * words: the socket is closed with 1013 instead, so the client logs in again later.
 */
export function loginRefused(message: string): string {
  return JSON.stringify({ message });
}

export interface VoteReply {
  newsId: string;
  vote: VoteType | null;
  likes: number;
  dislikes: number;
  version: number;
}

/** The reply to `POST /api/like`, `/api/dislike` and `/api/unlike`: the caller's vote now, and the item's totals with their version. */
export function voteReply(newsId: string, vote: VoteType | null, totals: { likes: number; dislikes: number; version: number }): VoteReply {
  return { newsId, vote, likes: totals.likes, dislikes: totals.dislikes, version: totals.version };
}
