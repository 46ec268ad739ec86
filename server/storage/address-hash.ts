import { createHash } from 'node:crypto';

/**
 * What stands for a source's address where it is kept (claims, kept documents): its SHA-256 in hex.
 * Stable across restarts and nodes like the address, and no token in the address can be read back.
 * The storage migrations (SQLite's step 7, PostgreSQL's 005) re-key old rows with this same function (SQLite) or its SQL twin (PostgreSQL).
 */
export function addressHash(address: string): string {
  return createHash('sha256').update(address, 'utf8').digest('hex');
}
