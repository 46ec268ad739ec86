import { rmSync } from 'node:fs';
import { request } from 'node:https';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startReverseProxy, type RunningProxy } from '@/devkit/reverse-proxy';
import { startTestService } from './helpers/local-service';
import { webFixture, WEB_INDEX } from './helpers/web-fixture';

/** An HTTPS request that trusts only the throwaway CA. */
function https(url: string, ca: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, ca }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * A request with its target sent exactly as written (a URL string would be normalized first: `\`
 * read as `/`), from `localAddress`: not 127.0.0.1, the one address the recipe lets see /metrics.
 */
function rawTarget(
  proxy: RunningProxy,
  path: string,
  options: { method?: string; localAddress?: string; body?: Buffer } = {},
): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', servername: 'localhost', port, path, method: options.method ?? 'GET', ca: proxy.ca, localAddress: options.localAddress ?? '127.0.0.2' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // nginx answers 413 before reading a body past its limit and may close while it is sent.
    call.on('error', reject);
    call.end(options.body);
  });
}

/** A request with its headers and raw (undecoded) body, as a browser would receive them through the proxy. */
function fetchOver(proxy: RunningProxy, path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', servername: 'localhost', port, path, method, headers: { host: 'localhost', ...headers }, ca: proxy.ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

async function wss(url: string, ca: string, localAddress?: string): Promise<{ ws: WebSocket; frames: string[] }> {
  const ws = new WebSocket(url, { ca, localAddress });
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames };
}

describe('the TLS reverse-proxy recipe (deploy/nginx-newsflash.conf) on Debian\'s nginx', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  let proxy: RunningProxy;
  const web = webFixture();
  beforeAll(async () => {
    service = await startTestService({ trustProxy: '127.0.0.1', maxSocketsPerAddress: 2, webDir: web.dir, publicUrl: 'https://localhost/' });
    proxy = await startReverseProxy(service.url);
  });
  afterAll(async () => {
    await proxy?.stop();
    await service?.close();
    rmSync(web.root, { recursive: true, force: true });
  });

  it('serves the web page over TLS with its headers, compressed, revalidated, its sockets beside it', async () => {
    const page = await fetchOver(proxy, '/', { 'accept-encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(WEB_INDEX);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' wss://localhost;");
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await fetchOver(proxy, '/', { 'accept-encoding': 'br, gzip', 'if-none-match': page.headers.etag as string });
    expect(again.status).toBe(304);
    const asset = await fetchOver(proxy, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await fetchOver(proxy, '/', {}, 'POST')).status).toBe(405);
    const likes = await wss(`${proxy.url.replace('https', 'wss')}/ws/likes`, proxy.ca);
    likes.ws.close();
  });

  it('carries the feed socket, the vote stream and a vote over wss/https, and logs no key', async () => {
    const key = await service.admin.addKey('behind-tls');
    const socketUrl = proxy.url.replace('https', 'wss');
    const feed = await wss(`${socketUrl}/ws`, proxy.ca);
    const likes = await wss(`${socketUrl}/ws/likes`, proxy.ca);
    feed.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(feed.frames.map((frame) => JSON.parse(frame) as unknown)).toContainEqual(expect.objectContaining({ user: expect.objectContaining({ username: 'behind-tls' }) })));
    feed.ws.send('ping');
    await vi.waitFor(() => expect(feed.frames).toContain('pong'));
    const id = await service.admin.publishOk({ title: 'Through the proxy' });
    await vi.waitFor(() => expect(feed.frames.some((frame) => frame.includes(id))).toBe(true));

    const vote = await https(`${proxy.url}/api/like?id=${id}&api_key=${key}`, proxy.ca, 'POST');
    expect(vote.status).toBe(200);
    expect(JSON.parse(vote.body)).toMatchObject({ newsId: id, vote: 'like', likes: 1 });
    await vi.waitFor(() => expect(likes.frames.map((frame) => JSON.parse(frame) as unknown)).toContainEqual(expect.objectContaining({ newsId: id, likes: 1 })));
    expect((await https(`${proxy.url}/api/news?limit=1`, proxy.ca)).status).toBe(200);
    feed.ws.close();
    likes.ws.close();

    await vi.waitFor(() => expect(proxy.accessLog()).toContain('POST /api/like HTTP/'));
    expect(proxy.accessLog()).not.toContain(key);
    expect(proxy.accessLog()).not.toContain('api_key');
  });

  it('caps sockets per real client behind the proxy (X-Forwarded-For from a trusted proxy), not per proxy', async () => {
    // Two clients on two loopback addresses; the service sees both only through nginx at 127.0.0.1.
    const socketUrl = `${proxy.url.replace('https', 'wss')}/ws`;
    const held = [await wss(socketUrl, proxy.ca, '127.0.0.2'), await wss(socketUrl, proxy.ca, '127.0.0.2')];
    await expect(wss(socketUrl, proxy.ca, '127.0.0.2')).rejects.toThrow(/429/);
    const other = await wss(socketUrl, proxy.ca, '127.0.0.3');
    for (const socket of [...held, other]) socket.ws.close();
  });

  it('keeps the monitoring paths from other clients, however the path is written', async () => {
    expect((await rawTarget(proxy, '/metrics')).status).toBe(403);
    expect((await rawTarget(proxy, '/readyz')).status).toBe(403);
    // nginx reads `\` as a plain character and `%2f` as a slash; the URL parser behind it would read both as separators.
    for (const path of ['/..\\metrics', '/x/..\\metrics', '/x/..\\readyz', '/%2e%2e/metrics', '/x/%2e%2e%5cmetrics', '/admin%2fnews', '/x/..%5Creadyz', '//local/metrics']) {
      const answer = await rawTarget(proxy, path);
      expect([400, 404], `${path} answered ${answer.status}`).toContain(answer.status);
      expect(answer.body, path).not.toContain('newsflash_');
      expect(answer.body, path).not.toContain('"ready":');
    }
    // Encoded characters in a query value are fine.
    expect((await rawTarget(proxy, '/api/news?limit=1&x=a%2Fb%5C')).status).toBe(200);
    expect((await rawTarget(proxy, '/metrics', { localAddress: '127.0.0.1' })).status).toBe(200);
  });

  it('refuses plain connections to a client that does not trust the CA', async () => {
    await expect(https(`${proxy.url}/livez`, '')).rejects.toThrow();
    expect((await https(`${proxy.url}/livez`, proxy.ca)).status).toBe(200);
  });

  it('logs no key when the service is down or a body is too large: every log of the nginx run', async () => {
    const down = await startTestService({ trustProxy: '127.0.0.1' });
    const key = await down.admin.addKey('logged-nowhere');
    const front = await startReverseProxy(down.url);
    let stopped = false;
    try {
      expect((await rawTarget(front, `/api/mylikes?api_key=${key}`)).status).toBe(200);
      await down.close();
      stopped = true;
      expect((await rawTarget(front, `/api/mylikes?api_key=${key}`)).status).toBe(502);
      expect((await rawTarget(front, `/api/like?id=x&api_key=${key}`, { method: 'POST' })).status).toBe(502);
      expect((await rawTarget(front, `/admin/news?api_key=${key}`, { method: 'POST', body: Buffer.alloc(4 * 1024 * 1024, 'x') })).status).toBe(413);
      // A body nginx buffers to a file (past its 16 kB in memory) is noted too, below `crit`.
      expect((await rawTarget(front, `/admin/news?api_key=${key}`, { method: 'POST', body: Buffer.alloc(64 * 1024, 'x') })).status).toBe(502);
      await vi.waitFor(() => expect(front.accessLog().match(/"POST \/admin\/news HTTP\/[\d.]+" (413|502) /g)).toHaveLength(2));
      const logs = front.logs();
      expect(logs['access.log']).toMatch(/"GET \/api\/mylikes HTTP\/[\d.]+" 502 /);
      for (const [name, text] of Object.entries(logs)) {
        expect(text, name).not.toContain(key);
        expect(text, name).not.toContain('api_key');
      }
    } finally {
      await front.stop();
      if (!stopped) await down.close();
    }
  });
});
