import { readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Database from '@/server/storage/sqlite/driver';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { defaults, type ServerConfig } from '@/server/config';
import { claimScope, parseSources } from '@/server/sources/config';
import { feedEntries } from '@/server/sources/feed-entries';
import { nodeId } from '@/server/sources/node-id';
import { MAX_TAKE_BACK, REOPEN_AFTER_MS, SourceRunner, type PublishOutcome } from '@/server/sources/runner';
import { SOURCE_STARTERS } from '@/server/sources/source-kinds';
import { openStorage } from '@/server/storage/open';
import { SQLITE_MIGRATIONS } from '@/server/storage/sqlite/db';
import type { IngestRepo } from '@/server/storage/types';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, spawnService, storageArgs, storageFor } from './helpers/local-service';

/** What a feed's address may carry (CryptoPanic's `auth_token`): it must reach no row of the database. */
const TOKEN = 'cp0a9f3e7d21b4c58e6f0a1b2c3d4e5f60718293';
const { dir, sourcesFile, origin, track } = sourcesScaffold('claims');
const inline = { read: async (document: string, now: number) => feedEntries(document, now), close: async () => {} };

/** An ingest whose node can be killed: from then on no call settles, as for a process gone with kill -9. */
function killable(ingest: IngestRepo): { ingest: IngestRepo; kill(): void } {
  let dead = false;
  const wrapped = Object.fromEntries(
    Object.entries(Object.getOwnPropertyDescriptors(Object.getPrototypeOf(ingest) as object))
      .filter(([name]) => name !== 'constructor')
      .map(([name]) => [
        name,
        (...args: unknown[]) => (dead ? new Promise(() => {}) : (ingest as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args)),
      ]),
  ) as unknown as IngestRepo;
  return { ingest: wrapped, kill: () => void (dead = true) };
}

