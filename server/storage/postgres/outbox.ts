import type pg from 'pg';
import type { DeliveryOutcome, OutboxRepo, OutboxRow, WebhookName } from '../types';
import { inTransaction, query } from './pool';

/**
 * Rows are claimed one at a time with `FOR UPDATE SKIP LOCKED`, and the claim is the transaction
 * itself, held while the webhook is called: other nodes skip the row, and a node that dies
 * mid-delivery drops its connection, so PostgreSQL ends the transaction and the row is due again
 * for the next node that looks. A node cut off without dying is ended by the session timeout.
 */
export class PostgresOutbox implements OutboxRepo {
  constructor(private readonly pool: pg.Pool) {}

  deliverNext(deliver: (row: OutboxRow) => Promise<DeliveryOutcome>, now = Date.now()): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      // Longer than a webhook's own timeout (5 s), so only a node that stopped answering hits it.
      await client.query("SET LOCAL idle_in_transaction_session_timeout = '30s'");
      const row = (
        await client.query<OutboxRow>(
          `SELECT id, kind, legacy_url AS "legacyUrl", payload, attempts FROM outbox
           WHERE delivered_at IS NULL AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now],
        )
      ).rows[0];
      if (!row) return false;
      const outcome = await deliver(row);
      if (outcome.delivered) {
        await client.query('UPDATE outbox SET delivered_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2', [Date.now(), row.id]);
      } else {
        await client.query('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2 WHERE id = $3', [outcome.retryAt, outcome.error, row.id]);
      }
      return true;
    });
  }

  async pending(): Promise<number> {
    return (await query<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL'))[0]!.n;
  }

  async oldestPendingAt(): Promise<number | null> {
    return (await query<{ at: number | null }>(this.pool, 'SELECT min(created_at) AS at FROM outbox WHERE delivered_at IS NULL'))[0]!.at;
  }

  async nextDueAt(): Promise<number | null> {
    return (await query<{ at: number | null }>(this.pool, 'SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL'))[0]!.at;
  }

  /** A row another node is delivering is locked and skipped (SKIP LOCKED): it goes in a later batch. */
  async prune(before: number, limit: number): Promise<number> {
    const rows = await query(
      this.pool,
      `DELETE FROM outbox WHERE id IN (
         SELECT id FROM outbox WHERE created_at < $1 AND (delivered_at IS NULL OR delivered_at < $1) LIMIT $2 FOR UPDATE SKIP LOCKED
       ) RETURNING 1`,
      [before, limit],
    );
    return rows.length;
  }

  async nameWebhooks(urls: Partial<Record<WebhookName, string>>): Promise<void> {
    for (const [kind, url] of Object.entries(urls)) if (url) await query(this.pool, 'UPDATE outbox SET legacy_url = NULL WHERE kind = $1 AND legacy_url = $2', [kind, url]);
  }
}
