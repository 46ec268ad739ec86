import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostgresItems } from '@/server/storage/postgres/items';
import { SqliteItems } from '@/server/storage/sqlite/items';
import { ADMIN, backend, openSocket, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

interface Health {
  items: number;
  sockets: { news: number; queuedBytes: number; cutForQueue: number };
}

/** A GET from another loopback address, so the budget per address of this test's own requests (127.0.0.1) stays apart. */
const getFrom = (localAddress: string, url: string, token: string) =>
  new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const sent = request(url, { localAddress, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'] }));
    });
    sent.on('error', reject);
    sent.end();
  });

/**
 * Budgets that hold for the node as a whole, not one client: bytes queued to every socket,
 * health checks however many ask, guesses at the admin token.
 */
describe('local service: budgets for the whole node', () => {
  let service: Service;
  const stalled: Socket[] = [];
  afterEach(async () => {
    for (const socket of stalled.splice(0)) socket.destroy();
    vi.restoreAllMocks();
    await service?.close();
  });

  it('30 clients that never read hold no more than the node\'s queue budget between them; a client that reads gets every item', async () => {
    const budget = 8 * 1024 * 1024;
    service = await startTestService({ maxQueuedBytes: budget });
    const port = Number(new URL(service.url).port);
    for (let i = 0; i < 30; i++) {
      // A raw client: the handshake, then it stops reading for good.
      const socket = connect(port, '127.0.0.1');
      socket.write(`GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
      socket.pause();
      stalled.push(socket);
    }
    const reader = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const health = async () => (await (await fetch(`${service.url}/healthz`)).json()) as Health;
    await vi.waitFor(async () => expect((await health()).sockets.news).toBe(31));
    // 60 kB items: each one is 1.8 MB more for the 30 to hold, past the kernel's buffers within a few hundred.
    const published: string[] = [];
    const seen: number[] = [];
    for (let i = 0; i < 1_500 && (await health()).sockets.cutForQueue < 25; i++) {
      const id = `heavy-${i}`;
      await service.publish({ _id: id, time: Date.now(), title: `Heavy ${i}`, pad: 'x'.repeat(60_000) } as never);
      published.push(id);
      if (i % 20 === 0) seen.push((await health()).sockets.queuedBytes);
    }
    const after = await health();
    // Cut, heaviest first, as the total passed the budget; never more than the budget held.
    expect(after.sockets.cutForQueue).toBeGreaterThanOrEqual(25);
    expect(Math.max(...seen, after.sockets.queuedBytes)).toBeLessThanOrEqual(budget);
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(Number(/^newsflash_sockets_cut_for_queue (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(25);
    await vi.waitFor(() => expect(reader.json().map((item) => (item as { _id: string })._id)).toEqual(published), { timeout: 30_000 });
    expect(reader.ws.readyState).toBe(reader.ws.OPEN);
    reader.ws.close();
  }, 120_000);

  it('/healthz never counts the items: any number of callers share a few cheap looks', async () => {
    service = await startTestService();
    for (let i = 0; i < 20; i++) await service.admin.publishOk({ title: `Item ${i}` });
    const Items = backend === 'postgres' ? PostgresItems : SqliteItems;
    const count = vi.spyOn(Items.prototype, 'count');
    const estimate = vi.spyOn(Items.prototype, 'estimateCount');
    const answers = await Promise.all(Array.from({ length: 48 }, async () => (await (await fetch(`${service.url}/healthz`)).json()) as Health));
    expect(count).not.toHaveBeenCalled();
    // 48 at once share a few looks (one per 250 ms while they are answered), not one each.
    expect(estimate.mock.calls.length).toBeLessThanOrEqual(8);
    expect(answers.every((answer) => answer.items === 20)).toBe(true);
    // Everything else is still answered.
    expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
  });

  it('wrong admin tokens from one address are refused with 429 past 5, even the right one from there; the right token from another address still works', async () => {
    service = await startTestService();
    const guesses = [];
    for (let i = 0; i < 8; i++) guesses.push(await getFrom('127.0.0.2', `${service.url}/admin/keys`, `guess-${i}`));
    expect(guesses.map((guess) => guess.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(guesses[5]!.retryAfter)).toBeGreaterThan(0);
    expect((await getFrom('127.0.0.2', `${service.url}/admin/keys`, ADMIN)).status).toBe(429);
    // A wrong token on /healthz is a guess too: answered as public, and counted.
    for (let i = 0; i < 5; i++) expect((await getFrom('127.0.0.3', `${service.url}/healthz`, `guess-${i}`)).status).toBe(200);
    expect((await getFrom('127.0.0.3', `${service.url}/admin/keys`, ADMIN)).status).toBe(429);
    expect((await getFrom('127.0.0.1', `${service.url}/admin/keys`, ADMIN)).status).toBe(200);
    expect(await service.admin.listKeys()).toEqual([]);
  });
});
