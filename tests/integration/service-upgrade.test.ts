import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, postgresProgram } from '@/devkit/private-databases';
import type { UpgradeFixture } from '@/devkit/upgrade-fixtures';
import { ADMIN, backend, spawnService } from './helpers/local-service';

/**
 * Every release keeps the databases its service wrote (tests/fixtures/upgrade/<version>/, made by
 * devkit/upgrade-fixtures.ts from that release's code): this version must open each, migrate it
 * and serve what it holds. On SQLite the file is copied; on PostgreSQL the plain dump is restored
 * with psql into a fresh database, as an operator restores one.
 */
const root = 'tests/fixtures/upgrade';
const releases = readdirSync(root).sort();

/** A copy of the release's database for this backend, as a `--db` value. */
async function restore(dir: string, release: string): Promise<string> {
  if (backend === 'sqlite') {
    const file = join(dir, `${release}.db`);
    copyFileSync(join(root, release, 'newsflash.db'), file);
    return file;
  }
  const db = new URL(await createDatabase(inject('postgresUrl')));
  const password = decodeURIComponent(db.password);
  const args = ['-v', 'ON_ERROR_STOP=1', '--quiet', '-h', db.hostname, '-p', db.port, '-U', decodeURIComponent(db.username), '-d', db.pathname.slice(1), '-f', join(root, release, 'postgres.sql')];
  const run = spawnSync(postgresProgram('psql'), args, { encoding: 'utf8', env: { ...process.env, PGPASSWORD: password } });
  if (run.status !== 0) throw new Error(`psql could not restore ${release}: ${run.stderr}`);
  return db.href;
}

describe('upgrades: this version serves the databases every earlier release wrote', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-upgrade-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps at least the first release (0.1.0) as a fixture', () => {
    expect(releases).toContain('0.1.0');
  });

  for (const release of releases) {
    it(`${release}: its items, their totals, keys and votes are served after the migration, and new votes are taken`, async () => {
      const expected = JSON.parse(readFileSync(join(root, release, backend === 'sqlite' ? 'expected.json' : 'expected.postgres.json'), 'utf8')) as UpgradeFixture;
      // Retention would delete the fixture's items once they are 90 days old.
      const service = await spawnService(['--port', '0', '--db', await restore(dir, release), '--admin-token', ADMIN, '--retain-days', '0']);
      try {
        const news = (await (await fetch(`${service.url}/api/news?limit=50`)).json()) as { _id: string; title: string; likes: number; dislikes: number }[];
        expect(news.map(({ _id, title, likes, dislikes }) => ({ id: _id, title, likes, dislikes }))).toEqual([...expected.items].reverse());

        for (const key of expected.keys) {
          const mine = await fetch(`${service.url}/api/mylikes?api_key=${key.key}`);
          if (key.revoked) {
            expect(mine.status).toBe(401);
            continue;
          }
          expect(mine.status).toBe(200);
          const votes = (await mine.json()) as { newsId: string; type: string }[];
          expect(votes.map(({ newsId, type }) => ({ newsId, type }))).toEqual(key.votes);
        }
        const listed = (await (await fetch(`${service.url}/admin/keys`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { name: string }[];
        expect(listed.map((key) => key.name).sort()).toEqual(expected.keys.map((key) => key.name).sort());

        // Written after the upgrade: a vote of a kept key on a kept item, and a new item.
        const [voter] = expected.keys.filter((key) => !key.revoked && !key.votes.some((vote) => vote.newsId === expected.items[1]!.id));
        const vote = await fetch(`${service.url}/api/like?id=${expected.items[1]!.id}&api_key=${voter!.key}`, { method: 'POST' });
        expect(vote.status).toBe(200);
        expect(await vote.json()).toMatchObject({ likes: expected.items[1]!.likes + 1, dislikes: expected.items[1]!.dislikes });
        const published = await fetch(`${service.url}/admin/news`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Published after the upgrade' }),
        });
        expect(published.status).toBe(201);
        expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
      } finally {
        await service.stop();
      }
    }, 60_000);
  }
});
