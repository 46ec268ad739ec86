import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from '@/server/storage/sqlite/driver';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/devkit/free-port';
import { secretsToEnv } from '@/devkit/spawn-service';
import { standInListings } from '@/devkit/stand-ins/binance-markets';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { startOrigin } from '@/devkit/stand-ins/origin-server';
import { BusSigner } from '@/server/bus/signing';
import { backend, openSocket, spawnService, startTestService, storageArgs, storageFor } from './helpers/local-service';
import { WebhookSink } from './helpers/webhook-sink';

const DAY = 24 * 60 * 60_000;
/** A service run as a process refuses an admin token shorter than 32 characters. */
const TOKEN = '4H_rBikO8I_07_sjQG6fcsX0mDfzqXwU';
type Row = { _id: string; title: string };

/** Reads and writes the service's database behind its back, as an operator's SQL would ($1-style parameters on both engines). */
async function database(db: string): Promise<{ rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>; close(): Promise<void> }> {
  if (db.startsWith('postgres')) {
    const client = new pg.Client(db);
    await client.connect();
    return { rows: async (sql, params = []) => (await client.query(sql, params)).rows as Record<string, unknown>[], close: () => client.end() };
  }
  const file = new Database(db);
  return {
    rows: async (sql, params = []) => {
      const statement = file.prepare(sql.replace(/\$(\d+)/g, '@p$1'));
      const named = Object.fromEntries(params.map((value, i) => [`p${i + 1}`, value]));
      if (statement.reader) return statement.all(named) as Record<string, unknown>[];
      statement.run(named);
      return [];
    },
    close: async () => void file.close(),
  };
}

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=500`)).json()) as Row[];
const like = (url: string, id: string, key: string) => fetch(`${url}/api/like?id=${id}&api_key=${key}`, { method: 'POST' });
const mine = async (url: string, key: string) => ((await (await fetch(`${url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string }[]).map((vote) => vote.newsId).sort();

