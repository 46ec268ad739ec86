import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { USER_AGENT } from './user-agent';
import { fetchCapped, type Fetch } from './fetch-capped';
import type { PinnedFetch } from './pinned-fetch';
import type { Lookup } from './redirect-target';

const answer = (response: Response): Fetch => async () => response;
const chunks = (count: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < count; i++) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });

describe('fetchCapped', () => {
  it('reads a body within the budget', async () => {
    const response = await fetchCapped('https://e.example', { fetch: answer(new Response('hello', { headers: { etag: '"1"' } })), maxBytes: 10, timeoutMs: 1_000 });
    expect(response).toMatchObject({ status: 200, text: 'hello', url: 'https://e.example/' });
    expect(response.headers.get('etag')).toBe('"1"');
  });

  it('stops reading past maxBytes, whether or not Content-Length said so', async () => {
    await expect(fetchCapped('https://e.example', { fetch: answer(new Response(chunks(10, 1_000))), maxBytes: 5_000, timeoutMs: 1_000 })).rejects.toThrow('larger than 5000 bytes');
    const declared = new Response('x', { headers: { 'content-length': '999999' } });
    await expect(fetchCapped('https://e.example', { fetch: answer(declared), maxBytes: 5_000, timeoutMs: 1_000 })).rejects.toThrow('larger than 5000 bytes (999999)');
  });

  it('passes 304 through with no body, and names other statuses', async () => {
    expect(await fetchCapped('https://e.example', { fetch: answer(new Response(null, { status: 304 })), maxBytes: 10, timeoutMs: 1_000 })).toMatchObject({ status: 304, text: '' });
    await expect(fetchCapped('https://e.example', { fetch: answer(new Response('no', { status: 500 })), maxBytes: 10, timeoutMs: 1_000 })).rejects.toThrow('HTTP 500');
  });

  it('carries an origin\'s Retry-After on 429 and 503, a minute when it gave none', async () => {
    const limited = fetchCapped('https://e.example', { fetch: answer(new Response('', { status: 429, headers: { 'retry-after': '120' } })), maxBytes: 10, timeoutMs: 1_000 });
    await expect(limited).rejects.toMatchObject({ message: 'HTTP 429', retryAfterMs: 120_000 });
    const busy = fetchCapped('https://e.example', { fetch: answer(new Response('', { status: 503 })), maxBytes: 10, timeoutMs: 1_000 });
    await expect(busy).rejects.toMatchObject({ retryAfterMs: 60_000 });
  });

  it("carries a 418 ban's Retry-After, within 15 minutes, as a refusal, not a rate limit", async () => {
    const ban = (headers: Record<string, string>) => fetchCapped('https://e.example', { fetch: answer(new Response('', { status: 418, headers })), maxBytes: 10, timeoutMs: 1_000 });
    await expect(ban({ 'retry-after': '600' })).rejects.toMatchObject({ message: 'HTTP 418', retryAfterMs: 600_000, refusal: 'refused', status: 418 });
    await expect(ban({ 'retry-after': '259200' })).rejects.toMatchObject({ retryAfterMs: 15 * 60_000, refusal: 'refused' });
    await expect(ban({})).rejects.toMatchObject({ retryAfterMs: undefined, refusal: 'refused' });
  });

  it('says an unreachable origin is unreachable', async () => {
    const refused: Fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
    };
    await expect(fetchCapped('https://e.example', { fetch: refused, maxBytes: 10, timeoutMs: 1_000 })).rejects.toThrow('unreachable (connect ECONNREFUSED 127.0.0.1:1)');
  });

  it('names itself to the origin and reads the body in its declared charset', async () => {
    let sent: Headers | undefined;
    const feed: Fetch = async (_url, init) => {
      sent = new Headers(init?.headers);
      return new Response(Uint8Array.from([0x52, 0x65, 0x76, 0x6f, 0x6c, 0x75, 0xe7, 0xe3, 0x6f]), { headers: { 'content-type': 'text/xml; charset=windows-1252' } });
    };
    expect((await fetchCapped('https://e.example', { fetch: feed, maxBytes: 100, timeoutMs: 1_000, headers: { accept: 'text/xml' } })).text).toBe('Revolução');
    expect(sent?.get('user-agent')).toBe(USER_AGENT);
    expect(USER_AGENT).toMatch(/^Newsflash\/\d+\.\d+\.\d+ \(\+https:\/\/\S+\)$/);
    expect(sent?.get('accept')).toBe('text/xml');
  });
});

