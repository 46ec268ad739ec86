import { connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusSigner } from '@/server/bus/signing';
import { ADMIN, backend, openSocket, startTestService, storageFor } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

/**
 * Each budget the service holds a client to, gone past, and the rest of the service checked
 * unharmed: other clients are answered, other sockets keep their feed.
 */
describe('local service: budgets', () => {
  let service: Service;
  afterEach(() => service?.close());

  const ws = () => service.url.replace('http', 'ws');
  const closeCode = (socket: { ws: import('ws').WebSocket }) => new Promise<number>((resolve) => socket.ws.on('close', (code) => resolve(code)));
  /** Another client: the backlog answers and a logged-in socket gets a new item. */
  const othersUnharmed = async () => {
    expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
    const key = await service.admin.addKey(`bystander-${Date.now()}`);
    const bystander = await openSocket(`${ws()}/ws`);
    bystander.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(bystander.json()).toContainEqual(expect.objectContaining({ user: expect.anything() })));
    const id = await service.admin.publishOk({ title: 'Still flowing' });
    await vi.waitFor(() => expect(bystander.json()).toContainEqual(expect.objectContaining({ _id: id })));
    bystander.ws.close();
  };

  it('a socket flooding logins is closed (1008) after a few, and the node keeps answering everyone else', async () => {
    service = await startTestService();
    const flood = await openSocket(`${ws()}/ws`);
    const closed = closeCode(flood);
    // Well-formed unknown keys (each a lookup, were it let through) and junk, as fast as the socket takes them.
    for (let i = 0; i < 2_000; i++) flood.ws.send(i % 2 ? `login nf_${'x'.repeat(32)}` : `login junk-${i}`);
    expect(await closed).toBe(1008);
    // At most one login was ever in flight: no more than one answer came back.
    expect(flood.json().length).toBeLessThanOrEqual(1);
    await othersUnharmed();
  });

  it('a socket sending more messages than pings need is closed (1008); a client pinging normally is not', async () => {
    service = await startTestService();
    const chatty = await openSocket(`${ws()}/ws/likes`);
    const closed = closeCode(chatty);
    for (let i = 0; i < 50; i++) chatty.ws.send('ping');
    expect(await closed).toBe(1008);
    const polite = await openSocket(`${ws()}/ws/likes`);
    for (let i = 0; i < 5; i++) polite.ws.send('ping');
    await vi.waitFor(() => expect(polite.frames.filter((frame) => frame === 'pong')).toHaveLength(5));
    expect(polite.ws.readyState).toBe(polite.ws.OPEN);
    polite.ws.close();
  });

  it('one address holds at most its cap of sockets across paths (429 past it); a closed one frees a place', async () => {
    service = await startTestService({ maxSocketsPerAddress: 3 });
    const held = [await openSocket(`${ws()}/ws`), await openSocket(`${ws()}/ws/likes`), await openSocket(`${ws()}/ws`)];
    await expect(openSocket(`${ws()}/ws`)).rejects.toThrow(/429/);
    await expect(openSocket(`${ws()}/ws/likes`)).rejects.toThrow(/429/);
    expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
    held[0]!.ws.close();
    await vi.waitFor(async () => (await openSocket(`${ws()}/ws`)).ws.close());
    for (const socket of held) socket.ws.close();
  });

  it('one address holds at most its sockets\' cap plus 32 connections; past it a connection is closed unread, other addresses are answered, a closed one frees a place', async () => {
    service = await startTestService({ maxSocketsPerAddress: 3 });
    const port = Number(new URL(service.url).port);
    // Another address on the loopback network, so this test's own requests (from 127.0.0.1) are the bystander.
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' }, () => resolve(socket));
        socket.once('error', reject);
      });
    const closedUnread = (socket: Socket) => new Promise<string>((resolve) => {
      let read = '';
      socket.on('data', (chunk) => (read += chunk));
      socket.once('close', () => resolve(read));
    });
    const answered = (socket: Socket) => {
      const reply = closedUnread(socket);
      socket.write('GET /api/news?limit=1 HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
      return reply;
    };
    const held = await Promise.all(Array.from({ length: 3 + 32 }, open));
    expect(await closedUnread(await open())).toBe('');
    expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
    expect(await answered(held.pop()!)).toMatch(/^HTTP\/1\.1 200/);
    expect(await answered(await open())).toMatch(/^HTTP\/1\.1 200/);
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/^newsflash_connections_refused_total 1$/m);
    for (const socket of held) socket.destroy();
    await othersUnharmed();
  });

  it.each([
    ['a NUL in a title', { title: 'a\u0000b' }, /NUL/],
    ['a NUL in a field name', { title: 't', ['x\u0000']: 1 }, /NUL/],
    ['a fractional time', { title: 't', time: Date.now() + 0.5 }, /whole number/],
    ['a time before 2009', { title: 't', time: 1 }, /plausible/],
    ['a time far in the future', { title: 't', time: 8_000_000_000_000 }, /plausible/],
  ])('refuses an item with %s as 400, on every backend', async (_, item, message) => {
    service = await startTestService();
    const response = await service.admin.publish(item);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });

  it('refuses an item nested 200,000 deep as 400 (in a field it would drop: the input is walked before it is read), and goes on serving', async () => {
    service = await startTestService();
    // 400 kB of brackets: serialising it for storage would overflow the stack.
    const body = `{"title":"t","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const response = await fetch(`${service.url}/admin/news`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` }, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/nests deeper than 32 levels/);
    await othersUnharmed();
  });

  it.each([
    ['/api/like?id=a%00b&api_key=nf_x', 'POST'],
    ['/api/news?last_id=%00', 'GET'],
    ['/admin/keys?name=bad%00name', 'DELETE'],
    ['/api/mylikes?api_key=%00', 'GET'],
  ])('answers 400 to a NUL in the parameters of %s, on every backend', async (path, method) => {
    service = await startTestService();
    const response = await fetch(`${service.url}${path}`, { method, headers: { authorization: `Bearer ${ADMIN}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'parameters must not contain NUL characters' });
  });

  it.runIf(backend === 'postgres')('forged, wrongly signed and replayed bus events change nothing; a signed one from a node does', async () => {
    const storage = await storageFor();
    service = await startTestService(storage);
    const key = await service.admin.addKey('steady');
    const socket = await openSocket(`${ws()}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ user: expect.objectContaining({ username: 'steady' }) })));
    const keyId = Number((socket.json()[0] as { user: { id: string } }).user.id);
    const redis = new Redis(storage.bus!);
    try {
      const revoke = JSON.stringify({ type: 'revoke', keyId });
      const item = JSON.stringify({ type: 'item', item: { _id: 'forged-1', time: Date.now(), title: 'Forged headline' } });
      await redis.xadd('newsflash:events', '*', 'node', 'attacker', 'event', revoke);
      await redis.xadd('newsflash:events', '*', ...new BusSigner('w'.repeat(32), 'attacker').sign(item));
      // A node's genuine entry, captured and added again: the first copy is delivered, the replay is not.
      const genuine = new BusSigner(storage.busSecret!, 'other-node').sign(JSON.stringify({ type: 'item', item: { _id: 'real-1', time: Date.now(), title: 'Relayed once' } }));
      await redis.xadd('newsflash:events', '*', ...genuine);
      await redis.xadd('newsflash:events', '*', ...genuine);
      // A genuine revocation of a key storage says is active changes nothing either.
      await redis.xadd('newsflash:events', '*', ...new BusSigner(storage.busSecret!, 'other-node-2').sign(revoke));
      await vi.waitFor(async () => expect(((await (await fetch(`${service.url}/healthz`)).json()) as { bus: { refused: number } }).bus.refused).toBe(3));
      await vi.waitFor(() => expect(socket.json().filter((frame) => (frame as { _id?: string })._id === 'real-1')).toHaveLength(1));
      expect(socket.json()).not.toContainEqual(expect.objectContaining({ _id: 'forged-1' }));
      expect(socket.json()).not.toContainEqual({ message: 'API key revoked' });
      // Still logged in: a published item arrives at once (anonymous sockets wait out the delay).
      await othersUnharmed();
    } finally {
      redis.disconnect();
      socket.ws.close();
    }
  });
});
