import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from '@/server/storage/sqlite/driver';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, postgresProgram } from '@/devkit/private-databases';
import { secretsToEnv } from '@/devkit/spawn-service';
import { Admin, ADMIN, backend, spawnService, storageArgs, storageFor } from './helpers/local-service';

/**
 * The service's command line, as an operator runs it (secrets in the environment); the test's own
 * loop keeps running meanwhile. With `umask`, through a shell that sets it, as a login shell would.
 */
function cli(args: string[], umask?: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const secret = secretsToEnv(args);
  const command = [process.execPath, '--import', 'tsx', 'server/main.ts', ...secret.args];
  const env = { ...process.env, ...secret.env };
  const child =
    umask === undefined
      ? spawn(command[0]!, command.slice(1), { env })
      : spawn('/bin/sh', ['-c', `umask ${umask.toString(8).padStart(3, '0')} && exec "$@"`, 'sh', ...command], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('backups', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-backup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(backend === 'sqlite')('`backup FILE` copies a running service\'s SQLite database consistently; the copy restores', async () => {
    const db = join(dir, 'feed.db');
    const service = await spawnService(['--port', '0', '--db', db, '--admin-token', ADMIN]);
    const admin = new Admin(service.url);
    const key = await admin.addKey('kept');
    const voted = await admin.publishOk({ title: 'Voted before the backup' });
    expect((await fetch(`${service.url}/api/like?id=${voted}&api_key=${key}`, { method: 'POST' })).status).toBe(200);
    // Writes go on while the backup runs (up to a few hundred, so the first item stays on the backlog's first page).
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (; writing && written < 300; written++) await admin.publishOk({ title: 'Written during the backup' });
    })();
    const backup = join(dir, 'copy.db');
    const run = await cli(['backup', backup, '--db', db]);
    writing = false;
    await writer;
    await service.stop();
    expect(written).toBeGreaterThan(0);
    expect(run.stderr).toContain('backup: 100%');
    expect(run.stdout).toContain(`backed up ${db} to ${backup}`);
    expect(new Database(backup, { readonly: true }).pragma('integrity_check', { simple: true })).toBe('ok');

    const restored = await spawnService(['--port', '0', '--db', backup, '--admin-token', ADMIN]);
    try {
      expect(await (await fetch(`${restored.url}/api/mylikes?api_key=${key}`)).json()).toEqual([{ newsId: voted, type: 'like', time: expect.any(Number) }]);
      const titles = ((await (await fetch(`${restored.url}/api/news?limit=500`)).json()) as { title: string }[]).map((item) => item.title);
      expect(titles).toContain('Voted before the backup');
    } finally {
      await restored.stop();
    }
    // Two service starts and a command, each a process start of several seconds on a busy machine.
  }, 60_000);

  it.runIf(backend === 'sqlite')('refuses to overwrite a file, to back up memory or PostgreSQL, and says what to do', async () => {
    const db = join(dir, 'feed.db');
    new Database(db).close();
    writeFileSync(join(dir, 'taken.db'), 'precious');
    // Independent runs, side by side: each is a process start of several seconds on a busy machine.
    const [taken, memory, postgres, missing, bare] = await Promise.all([
      cli(['backup', join(dir, 'taken.db'), '--db', db]),
      cli(['backup', join(dir, 'x.db'), '--db', ':memory:']),
      cli(['backup', join(dir, 'x.db'), '--db', 'postgres://u:p@127.0.0.1:1/feed']),
      cli(['backup', join(dir, 'x.db'), '--db', join(dir, 'missing.db')]),
      cli(['backup']),
    ]);
    expect(taken.stderr).toContain('exists already: choose a new name, a backup never overwrites');
    expect(memory.stderr).toContain('an in-memory database has nothing to back up');
    expect(postgres.stderr).toContain('back it up with pg_dump');
    expect(missing.stderr).toContain('no database at');
    expect(bare.status).toBe(2);
    expect(existsSync(join(dir, 'x.db'))).toBe(false);
  }, 60_000);

  it.runIf(backend === 'sqlite')('a backup is 0600 under umask 022, and a link planted at FILE.partial or FILE is never written through', async () => {
    const db = join(dir, 'feed.db');
    const source = new Database(db);
    source.exec("CREATE TABLE kept (text TEXT); INSERT INTO kept VALUES ('backed up privately')");
    source.close();
    const victim = join(dir, 'victim');
    writeFileSync(victim, 'untouched');
    const backup = join(dir, 'copy.db');
    symlinkSync(victim, `${backup}.partial`);

    // A link at the name asked for, even one to nowhere, is a name taken: refused, not followed.
    symlinkSync(victim, join(dir, 'linked.db'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling.db'));
    const [run, ...refused] = await Promise.all([backup, join(dir, 'linked.db'), join(dir, 'dangling.db')].map((file) => cli(['backup', file, '--db', db], 0o022)));
    for (const answer of refused) expect(answer.stderr).toContain('exists already: choose a new name, a backup never overwrites');
    expect(run!.stdout).toContain(`backed up ${db} to ${backup}`);
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(new Database(backup, { readonly: true }).prepare('SELECT text FROM kept').pluck().get()).toBe('backed up privately');
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    expect(lstatSync(`${backup}.partial`).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, 'nowhere'))).toBe(false);
    // Nothing else is left: the private directory the copy was made in is gone.
    expect(readdirSync(dir).sort()).toEqual(['copy.db', 'copy.db.partial', 'dangling.db', 'feed.db', 'linked.db', 'victim']);
  }, 60_000);

  it.runIf(backend === 'postgres')('pg_dump of a running service restores with pg_restore into a database a new node serves', async () => {
    const storage = await storageFor();
    const service = await spawnService(['--port', '0', ...storageArgs(storage), '--admin-token', ADMIN]);
    const admin = new Admin(service.url);
    const key = await admin.addKey('dumped');
    const id = await admin.publishOk({ title: 'In the dump' });
    expect((await fetch(`${service.url}/api/like?id=${id}&api_key=${key}`, { method: 'POST' })).status).toBe(200);
    const dump = join(dir, 'feed.dump');
    // As server/README.md says: a custom-format dump while the service runs, restored into an empty database.
    const dumped = spawnSync(postgresProgram('pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${storage.db}`], { encoding: 'utf8' });
    expect(dumped.stderr).toBe('');
    await service.stop();
    const target = await createDatabase(inject('postgresUrl'));
    const restored = spawnSync(postgresProgram('pg_restore'), ['--no-owner', `--dbname=${target}`, dump], { encoding: 'utf8' });
    expect(restored.status, restored.stderr).toBe(0);
    const node = await spawnService(['--port', '0', '--db', target, '--bus', storage.bus!, '--bus-secret', storage.busSecret!, '--admin-token', ADMIN]);
    try {
      expect(await (await fetch(`${node.url}/api/mylikes?api_key=${key}`)).json()).toEqual([{ newsId: id, type: 'like', time: expect.any(Number) }]);
      expect(((await (await fetch(`${node.url}/api/news`)).json()) as { title: string; likes: number }[])[0]).toMatchObject({ title: 'In the dump', likes: 1 });
    } finally {
      await node.stop();
    }
  });
});
