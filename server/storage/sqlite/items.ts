import type { FeedItem, ItemRow } from '../../items';
import type { ItemRepo } from '../types';
import type { Db } from './db';

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

  async count(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;
  }

  async backlog(limit: number, lastId?: string): Promise<ItemRow[] | undefined> {
    let rows: { json: string; likes: number; dislikes: number }[];
    if (lastId) {
      const anchor = this.db.prepare('SELECT time, seq FROM items WHERE id = ?').get(lastId) as { time: number; seq: number } | undefined;
      if (!anchor) return undefined;
      rows = this.db
        .prepare('SELECT json, likes, dislikes FROM items WHERE time < ? OR (time = ? AND seq < ?) ORDER BY time DESC, seq DESC LIMIT ?')
        .all(anchor.time, anchor.time, anchor.seq, limit) as typeof rows;
    } else {
      rows = this.db.prepare('SELECT json, likes, dislikes FROM items ORDER BY time DESC, seq DESC LIMIT ?').all(limit) as typeof rows;
    }
    return rows.map((row) => ({ item: JSON.parse(row.json) as FeedItem, likes: row.likes, dislikes: row.dislikes }));
  }
}
