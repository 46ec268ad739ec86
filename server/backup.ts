import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { isPostgresUrl } from './storage/open';

/**
 * A consistent copy of the SQLite database at `source`, taken while the service runs: SQLite's
 * online backup copies page by page and restarts a step a writer changed, so the copy is one
 * moment's state. Written beside the target and renamed into place, so a failed or interrupted
 * backup never leaves a half file under the name asked for. Restoring is copying it back while
 * the service is stopped.
 */
export async function backupSqlite(source: string, target: string, progress: (percent: number) => void): Promise<void> {
  if (isPostgresUrl(source)) throw new Error('the database is PostgreSQL: back it up with pg_dump (server/README.md, "Backups")');
  if (source === ':memory:') throw new Error('an in-memory database has nothing to back up');
  if (!existsSync(source)) throw new Error(`no database at ${source} (pass the service's --db)`);
  if (existsSync(target)) throw new Error(`${target} exists already: choose a new name, a backup never overwrites`);
  const partial = `${target}.partial`;
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        progress(totalPages === 0 ? 100 : Math.round((100 * (totalPages - remainingPages)) / totalPages));
        return 1_000;
      },
    });
    renameSync(partial, target);
    progress(100);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}
