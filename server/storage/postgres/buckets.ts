import type pg from 'pg';
import { takeToken, type BucketState, type RateDecision, type RateLimitOptions, type VoteBuckets } from '../../access/rate-limit';
import { inTransaction } from './pool';

/** Token buckets in a table, locked per key for the step, so every node draws from the same bucket. */
export class PostgresVoteBuckets implements VoteBuckets {
  constructor(
    private readonly pool: pg.Pool,
    private readonly options: RateLimitOptions,
  ) {}

  take(keyId: number, now = Date.now()): Promise<RateDecision> {
    return inTransaction(this.pool, async (client) => {
      const row = (
        await client.query<{ state: BucketState | null }>(
          `INSERT INTO vote_buckets (key_id, state) VALUES ($1, NULL)
           ON CONFLICT (key_id) DO UPDATE SET key_id = excluded.key_id RETURNING state`,
          [keyId],
        )
      ).rows[0]!;
      const { state, decision } = takeToken(row.state ?? undefined, now, this.options);
      await client.query('UPDATE vote_buckets SET state = $1 WHERE key_id = $2', [state ? JSON.stringify(state) : null, keyId]);
      return decision;
    });
  }
}
