import type pg from 'pg';
import { takeToken, type BucketState, type RateLimitOptions } from '../../access/rate-limit';
import type { CastOutcome, ItemVoteState, Transition, Vote, VoteRepo } from '../types';
import { inTransaction, query } from './pool';

/**
 * Votes and the keys' token buckets (a table, so every node draws from the same bucket), in one
 * transaction of four statements: the item locked, the key's vote and bucket read, the step written.
 * Every statement is a round trip to the database, so each one here is one a vote waits for.
 */
export class PostgresVotes implements VoteRepo {
  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: RateLimitOptions,
  ) {}

  cast(
    keyId: number,
    newsId: string,
    decide: (item: ItemVoteState, current: Vote | undefined) => Transition,
    now = Date.now(),
  ): Promise<CastOutcome | undefined> {
    return inTransaction(this.pool, async (client) => {
      // The item row is locked for the transaction: votes on one item from any node take turns,
      // so each sees the totals the previous one wrote. An unknown item costs no token.
      const item = (
        await client.query<ItemVoteState>(
          'SELECT json, likes, dislikes, first_liked_at AS "firstLikedAt", posted_at AS "postedAt", version FROM items WHERE id = $1 FOR UPDATE',
          [newsId],
        )
      ).rows[0];
      if (!item) return undefined;
      // A statement of its own after the lock: its snapshot holds what the vote before it committed
      // (read in the locking statement, the key's vote could be older than the totals). The bucket
      // row is locked here, always after the item's, so two votes never wait on each other in turn.
      const read = (
        await client.query<{ current: Vote | null; bucket: BucketState | null }>(
          `WITH bucket AS (
             INSERT INTO vote_buckets (key_id, state) VALUES ($1, NULL)
             ON CONFLICT (key_id) DO UPDATE SET key_id = excluded.key_id RETURNING state
           )
           SELECT (SELECT type FROM votes WHERE key_id = $1 AND news_id = $2) AS current, (SELECT state FROM bucket) AS bucket`,
          [keyId, newsId],
        )
      ).rows[0]!;
      const { state, decision } = takeToken(read.bucket ?? undefined, now, this.limits);
      const bucket = state ? JSON.stringify(state) : null;
      if (!decision.ok) {
        await client.query('UPDATE vote_buckets SET state = $1 WHERE key_id = $2', [bucket, keyId]);
        return { refused: decision };
      }
      const step = decide(item, read.current ?? undefined);
      const [text, values] = stepWrites(keyId, newsId, bucket, step, now);
      await client.query(text, values);
      return { step };
    });
  }

  mine(keyId: number): Promise<{ newsId: string; type: Vote; time: number }[]> {
    return query(this.pool, 'SELECT news_id AS "newsId", type, time FROM votes WHERE key_id = $1 ORDER BY time DESC, seq DESC', [keyId]);
  }
}

/**
 * What a taken token and its step write, as one statement: the bucket, and for a vote that changed
 * something the vote row, the item's totals and the side effects' outbox rows (in their order).
 */
export function stepWrites(keyId: number, newsId: string, bucket: string | null, step: Transition, now: number): [string, unknown[]] {
  const values: unknown[] = [];
  const $ = (value: unknown) => `$${values.push(value)}`;
  const writes = [`UPDATE vote_buckets SET state = ${$(bucket)} WHERE key_id = ${$(keyId)}`];
  if (step.changed) {
    writes.push(
      step.next
        ? `INSERT INTO votes (key_id, news_id, type, time) VALUES (${$(keyId)}, ${$(newsId)}, ${$(step.next)}, ${$(now)})
           ON CONFLICT (key_id, news_id) DO UPDATE SET type = excluded.type, time = excluded.time, seq = nextval(pg_get_serial_sequence('votes', 'seq'))`
        : `DELETE FROM votes WHERE key_id = ${$(keyId)} AND news_id = ${$(newsId)}`,
      `UPDATE items SET likes = ${$(step.likes)}, dislikes = ${$(step.dislikes)}, first_liked_at = ${$(step.firstLikedAt)}, posted_at = ${$(step.postedAt)}, version = ${$(step.version)} WHERE id = ${$(newsId)}`,
    );
    if (step.effects.length > 0) {
      const rows = step.effects.map((effect) => `(${$(effect.kind)}, ${$(JSON.stringify(effect.payload))}, ${$(now)}, ${$(now)})`);
      writes.push(`INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES ${rows.join(', ')}`);
    }
  }
  const last = writes.pop()!;
  return [writes.length === 0 ? last : `WITH ${writes.map((write, i) => `w${i} AS (${write})`).join(', ')} ${last}`, values];
}
