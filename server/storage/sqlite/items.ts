import { readAiNote, type AiNote } from '@newsflash/protocol/ai-note';
import { readOutcome } from '@newsflash/protocol/outcome';
import type { FeedItem, ItemRow } from '../../items/feed-item';
import type { ItemRepo } from '../types';
import type { Db } from './db';

type Row = { json: string; likes: number; dislikes: number; outcome: string | null; ai: string | null };
/**
 * The outcome column is written only by outcomes.ts and the ai column only by setAi, from checked values; both are
 * read back as checked again, so a hand-edited row cannot reach a reader.
 */
const toItemRow = (row: Row): ItemRow => {
  const outcome = row.outcome === null ? undefined : readOutcome(JSON.parse(row.outcome));
  const ai = row.ai === null ? undefined : readAiNote(JSON.parse(row.ai));
  return { item: JSON.parse(row.json) as FeedItem, likes: row.likes, dislikes: row.dislikes, ...(outcome && { outcome }), ...(ai && { ai }) };
};

export class SqliteItems implements ItemRepo {
  constructor(private readonly db: Db) {}

  async insert(item: FeedItem): Promise<boolean> {
    const result = this.db
      .prepare('INSERT INTO items (id, time, json) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING')
      .run(item._id, item.time, JSON.stringify(item));
    return result.changes === 1;
  }

  async exists(id: string): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM items WHERE id = ?').get(id) !== undefined;
  }

  async get(id: string): Promise<ItemRow | undefined> {
    const row = this.db.prepare('SELECT json, likes, dislikes, outcome, ai FROM items WHERE id = ?').get(id) as Row | undefined;
    return row && toItemRow(row);
  }

  async count(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;
  }

  async estimateCount(): Promise<number> {
    return (this.db.prepare('SELECT coalesce((SELECT max(seq) FROM items) - (SELECT min(seq) FROM items) + 1, 0) AS n').get() as { n: number }).n;
  }

  async prune(before: number, limit: number): Promise<number> {
    return this.db.transaction(() => {
      const doomed = this.db.prepare('SELECT seq, id FROM items WHERE time < ? ORDER BY time LIMIT ?').all(before, limit) as { seq: number; id: string }[];
      const dropVotes = this.db.prepare('DELETE FROM votes WHERE news_id = ?');
      const dropItem = this.db.prepare('DELETE FROM items WHERE seq = ?');
      const dropChecks = this.db.prepare('DELETE FROM outcome_checks WHERE item_id = ?');
      for (const { seq, id } of doomed) {
        dropVotes.run(id);
        dropChecks.run(id);
        dropItem.run(seq);
      }
      return doomed.length;
    })();
  }

  async backlog(limit: number, lastId?: string): Promise<ItemRow[] | undefined> {
    let rows: Row[];
    if (lastId) {
      const anchor = this.db.prepare('SELECT time, seq FROM items WHERE id = ?').get(lastId) as { time: number; seq: number } | undefined;
      if (!anchor) return undefined;
      rows = this.db
        .prepare('SELECT json, likes, dislikes, outcome, ai FROM items WHERE time < ? OR (time = ? AND seq < ?) ORDER BY time DESC, seq DESC LIMIT ?')
        .all(anchor.time, anchor.time, anchor.seq, limit) as typeof rows;
    } else {
      rows = this.db.prepare('SELECT json, likes, dislikes, outcome, ai FROM items ORDER BY time DESC, seq DESC LIMIT ?').all(limit) as typeof rows;
    }
    return rows.map(toItemRow);
  }

  async setAi(id: string, note: AiNote): Promise<boolean> {
    return this.db.prepare('UPDATE items SET ai = ? WHERE id = ?').run(JSON.stringify(note), id).changes === 1;
  }
}
