import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@/utils/net/net-types';
import { checkKey } from '@/utils/votes/check-key';
import { VoteClient } from '@/utils/votes/vote-client';

// No extension here: the client's words come from the browser's i18n, which names its message.
vi.hoisted(() => Object.assign(globalThis, { chrome: { i18n: { getMessage: (name: string) => name } } }));

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A plain node:http server that records what reaches it and answers as `answer` says, with no cache headers of its own. */
async function listen(answer: (url: string, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    answer(request.url ?? '', (status, headers, body) => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const deps = { fetch: (url: string, init?: RequestInit) => fetch(url, init), clock: systemClock, timeoutMs: 5_000 };

/** The vote client over Node's own fetch (the WHATWG one browsers have), against real servers. */
describe('requests that carry the API key', () => {
  it('ask every cache on the way not to keep them, from a service that says nothing about caching', async () => {
    const service = await listen((_url, respond) => respond(200, { 'content-type': 'application/json' }, '[{"newsId":"a","type":"like","time":1}]'));
    const client = new VoteClient(deps, () => ({ apiUrl: `${service.origin}/api`, apiKey: 'nf_cache' }));
    expect(await client.myVotes()).toMatchObject({ ok: true, value: { votes: [{ newsId: 'a', vote: 'like' }] } });
    // `cache: 'no-store'` is what adds these (Fetch standard, HTTP-network-or-cache fetch): the
    // request was made without the browser's cache and asks proxies to skip theirs.
    expect(service.seen).toEqual([expect.objectContaining({ headers: expect.objectContaining({ 'cache-control': 'no-cache', pragma: 'no-cache' }) })]);
  });

  it.each([
    ['a vote', (client: VoteClient) => client.vote('n1', 'like')],
    ['the vote history', (client: VoteClient) => client.myVotes()],
  ])('%s answered with a redirect to another port fails with a typed error, and the key never gets there', async (_what, call) => {
    const elsewhere = await listen((_url, respond) => respond(200, { 'content-type': 'application/json' }, '{}'));
    const service = await listen((url, respond) => respond(302, { location: `${elsewhere.origin}${url}` }));
    const client = new VoteClient(deps, () => ({ apiUrl: `${service.origin}/api`, apiKey: 'nf_redirected' }));
    expect(await call(client)).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(service.seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
  });

  it('the key check before saving refuses a redirect the same way (the service seems unreachable)', async () => {
    const elsewhere = await listen((_url, respond) => respond(200, { 'content-type': 'application/json' }, '[]'));
    const service = await listen((url, respond) => respond(307, { location: `${elsewhere.origin}${url}` }));
    expect(await checkKey(deps, `${service.origin}/api`, 'nf_checked')).toMatchObject({ verdict: 'unreachable' });
    expect(elsewhere.seen).toEqual([]);
  });
});
