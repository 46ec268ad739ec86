import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, openSocket, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

describe('local service: hostile clients', () => {
  let service: Service;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const healthy = async () => expect((await fetch(`${service.url}/healthz`)).status).toBe(200);

  it('refuses an oversized body with 413 and malformed JSON with 400', async () => {
    const headers = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const big = await fetch(`${service.url}/admin/news`, { method: 'POST', headers, body: JSON.stringify({ title: 'x', body: 'y'.repeat(3_000_000) }) });
    expect(big.status).toBe(413);
    const broken = await fetch(`${service.url}/admin/news`, { method: 'POST', headers, body: '{"title": ' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'body is not valid JSON' });
    await healthy();
  });

  it('drops a raw connection that sends garbage instead of HTTP', async () => {
    const socket = connect(Number(new URL(service.url).port), '127.0.0.1');
    socket.write('\u0000\u0001 not http at all\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    await healthy();
  });

  /** Sends raw bytes and resolves with whatever the service answers before it closes. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(service.url).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve(answer));
      socket.write(bytes);
      socket.end();
    });

  it('answers 400 to a request target that is not a valid URL, on plain HTTP and on an upgrade', async () => {
    expect(await raw('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    const upgrade = 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
    expect(await raw(upgrade)).toMatch(/^HTTP\/1\.1 400 /);
    await healthy();
  });

  it('refuses with 400 a target a proxy would read differently (backslash, encoded slash or dot, dot segments, NUL), on plain HTTP and on an upgrade', async () => {
    const targets = ['/..\\metrics', '/x/..\\metrics', '/x/..\\readyz', '/%2e%2e/metrics', '/x/%2E%2E%5cmetrics', '/admin%2fnews', '/api/news/..', '/x/../metrics', '/./metrics', '/metrics/.', '//local/metrics', '/ws%00', '/x/..%5Cws'];
    const upgrade = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==';
    for (const target of targets) {
      const plain = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(plain, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(plain.slice(plain.indexOf('\r\n\r\n') + 4)), target).toEqual({ error: expect.stringMatching(/^the request (path|target) must not/) });
      expect(await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n\r\n`), `upgrade ${target}`).toMatch(/^HTTP\/1\.1 400 /);
    }
    // Encoded characters in query values are not the path's: still served.
    expect((await fetch(`${service.url}/api/news?limit=1&x=a%2Fb%5C..%2e`)).status).toBe(200);
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws?x=a%2Fb`);
    socket.ws.send('ping');
    await vi.waitFor(() => expect(socket.frames).toEqual(['pong']));
    socket.ws.close();
    await healthy();
  });

  it('refuses sockets on unknown paths', async () => {
    await expect(openSocket(`${service.url.replace('http', 'ws')}/elsewhere`)).rejects.toThrow(/404/);
  });

  it('closes a socket that sends an oversized frame, keeping the others', async () => {
    const ws = service.url.replace('http', 'ws');
    const rude = await openSocket(`${ws}/ws`);
    const polite = await openSocket(`${ws}/ws`);
    const closed = new Promise<number>((resolve) => rude.ws.on('close', (code) => resolve(code)));
    rude.ws.send('x'.repeat(100_000));
    expect(await closed).toBe(1009);
    polite.ws.send('ping');
    await vi.waitFor(() => expect(polite.frames).toEqual(['pong']));
  });

  it('drops a client that never reads, while a reading client gets every item', async () => {
    const ws = service.url.replace('http', 'ws');
    const stalled = await openSocket(`${ws}/ws`);
    const reader = await openSocket(`${ws}/ws`);
    // Stop reading from the TCP socket: the server's send queue for this client can only grow.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const stalledClosed = new Promise((resolve) => stalled.ws.on('close', resolve));
    // Items are bounded (a body is cut at 10,000 characters): near the 64 kB an item may hold, in
    // 3-byte characters, 200 of them are about 11 MB, far past the 4 MB a socket may have queued.
    const heavy = '€'.repeat(9_500);
    // Ten at a time: the order does not matter here, and 200 one by one take most of the test's time on a busy machine.
    for (let i = 0; i < 200; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => service.admin.publishOk({ title: `big ${i + j}`, body: heavy, info: { quotedUser: { screen_name: 'x', text: heavy } } })));
    }
    await vi.waitFor(() => expect(reader.json()).toHaveLength(200), { timeout: 10_000 });
    (stalled.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await stalledClosed;
    expect(stalled.json().length).toBeLessThan(200);
  });
});