/** Every text the database holds in its claims and kept documents. */
async function keptTexts(config: ServerConfig): Promise<string[]> {
  if (backend === 'sqlite') {
    const db = new Database(config.db, { readonly: true });
    try {
      return [...(db.prepare('SELECT source AS text FROM ingest_seen UNION ALL SELECT name FROM documents').all() as { text: string }[]).map((row) => row.text)];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: config.db });
  await client.connect();
  try {
    return (await client.query<{ text: string }>('SELECT source AS text FROM ingest_seen UNION ALL SELECT name FROM documents')).rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the database (SQLite file or PostgreSQL) and returns its rows. */
async function sql<T>(config: Pick<ServerConfig, 'db'>, text: string, params: unknown[] = []): Promise<T[]> {
  if (backend === 'sqlite') {
    const db = new Database(config.db);
    try {
      const statement = db.prepare(text.replace(/\$\d+/g, '?'));
      return statement.reader ? (statement.all(...params) as T[]) : (statement.run(...params), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: config.db });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Holds every item insert of the service on `config`'s database until `release`: a node is then
 * mid-publication, its entry claimed and not stored. SQLite: a trigger that spins in the insert
 * (the node's thread with it); PostgreSQL: the items table locked by another session, and the
 * killed node's insert ended with its backend, so it never lands after the kill.
 */
async function holdPublication(config: Pick<ServerConfig, 'db'>): Promise<{ release(): Promise<void> }> {
  if (backend === 'sqlite') {
    await sql(config, 'CREATE TABLE spin (n INTEGER)');
    await sql(config, 'INSERT INTO spin SELECT value FROM json_each($1)', [JSON.stringify(Array.from({ length: 2_000 }, (_, n) => n))]);
    await sql(config, 'CREATE TRIGGER hold BEFORE INSERT ON items BEGIN SELECT count(*) FROM spin a, spin b, spin c; END');
    return { release: async () => void (await sql(config, 'DROP TRIGGER hold'), await sql(config, 'DROP TABLE spin')) };
  }
  const client = new pg.Client({ connectionString: config.db });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE items IN EXCLUSIVE MODE');
  return {
    release: async () => {
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'");
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

describe(`source claims (${backend})`, () => {
  it('takes back only the unfinished claims of the node named, at most as many as asked; finished ones and other nodes\' stay', async () => {
    const config = { ...defaults, ...(await storageFor(backend === 'sqlite' ? join(dir, 'holders.db') : undefined)) };
    const storage = track(await openStorage(config, () => {}));
    const ingest = storage.ingest;
    const now = Date.now();
    for (const identity of ['a1', 'a2', 'a3', 'done']) expect(await ingest.claim('feed s', identity, now, 'node a')).toBe(true);
    expect(await ingest.claim('feed s', 'b1', now, 'node b')).toBe(true);
    expect(await ingest.claim('feed s', 'none', now)).toBe(true);
    await ingest.finish('feed s', 'done');

    // Past the budget: two now, the third at the next start (or the give-back).
    expect(await ingest.takeBack('node a', 2)).toBe(2);
    expect(await ingest.takeBack('node a', 2)).toBe(1);
    expect(await ingest.takeBack('node a', 2)).toBe(0);
    // A claim without a holder is never one's own.
    expect(await ingest.takeBack('', MAX_TAKE_BACK)).toBe(0);
    for (const identity of ['a1', 'a2', 'a3']) expect(await ingest.claim('feed s', identity, now, 'node a')).toBe(true);
    for (const identity of ['done', 'b1', 'none']) expect(await ingest.claim('feed s', identity, now, 'node a')).toBe(false);
    // A finished claim keeps no holder; node b's waits for the give-back, which takes it and the holderless one.
    expect(await sql(config, 'SELECT identity, holder FROM ingest_seen WHERE pending = 0')).toEqual([{ identity: 'done', holder: '' }]);
    expect(await ingest.reopen(now + 1)).toBe(5);
    expect(await ingest.claim('feed s', 'b1', now, 'node a')).toBe(true);
    expect(await ingest.claim('feed s', 'done', now, 'node a')).toBe(false);
  });

  it('a claim of another node made moments ago is not taken by a node starting: it waits for the give-back', async () => {
    const config: ServerConfig = { ...defaults, adminToken: ADMIN, adminTokenGenerated: false, ...(await storageFor(backend === 'sqlite' ? join(dir, 'other.db') : undefined)) };
    const feed = await origin(() => ({ body: rssDocument('Blog', [{ id: 'p1', title: 'Held by a live node', link: 'https://news.example/p1', time: Date.now() - 1_000 }]), type: 'application/rss+xml' }));
    const file = sourcesFile([{ kind: 'feed', name: 'Blog', url: `${feed.url}/rss`, intervalSeconds: 1 }]);
    const first = track(await openStorage(config, () => {}));
    const node = killable(first.ingest);
    const waiting = vi.fn(() => new Promise<PublishOutcome>(() => {}));
    const a = new SourceRunner({ starters: SOURCE_STARTERS, file, ingest: node.ingest, publish: waiting, fetch, log: () => {}, feedReader: inline });
    a.start('node a');
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledOnce());
    node.kill();

    // Node b, once a's lease lapsed and well before the give-back: it runs the source, publishes nothing.
    const second = track(await openStorage(config, () => {}));
    const published = vi.fn(async () => ({ published: true }) as PublishOutcome);
    const b = new SourceRunner({
      starters: SOURCE_STARTERS,
      file,
      ingest: second.ingest,
      publish: published,
      fetch,
      log: () => {},
      feedReader: inline,
      now: () => Date.now() + 60_000,
    });
    b.start('node b');
    track({ close: () => b.stop() });
    const polls = feed.requests.length;
    await vi.waitFor(() => expect(feed.requests.length).toBeGreaterThan(polls + 2), { timeout: 10_000 });
    expect(published).not.toHaveBeenCalled();
    expect(await sql<{ holder: string }>(config, 'SELECT holder FROM ingest_seen WHERE pending = 1')).toEqual([{ holder: 'node a' }]);
  });

  it('a service killed with SIGKILL mid-publication publishes the entry within seconds of its restart, its source polled hourly', async () => {
    const storage = await storageFor(backend === 'sqlite' ? join(dir, 'killed.db') : undefined);
    const feed = await origin(() => ({ body: rssDocument('Blog', [{ id: 'k1', title: 'Killed mid-publication', link: 'https://news.example/k1', time: Date.now() - 1_000 }]), type: 'application/rss+xml' }));
    const file = sourcesFile([{ kind: 'feed', name: 'Blog', url: `${feed.url}/rss`, intervalSeconds: 3_600, allowPrivate: true }]);
    const args = (port: number) => ['--host', '127.0.0.1', '--port', String(port), ...storageArgs(storage), '--admin-token', ADMIN, '--sources', file];
    // Migrated, so the hold can name the items table; then held.
    await (await openStorage({ ...defaults, db: storage.db }, () => {})).close();
    const hold = await holdPublication(storage);
    const first = await spawnService(args(0));
    track({ close: () => first.stop() });
    const port = Number(new URL(first.url).port);
    await vi.waitFor(async () => expect(await sql(storage, 'SELECT holder FROM ingest_seen WHERE pending = 1')).toEqual([{ holder: nodeId(hostname(), '127.0.0.1', port) }]), { timeout: 10_000 });
    first.child.kill('SIGKILL');
    await first.stop();
    await hold.release();
    expect(await sql(storage, 'SELECT holder FROM ingest_seen WHERE pending = 1')).toHaveLength(1);

    const polls = feed.requests.length;
    const again = await spawnService(args(port));
    track({ close: () => again.stop() });
    // Its lease and its claim are its own: taken back at once, and published by the poll at start.
    await vi.waitFor(async () => expect(((await (await fetch(`${again.url}/api/news`)).json()) as { title: string }[]).map((item) => item.title)).toEqual(['Killed mid-publication']), { timeout: 10_000 });
    expect(feed.requests.length).toBe(polls + 1);
    expect(again.logs()).toContain('1 entries this node claimed and never finished before it restarted are offered again');
  });
  it('an entry claimed by a node killed while publishing is published once after a restart on the same database', async () => {
    const config: ServerConfig = { ...defaults, adminToken: ADMIN, adminTokenGenerated: false, ...(await storageFor(backend === 'sqlite' ? join(dir, 'crash.db') : undefined)) };
    const feed = await origin(() => ({ body: rssDocument('Blog', [{ id: 'p1', title: 'Killed while waiting for prices', link: 'https://news.example/p1', time: Date.now() - 1_000 }]), type: 'application/rss+xml' }));
    const file = sourcesFile([{ kind: 'feed', name: 'Blog', url: `${feed.url}/rss?auth_token=${TOKEN}`, intervalSeconds: 1 }]);

    const first = track(await openStorage(config, () => {}));
    const node = killable(first.ingest);
    const waiting = vi.fn(() => new Promise<PublishOutcome>(() => {}));
    const killed = new SourceRunner({ starters: SOURCE_STARTERS, file, ingest: node.ingest, publish: waiting, fetch, log: () => {}, feedReader: inline });
    killed.start();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledOnce());
    node.kill();

    // Restarted on the same database, later than the bound for an unfinished claim.
    const second = track(await openStorage(config, () => {}));
    const published: string[] = [];
    const lines: string[] = [];
    const restarted = new SourceRunner({
      starters: SOURCE_STARTERS,
      file,
      ingest: second.ingest,
      publish: async (item) => {
        published.push(String(item.title));
        return { published: true };
      },
      fetch,
      log: (line) => void lines.push(line),
      feedReader: inline,
      now: () => Date.now() + REOPEN_AFTER_MS + 5_000,
    });
    restarted.start();
    track({ close: () => restarted.stop() });
    await vi.waitFor(() => expect(published).toEqual(['Killed while waiting for prices']), { timeout: 10_000 });
    // Polled again and again: never a second time.
    const polls = feed.requests.length;
    await vi.waitFor(() => expect(feed.requests.length).toBeGreaterThan(polls + 2), { timeout: 10_000 });
    expect(published).toHaveLength(1);
    expect(lines).toContain('sources: 1 entries claimed and never finished (their node stopped while publishing them) are offered again');
    // Claims are keyed by the address's hash: the token is in no row.
    const texts = await keptTexts(config);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain(TOKEN);
    if (backend === 'sqlite') {
      for (const path of [config.db, `${config.db}-wal`, `${config.db}-shm`]) {
        expect((statSync(path).mode & 0o777).toString(8), path).toBe('600');
        expect(readFileSync(path).includes(TOKEN), path).toBe(false);
      }
    }
  });

  it('re-keys claims and kept documents written under the address by an earlier version: nothing is published again, no token stays', async () => {
    const config: ServerConfig = { ...defaults, adminToken: ADMIN, adminTokenGenerated: false, ...(await storageFor(backend === 'sqlite' ? join(dir, 'upgrade.db') : undefined)) };
    const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'feed', name: 'CryptoPanic', url: `https://cryptopanic.example/api/v1/posts/?auth_token=${TOKEN}&public=true` }] }));
    const legacy = `feed ${source!.url}`;
    const now = Date.now() - 60 * 60_000;
    if (backend === 'sqlite') {
      // The schema as version 6 left it (its own first six steps, so every later step finds what it alters), with rows keyed by the address.
      const db = new Database(config.db);
      for (const step of SQLITE_MIGRATIONS.slice(0, 6)) db.exec(step);
      db.prepare('INSERT INTO ingest_seen VALUES (?, ?, ?)').run(legacy, 'p1', now);
      db.prepare('INSERT INTO documents VALUES (?, ?, ?)').run(`source ${legacy}`, '{"kept":true}', now);
      db.pragma('user_version = 6');
      db.close();
    } else {
      // Migrated to the end, then taken back to before 005 with rows keyed by the address.
      await (await openStorage(config, () => {})).close();
      const client = new pg.Client({ connectionString: config.db });
      await client.connect();
      await client.query('DELETE FROM schema_migrations WHERE version = 5; DROP INDEX ingest_seen_unfinished; ALTER TABLE ingest_seen DROP COLUMN pending');
      await client.query('INSERT INTO ingest_seen (source, identity, seen_at) VALUES ($1, $2, $3)', [legacy, 'p1', now]);
      await client.query('INSERT INTO documents (name, json, saved_at) VALUES ($1, $2, $3)', [`source ${legacy}`, '{"kept":true}', now]);
      await client.end();
    }
    const storage = track(await openStorage(config, () => {}));
    expect(await storage.ingest.claim(claimScope(source!), 'p1')).toBe(false);
    expect(await storage.ingest.claim(claimScope(source!), 'p2')).toBe(true);
    expect((await storage.ingest.readDocument(`source ${claimScope(source!)}`))?.json).toBe('{"kept":true}');
    // Rows of the earlier version count as finished: nothing is given back.
    expect(await storage.ingest.reopen(now + 1)).toBe(0);
    expect(await storage.ingest.claim(claimScope(source!), 'p2')).toBe(false);
    for (const text of await keptTexts(config)) expect(text).not.toContain(TOKEN);
  });
});
