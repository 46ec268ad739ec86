import { readAiNote, type AiNote } from '@newsflash/protocol/ai-note';
import { readOutcome } from '@newsflash/protocol/outcome';
import type pg from 'pg';
import type { FeedItem, ItemRow } from '../../items/feed-item';
import type { ItemRepo } from '../types';
import { inTransaction, query } from './pool';

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

export class PostgresItems implements ItemRepo {
  constructor(private readonly pool: pg.Pool) {}

  async insert(item: FeedItem): Promise<boolean> {
    const rows = await query(this.pool, 'INSERT INTO items (id, time, json) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING seq', [
      item._id,
      item.time,
      JSON.stringify(item),
    ]);
    return rows.length === 1;
  }

  async exists(id: string): Promise<boolean> {
    return (await query(this.pool, 'SELECT 1 FROM items WHERE id = $1', [id])).length > 0;
  }

  async get(id: string): Promise<ItemRow | undefined> {
    const [row] = await query<Row>(this.pool, 'SELECT json, likes, dislikes, outcome, ai FROM items WHERE id = $1', [id]);
    return row && toItemRow(row);
  }

  async count(): Promise<number> {
    return (await query<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM items'))[0]!.n;
  }

  async estimateCount(): Promise<number> {
    return Number((await query<{ n: string }>(this.pool, 'SELECT coalesce((SELECT max(seq) FROM items) - (SELECT min(seq) FROM items) + 1, 0) AS n'))[0]!.n);
  }

  /** Items a vote holds locked are skipped (SKIP LOCKED) and go in a later batch: pruning never waits on a voter. */
  prune(before: number, limit: number): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const ids = (
        await client.query<{ id: string }>(
          'DELETE FROM items WHERE seq IN (SELECT seq FROM items WHERE time < $1 ORDER BY time LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING id',
          [before, limit],
        )
      ).rows.map((row) => row.id);
      if (ids.length > 0) await client.query('DELETE FROM votes WHERE news_id = ANY($1)', [ids]);
      if (ids.length > 0) await client.query('DELETE FROM outcome_checks WHERE item_id = ANY($1)', [ids]);
      return ids.length;
    });
  }

  async backlog(limit: number, lastId?: string): Promise<ItemRow[] | undefined> {
    if (!lastId) return (await query<Row>(this.pool, 'SELECT json, likes, dislikes, outcome, ai FROM items ORDER BY time DESC, seq DESC LIMIT $1', [limit])).map(toItemRow);
    const anchor = (await query<{ time: number; seq: number }>(this.pool, 'SELECT time, seq FROM items WHERE id = $1', [lastId]))[0];
    if (!anchor) return undefined;
    const rows = await query<Row>(
      this.pool,
      'SELECT json, likes, dislikes, outcome, ai FROM items WHERE (time, seq) < ($1, $2) ORDER BY time DESC, seq DESC LIMIT $3',
      [anchor.time, anchor.seq, limit],
    );
    return rows.map(toItemRow);
  }

  async setAi(id: string, note: AiNote): Promise<boolean> {
    return (await query(this.pool, 'UPDATE items SET ai = $2 WHERE id = $1 RETURNING seq', [id, JSON.stringify(note)])).length === 1;
  }
}
