import type { Outcome, OutcomeSpan } from '@newsflash/protocol/outcome';
import { toCheck, type CheckRow } from '../outcome-check-row';
import type { OutcomeCheck, OutcomeRepo } from '../types';
import type { Db } from './db';

export class SqliteOutcomes implements OutcomeRepo {
  constructor(private readonly db: Db) {}

  async schedule(checks: readonly OutcomeCheck[], max: number): Promise<boolean> {
    return this.db.transaction(() => {
      if ((this.db.prepare('SELECT count(*) AS n FROM outcome_checks').get() as { n: number }).n >= max) return false;
      const add = this.db.prepare('INSERT INTO outcome_checks (item_id, span, published_at, due_at, coins) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
      for (const check of checks) add.run(check.itemId, check.span, check.publishedAt, check.dueAt, JSON.stringify(check.coins));
      return true;
    })();
  }

  async due(now: number, limit: number, after?: OutcomeCheck): Promise<OutcomeCheck[]> {
    const { dueAt, itemId, span } = after ?? { dueAt: Number.MIN_SAFE_INTEGER, itemId: '', span: '' };
    const rows = this.db
      .prepare('SELECT item_id, span, published_at, due_at, coins FROM outcome_checks WHERE due_at <= ? AND (due_at, item_id, span) > (?, ?, ?) ORDER BY due_at, item_id, span LIMIT ?')
      .all(now, dueAt, itemId, span, limit) as CheckRow[];
    return rows.map(toCheck);
  }

  async pending(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM outcome_checks').get() as { n: number }).n;
  }

  async record(itemId: string, span: OutcomeSpan, merge: (current: Outcome | undefined) => Outcome): Promise<Outcome | undefined> {
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM outcome_checks WHERE item_id = ? AND span = ?').run(itemId, span);
      const row = this.db.prepare('SELECT outcome FROM items WHERE id = ?').get(itemId) as { outcome: string | null } | undefined;
      if (!row) return undefined;
      const outcome = merge(row.outcome === null ? undefined : (JSON.parse(row.outcome) as Outcome));
      this.db.prepare('UPDATE items SET outcome = ? WHERE id = ?').run(JSON.stringify(outcome), itemId);
      return outcome;
    })();
  }
}
