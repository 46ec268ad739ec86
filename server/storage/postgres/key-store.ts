import type pg from 'pg';
import { hashKey, judgeKey, refuseMalformedKey, nameTaken, newKey, type KeyCheck, type KeyRecord } from '../../access/api-keys';
import type { KeyRepo } from '../types';
import { query } from './pool';

const RECORD =
  'SELECT id, name, prefix, created_at AS "createdAt", revoked_at AS "revokedAt", suspended_until AS "suspendedUntil" FROM keys';

export class PostgresKeys implements KeyRepo {
  constructor(private readonly pool: pg.Pool) {}

  async add(name: string, now = Date.now()): Promise<string> {
    const fresh = newKey(name);
    const rows = await query(
      this.pool,
      'INSERT INTO keys (name, hash, prefix, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING RETURNING id',
      [name, fresh.hash, fresh.prefix, now],
    );
    if (rows.length === 0) throw nameTaken(name);
    return fresh.key;
  }

  async list(): Promise<KeyRecord[]> {
    return query<KeyRecord>(this.pool, `${RECORD} ORDER BY id`);
  }

  async revoke(name: string, now = Date.now()): Promise<number | undefined> {
    const rows = await query<{ id: number }>(this.pool, 'UPDATE keys SET revoked_at = $1 WHERE name = $2 AND revoked_at IS NULL RETURNING id', [now, name]);
    return rows[0]?.id;
  }

  async isRevoked(id: number): Promise<boolean> {
    return (await query(this.pool, 'SELECT 1 FROM keys WHERE id = $1 AND revoked_at IS NOT NULL', [id])).length > 0;
  }

  async suspend(id: number, until: number): Promise<void> {
    await query(this.pool, 'UPDATE keys SET suspended_until = $1 WHERE id = $2', [until, id]);
  }

  async check(key: string | null | undefined, now = Date.now()): Promise<KeyCheck> {
    const malformed = refuseMalformedKey(key);
    if (malformed) return malformed;
    return judgeKey((await query<KeyRecord>(this.pool, `${RECORD} WHERE hash = $1`, [hashKey(key!)]))[0], now);
  }
}
