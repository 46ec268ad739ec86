import type pg from 'pg';
import { SEEN_REWRITE_MS, type IngestRepo } from '../types';
import { query } from './pool';

export class PostgresIngest implements IngestRepo {
  constructor(private readonly pool: pg.Pool) {}

  async claim(source: string, identity: string, now = Date.now(), holder = ''): Promise<boolean> {
    const rows = await query(this.pool, 'INSERT INTO ingest_seen (source, identity, seen_at, pending, holder) VALUES ($1, $2, $3, 1, $4) ON CONFLICT DO NOTHING RETURNING 1', [source, identity, now, holder]);
    return rows.length === 1;
  }

  async finish(source: string, identity: string): Promise<void> {
    await query(this.pool, "UPDATE ingest_seen SET pending = 0, holder = '' WHERE source = $1 AND identity = $2", [source, identity]);
  }

  async takeBack(holder: string, max: number): Promise<number> {
    if (holder === '') return 0;
    const rows = await query(
      this.pool,
      'DELETE FROM ingest_seen WHERE (source, identity) IN (SELECT source, identity FROM ingest_seen WHERE pending = 1 AND holder = $1 LIMIT $2) RETURNING 1',
      [holder, max],
    );
    return rows.length;
  }

  async reopen(before: number): Promise<number> {
    return (await query(this.pool, 'DELETE FROM ingest_seen WHERE pending = 1 AND seen_at < $1 RETURNING 1', [before])).length;
  }

  async unclaim(source: string, identity: string): Promise<void> {
    await query(this.pool, 'DELETE FROM ingest_seen WHERE source = $1 AND identity = $2', [source, identity]);
  }

  async hasClaims(source: string): Promise<boolean> {
    return (await query(this.pool, 'SELECT 1 FROM ingest_seen WHERE source = $1 LIMIT 1', [source])).length === 1;
  }

  async touch(source: string, identities: readonly string[], now: number, staleBefore: number): Promise<void> {
    if (identities.length === 0) return;
    await query(this.pool, 'UPDATE ingest_seen SET seen_at = $1 WHERE source = $2 AND seen_at < $3 AND identity = ANY($4::text[])', [now, source, staleBefore, [...identities]]);
  }

  async forget(before: number): Promise<void> {
    await query(this.pool, 'DELETE FROM ingest_seen WHERE seen_at < $1', [before]);
  }

  async lease(name: string, holder: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const rows = await query(
      this.pool,
      `INSERT INTO leases (name, holder, until) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
       WHERE leases.holder = excluded.holder OR leases.until < $4
       RETURNING 1`,
      [name, holder, now + ttlMs, now],
    );
    return rows.length === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    await query(this.pool, 'DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
  }

  async readDocument(name: string): Promise<{ json: string; savedAt: number } | undefined> {
    return (await query<{ json: string; savedAt: number }>(this.pool, 'SELECT json, saved_at AS "savedAt" FROM documents WHERE name = $1', [name]))[0];
  }

  async writeDocument(name: string, json: string, now = Date.now()): Promise<void> {
    await query(this.pool, 'INSERT INTO documents (name, json, saved_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET json = excluded.json, saved_at = excluded.saved_at', [name, json, now]);
  }

  async marketsSeen(list: string, since: number): Promise<string[]> {
    return (await query<{ market: string }>(this.pool, 'SELECT market FROM markets_seen WHERE list = $1 AND seen_at >= $2', [list, since])).map((row) => row.market);
  }

  async seeMarkets(list: string, markets: readonly string[], at: number, forgetBefore: number, max: number): Promise<void> {
    // One statement each, so nodes sharing the database never see half a list's markets marked.
    await query(
      this.pool,
      `INSERT INTO markets_seen (list, market, seen_at) SELECT $1, market, $3 FROM unnest($2::text[]) AS market
       ON CONFLICT (list, market) DO UPDATE SET seen_at = excluded.seen_at WHERE markets_seen.seen_at < excluded.seen_at - $4`,
      [list, [...markets], at, SEEN_REWRITE_MS],
    );
    await query(this.pool, 'DELETE FROM markets_seen WHERE list = $1 AND seen_at < $2', [list, forgetBefore]);
    await query(this.pool, 'DELETE FROM markets_seen WHERE list = $1 AND market IN (SELECT market FROM markets_seen WHERE list = $1 ORDER BY seen_at DESC, market OFFSET $2)', [list, max]);
  }
}
