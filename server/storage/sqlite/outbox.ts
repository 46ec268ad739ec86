import type { DeliveryOutcome, OutboxRepo, OutboxRow, WebhookName } from '../types';
import type { Db } from './db';

/** One process owns the file, so a row needs no claim: it is read, delivered and recorded. */
export class SqliteOutbox implements OutboxRepo {
  constructor(private readonly db: Db) {}

  async deliverNext(deliver: (row: OutboxRow) => Promise<DeliveryOutcome>, now = Date.now()): Promise<boolean> {
    const row = this.db
      .prepare('SELECT id, kind, legacy_url AS legacyUrl, payload, attempts FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 1')
      .get(now) as OutboxRow | undefined;
    if (!row) return false;
    const outcome = await deliver(row);
    if (outcome.delivered) {
      this.db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(Date.now(), row.id);
    } else {
      this.db.prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?').run(outcome.retryAt, outcome.error, row.id);
    }
    return true;
  }

  async pending(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL').get() as { n: number }).n;
  }

  async oldestPendingAt(): Promise<number | null> {
    return (this.db.prepare('SELECT min(created_at) AS at FROM outbox WHERE delivered_at IS NULL').get() as { at: number | null }).at;
  }

  async nextDueAt(): Promise<number | null> {
    return (this.db.prepare('SELECT min(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL').get() as { at: number | null }).at;
  }

  async prune(before: number, limit: number): Promise<number> {
    return this.db
      .prepare('DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE created_at < ? AND (delivered_at IS NULL OR delivered_at < ?) LIMIT ?)')
      .run(before, before, limit).changes;
  }

  async nameWebhooks(urls: Partial<Record<WebhookName, string>>): Promise<void> {
    const name = this.db.prepare('UPDATE outbox SET legacy_url = NULL WHERE kind = ? AND legacy_url = ?');
    for (const [kind, url] of Object.entries(urls)) if (url) name.run(kind, url);
  }
}
