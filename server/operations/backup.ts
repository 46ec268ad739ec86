import { closeSync, constants, existsSync, fchmodSync, linkSync, lstatSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl } from '../storage/open';
import Database from '../storage/sqlite/driver';

/** Read and written by the service's own user only: a backup is the whole database (keys' hashes, votes, the outbox). */
const BACKUP_MODE = 0o600;

/**
 * A consistent copy of the SQLite database at `source`, taken while the service runs: SQLite's
 * online backup copies page by page and restarts a step a writer changed, so the copy is one
 * moment's state. Restoring is copying it back while the service is stopped.
 *
 * SQLite opens the file it writes by name and follows links, so it never writes where another
 * user could have planted one: the copy is made inside a directory this call creates afresh
 * (`FILE.partial-XXXXXX`, mode 0700, beside FILE so both are on one filesystem), in a file
 * created there exclusively with mode 0600 whatever the umask (SQLite keeps it, and gives its
 * journal the same). The finished copy is then hard-linked to FILE: unlike a rename, a link
 * refuses a name that exists in any form (a file, or a link planted meanwhile) and never follows
 * it, so FILE appears whole or not at all and nothing is overwritten. The directory goes in every
 * case; an interrupted run leaves it, never a half file under FILE.
 */
export async function backupSqlite(source: string, target: string, progress: (percent: number) => void): Promise<void> {
  if (isPostgresUrl(source)) throw new Error('the database is PostgreSQL: back it up with pg_dump (server/README.md, "Backups")');
  if (source === ':memory:') throw new Error('an in-memory database has nothing to back up');
  if (!existsSync(source)) throw new Error(`no database at ${source} (pass the service's --db)`);
  const exists = () => new Error(`${target} exists already: choose a new name, a backup never overwrites`);
  if (lstatSync(target, { throwIfNoEntry: false })) throw exists();
  const workdir = mkdtempSync(`${target}.partial-`);
  const copy = join(workdir, 'backup.db');
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const fd = openSync(copy, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, BACKUP_MODE);
    try {
      fchmodSync(fd, BACKUP_MODE);
    } finally {
      closeSync(fd);
    }
    await db.backup(copy, {
      progress: ({ totalPages, remainingPages }) => {
        progress(totalPages === 0 ? 100 : Math.round((100 * (totalPages - remainingPages)) / totalPages));
        return 1_000;
      },
    });
    try {
      linkSync(copy, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw exists();
      throw error;
    }
    progress(100);
  } finally {
    db.close();
    rmSync(workdir, { recursive: true, force: true });
  }
}
