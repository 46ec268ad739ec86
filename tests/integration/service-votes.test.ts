import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, openSocket, spawnService, startTestService, storageArgs, storageFor } from './helpers/local-service';
import { WebhookSink } from './helpers/webhook-sink';

type Service = Awaited<ReturnType<typeof startTestService>>;

async function call(service: { url: string }, path: string, method = 'POST') {
  const response = await fetch(`${service.url}${path}`, { method });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get('retry-after') };
}

describe('local service: votes', () => {
  let service: Service;
  let key: string;
  let id: string;
  beforeEach(async () => {
    // A generous vote rate: these tests are about the state machine, not the misuse guard.
    service = await startTestService({ voteRate: 6_000 });
    key = await service.admin.addKey('voter');
    id = await service.admin.publishOk();
  });
  afterEach(() => service.close());

  it('walks every transition, answering totals and emitting one /ws/likes frame per change', async () => {
    const likes = await openSocket(`${service.url.replace('http', 'ws')}/ws/likes`);
    const vote = (action: string) => call(service, `/api/${action}?id=${id}&api_key=${key}`);
    const steps: [string, unknown][] = [
      // Each change bumps the item's vote version (an addition to the protocol); a repeat does not.
      ['like', { vote: 'like', likes: 1, dislikes: 0, version: 1 }],
      ['like', { vote: 'like', likes: 1, dislikes: 0, version: 1 }],
      ['dislike', { vote: 'dislike', likes: 0, dislikes: 1, version: 2 }],
      ['unlike', { vote: null, likes: 0, dislikes: 0, version: 3 }],
      ['unlike', { vote: null, likes: 0, dislikes: 0, version: 3 }],
      ['dislike', { vote: 'dislike', likes: 0, dislikes: 1, version: 4 }],
      ['like', { vote: 'like', likes: 1, dislikes: 0, version: 5 }],
    ];
    for (const [action, expected] of steps) {
      const result = await vote(action);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ newsId: id, ...(expected as object) });
    }
    await vi.waitFor(() => expect(likes.json()).toHaveLength(5));
    expect(likes.json()).toEqual([
      { newsId: id, type: 'like', likes: 1, dislikes: 0, version: 1 },
      { newsId: id, type: 'dislike', likes: 0, dislikes: 1, version: 2 },
      { newsId: id, type: 'unlike', likes: 0, dislikes: 0, version: 3 },
      { newsId: id, type: 'dislike', likes: 0, dislikes: 1, version: 4 },
      { newsId: id, type: 'like', likes: 1, dislikes: 0, version: 5 },
    ]);
  });

  it('lists my votes newest first', async () => {
    const other = await service.admin.publishOk();
    await call(service, `/api/like?id=${id}&api_key=${key}`);
    await call(service, `/api/dislike?id=${other}&api_key=${key}`);
    const mine = await fetch(`${service.url}/api/mylikes?api_key=${key}`);
    expect(await mine.json()).toEqual([
      { newsId: other, type: 'dislike', time: expect.any(Number) },
      { newsId: id, type: 'like', time: expect.any(Number) },
    ]);
  });

  it.each([
    ['/api/like?api_key=KEY', 400],
    ['/api/like?id=ID', 401],
    ['/api/like?id=ID&api_key=nf_bogus', 401],
    ['/api/like?id=missing&api_key=KEY', 404],
    ['/api/mylikes?api_key=nf_bogus', 401],
  ])('%s answers %i with a reason', async (path, status) => {
    // One pass over the template: a key is random base64url, so replacing one placeholder after the other could rewrite an "ID" inside the key.
    const filled = path.replace(/KEY|ID/g, (placeholder) => (placeholder === 'KEY' ? key : id));
    const result = await call(service, filled, path.includes('mylikes') ? 'GET' : 'POST');
    expect(result.status).toBe(status);
    expect(String(result.body.error).length).toBeGreaterThan(5);
  });

  it('wrong method and unknown path get 405 and 404', async () => {
    expect((await call(service, `/api/like?id=${id}&api_key=${key}`, 'GET')).status).toBe(405);
    expect((await call(service, '/nowhere', 'GET')).status).toBe(404);
  });
});