describe('fetchCapped following redirects', () => {
  const moved = (location: string, status = 302) => new Response(null, { status, headers: { location } });
  const feed = () => new Response('<rss/>', { headers: { 'content-type': 'application/rss+xml' } });

  /**
   * An internet in miniature: `origin` answers the configured origin's requests (over the
   * platform's fetch), `elsewhere` those a checked redirect pins to addresses, `dns` resolves names.
   */
  function net(routes: { origin?: Record<string, () => Response>; elsewhere?: Record<string, () => Response>; dns?: Record<string, string[]> }) {
    const asked: string[] = [];
    const pinned: { url: string; addresses: string[] }[] = [];
    const answer = (table: Record<string, () => Response> | undefined, url: string) => table?.[url]?.() ?? new Response('', { status: 404 });
    const fetch: Fetch = async (url, init) => {
      expect(init?.redirect).toBe('manual');
      asked.push(String(url));
      return answer(routes.origin, String(url));
    };
    const pinnedFetch: PinnedFetch = async (url, _init, addresses) => {
      pinned.push({ url, addresses: addresses.map((one) => one.address) });
      return answer(routes.elsewhere, url);
    };
    const lookup: Lookup = async (hostname) => {
      const found = routes.dns?.[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const get = (url: string, allowPrivate?: boolean) => fetchCapped(url, { fetch, pinnedFetch, lookup, allowPrivate, maxBytes: 1_000, timeoutMs: 1_000 });
    return { get, asked, pinned };
  }

  it('follows a redirect within the configured origin, wherever that origin is', async () => {
    const t = net({ origin: { 'http://127.0.0.1:8080/rss': () => moved('/feed.xml', 301), 'http://127.0.0.1:8080/feed.xml': feed } });
    expect(await t.get('http://127.0.0.1:8080/rss')).toMatchObject({ text: '<rss/>', url: 'http://127.0.0.1:8080/feed.xml' });
    expect(t.asked).toEqual(['http://127.0.0.1:8080/rss', 'http://127.0.0.1:8080/feed.xml']);
    expect(t.pinned).toEqual([]);
  });

  it('follows one to a public host, connecting to the very addresses it checked', async () => {
    const t = net({ origin: { 'https://blog.example/rss': () => moved('https://cdn.example/rss') }, elsewhere: { 'https://cdn.example/rss': feed }, dns: { 'cdn.example': ['93.184.216.34', '2606:2800:220:1::1'] } });
    expect(await t.get('https://blog.example/rss')).toMatchObject({ text: '<rss/>', url: 'https://cdn.example/rss' });
    expect(t.pinned).toEqual([{ url: 'https://cdn.example/rss', addresses: ['93.184.216.34', '2606:2800:220:1::1'] }]);
  });

  it('refuses one to a private, loopback or link-local address off the origin, naming why and asking nothing of it', async () => {
    const t = net({
      origin: {
        'http://127.0.0.1:8080/port': () => moved('http://127.0.0.1:9090/admin'),
        'https://blog.example/meta': () => moved('http://169.254.169.254/latest/meta-data/'),
        'https://blog.example/mapped': () => moved('http://[::ffff:10.0.0.1]/'),
        'https://blog.example/decimal': () => moved('http://2130706433:6379/'),
        'https://blog.example/name': () => moved('http://intranet.example/'),
        'https://blog.example/mixed': () => moved('http://rebind.example/'),
        'https://blog.example/creds': () => moved('http://user:hunter2@cdn.example/'),
      },
      dns: { 'intranet.example': ['192.168.1.10'], 'rebind.example': ['93.184.216.34', '127.0.0.1'], 'cdn.example': ['93.184.216.34'] },
    });
    const reason = async (url: string) => (await t.get(url).catch((error: Error) => error)) as Error;
    expect((await reason('http://127.0.0.1:8080/port')).message).toBe('redirected to 127.0.0.1:9090, a loopback address: refused (a source reaches such addresses only with "allowPrivate": true)');
    expect((await reason('https://blog.example/meta')).message).toMatch(/^redirected to 169\.254\.169\.254, a link-local address: refused/);
    expect((await reason('https://blog.example/mapped')).message).toMatch(/^redirected to \[::ffff:a00:1\], a private address/);
    expect((await reason('https://blog.example/decimal')).message).toMatch(/^redirected to 127\.0\.0\.1:6379, a loopback address/);
    expect((await reason('https://blog.example/name')).message).toMatch(/^redirected to intranet\.example \(192\.168\.1\.10\), a private address/);
    expect((await reason('https://blog.example/mixed')).message).toMatch(/^redirected to rebind\.example \(127\.0\.0\.1\), a loopback address/);
    const creds = await reason('https://blog.example/creds');
    expect(creds.message).toBe('redirected to an address with a user name or password in it');
    expect(t.pinned).toEqual([]);
  });

  it('lets a source that allows private addresses reach them', async () => {
    const t = net({ origin: { 'https://blog.example/rss': () => moved('http://intranet.example/rss') }, elsewhere: { 'http://intranet.example/rss': feed }, dns: { 'intranet.example': ['10.1.2.3'] } });
    await expect(t.get('https://blog.example/rss')).rejects.toThrow(/a private address/);
    expect((await t.get('https://blog.example/rss', true)).text).toBe('<rss/>');
    expect(t.pinned).toEqual([{ url: 'http://intranet.example/rss', addresses: ['10.1.2.3'] }]);
  });

  it('refuses loops, more than five redirects, other schemes and names that do not resolve', async () => {
    // /0 → /1 → … → /7, which is the feed.
    const chain = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`https://blog.example/${i}`, () => moved(`/${i + 1}`)]));
    const t = net({
      origin: {
        ...chain,
        'https://blog.example/7': feed,
        'https://blog.example/ping': () => moved('/pong'),
        'https://blog.example/pong': () => moved('/ping'),
        'https://blog.example/file': () => moved('file:///etc/passwd'),
        'https://blog.example/gone': () => moved('https://nowhere.example/'),
      },
    });
    expect((await t.get('https://blog.example/2')).text).toBe('<rss/>');
    t.asked.length = 0;
    await expect(t.get('https://blog.example/1')).rejects.toThrow('more than 5 redirects');
    expect(t.asked).toEqual(['/1', '/2', '/3', '/4', '/5', '/6'].map((path) => `https://blog.example${path}`));
    await expect(t.get('https://blog.example/ping')).rejects.toThrow('redirected in a loop');
    await expect(t.get('https://blog.example/file')).rejects.toThrow('redirected to something other than an http(s) address');
    await expect(t.get('https://blog.example/gone')).rejects.toThrow('redirected to nowhere.example, which does not resolve (ENOTFOUND)');
  });

  it('gives up on a name that never resolves within the budget', async () => {
    const fetch: Fetch = async () => moved('https://slow.example/');
    const lookup: Lookup = () => new Promise(() => {});
    await expect(fetchCapped('https://blog.example/', { fetch, lookup, maxBytes: 10, timeoutMs: 50 })).rejects.toThrow('no answer within 0.05 s');
  });
});
