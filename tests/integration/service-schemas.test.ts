import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@/devkit/private-databases';
import { openDb } from '@/server/storage/sqlite/db';
import { migrate } from '@/server/storage/postgres/migrate';
import { backend } from './helpers/local-service';

type Shape = Record<string, Record<string, { type: 'integer' | 'text' | 'json'; nullable: boolean }>>;

/** SQLite's and PostgreSQL's names for the same kinds of column. */
const kindOf = (type: string): 'integer' | 'text' | 'json' => (/int|serial/i.test(type) ? 'integer' : /json/i.test(type) ? 'json' : 'text');

/**
 * What each backend keeps that the other has no need of, and why. Anything else that differs is
 * drift: a column added to one backend's migrations and not the other's.
 */
const ONLY_POSTGRES = new Set([
  // SQLite orders a key's votes by its implicit rowid; PostgreSQL has none.
  'votes.seq',
  // One node on SQLite keeps its vote buckets in memory; nodes on PostgreSQL share them.
  'vote_buckets.key_id',
  'vote_buckets.state',
]);

describe.runIf(backend === 'postgres')('the two backends\' schemas', () => {
  it('have the same tables and columns, with the same kinds and nullability, after every migration', async () => {
    const sqlite: Shape = {};
    const db = openDb(':memory:');
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]) {
      for (const column of db.prepare(`PRAGMA table_info(${name})`).all() as { name: string; type: string; notnull: number; pk: number }[]) {
        (sqlite[name] ??= {})[column.name] = { type: kindOf(column.type), nullable: column.notnull === 0 && column.pk === 0 };
      }
    }
    db.close();

    const postgres: Shape = {};
    const pool = new pg.Pool({ connectionString: await createDatabase(inject('postgresUrl')) });
    try {
      await migrate(pool);
      const { rows } = await pool.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
        "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'",
      );
      for (const row of rows) (postgres[row.table_name] ??= {})[row.column_name] = { type: kindOf(row.data_type), nullable: row.is_nullable === 'YES' };
    } finally {
      await pool.end();
    }

    const flatten = (shape: Shape, leaveOut: Set<string>) =>
      Object.fromEntries(
        Object.entries(shape)
          .flatMap(([table, columns]) => Object.entries(columns).map(([column, kind]) => [`${table}.${column}`, kind] as const))
          .filter(([name]) => !leaveOut.has(name))
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    expect(flatten(postgres, ONLY_POSTGRES)).toEqual(flatten(sqlite, new Set()));
    for (const name of ONLY_POSTGRES) expect(flatten(postgres, new Set())[name], name).toBeDefined();
  });
});
