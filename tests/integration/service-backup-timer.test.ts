import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@/devkit/private-databases';
import { Admin, ADMIN, backend, spawnService, storageArgs, storageFor } from './helpers/local-service';

/**
 * The scheduled backup (deploy/newsflash-backup.sh, which newsflash-backup.timer starts daily)
 * run as systemd runs it, against a running service; then the restore drill of
 * docs/production.md: the newest backup put in place of a lost database, served again.
 */
const script = 'deploy/newsflash-backup.sh';
const STAMPED = /^newsflash-\d{8}T\d{6}Z\.(db|dump)$/;

function backup(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // The built bundle, as the unit runs it, from this checkout instead of /opt/newsflash.
  const child = spawn('/bin/sh', [script], { env: { ...process.env, NEWSFLASH_NODE: process.execPath, NEWSFLASH_MAIN: 'server/dist/main.mjs', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('scheduled backups and the restore drill', () => {
  let dir: string;
  let backups: string;
  beforeAll(() => {
    execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'ignore' });
  }, 60_000);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-backup-timer-'));
    backups = join(dir, 'backups');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it(`backs up the running service, keeps only the newest NEWSFLASH_BACKUP_KEEP, and the newest restores (${backend})`, async () => {
    const storage = await storageFor(join(dir, 'feed.db'));
    const service = await spawnService(['--port', '0', ...storageArgs(storage), '--admin-token', ADMIN]);
    const admin = new Admin(service.url);
    const key = await admin.addKey('kept');
    const id = await admin.publishOk({ title: 'Published before the backup' });
    expect((await fetch(`${service.url}/api/like?id=${id}&api_key=${key}`, { method: 'POST' })).status).toBe(200);

    // Three older backups and a file of the operator's own are already there.
    const ext = backend === 'sqlite' ? 'db' : 'dump';
    const older = ['20260101T030000Z', '20260102T030000Z', '20260103T030000Z'].map((stamp) => `newsflash-${stamp}.${ext}`);
    mkdirSync(backups);
    for (const name of [...older, 'notes.txt']) writeFileSync(join(backups, name), 'old');

    const run = await backup({ NEWSFLASH_DB: storage.db, NEWSFLASH_BACKUP_DIR: backups, NEWSFLASH_BACKUP_KEEP: '2' });
    await service.stop();
    expect(run.stderr.replace(/^backup: \d+%\n/gm, '')).toBe('');
    expect(run.status).toBe(0);
    const left = readdirSync(backups).sort();
    const newest = left.filter((name) => STAMPED.test(name)).at(-1)!;
    expect(left).toEqual(['notes.txt', older[2]!, newest].sort());
    expect(run.stdout).toContain(`removed ${older[0]}`);
    expect(run.stdout).toContain(`removed ${older[1]}`);
    expect(statSync(join(backups, newest)).mode & 0o077).toBe(0);

    // The drill: the database is lost; the newest backup is restored and served.
    let restored: string;
    if (backend === 'sqlite') {
      restored = join(dir, 'restored.db');
      copyFileSync(join(backups, newest), restored);
    } else {
      restored = await createDatabase(inject('postgresUrl'));
      const load = spawnSync('pg_restore', ['--no-owner', `--dbname=${restored}`, join(backups, newest)], { encoding: 'utf8' });
      expect(load.stderr).toBe('');
    }
    const again = await spawnService(['--port', '0', '--db', restored, '--admin-token', ADMIN]);
    try {
      const news = (await (await fetch(`${again.url}/api/news?limit=5`)).json()) as { _id: string; likes: number }[];
      expect(news.find((item) => item._id === id)?.likes).toBe(1);
      const mine = (await (await fetch(`${again.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string }[];
      expect(mine.map((vote) => vote.newsId)).toEqual([id]);
    } finally {
      await again.stop();
    }
  }, 90_000);

  it('refuses a retention that would keep nothing, and removes nothing', async () => {
    mkdirSync(backups);
    writeFileSync(join(backups, 'newsflash-20260101T030000Z.db'), 'old');
    for (const keep of ['0', 'all', '-1']) {
      const run = await backup({ NEWSFLASH_DB: join(dir, 'feed.db'), NEWSFLASH_BACKUP_DIR: backups, NEWSFLASH_BACKUP_KEEP: keep });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('NEWSFLASH_BACKUP_KEEP must be a whole number of at least 1');
    }
    expect(readdirSync(backups)).toEqual(['newsflash-20260101T030000Z.db']);
  });
});
