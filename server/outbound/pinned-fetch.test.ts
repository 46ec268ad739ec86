import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedFetch } from './pinned-fetch';

let server: Server;
let port: number;
const hosts: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host);
    if (request.url === '/moved') return void response.writeHead(302, { location: '/feed' }).end();
    if (request.url === '/unchanged') return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/rss+xml', 'set-cookie': ['a=1', 'b=2'] }).end('<rss/>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const signal = () => AbortSignal.timeout(5_000);

describe('pinnedFetch', () => {
  it('connects to the addresses it is given, not to what the name resolves to, and says the name to the origin', async () => {
    // `.invalid` never resolves: reaching the server proves the connection went to the pinned address.
    const response = await pinnedFetch(`http://feed.invalid:${port}/feed`, { headers: { 'user-agent': 'test' }, signal: signal() }, [{ address: '127.0.0.1', family: 4 }]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<rss/>');
    expect(response.headers.get('content-type')).toBe('application/rss+xml');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(hosts.at(-1)).toBe(`feed.invalid:${port}`);
  });

  it('hands a redirect and a 304 back as they came', async () => {
    const moved = await pinnedFetch(`http://feed.invalid:${port}/moved`, { headers: {}, signal: signal() }, [{ address: '127.0.0.1', family: 4 }]);
    expect([moved.status, moved.headers.get('location')]).toEqual([302, '/feed']);
    expect((await pinnedFetch(`http://feed.invalid:${port}/unchanged`, { headers: {}, signal: signal() }, [{ address: '127.0.0.1', family: 4 }])).status).toBe(304);
  });

  it('goes nowhere else when the pinned address does not answer', async () => {
    const before = hosts.length;
    await expect(pinnedFetch(`http://localhost:${port}/feed`, { headers: {}, signal: signal() }, [{ address: '127.0.0.2', family: 4 }])).rejects.toThrow(/ECONNREFUSED 127\.0\.0\.2/);
    expect(hosts.length).toBe(before);
  });
});
