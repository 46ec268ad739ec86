import { SEEN_REWRITE_MS, type IngestRepo } from '../types';
import type { Db } from './db';

export class SqliteIngest implements IngestRepo {
  constructor(private readonly db: Db) {}

  async claim(source: string, identity: string, now = Date.now(), holder = ''): Promise<boolean> {
    return this.db.prepare('INSERT INTO ingest_seen (source, identity, seen_at, pending, holder) VALUES (?, ?, ?, 1, ?) ON CONFLICT DO NOTHING').run(source, identity, now, holder).changes === 1;
  }

  async finish(source: string, identity: string): Promise<void> {
    this.db.prepare("UPDATE ingest_seen SET pending = 0, holder = '' WHERE source = ? AND identity = ?").run(source, identity);
  }

  async takeBack(holder: string, max: number): Promise<number> {
    if (holder === '') return 0;
    return this.db.prepare('DELETE FROM ingest_seen WHERE rowid IN (SELECT rowid FROM ingest_seen WHERE pending = 1 AND holder = ? LIMIT ?)').run(holder, max).changes;
  }

  async reopen(before: number): Promise<number> {
    return this.db.prepare('DELETE FROM ingest_seen WHERE pending = 1 AND seen_at < ?').run(before).changes;
  }

  async unclaim(source: string, identity: string): Promise<void> {
    this.db.prepare('DELETE FROM ingest_seen WHERE source = ? AND identity = ?').run(source, identity);
  }

  async hasClaims(source: string): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM ingest_seen WHERE source = ? LIMIT 1').get(source) !== undefined;
  }

  async touch(source: string, identities: readonly string[], now: number, staleBefore: number): Promise<void> {
    if (identities.length === 0) return;
    this.db.prepare(`UPDATE ingest_seen SET seen_at = ? WHERE source = ? AND seen_at < ? AND identity IN (${identities.map(() => '?').join(', ')})`).run(now, source, staleBefore, ...identities);
  }

  async forget(before: number): Promise<void> {
    this.db.prepare('DELETE FROM ingest_seen WHERE seen_at < ?').run(before);
  }

  async lease(name: string, holder: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const taken = this.db
      .prepare(
        `INSERT INTO leases (name, holder, until) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
         WHERE leases.holder = excluded.holder OR leases.until < ?`,
      )
      .run(name, holder, now + ttlMs, now);
    return taken.changes === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    this.db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?').run(name, holder);
  }

  async readDocument(name: string): Promise<{ json: string; savedAt: number } | undefined> {
    const row = this.db.prepare('SELECT json, saved_at AS savedAt FROM documents WHERE name = ?').get(name) as { json: string; savedAt: number } | undefined;
    return row;
  }

  async writeDocument(name: string, json: string, now = Date.now()): Promise<void> {
    this.db.prepare('INSERT INTO documents (name, json, saved_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET json = excluded.json, saved_at = excluded.saved_at').run(name, json, now);
  }

  async marketsSeen(list: string, since: number): Promise<string[]> {
    return this.db.prepare('SELECT market FROM markets_seen WHERE list = ? AND seen_at >= ?').pluck().all(list, since) as string[];
  }

  async seeMarkets(list: string, markets: readonly string[], at: number, forgetBefore: number, max: number): Promise<void> {
    const see = this.db.prepare('INSERT INTO markets_seen (list, market, seen_at) VALUES (?, ?, ?) ON CONFLICT (list, market) DO UPDATE SET seen_at = excluded.seen_at WHERE markets_seen.seen_at < excluded.seen_at - ?');
    this.db.transaction(() => {
      for (const market of markets) see.run(list, market, at, SEEN_REWRITE_MS);
      this.db.prepare('DELETE FROM markets_seen WHERE list = ? AND seen_at < ?').run(list, forgetBefore);
      this.db.prepare('DELETE FROM markets_seen WHERE list = ? AND market IN (SELECT market FROM markets_seen WHERE list = ? ORDER BY seen_at DESC, market LIMIT -1 OFFSET ?)').run(list, list, max);
    })();
  }
}
