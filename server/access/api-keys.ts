import { createHash, randomBytes } from 'node:crypto';

export interface KeyRecord {
  id: number;
  name: string;
  prefix: string;
  createdAt: number;
  revokedAt: number | null;
  suspendedUntil: number | null;
}

export type KeyCheck = { ok: true; key: KeyRecord } | { ok: false; status: 401 | 403; error: string; retryAfterMs?: number };

/** API keys are stored only as SHA-256 hashes (keys are 192 random bits, so no slow hash is needed). */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A fresh key for a valid name; throws with the rule for a bad one. */
export function newKey(name: string): { key: string; hash: string; prefix: string } {
  if (!/^[\w.@-]{1,64}$/.test(name)) throw new Error('a key name is 1-64 letters, digits, or . _ @ -');
  const key = `nf_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, 8) };
}

export const nameTaken = (name: string) => new Error(`a key named "${name}" already exists`);

/** Decides a presented key from its stored record (undefined: no such key). */
export function judgeKey(row: KeyRecord | undefined, now: number): KeyCheck {
  if (!row || row.revokedAt !== null) return unknownKey;
  if (row.suspendedUntil !== null && row.suspendedUntil > now) {
    return { ok: false, status: 403, error: 'API key suspended for voting too fast', retryAfterMs: row.suspendedUntil - now };
  }
  return { ok: true, key: row };
}

const missingKey: KeyCheck = { ok: false, status: 401, error: 'missing api_key' };
const unknownKey: KeyCheck = { ok: false, status: 401, error: 'unknown or revoked API key' };
/** What `newKey` makes. Anything else is refused before a query: a flood of junk keys costs no database work. */
const KEY_SHAPE = /^nf_[\w-]{32}$/;

/** The answer for a key that cannot be one of ours (missing, or not shaped like a key), without a lookup. */
export function refuseMalformedKey(key: string | null | undefined): KeyCheck | undefined {
  if (!key) return missingKey;
  return KEY_SHAPE.test(key) ? undefined : unknownKey;
}