describe(`retention and the outbox's rows (${backend})`, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-retention-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('deletes items older than --retain-days with their votes, keeps newer ones and theirs; 0 keeps all; outbox rows go a week after delivery', async () => {
    const storage = await storageFor(join(dir, 'feed.db'));
    const seeding = await startTestService({ ...storage, retainDays: 0 });
    const key = await seeding.admin.addKey('reader');
    const old = [await seeding.admin.publishOk({ title: 'Old news one', time: Date.now() - 100 * DAY }), await seeding.admin.publishOk({ title: 'Old news two', time: Date.now() - 91 * DAY })];
    const fresh = [await seeding.admin.publishOk({ title: 'Recent news', time: Date.now() - 89 * DAY }), await seeding.admin.publishOk({ title: 'Today' })];
    for (const id of [...old, ...fresh]) expect((await like(seeding.url, id, key)).status).toBe(200);
    await seeding.close();

    const sql = await database(storage.db);
    try {
      const outboxRow = 'INSERT INTO outbox (kind, payload, created_at, next_attempt_at, delivered_at) VALUES ($1, $2, $3, $3, $4)';
      await sql.rows(outboxRow, ['chat', '{"content":"delivered long ago"}', Date.now() - 9 * DAY, Date.now() - 8 * DAY]);
      await sql.rows(outboxRow, ['chat', '{"content":"delivered yesterday"}', Date.now() - 2 * DAY, Date.now() - DAY]);
      // Never delivered in over a week (a webhook long gone): given up.
      await sql.rows('INSERT INTO outbox (kind, payload, created_at, next_attempt_at, attempts) VALUES ($1, $2, $3, $4, 500)', ['post', '{"content":"given up"}', Date.now() - 8 * DAY, Date.now() + DAY]);
      const outbox = async () => (await sql.rows('SELECT payload FROM outbox ORDER BY id')).map((row) => row.payload);

      // 0 keeps every item: once the pass has run (the week-old outbox rows are gone), all four and their votes are there.
      const keeping = await startTestService({ ...storage, retainDays: 0 });
      await vi.waitFor(async () => expect(await outbox()).toEqual(['{"content":"delivered yesterday"}']), { timeout: 10_000 });
      expect((await news(keeping.url)).map((item) => item._id).sort()).toEqual([...old, ...fresh].sort());
      expect(await mine(keeping.url, key)).toEqual([...old, ...fresh].sort());
      await keeping.close();

      const pruning = await startTestService({ ...storage, retainDays: 90 });
      try {
        await vi.waitFor(async () => expect((await news(pruning.url)).map((item) => item._id).sort()).toEqual([...fresh].sort()), { timeout: 10_000 });
        expect(await mine(pruning.url, key)).toEqual([...fresh].sort());
        const votes = await sql.rows('SELECT news_id FROM votes');
        expect(votes.map((row) => row.news_id).sort()).toEqual([...fresh].sort());
        expect(await outbox()).toEqual(['{"content":"delivered yesterday"}']);
        // Everything else unharmed: the kept items take votes, new ones publish.
        expect((await like(pruning.url, fresh[0]!, await pruning.admin.addKey('another'))).status).toBe(200);
        await pruning.admin.publishOk({ title: 'After the pass' });
        expect(await news(pruning.url)).toHaveLength(3);
      } finally {
        await pruning.close();
      }
    } finally {
      await sql.close();
    }
  });

  it('an outbox row names its webhook: the database holds no address, and the configured one is used', async () => {
    const sink = new WebhookSink();
    const hook = await sink.listen();
    const storage = await storageFor(join(dir, 'feed.db'));
    const service = await startTestService({ ...storage, chatWebhook: `${hook}/chat` });
    const sql = await database(storage.db);
    try {
      const id = await service.admin.publishOk({ title: 'Named hook' });
      await like(service.url, id, await service.admin.addKey('fan'));
      await vi.waitFor(() => expect(sink.received).toEqual([{ path: '/chat', body: expect.objectContaining({ content: expect.stringContaining('Named hook') }) }]), { timeout: 10_000 });
      const rows = await sql.rows('SELECT * FROM outbox');
      expect(rows).toEqual([expect.objectContaining({ kind: 'chat', legacy_url: null })]);
      expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
    } finally {
      await service.close();
      await sql.close();
      await sink.close();
    }
  });

  it('a webhook answering 429 with Retry-After: 2 is not asked again sooner', async () => {
    const asked: number[] = [];
    const hook = createServer((request, response) => {
      asked.push(Date.now());
      request.resume();
      request.on('end', () => {
        if (asked.length === 1) response.writeHead(429, { 'retry-after': '2' }).end();
        else response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const service = await startTestService({ chatWebhook: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/chat` });
    try {
      const id = await service.admin.publishOk({ title: 'Rate limited hook' });
      await like(service.url, id, await service.admin.addKey('fan'));
      await vi.waitFor(() => expect(asked).toHaveLength(2), { timeout: 8_000 });
      // A lower bound, the contract itself: the retry comes 2 s or more after the 429 was asked for.
      expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(2_000);
    } finally {
      await service.close();
      hook.closeAllConnections();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe(`lifecycle (${backend})`, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-lifecycle-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('SIGTERM while an entry waits for prices: exits 0 without losing it; after the restart it is published exactly once', async () => {
    let pricesHang = true;
    const binance = await startOrigin((path) => {
      const { spot, futures } = standInListings(['BTC', 'WIF']);
      const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });
      if (path === '/api/v3/exchangeInfo') return json({ symbols: spot });
      if (path === '/fapi/v1/exchangeInfo') return json({ symbols: futures });
      if (path === '/api/v3/ticker/price') return pricesHang ? { hang: true } : json([{ symbol: 'WIFUSDT', price: '0.42' }]);
      return undefined;
    });
    const feed = await startOrigin((path) =>
      path === '/rss' ? { body: rssDocument('Blog', [{ id: 'wif', title: 'Binance Will List dogwifhat (WIF)', link: 'https://news.example/wif', time: Date.now() - 60_000 }]), type: 'application/rss+xml' } : undefined,
    );
    const sources = join(dir, 'sources.json');
    // A token in the address, as CryptoPanic's feeds carry one: the log names the source, never the address.
    const feedToken = 'cp5e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2';
    writeFileSync(sources, JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: `${feed.url}/rss?auth_token=${feedToken}&public=true`, intervalSeconds: 1 }] }));
    const args = ['--port', '0', ...storageArgs(await storageFor(join(dir, 'feed.db'))), '--admin-token', TOKEN, '--sources', sources, '--coins', '--binance-api', binance.url, '--binance-futures-api', binance.url, '--drain-timeout', '2000'];
    try {
      const first = await spawnService(args);
      await vi.waitFor(() => expect(binance.requests.map((request) => request.path)).toContain('/api/v3/ticker/price'), { timeout: 10_000 });
      expect(await news(first.url)).toEqual([]);
      const exited = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(first.logs()).toContain('an entry of source \\"Blog\\" was not published before shutdown; it is published at the next start');
      expect(first.logs()).not.toContain(feedToken.slice(0, 10));

      pricesHang = false;
      const second = await spawnService(args);
      try {
        await vi.waitFor(async () => expect(await news(second.url)).toEqual([expect.objectContaining({ title: 'Binance Will List dogwifhat (WIF)', firstPrice: { WIFUSDT: 0.42 } })]), { timeout: 10_000 });
        // Two more polls of the feed publish nothing more.
        const polls = feed.requests.length;
        await vi.waitFor(() => expect(feed.requests.length).toBeGreaterThanOrEqual(polls + 2), { timeout: 10_000 });
        expect(await news(second.url)).toHaveLength(1);
        expect(second.logs()).not.toContain(feedToken.slice(0, 10));
      } finally {
        await second.stop();
      }
    } finally {
      await Promise.all([binance.close(), feed.close()]);
    }
    // Two starts of the service as a process, with market lists and a drain, on a busy machine.
  }, 60_000);

  it.runIf(backend === 'sqlite')('a SIGHUP before the service listens does not kill it: it is applied once the service is ready', async () => {
    // An unreachable bus holds the start for its 3 s wait: the window a SIGHUP lands in.
    const secret = secretsToEnv(['--db', join(dir, 'feed.db'), '--admin-token', TOKEN, '--bus', `redis://127.0.0.1:${await freePort()}`, '--bus-secret', 'b'.repeat(32)]);
    const main = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0', ...secret.args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEWSFLASH_COINS: 'false', ...secret.env } });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    let listening = false;
    const url = new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /^listening on (\S+)$/.exec(line);
        if (match) {
          listening = true;
          resolve(match[1]!);
        }
      });
      child.once('exit', (code, signal) => reject(new Error(`exited (${code ?? signal}) before listening`)));
    });
    // Awaited below; a death before then must fail the test there, not as an unhandled rejection.
    url.catch(() => {});
    try {
      // The kernel says when the process catches SIGHUP (SigCgt, bit 0): from then on it is the service's.
      const catchesHangup = () => (BigInt(`0x${/SigCgt:\s*([0-9a-f]+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]}`) & 1n) === 1n;
      // Loading the service's modules takes seconds on a busy machine.
      await vi.waitFor(() => expect(catchesHangup()).toBe(true), { timeout: 30_000, interval: 5 });
      expect(listening).toBe(false);
      child.kill('SIGHUP');
      const address = await url;
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      await vi.waitFor(() => expect(log).toContain('SIGHUP: no sources file is configured'), { timeout: 10_000 });
      expect(child.exitCode).toBeNull();
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);

  it.runIf(backend === 'postgres')('a captured signed bus entry replayed after a node restarts is not delivered to its sockets; a fresh one is', async () => {
    const storage = await storageFor();
    const redis = new Redis(storage.bus!);
    const first = await startTestService(storage);
    const captured = new BusSigner(storage.busSecret!, 'other-node').sign(JSON.stringify({ type: 'item', item: { _id: 'captured-1', time: Date.now(), title: 'Said once' } }));
    try {
      const reader = await openSocket(`${first.url.replace('http', 'ws')}/ws`);
      await redis.xadd('newsflash:events', '*', ...captured);
      await vi.waitFor(() => expect(reader.json()).toEqual([expect.objectContaining({ _id: 'captured-1' })]), { timeout: 10_000 });
      reader.ws.close();
      await first.close();

      const second = await startTestService(storage);
      try {
        const after = await openSocket(`${second.url.replace('http', 'ws')}/ws`);
        await redis.xadd('newsflash:events', '*', ...captured);
        await redis.xadd('newsflash:events', '*', ...new BusSigner(storage.busSecret!, 'other-node-2').sign(JSON.stringify({ type: 'item', item: { _id: 'fresh-1', time: Date.now(), title: 'Said now' } })));
        await vi.waitFor(() => expect(after.json()).toContainEqual(expect.objectContaining({ _id: 'fresh-1' })), { timeout: 10_000 });
        expect(after.json()).not.toContainEqual(expect.objectContaining({ _id: 'captured-1' }));
        expect(((await (await fetch(`${second.url}/healthz`)).json()) as { bus: { refused: number } }).bus.refused).toBe(1);
        after.ws.close();
      } finally {
        await second.close();
      }
    } finally {
      redis.disconnect();
    }
  });
});
