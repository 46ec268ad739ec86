import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number: every node takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 0x6e66_0001;

/** The versioned migration files, in order: `NNN_name.sql`. Never edit a shipped file, add one. */
export function migrationFiles(): { version: number; name: string; sql: string }[] {
  return readdirSync(folder)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(`${folder}${file}`, 'utf8') }));
}

/**
 * Applies the migrations this database has not had, each in its own transaction, under a
 * session advisory lock: nodes starting together queue here, and each one after the first finds
 * nothing left to do. Returns the versions it applied.
 */
export async function migrate(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    const done: number[] = [];
    for (const migration of migrationFiles()) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      done.push(migration.version);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
