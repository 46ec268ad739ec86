import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Admin, ADMIN, spawnService, storageArgs, storageFor } from './helpers/local-service';

type Spawned = Awaited<ReturnType<typeof spawnService>>;

/**
 * Random hostile input against the service running as its own process, so a crash is an exit and
 * not a test-runner error. After each batch the service must still answer, with what it stored
 * before the attack unchanged.
 */
describe('local service under fuzzed input', () => {
  let service: Spawned;
  let admin: Admin;
  let key: string;
  let itemId: string;
  const port = () => Number(new URL(service.url).port);

  beforeAll(async () => {
    service = await spawnService(['--port', '0', ...storageArgs(await storageFor()), '--admin-token', ADMIN, '--anon-delay', '0']);
    admin = new Admin(service.url);
    key = await admin.addKey('fuzz');
    itemId = await admin.publishOk({ title: 'Kept through the storm' });
    expect((await fetch(`${service.url}/api/like?id=${itemId}&api_key=${key}`, { method: 'POST' })).status).toBe(200);
  });
  afterAll(() => service.stop());

  const alive = async () => {
    expect(service.child.exitCode).toBeNull();
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const news = (await (await fetch(`${service.url}/api/news?limit=500`)).json()) as { _id: string; title: string; likes: number }[];
    expect(news.find((item) => item._id === itemId)).toMatchObject({ title: 'Kept through the storm', likes: 1 });
    expect(await (await fetch(`${service.url}/api/mylikes?api_key=${key}`)).json()).toEqual([{ newsId: itemId, type: 'like', time: expect.any(Number) }]);
  };

  /** Writes raw bytes and resolves with the service's answer once it hangs up (at most 2 s). */
  const raw = (bytes: string | Uint8Array) =>
    new Promise<string>((resolve) => {
      const socket = connect(port(), '127.0.0.1');
      let answer = '';
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      };
      const timer = setTimeout(done, 2_000);
      socket.on('error', done);
      socket.on('close', done);
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.write(bytes, () => socket.end());
    });

  const token = fc.string({ unit: 'binary', maxLength: 40 });
  const target = fc.oneof(
    fc.constantFrom('/api/news', '/api/like', '/api/mylikes', '/admin/news', '/admin/keys', '/admin/prices', '/ws', '/ws/likes', '/stream', '/stream?streams=%zz', '/healthz', 'http://[', '//', '*', '/%', '/api/news?limit=%zz'),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }),
    fc.webUrl({ withQueryParameters: true }).map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
  );
  const header = fc.tuple(
    fc.constantFrom('Host', 'Content-Length', 'Transfer-Encoding', 'Upgrade', 'Connection', 'Sec-WebSocket-Key', 'Sec-WebSocket-Version', 'Authorization', 'Content-Type', 'X-Junk'),
    fc.oneof(fc.constantFrom('websocket', 'Upgrade', 'chunked', '13', '-1', '99999999999', `Bearer ${ADMIN}`, 'dGhlIHNhbXBsZSBub25jZQ=='), token),
  );
  const upgrade: [string, string][] = [
    ['Connection', 'Upgrade'],
    ['Upgrade', 'websocket'],
    ['Sec-WebSocket-Version', '13'],
    ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
  ];
  const request = fc.record({
    method: fc.oneof(fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'OPTIONS', 'HEAD'), fc.string({ unit: 'binary-ascii', maxLength: 8 })),
    target,
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2', 'HTTP/9.9', ''),
    // Half the requests ask for a WebSocket, so the upgrade path sees the same hostile targets.
    headers: fc.tuple(fc.boolean(), fc.array(header, { maxLength: 8 })).map(([asUpgrade, more]) => [['Host', 'fuzz'] as [string, string], ...(asUpgrade ? upgrade : []), ...more]),
    body: fc.oneof(fc.json(), token, fc.constant('')),
  });

  it('keeps serving random request lines, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, target, version, headers, body }) => {
        const head = [`${method} ${target} ${version}`, ...headers.map(([name, value]) => `${name}: ${value}`)].join('\r\n');
        const answer = await raw(`${head}\r\n\r\n${body}`);
        expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d/);
      }),
      { numRuns: 150 },
    );
    await alive();
  });

  it('keeps serving random JSON bodies on every endpoint, with and without the admin token', async () => {
    const call = fc.record({
      path: fc.constantFrom('/admin/news', '/admin/keys?name=x', '/admin/prices', '/api/like?id=1', `/api/dislike?id=${encodeURIComponent('<script>')}`, '/api/news'),
      method: fc.constantFrom('GET', 'POST', 'DELETE'),
      admin: fc.boolean(),
      body: fc.oneof(fc.json({ maxDepth: 4 }), fc.anything().map((value) => JSON.stringify(value) ?? 'null'), token),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ path, method, admin: asAdmin, body }) => {
        const response = await fetch(`${service.url}${path}`, {
          method,
          headers: asAdmin ? { authorization: `Bearer ${ADMIN}` } : {},
          ...(method === 'GET' ? {} : { body }),
        });
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 150 },
    );
    await alive();
  });

  it('keeps serving random socket frames, text and binary, on every socket', async () => {
    const frame = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('login ', 'login', `login ${key}x`, 'ping', 'login \u0000', `login ${'k'.repeat(10_000)}`),
      fc.json(),
      fc.uint8Array({ maxLength: 200 }),
      // An exchange stream's requests, which a feed socket must shrug off too.
      fc.record({ method: fc.constantFrom('SUBSCRIBE', 'UNSUBSCRIBE', 'LIST'), params: fc.array(fc.oneof(fc.string(), fc.anything()), { maxLength: 30 }), id: fc.anything() }).map((r) => JSON.stringify(r) ?? ''),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/ws', '/ws/likes'), fc.array(frame, { minLength: 1, maxLength: 10 }), async (path, frames) => {
        const ws = new WebSocket(`${service.url.replace('http', 'ws')}${path}`);
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
        const closed = new Promise((resolve) => ws.once('close', resolve));
        for (const data of frames) ws.send(data);
        ws.send('ping');
        // An answer, or the server closing a socket that sent a frame over its size limit.
        await Promise.race([new Promise((resolve) => ws.once('message', resolve)), closed]);
        ws.close();
        await closed;
      }),
      { numRuns: 60 },
    );
    await alive();
  });
});
