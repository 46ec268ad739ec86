import { hashKey, judgeKey, refuseMalformedKey, nameTaken, newKey, type KeyCheck, type KeyRecord } from '../../access/api-keys';
import type { KeyRepo } from '../types';
import type { Db } from './db';

const RECORD = 'SELECT id, name, prefix, created_at AS createdAt, revoked_at AS revokedAt, suspended_until AS suspendedUntil FROM keys';

export class SqliteKeys implements KeyRepo {
  constructor(private readonly db: Db) {}

  async add(name: string, now = Date.now()): Promise<string> {
    const fresh = newKey(name);
    try {
      this.db.prepare('INSERT INTO keys (name, hash, prefix, created_at) VALUES (?, ?, ?, ?)').run(name, fresh.hash, fresh.prefix, now);
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw nameTaken(name);
      throw error;
    }
    return fresh.key;
  }

  async list(): Promise<KeyRecord[]> {
    return this.db.prepare(`${RECORD} ORDER BY id`).all() as KeyRecord[];
  }

  async revoke(name: string, now = Date.now()): Promise<number | undefined> {
    const row = this.db.prepare('UPDATE keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL RETURNING id').get(now, name) as { id: number } | undefined;
    return row?.id;
  }

  async isRevoked(id: number): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM keys WHERE id = ? AND revoked_at IS NOT NULL').get(id) !== undefined;
  }

  async suspend(id: number, until: number): Promise<void> {
    this.db.prepare('UPDATE keys SET suspended_until = ? WHERE id = ?').run(until, id);
  }

  async check(key: string | null | undefined, now = Date.now()): Promise<KeyCheck> {
    const malformed = refuseMalformedKey(key);
    if (malformed) return malformed;
    return judgeKey(this.db.prepare(`${RECORD} WHERE hash = ?`).get(hashKey(key!)) as KeyRecord | undefined, now);
  }
}
