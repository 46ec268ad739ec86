import type pg from 'pg';
import type { ItemVoteState, Transition, Vote, VoteRepo } from '../types';
import { inTransaction, query } from './pool';

export class PostgresVotes implements VoteRepo {
  constructor(
    private readonly pool: pg.Pool,
  ) {}

  apply(
    keyId: number,
    newsId: string,
    decide: (item: ItemVoteState, current: Vote | undefined) => Transition,
    now = Date.now(),
  ): Promise<Transition | undefined> {
    return inTransaction(this.pool, async (client) => {
      // The item row is locked for the transaction: votes on one item from any node take turns,
      // so each sees the totals the previous one wrote.
      const item = (
        await client.query<ItemVoteState>(
          'SELECT json, likes, dislikes, first_liked_at AS "firstLikedAt", posted_at AS "postedAt", version FROM items WHERE id = $1 FOR UPDATE',
          [newsId],
        )
      ).rows[0];
      if (!item) return undefined;
      const current = (await client.query<{ type: Vote }>('SELECT type FROM votes WHERE key_id = $1 AND news_id = $2', [keyId, newsId])).rows[0]?.type;
      const step = decide(item, current);
      if (!step.changed) return step;

      if (step.next) {
        await client.query(
          `INSERT INTO votes (key_id, news_id, type, time) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key_id, news_id) DO UPDATE SET type = excluded.type, time = excluded.time, seq = nextval(pg_get_serial_sequence('votes', 'seq'))`,
          [keyId, newsId, step.next, now],
        );
      } else {
        await client.query('DELETE FROM votes WHERE key_id = $1 AND news_id = $2', [keyId, newsId]);
      }
      await client.query('UPDATE items SET likes = $1, dislikes = $2, first_liked_at = $3, posted_at = $4, version = $5 WHERE id = $6', [
        step.likes,
        step.dislikes,
        step.firstLikedAt,
        step.postedAt,
        step.version,
        newsId,
      ]);
      for (const effect of step.effects) {
        await client.query('INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES ($1, $2, $3, $3)', [effect.kind, JSON.stringify(effect.payload), now]);
      }
      return step;
    });
  }

  mine(keyId: number): Promise<{ newsId: string; type: Vote; time: number }[]> {
    return query(this.pool, 'SELECT news_id AS "newsId", type, time FROM votes WHERE key_id = $1 ORDER BY time DESC, seq DESC', [keyId]);
  }
}
