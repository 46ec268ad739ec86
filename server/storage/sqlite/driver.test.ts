import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database, { DRIVER } from './driver';

const require = createRequire(import.meta.url);
const installed = (name: string) => JSON.parse(readFileSync(join(dirname(require.resolve(`${name}/package.json`)), 'package.json'), 'utf8')) as { name: string; version: string };

describe('the SQLite driver', () => {
  it('is better-sqlite3 13 from Node 24 on and 12 before, both installed', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(DRIVER).toBe(major >= 24 ? 'better-sqlite3-napi' : 'better-sqlite3');
    expect(installed('better-sqlite3').version).toMatch(/^12\./);
    expect(installed('better-sqlite3-napi')).toMatchObject({ name: 'better-sqlite3', version: expect.stringMatching(/^13\./) });
  });

  it('opens a database and runs statements on this line (13 crashes Node 20 right here)', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    for (let n = 0; n < 2000; n++) db.prepare('INSERT INTO t VALUES (?)').run(n);
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2000);
    db.close();
  });
});
