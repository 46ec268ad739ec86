import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from '@/server/storage/sqlite/driver';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { defaults, type ServerConfig } from '@/server/config';
import { claimScope, parseSources } from '@/server/sources/config';
import { feedEntries } from '@/server/sources/feed-entries';
import { REOPEN_AFTER_MS, SourceRunner, type PublishOutcome } from '@/server/sources/runner';
import { openStorage } from '@/server/storage/open';
import type { IngestRepo } from '@/server/storage/types';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, storageFor } from './helpers/local-service';

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
      .map(([name]) => [name, (...args: unknown[]) => (dead ? new Promise(() => {}) : (ingest as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args))]),
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

describe(`source claims (${backend})`, () => {
  it('an entry claimed by a node killed while publishing is published once after a restart on the same database', async () => {
    const config: ServerConfig = { ...defaults, adminToken: ADMIN, adminTokenGenerated: false, ...(await storageFor(backend === 'sqlite' ? join(dir, 'crash.db') : undefined)) };
    const feed = await origin(() => ({ body: rssDocument('Blog', [{ id: 'p1', title: 'Killed while waiting for prices', link: 'https://news.example/p1', time: Date.now() - 1_000 }]), type: 'application/rss+xml' }));
    const file = sourcesFile([{ kind: 'feed', name: 'Blog', url: `${feed.url}/rss?auth_token=${TOKEN}`, intervalSeconds: 1 }]);

    const first = track(await openStorage(config, () => {}));
    const node = killable(first.ingest);
    const waiting = vi.fn(() => new Promise<PublishOutcome>(() => {}));
    const killed = new SourceRunner({ file, ingest: node.ingest, publish: waiting, fetch, log: () => {}, feedReader: inline });
    killed.start();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledOnce());
    node.kill();

    // Restarted on the same database, later than the bound for an unfinished claim.
    const second = track(await openStorage(config, () => {}));
    const published: string[] = [];
    const lines: string[] = [];
    const restarted = new SourceRunner({
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
      // The schema as version 6 left it, with rows keyed by the address.
      const db = new Database(config.db);
      db.exec(`CREATE TABLE ingest_seen (source TEXT NOT NULL, identity TEXT NOT NULL, seen_at INTEGER NOT NULL, PRIMARY KEY (source, identity));
               CREATE TABLE documents (name TEXT PRIMARY KEY, json TEXT NOT NULL, saved_at INTEGER NOT NULL);`);
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
