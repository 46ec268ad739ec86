import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService } from './helpers/local-service';
import { webFixture, WEB_INDEX as INDEX, WEB_SCRIPT as SCRIPT, WEB_SECRET as SECRET, WEB_WORKER as WORKER } from './helpers/web-fixture';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** A request written as bytes, so paths reach the service exactly as a hostile client sends them (fetch would tidy `..` away). */
function raw(url: string, lines: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end([...lines, 'Connection: close', '', ''].join('\r\n')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}
const statusOf = (answer: string) => Number(answer.slice(9, 12));

describe('the web page the service serves at /', () => {
  let service: Service;
  let dir: string;
  let root: string;

  beforeAll(async () => {
    ({ dir, root } = webFixture());
    service = await startTestService({ webDir: dir });
  });
  afterAll(async () => {
    await service.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends index.html with a strict policy, revalidated by ETag', async () => {
    const response = await fetch(`${service.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    const host = new URL(service.url).host;
    const csp = response.headers.get('content-security-policy')!;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining(["default-src 'none'", "script-src 'self'", "style-src 'self'", `connect-src 'self' ws://${host}`, "frame-ancestors 'none'", "base-uri 'none'"]),
    );
    expect(csp.split('; ')).toContain("worker-src 'self'");
    expect(csp).not.toMatch(/unsafe|\*|https?:/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${service.url}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${service.url}/`, { headers: { 'if-none-match': '"an-older-build"' } });
    expect(stale.status).toBe(200);
  });

  it('sends hashed assets cached for good, brotli or gzip as the client accepts', async () => {
    const url = `${service.url}/assets/index-Ab12Cd34.js`;
    const asked = async (encoding: string) => {
      const answer = await raw(service.url, [`GET /assets/index-Ab12Cd34.js HTTP/1.1`, `Host: ${new URL(url).host}`, ...(encoding ? [`Accept-Encoding: ${encoding}`] : [])]);
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      return { head: head.toLowerCase(), body: Buffer.from(rest.join('\r\n\r\n'), 'latin1') };
    };
    const br = await asked('gzip, deflate, br');
    expect(br.head).toContain('content-encoding: br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.head).toContain('cache-control: public, max-age=31536000, immutable');
    expect(br.head).toContain('vary: accept-encoding');
    const gzip = await asked('br;q=0, gzip');
    expect(gzip.head).toContain('content-encoding: gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await asked('');
    expect(plain.head).not.toContain('content-encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
    // Each encoding is its own copy to a cache.
    expect(new Set([br.head, gzip.head, plain.head].map((head) => /etag: (.*)/.exec(head)?.[1])).size).toBe(3);
  });

  it("sends its service worker from the root, revalidated each time (a new build's worker is found at once), under the page's policy", async () => {
    const response = await fetch(`${service.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(WORKER);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    // Only at the root: a worker elsewhere could not serve the page, and nothing else there is served.
    expect((await fetch(`${service.url}/assets/sw.js`)).status).toBe(404);
  });

  it('answers HEAD with the headers only, ignores Range, and refuses other methods', async () => {
    const head = await fetch(`${service.url}/assets/index-Ab12Cd34.js`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await head.text()).toBe('');
    for (const range of ['bytes=0-0', 'bytes=-1', 'bytes=5-2', 'bytes=0-1,2-3,4-5', 'bytes=99999999999999999999-']) {
      const ranged = await fetch(`${service.url}/assets/index-Ab12Cd34.js`, { headers: { range: range, 'accept-encoding': 'identity' } });
      expect(ranged.status).toBe(200);
      expect(ranged.headers.get('accept-ranges')).toBe('none');
      expect(await ranged.text()).toBe(SCRIPT);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const refused = await fetch(`${service.url}/`, { method, body: method === 'DELETE' ? undefined : 'x' });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('never serves a file outside the page, however the path is spelt', async () => {
    const host = `Host: ${new URL(service.url).host}`;
    const paths = [
      '/secret.txt',
      '/assets/notes.md',
      '/assets/linked-Zz99Yy88.js',
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/..%2fsecret.txt',
      '/assets/..%5csecret.txt',
      '/assets/..\\secret.txt',
      '/%2e%2e/%2e%2e/outside.txt',
      '/../outside.txt',
      '//secret.txt',
      '/assets//../../outside.txt',
      '/index.html%00.js',
      `/assets/${'a'.repeat(10_000)}.js`,
    ];
    for (const path of paths) {
      const answer = await raw(service.url, [`GET ${path} HTTP/1.1`, host]);
      expect(answer, path).not.toContain(SECRET);
      expect([400, 404, 414, 431], path).toContain(statusOf(answer));
    }
    // The service's own answers are unharmed beside the page.
    expect((await fetch(`${service.url}/api/news`)).status).toBe(200);
    expect((await fetch(`${service.url}/index.html`)).status).toBe(200);
  });

  it('builds its policy from the listening address, never from the request\'s Host (a proxy caching one answer for every Host serves no widened policy)', async () => {
    const policy = async (host: string) => /content-security-policy: (.*)/i.exec(await raw(service.url, ['GET / HTTP/1.1', `Host: ${host}`]))?.[1];
    const own = await policy(new URL(service.url).host);
    expect(own).toContain(`connect-src 'self' ws://${new URL(service.url).host};`);
    for (const other of ['news.example.org:8443', "evil.example; script-src 'unsafe-inline'", 'a b', 'x.example/*', `${'a'.repeat(300)}.example`]) {
      expect(await policy(other), other).toBe(own);
    }
  });
});

describe('a service with a public address', () => {
  it('lets its page open sockets to that host only, whatever Host a request names', async () => {
    const { dir, root } = webFixture();
    const service = await startTestService({ webDir: dir, publicUrl: 'https://news.example.org/' });
    try {
      for (const host of [new URL(service.url).host, 'evil.example']) {
        const csp = /content-security-policy: (.*)/i.exec(await raw(service.url, ['GET / HTTP/1.1', `Host: ${host}`]))?.[1];
        expect(csp, host).toContain("connect-src 'self' wss://news.example.org;");
        expect(csp, host).not.toContain('evil');
      }
    } finally {
      await service.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a service without a page', () => {
  it('answers / with a 404 when the page is switched off', async () => {
    const service = await startTestService({ webDir: 'off' });
    try {
      expect((await fetch(`${service.url}/`)).status).toBe(404);
      expect((await fetch(`${service.url}/api/news`)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('refuses to start on a page past its budgets, saying why', async () => {
    const { dir, root: outside } = webFixture();
    try {
      writeFileSync(join(dir, 'assets', 'huge-Hh77Gg66.js'), Buffer.alloc(3 * 1024 * 1024, 'a'));
      await expect(startTestService({ webDir: dir })).rejects.toThrow(/huge-Hh77Gg66\.js is \d+ bytes, more than/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
