import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import pg from 'pg';
import { migrationFiles } from '@/server/storage/postgres/migrate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUS_SECRET, createDatabase, freshRedisDatabase, startPostgres, startRedis, type PrivatePostgres, type PrivateRedis } from '@/devkit/private-databases';
import { secretsToEnv } from '@/devkit/spawn-service';
import { Admin, ADMIN, openSocket, spawnService } from './helpers/local-service';
import { WebhookSink } from './helpers/webhook-sink';

type Node = Awaited<ReturnType<typeof spawnService>> & { admin: Admin; ws: string };

/**
 * Two service processes sharing one PostgreSQL database and one Redis bus, as behind a load
 * balancer. This file runs its own PostgreSQL and Redis, because it stops and starts them.
 */
describe('two nodes on PostgreSQL + Redis', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let nodes: Node[] = [];
  let db: string;
  let bus: string;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  afterAll(async () => {
    await redis?.stop();
    await postgres?.stop();
  });
  afterEach(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    nodes = [];
  });

  async function startNode(extra: string[] = []): Promise<Node> {
    const service = await spawnService(['--port', '0', '--db', db, '--bus', bus, '--bus-secret', BUS_SECRET, '--admin-token', ADMIN, '--anon-delay', '0', ...extra]);
    const node = Object.assign(service, { admin: new Admin(service.url), ws: service.url.replace('http', 'ws') });
    nodes.push(node);
    return node;
  }

  /** A fresh cluster: both nodes start at once on an empty database, racing for its migrations. */
  async function cluster(extra: string[] = []): Promise<[Node, Node]> {
    db = await createDatabase(postgres.url);
    bus = await freshRedisDatabase(redis.url);
    const [a, b] = await Promise.all([startNode(extra), startNode(extra)]);
    return [a, b];
  }

  async function loggedIn(node: Node, key: string) {
    const socket = await openSocket(`${node.ws}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ user: expect.anything() })));
    return socket;
  }

  const vote = async (node: Node, action: string, id: string, key: string) => {
    const response = await fetch(`${node.url}/api/${action}?id=${id}&api_key=${key}`, { method: 'POST' });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
  };

  const health = async (node: Node) => {
    const response = await fetch(`${node.url}/healthz`);
    return { status: response.status, body: (await response.json()) as { ok: boolean; storage: { state: string }; bus: { state: string; queued: number } } };
  };

  it('the private servers let in only who has their password: no local account gets in without it', async () => {
    const withoutPassword = new URL(postgres.url);
    withoutPassword.password = '';
    const client = new pg.Client({ connectionString: withoutPassword.href, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow(/password/i);
    const wrong = new URL(postgres.url);
    wrong.password = 'guess';
    const guesser = new pg.Client({ connectionString: wrong.href, connectionTimeoutMillis: 2_000 });
    await expect(guesser.connect()).rejects.toThrow(/password authentication failed/);
    // Redis, spoken to plainly by a client without the password.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(redis.url).port), '127.0.0.1');
      socket.once('data', (chunk) => {
        resolve(chunk.toString());
        socket.destroy();
      });
      socket.write('XADD newsflash:events * m x\r\n');
      socket.once('error', () => resolve('error'));
    });
    expect(answer).toMatch(/^-NOAUTH/);
  });

  it('migrates once when both nodes start together', async () => {
    await cluster();
    const client = new pg.Client(db);
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
      // Each migration once, whichever node got there first.
      expect(rows).toEqual(migrationFiles().map(({ version }) => ({ version })));
    } finally {
      await client.end();
    }
  });

  it('an item published on A reaches logged-in sockets on B (and on A), once each', async () => {
    const [a, b] = await cluster();
    const key = await a.admin.addKey('reader');
    const [onA, onB] = [await loggedIn(a, key), await loggedIn(b, key)];
    const id = await a.admin.publishOk({ title: 'Cross-node headline' });
    for (const socket of [onA, onB]) {
      await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ _id: id, title: 'Cross-node headline' })));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onB.json().filter((frame) => (frame as { _id?: string })._id === id)).toHaveLength(1);
    expect(((await (await fetch(`${b.url}/api/news`)).json()) as { _id: string }[]).map((item) => item._id)).toEqual([id]);
  });

  it('stories are alike on both nodes: a page is one story whichever node publishes it, and after A stops B still groups with A\'s items', async () => {
    const [a, b] = await cluster();
    const onB = await openSocket(`${b.ws}/ws`);
    const first = await a.admin.publishOk({ title: 'Binance will list Ethena ENA on Launchpool', url: 'https://www.binance.com/en/support/announcement/ena' });
    const sameLink = await b.admin.publishOk({ title: 'BINANCE LISTING', url: 'https://binance.com/en/support/announcement/ena?utm_source=x' });
    // One new page published on both nodes at once: one story, the first claimer's.
    const race = await Promise.all([a.admin.publishOk({ title: 'Race one', url: 'https://e.org/race' }), b.admin.publishOk({ title: 'Race two', url: 'https://e.org/race' })]);
    await vi.waitFor(() => expect(onB.json()).toContainEqual(expect.objectContaining({ _id: first })));
    await a.stop();
    const likeHeadline = await b.admin.publishOk({ title: 'BINANCE: Binance will list Ethena ENA on Launchpool today' });
    const linkAgain = await b.admin.publishOk({ title: 'Ethena listing', url: 'https://binance.com/en/support/announcement/ena/' });
    const stories = new Map(((await (await fetch(`${b.url}/api/news`)).json()) as { _id: string; story?: string }[]).map((item) => [item._id, item.story]));
    expect([stories.get(first), stories.get(sameLink), stories.get(likeHeadline), stories.get(linkAgain)]).toEqual([undefined, first, first, first]);
    const raced = race.map((id) => stories.get(id));
    expect(raced.filter((story) => story === undefined)).toHaveLength(1);
    expect(race).toContain(raced.find((story) => story !== undefined));
  });

  it('a vote on either node produces /ws/likes frames on the other with absolute totals', async () => {
    const [a, b] = await cluster();
    const [alice, bob] = [await a.admin.addKey('alice'), await a.admin.addKey('bob')];
    const id = await a.admin.publishOk();
    const [likesA, likesB] = [await openSocket(`${a.ws}/ws/likes`), await openSocket(`${b.ws}/ws/likes`)];
    expect((await vote(a, 'like', id, alice)).body).toMatchObject({ likes: 1, dislikes: 0 });
    expect((await vote(b, 'like', id, bob)).body).toMatchObject({ likes: 2, dislikes: 0 });
    expect((await vote(a, 'dislike', id, alice)).body).toMatchObject({ likes: 1, dislikes: 1 });
    const expected = [
      { newsId: id, type: 'like', likes: 1, dislikes: 0, version: 1 },
      { newsId: id, type: 'like', likes: 2, dislikes: 0, version: 2 },
      { newsId: id, type: 'dislike', likes: 1, dislikes: 1, version: 3 },
    ];
    for (const socket of [likesA, likesB]) await vi.waitFor(() => expect(socket.json()).toEqual(expected));
  });

  it('a key revoked on A logs out its sockets on B, and B refuses it from then on', async () => {
    const [a, b] = await cluster();
    const key = await a.admin.addKey('leaver');
    const onB = await loggedIn(b, key);
    await a.admin.revokeKey('leaver');
    await vi.waitFor(() => expect(onB.json()).toContainEqual({ message: 'API key revoked' }));
    const id = await a.admin.publishOk();
    expect((await vote(b, 'like', id, key)).status).toBe(401);
  });

  it('`keys revoke` on the command line, given the bus, logs the key out on every node', async () => {
    const [a, b] = await cluster();
    const key = await a.admin.addKey('cli-leaver');
    const [onA, onB] = [await loggedIn(a, key), await loggedIn(b, key)];
    const secret = secretsToEnv(['--db', db, '--bus', bus, '--bus-secret', BUS_SECRET]);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', 'keys', 'revoke', 'cli-leaver'], { encoding: 'utf8', env: { ...process.env, ...secret.env } });
    expect(cli.stdout).toContain('told the running nodes');
    for (const socket of [onA, onB]) await vi.waitFor(() => expect(socket.json()).toContainEqual({ message: 'API key revoked' }));
  });

  it('the token bucket and suspensions hold across nodes', async () => {
    const [a, b] = await cluster(['--vote-rate', '6', '--suspend-after', '3', '--suspend-for', '60000']);
    const key = await a.admin.addKey('spreader');
    const id = await a.admin.publishOk();
    const statuses: number[] = [];
    // Alternating nodes: a per-process bucket would give each node its own three.
    for (let i = 0; i < 7; i++) statuses.push((await vote(i % 2 ? b : a, i % 2 ? 'dislike' : 'like', id, key)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403]);
    const suspended = await vote(b, 'like', id, key);
    expect(suspended.status).toBe(403);
    expect(Number(suspended.retryAfter)).toBeGreaterThan(0);
  });

  it('delivers each side effect once across nodes while the webhook is healthy', async () => {
    const sink = new WebhookSink();
    const hook = await sink.listen();
    try {
      const [a, b] = await cluster(['--chat-webhook', `${hook}/chat`, '--vote-rate', '6000']);
      const keys = [await a.admin.addKey('k1'), await a.admin.addKey('k2')];
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await a.admin.publishOk({ title: `Story ${i}` }));
      // Every item gets its first like on one node and a second on the other: 12 chat posts in all.
      await Promise.all(ids.map((id, i) => vote(i % 2 ? a : b, 'like', id, keys[0]!)));
      await Promise.all(ids.map((id, i) => vote(i % 2 ? b : a, 'like', id, keys[1]!)));
      await vi.waitFor(() => expect(sink.received).toHaveLength(12), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const contents = sink.received.map((entry) => (entry.body as { content: string }).content).sort();
      expect(contents).toEqual(ids.map((_, i) => `👍 First like: Story ${i}`).sort());
      expect(sink.attempts).toBe(12);
      expect((await health(b)).body).toMatchObject({ outboxPending: 0 });
    } finally {
      await sink.close();
    }
  });

  it('a node killed mid-delivery leaves the row to another node: delivered at least once, never zero', async () => {
    const sink = new WebhookSink();
    const hook = await sink.listen();
    sink.hold = true;
    try {
      db = await createDatabase(postgres.url);
      bus = await freshRedisDatabase(redis.url);
      const a = await startNode(['--chat-webhook', `${hook}/chat`]);
      const key = await a.admin.addKey('k');
      const id = await a.admin.publishOk({ title: 'Held' });
      expect((await vote(a, 'like', id, key)).status).toBe(200);
      await vi.waitFor(() => expect(sink.attempts).toBe(1));
      // A holds the row, mid-request; B joins, and A dies before the webhook answers.
      const b = await startNode(['--chat-webhook', `${hook}/chat`]);
      // A gives up on a webhook after 5 s and retries: on a busy machine B's start takes longer,
      // so A may have made more attempts (each held) by now. B's is the one after them.
      const byA = sink.attempts;
      sink.hold = false;
      a.child.kill('SIGKILL');
      await a.stop();
      await vi.waitFor(() => expect(sink.received).toEqual([{ path: '/chat', body: expect.objectContaining({ content: '👍 First like: Held' }) }]), {
        timeout: 15_000,
      });
      await vi.waitFor(async () => expect((await health(b)).body).toMatchObject({ outboxPending: 0 }));
      expect(sink.attempts).toBe(byA + 1);
    } finally {
      await sink.close();
    }
  });

  it('PostgreSQL down: votes answer 503 with Retry-After, sockets stay up, and all resumes with nothing lost', async () => {
    const [a, b] = await cluster();
    const key = await a.admin.addKey('steady');
    const before = await a.admin.publishOk({ title: 'Before the outage' });
    expect((await vote(a, 'like', before, key)).status).toBe(200);
    const onB = await loggedIn(b, key);

    postgres.halt();
    try {
      const refused = await vote(a, 'like', before, key);
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.error).toMatch(/database is unavailable/);
      expect(await health(b)).toMatchObject({ status: 503, body: { ok: false, storage: { state: 'down' }, bus: { state: 'up' } } });
      const ready = await fetch(`${b.url}/readyz`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 503, body: { ready: false, storage: 'down', bus: 'up', markets: 'read', draining: false } });
      expect((await fetch(`${b.url}/livez`)).status).toBe(200);
      // A socket opened before the outage still answers, and a new one can connect.
      onB.ws.send('ping');
      await vi.waitFor(() => expect(onB.frames).toContain('pong'));
      expect(onB.ws.readyState).toBe(onB.ws.OPEN);
    } finally {
      postgres.resume();
    }

    await vi.waitFor(async () => expect((await vote(b, 'dislike', before, key)).status).toBe(200), { timeout: 10_000 });
    const after = await a.admin.publishOk({ title: 'After the outage' });
    await vi.waitFor(() => expect(onB.json()).toContainEqual(expect.objectContaining({ _id: after })));
    expect(await (await fetch(`${b.url}/api/mylikes?api_key=${key}`)).json()).toEqual([{ newsId: before, type: 'dislike', time: expect.any(Number) }]);
  });

  it('Redis down: each node serves its own sockets and says so; on return, what was published meanwhile crosses over', async () => {
    const [a, b] = await cluster();
    const key = await a.admin.addKey('patient');
    const [onA, onB] = [await loggedIn(a, key), await loggedIn(b, key)];

    await redis.halt();
    try {
      await vi.waitFor(async () => expect(await health(a)).toMatchObject({ status: 200, body: { ok: false, bus: { state: 'down' } } }));
      expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ ready: false, storage: 'up', bus: 'down', markets: 'read', draining: false });
      const during = await a.admin.publishOk({ title: 'While the bus was down' });
      await vi.waitFor(() => expect(onA.json()).toContainEqual(expect.objectContaining({ _id: during })));
      expect((await health(a)).body.bus.queued).toBe(1);
      expect(onB.json()).not.toContainEqual(expect.objectContaining({ _id: during }));
    } finally {
      await redis.resume();
    }

    await vi.waitFor(() => expect(onB.json()).toContainEqual(expect.objectContaining({ title: 'While the bus was down' })), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await health(b)).body).toMatchObject({ ok: true, bus: { state: 'up', queued: 0 } }), { timeout: 15_000 });
    const later = await b.admin.publishOk({ title: 'Bus back' });
    await vi.waitFor(() => expect(onA.json()).toContainEqual(expect.objectContaining({ _id: later })));
  });
});
