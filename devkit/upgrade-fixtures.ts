// Makes one release's upgrade fixtures: the databases that release's service writes, for
// tests/integration/service-upgrade.test.ts to open with every later version. Run it with the
// released code checked out beside this one (docs/production.md, "Releasing"):
//
//   git worktree add /tmp/v0.2.0 v0.2.0
//   npx tsx devkit/upgrade-fixtures.ts /tmp/v0.2.0 tests/fixtures/upgrade/0.2.0
//   git worktree remove --force /tmp/v0.2.0
//
// A checkout without node_modules borrows this one's packages (no `npm ci`), all but the
// workspaces: a plain link to this node_modules would give the old service today's protocol.
// It writes newsflash.db (SQLite), postgres.sql (a plain pg_dump) and expected.json: the items,
// keys and votes both hold, which the test expects the newer service to serve.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { postgresProgram, startPostgres } from './private-databases';

const ADMIN = 'uPgr4d3-Fx9qLm2Vt7Ws1Zk8Rb5Nc0Hj';

export interface UpgradeFixture {
  /** The release that wrote the databases. */
  version: string;
  items: { id: string; title: string; likes: number; dislikes: number }[];
  /** Plain keys (test keys, stored hashed in the databases) by name; `revoked` ones must stay refused. */
  keys: { name: string; key: string; revoked: boolean; votes: { newsId: string; type: 'like' | 'dislike' }[] }[];
}

/** Links this checkout's installed packages into the release's, its own workspaces excepted. */
function borrowModules(checkout: string): void {
  const here = resolve(import.meta.dirname, '..');
  for (const folder of ['', 'server']) {
    const modules = join(here, folder, 'node_modules');
    const target = join(checkout, folder, 'node_modules');
    if (!existsSync(modules) || existsSync(target)) continue;
    mkdirSync(target);
    for (const name of readdirSync(modules)) if (name !== '@newsflash') symlinkSync(join(modules, name), join(target, name));
  }
  mkdirSync(join(checkout, 'node_modules/@newsflash'), { recursive: true });
  for (const [name, folder] of [['protocol', 'packages/protocol'], ['server', 'server']] as const) {
    const link = join(checkout, 'node_modules/@newsflash', name);
    if (!existsSync(link)) symlinkSync(join(checkout, folder), link);
  }
}

/** Runs the checkout's service on a database until the returned stop is called. */
async function runService(checkout: string, db: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(checkout, 'server/main.ts'), '--port', '0', '--log-level', 'warn'], {
    cwd: checkout,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEWSFLASH_DB: db, NEWSFLASH_ADMIN_TOKEN: ADMIN, NEWSFLASH_COINS: 'false' },
  });
  const url = await new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening on (\S+)$/.exec(line);
      if (match) done(match[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the ${checkout} service exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

async function call(url: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** The same content on any backend: three items, three keys (one revoked), votes of both kinds. */
async function fill(url: string, version: string): Promise<UpgradeFixture> {
  const titles = ['Exchange lists a new pair', 'Network upgrade scheduled', 'Stablecoin issuer publishes attestation'];
  const items: UpgradeFixture['items'] = [];
  for (const [index, title] of titles.entries()) {
    const { _id } = (await call(url, '/admin/news', 'POST', { title, body: `Fixture item ${index + 1} of release ${version}.`, link: `https://example.com/upgrade/${index + 1}` })) as { _id: string };
    items.push({ id: _id, title, likes: 0, dislikes: 0 });
  }
  const keys: UpgradeFixture['keys'] = [];
  for (const name of ['alice', 'bob', 'carol']) {
    const { key } = (await call(url, `/admin/keys?name=${name}`, 'POST')) as { key: string };
    keys.push({ name, key, revoked: false, votes: [] });
  }
  const vote = async (who: number, item: number, type: 'like' | 'dislike') => {
    await call(url, `/api/${type}?id=${encodeURIComponent(items[item]!.id)}&api_key=${keys[who]!.key}`, 'POST');
    keys[who]!.votes.unshift({ newsId: items[item]!.id, type });
    items[item]![type === 'like' ? 'likes' : 'dislikes']++;
  };
  await vote(0, 0, 'like');
  await vote(1, 0, 'like');
  await vote(0, 1, 'dislike');
  await vote(2, 2, 'like');
  await call(url, '/admin/keys?name=carol', 'DELETE');
  keys[2]!.revoked = true;
  return { version, items, keys };
}

async function main(checkoutArg: string | undefined, outArg: string | undefined): Promise<void> {
  if (!checkoutArg || !outArg) throw new Error('usage: npx tsx devkit/upgrade-fixtures.ts RELEASE_CHECKOUT OUT_DIR');
  const checkout = resolve(checkoutArg);
  const out = resolve(outArg);
  const { version } = (await import(join(checkout, 'package.json'), { with: { type: 'json' } })).default as { version: string };
  borrowModules(checkout);
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'newsflash-fixture-'));
  try {
    const file = join(work, 'newsflash.db');
    const sqlite = await runService(checkout, file);
    const expected = await fill(sqlite.url, version);
    await sqlite.stop();
    if (existsSync(`${file}-wal`)) throw new Error('the service left a write-ahead log: the copy would miss its last writes');
    copyFileSync(file, join(out, 'newsflash.db'));

    const postgres = await startPostgres();
    try {
      const db = await postgres.createDatabase();
      const service = await runService(checkout, db);
      const same = await fill(service.url, version);
      await service.stop();
      // Item ids differ per database: the SQLite run's are the ones the fixture records, so the
      // PostgreSQL fixture's are recorded beside them.
      writeFileSync(join(out, 'expected.postgres.json'), `${JSON.stringify(same, null, 2)}\n`);
      const address = new URL(db);
      const dump = spawnSync(postgresProgram('pg_dump'), ['--no-owner', '--no-privileges', '--format=plain', '-h', address.hostname, '-p', address.port, '-U', decodeURIComponent(address.username), address.pathname.slice(1)], {
        encoding: 'utf8',
        env: { ...process.env, PGPASSWORD: decodeURIComponent(address.password) },
        maxBuffer: 64 * 1024 * 1024,
      });
      if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
      writeFileSync(join(out, 'postgres.sql'), dump.stdout);
    } finally {
      await postgres.stop();
    }
    writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`wrote ${out}: newsflash.db, postgres.sql, expected.json, expected.postgres.json`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main(process.argv[2], process.argv[3]);
