import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db';

export interface KeyRecord {
  id: number;
  name: string;
  prefix: string;
  createdAt: number;
  revokedAt: number | null;
  suspendedUntil: number | null;
}

export type KeyCheck = { ok: true; key: KeyRecord } | { ok: false; status: 401 | 403; error: string; retryAfterMs?: number };

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** API keys, stored only as SHA-256 hashes (keys are 192 random bits, so no slow hash is needed). */
export class KeyStore {
  constructor(private readonly db: Db) {}

  add(name: string, now = Date.now()): string {
    if (!/^[\w.@-]{1,64}$/.test(name)) throw new Error('a key name is 1-64 letters, digits, or . _ @ -');
    const key = `nf_${randomBytes(24).toString('base64url')}`;
    try {
      this.db.prepare('INSERT INTO keys (name, hash, prefix, created_at) VALUES (?, ?, ?, ?)').run(name, hash(key), key.slice(0, 8), now);
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw new Error(`a key named "${name}" already exists`);
      throw error;
    }
    return key;
  }

  list(): KeyRecord[] {
    return this.db
      .prepare(
        'SELECT id, name, prefix, created_at AS createdAt, revoked_at AS revokedAt, suspended_until AS suspendedUntil FROM keys ORDER BY id',
      )
      .all() as KeyRecord[];
  }

  /** Returns the revoked key's id, or undefined when no active key has that name. */
  revoke(name: string, now = Date.now()): number | undefined {
    const row = this.db.prepare('UPDATE keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL RETURNING id').get(now, name) as
      | { id: number }
      | undefined;
    return row?.id;
  }

  suspend(id: number, until: number): void {
    this.db.prepare('UPDATE keys SET suspended_until = ? WHERE id = ?').run(until, id);
  }

  check(key: string | null | undefined, now = Date.now()): KeyCheck {
    if (!key) return { ok: false, status: 401, error: 'missing api_key' };
    const row = this.db
      .prepare(
        'SELECT id, name, prefix, created_at AS createdAt, revoked_at AS revokedAt, suspended_until AS suspendedUntil FROM keys WHERE hash = ?',
      )
      .get(hash(key)) as KeyRecord | undefined;
    if (!row || row.revokedAt !== null) return { ok: false, status: 401, error: 'unknown or revoked API key' };
    if (row.suspendedUntil !== null && row.suspendedUntil > now) {
      return { ok: false, status: 403, error: 'API key suspended for voting too fast', retryAfterMs: row.suspendedUntil - now };
    }
    return { ok: true, key: row };
  }
}
