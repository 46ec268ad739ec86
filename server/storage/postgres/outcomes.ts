import type pg from 'pg';
import type { Outcome, OutcomeSpan } from '@newsflash/protocol/outcome';
import { toCheck, type CheckRow } from '../outcome-check-row';
import type { OutcomeCheck, OutcomeRepo } from '../types';
import { inTransaction, query } from './pool';

export class PostgresOutcomes implements OutcomeRepo {
  constructor(private readonly pool: pg.Pool) {}

  /** The count and the insert are not one snapshot: nodes publishing at once may pass `max` by a few items' checks. */
  async schedule(checks: readonly OutcomeCheck[], max: number): Promise<boolean> {
    if ((await this.pending()) >= max) return false;
    if (checks.length === 0) return true;
    await query(
      this.pool,
      `INSERT INTO outcome_checks (item_id, span, published_at, due_at, coins)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[]) ON CONFLICT DO NOTHING`,
      [
        checks.map((c) => c.itemId),
        checks.map((c) => c.span),
        checks.map((c) => c.publishedAt),
        checks.map((c) => c.dueAt),
        checks.map((c) => JSON.stringify(c.coins)),
      ],
    );
    return true;
  }

  async due(now: number, limit: number, after?: OutcomeCheck): Promise<OutcomeCheck[]> {
    const { dueAt, itemId, span } = after ?? { dueAt: Number.MIN_SAFE_INTEGER, itemId: '', span: '' };
    const rows = await query<CheckRow>(
      this.pool,
      'SELECT item_id, span, published_at, due_at, coins FROM outcome_checks WHERE due_at <= $1 AND (due_at, item_id, span) > ($2, $3, $4) ORDER BY due_at, item_id, span LIMIT $5',
      [now, dueAt, itemId, span, limit],
    );
    return rows.map(toCheck);
  }

  async pending(): Promise<number> {
    return (await query<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM outcome_checks'))[0]!.n;
  }

  /** The item's row is locked while its outcome is merged: a vote on it waits for this one short transaction. */
  record(itemId: string, span: OutcomeSpan, merge: (current: Outcome | undefined) => Outcome): Promise<Outcome | undefined> {
    return inTransaction(this.pool, async (client) => {
      await client.query('DELETE FROM outcome_checks WHERE item_id = $1 AND span = $2', [itemId, span]);
      const row = (await client.query<{ outcome: string | null }>('SELECT outcome FROM items WHERE id = $1 FOR UPDATE', [itemId])).rows[0];
      if (!row) return undefined;
      const outcome = merge(row.outcome === null ? undefined : (JSON.parse(row.outcome) as Outcome));
      await client.query('UPDATE items SET outcome = $1 WHERE id = $2', [JSON.stringify(outcome), itemId]);
      return outcome;
    });
  }
}
