import type { Db } from './db';
import { itemSummary, webhookMessage, type WebhookMessage } from './webhook-message';

export type VoteAction = 'like' | 'dislike' | 'unlike';
export type Vote = 'like' | 'dislike';

export interface VoteResult {
  newsId: string;
  vote: Vote | null;
  likes: number;
  dislikes: number;
  /** False when the request changed nothing (same vote again, or unlike with no vote). */
  changed: boolean;
}

export interface SideEffect {
  kind: 'chat' | 'post';
  url: string;
  payload: WebhookMessage;
}

export interface VoteHooks {
  chatWebhook?: string;
  postWebhook?: string;
  postThreshold: number;
}

/**
 * The vote state machine. Each call is one transaction: the vote row, the item's totals and any
 * side effects (outbox rows) commit together or not at all.
 */
export class VoteStore {
  constructor(
    private readonly db: Db,
    private readonly hooks: VoteHooks,
  ) {}

  /** Undefined when the item does not exist. */
  apply(keyId: number, newsId: string, action: VoteAction, now = Date.now()): VoteResult | undefined {
    return this.db.transaction((): VoteResult | undefined => {
      const item = this.db.prepare('SELECT json, likes, dislikes, first_liked_at, posted_at FROM items WHERE id = ?').get(newsId) as
        | { json: string; likes: number; dislikes: number; first_liked_at: number | null; posted_at: number | null }
        | undefined;
      if (!item) return undefined;
      const current = (this.db.prepare('SELECT type FROM votes WHERE key_id = ? AND news_id = ?').get(keyId, newsId) as { type: Vote } | undefined)
        ?.type;
      const next: Vote | null = action === 'unlike' ? null : action;
      if ((current ?? null) === next) return { newsId, vote: next, likes: item.likes, dislikes: item.dislikes, changed: false };

      let { likes, dislikes } = item;
      if (current === 'like') likes--;
      if (current === 'dislike') dislikes--;
      if (next === 'like') likes++;
      if (next === 'dislike') dislikes++;
      if (next) {
        this.db
          .prepare('INSERT INTO votes (key_id, news_id, type, time) VALUES (?, ?, ?, ?) ON CONFLICT (key_id, news_id) DO UPDATE SET type = excluded.type, time = excluded.time')
          .run(keyId, newsId, next, now);
      } else {
        this.db.prepare('DELETE FROM votes WHERE key_id = ? AND news_id = ?').run(keyId, newsId);
      }

      const effects: SideEffect[] = [];
      const firstLike = next === 'like' && item.first_liked_at === null;
      if (firstLike && this.hooks.chatWebhook) {
        effects.push({ kind: 'chat', url: this.hooks.chatWebhook, payload: webhookMessage(`👍 First like: ${itemSummary(item.json)}`) });
      }
      const posting = item.posted_at === null && likes - dislikes >= this.hooks.postThreshold;
      if (posting && this.hooks.postWebhook) {
        effects.push({ kind: 'post', url: this.hooks.postWebhook, payload: webhookMessage(`🔥 Score ${likes - dislikes}: ${itemSummary(item.json)}`) });
      }
      this.db
        .prepare(
          'UPDATE items SET likes = ?, dislikes = ?, first_liked_at = coalesce(first_liked_at, ?), posted_at = coalesce(posted_at, ?) WHERE id = ?',
        )
        .run(likes, dislikes, firstLike ? now : null, posting ? now : null, newsId);
      const enqueue = this.db.prepare('INSERT INTO outbox (kind, url, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)');
      for (const effect of effects) enqueue.run(effect.kind, effect.url, JSON.stringify(effect.payload), now, now);
      return { newsId, vote: next, likes, dislikes, changed: true };
    })();
  }

  /** The key's votes, newest first. */
  mine(keyId: number): { newsId: string; type: Vote; time: number }[] {
    return this.db.prepare('SELECT news_id AS newsId, type, time FROM votes WHERE key_id = ? ORDER BY time DESC, rowid DESC').all(keyId) as {
      newsId: string;
      type: Vote;
      time: number;
    }[];
  }
}
