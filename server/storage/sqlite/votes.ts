import type { VoteBuckets } from '../../access/rate-limit';
import type { CastOutcome, ItemVoteState, Transition, Vote, VoteRepo } from '../types';
import type { Db } from './db';

export class SqliteVotes implements VoteRepo {
  constructor(
    private readonly db: Db,
    private readonly buckets: VoteBuckets,
  ) {}

  async cast(
    keyId: number,
    newsId: string,
    decide: (item: ItemVoteState, current: Vote | undefined) => Transition,
    now = Date.now(),
  ): Promise<CastOutcome | undefined> {
    if (!this.db.prepare('SELECT 1 FROM items WHERE id = ?').get(newsId)) return undefined;
    const decision = await this.buckets.take(keyId, now);
    if (!decision.ok) return { refused: decision };
    const step = this.apply(keyId, newsId, decide, now);
    return step && { step };
  }

  private apply(
    keyId: number,
    newsId: string,
    decide: (item: ItemVoteState, current: Vote | undefined) => Transition,
    now: number,
  ): Transition | undefined {
    return this.db.transaction((): Transition | undefined => {
      const item = this.db
        .prepare('SELECT json, likes, dislikes, first_liked_at AS firstLikedAt, posted_at AS postedAt, version FROM items WHERE id = ?')
        .get(newsId) as ItemVoteState | undefined;
      if (!item) return undefined;
      const current = (this.db.prepare('SELECT type FROM votes WHERE key_id = ? AND news_id = ?').get(keyId, newsId) as { type: Vote } | undefined)?.type;
      const step = decide(item, current);
      if (!step.changed) return step;

      if (step.next) {
        this.db
          .prepare('INSERT INTO votes (key_id, news_id, type, time) VALUES (?, ?, ?, ?) ON CONFLICT (key_id, news_id) DO UPDATE SET type = excluded.type, time = excluded.time')
          .run(keyId, newsId, step.next, now);
      } else {
        this.db.prepare('DELETE FROM votes WHERE key_id = ? AND news_id = ?').run(keyId, newsId);
      }
      this.db
        .prepare('UPDATE items SET likes = ?, dislikes = ?, first_liked_at = ?, posted_at = ?, version = ? WHERE id = ?')
        .run(step.likes, step.dislikes, step.firstLikedAt, step.postedAt, step.version, newsId);
      const enqueue = this.db.prepare('INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?)');
      for (const effect of step.effects) enqueue.run(effect.kind, JSON.stringify(effect.payload), now, now);
      return step;
    })();
  }

  async mine(keyId: number): Promise<{ newsId: string; type: Vote; time: number }[]> {
    return this.db.prepare('SELECT news_id AS newsId, type, time FROM votes WHERE key_id = ? ORDER BY time DESC, rowid DESC').all(keyId) as {
      newsId: string;
      type: Vote;
      time: number;
    }[];
  }
}