describe('local service: misuse guard', () => {
  it('rate limits with 429 and Retry-After, then suspends a key that keeps going (visible in the key list)', async () => {
    const service = await startTestService({ voteRate: 6, suspendAfter: 3, suspendForMs: 60_000 });
    try {
      const key = await service.admin.addKey('spammer');
      const id = await service.admin.publishOk();
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 7; i++) {
        const result = await call(service, `/api/${i % 2 ? 'dislike' : 'like'}?id=${id}&api_key=${key}`);
        statuses.push(result.status);
        if (result.status === 429) retryAfter ??= result.retryAfter;
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const keys = (await (await fetch(`${service.url}/admin/keys`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as {
        name: string;
        suspendedUntil: number;
      }[];
      expect(keys[0]!.suspendedUntil).toBeGreaterThan(Date.now());
      const login = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
      login.ws.send(`login ${key}`);
      await vi.waitFor(() => expect(login.json()).toEqual([{ message: 'API key suspended for voting too fast' }]));
    } finally {
      await service.close();
    }
  });
});

describe('local service: outbox', () => {
  let sink: WebhookSink;
  beforeEach(() => {
    sink = new WebhookSink();
  });
  afterEach(() => sink.close());

  it('delivers the first-like and threshold webhooks once each, retrying while the sink is down', async () => {
    const hook = await sink.listen();
    sink.up = false;
    const service = await startTestService({ chatWebhook: `${hook}/chat`, postWebhook: `${hook}/post`, postThreshold: 2 });
    try {
      const id = await service.admin.publishOk({ title: 'Listing', link: 'https://example.com/a' });
      const [a, b] = [await service.admin.addKey('a'), await service.admin.addKey('b')];
      await call(service, `/api/like?id=${id}&api_key=${a}`);
      await call(service, `/api/unlike?id=${id}&api_key=${a}`);
      await call(service, `/api/like?id=${id}&api_key=${a}`);
      await call(service, `/api/like?id=${id}&api_key=${b}`);
      await call(service, `/api/unlike?id=${id}&api_key=${b}`);
      await call(service, `/api/like?id=${id}&api_key=${b}`);
      await vi.waitFor(() => expect(sink.attempts).toBeGreaterThanOrEqual(2));
      expect(sink.received).toEqual([]);
      sink.up = true;
      await vi.waitFor(() => expect(sink.received).toHaveLength(2), { timeout: 8_000 });
      expect(sink.received).toEqual([
        { path: '/chat', body: { content: '👍 First like: Listing https://example.com/a', allowed_mentions: { parse: [] } } },
        { path: '/post', body: { content: '🔥 Score 2: Listing https://example.com/a', allowed_mentions: { parse: [] } } },
      ]);
    } finally {
      await service.close();
    }
  });
});

// Each test starts the service as a process once or twice: a start takes 10 to 30 s on a busy machine.
describe('local service as a process', { timeout: 60_000 }, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the documented listening line and keeps votes, keys and items across a restart', async () => {
    const args = ['--port', '0', ...storageArgs(await storageFor(join(dir, 'feed.db'))), '--admin-token', ADMIN];
    const first = await spawnService(args);
    const admin = new (await import('./helpers/local-service')).Admin(first.url);
    const key = await admin.addKey('persist');
    const id = await admin.publishOk();
    expect((await call(first, `/api/like?id=${id}&api_key=${key}`)).status).toBe(200);
    await first.stop();
    const second = await spawnService(args);
    try {
      expect(await (await fetch(`${second.url}/api/mylikes?api_key=${key}`)).json()).toEqual([{ newsId: id, type: 'like', time: expect.any(Number) }]);
      expect(((await (await fetch(`${second.url}/api/news`)).json()) as { likes: number }[])[0]!.likes).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('on SIGTERM: stops taking connections, finishes the request in flight, closes sockets with 1001, drains the outbox, exits 0', async () => {
    const sink = new WebhookSink();
    const hook = await sink.listen();
    sink.hold = true;
    const args = ['--port', '0', ...storageArgs(await storageFor(join(dir, 'feed.db'))), '--admin-token', ADMIN, '--chat-webhook', `${hook}/chat`];
    const service = await spawnService(args);
    const admin = new (await import('./helpers/local-service')).Admin(service.url);
    const key = await admin.addKey('drain');
    const ids = [await admin.publishOk(), await admin.publishOk(), await admin.publishOk()];
    for (const id of ids) expect((await call(service, `/api/like?id=${id}&api_key=${key}`)).status).toBe(200);
    // The first webhook is held in flight; the other two wait behind it.
    await vi.waitFor(() => expect(sink.attempts).toBe(1));
    expect(await (await fetch(`${service.url}/readyz`)).json()).toEqual({ ready: true, storage: 'up', bus: 'up', markets: 'read', draining: false });
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const closeCode = new Promise<number>((resolve) => socket.ws.on('close', (code) => resolve(code)));
    // A request in flight: headers and half its body sent.
    const body = JSON.stringify({ title: 'Published while the node stops' });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${service.url}/admin/news`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)));
    service.child.kill('SIGTERM');
    expect(await closeCode).toBe(1001);
    await vi.waitFor(() => expect(fetch(`${service.url}/livez`)).rejects.toThrow());
    expect(await inFlight).toMatchObject({ status: 201 });
    sink.release();
    expect(await exited).toBe(0);
    expect(sink.received.map((entry) => entry.path)).toEqual(['/chat', '/chat', '/chat']);
    await sink.close();
  });

  it('loses no answered vote when killed, and delivers pending webhooks after the restart', async () => {
    const sink = new WebhookSink();
    const hook = await sink.listen();
    sink.up = false;
    const args = ['--port', '0', ...storageArgs(await storageFor(join(dir, 'feed.db'))), '--admin-token', ADMIN, '--chat-webhook', `${hook}/chat`];
    const first = await spawnService(args);
    const admin = new (await import('./helpers/local-service')).Admin(first.url);
    const key = await admin.addKey('crash');
    const ids = [await admin.publishOk(), await admin.publishOk(), await admin.publishOk()];
    for (const id of ids) expect((await call(first, `/api/like?id=${id}&api_key=${key}`)).status).toBe(200);
    first.child.kill('SIGKILL');
    await first.stop();
    sink.up = true;
    const second = await spawnService(args);
    try {
      const mine = (await (await fetch(`${second.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string }[];
      expect(mine.map((vote) => vote.newsId).sort()).toEqual([...ids].sort());
      await vi.waitFor(() => expect(sink.received).toHaveLength(3), { timeout: 8_000 });
    } finally {
      await second.stop();
      await sink.close();
    }
  });
});
