import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { ADMIN, backend, openSocket, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

describe('local service: news socket and backlog', () => {
  let service: Service;
  let ws: string;
  beforeEach(async () => {
    service = await startTestService({ anonDelayMs: 300 });
    ws = service.url.replace('http', 'ws');
  });
  afterEach(() => service.close());

  it('reports its storage and bus in /healthz', async () => {
    const response = await fetch(`${service.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      items: 0,
      outboxPending: 0,
      storage: { kind: backend, state: 'up' },
      bus: { kind: backend === 'postgres' ? 'redis' : 'none', state: 'up' },
    });
  });

  it('answers ping with pong', async () => {
    const socket = await openSocket(`${ws}/ws`);
    socket.ws.send('ping');
    await vi.waitFor(() => expect(socket.frames).toEqual(['pong']));
  });

  it('tells login outcomes apart', async () => {
    const key = await service.admin.addKey('alice');
    const good = await openSocket(`${ws}/ws`);
    good.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(good.json()).toEqual([{ time: expect.any(Number), user: { id: expect.any(String), username: 'alice' } }]));
    const bad = await openSocket(`${ws}/ws`);
    bad.ws.send('login nf_wrong');
    await vi.waitFor(() => expect(bad.json()).toEqual([{ message: 'unknown or revoked API key' }]));
  });

  it('sends items at once to logged-in sockets and after the delay to anonymous ones', async () => {
    const key = await service.admin.addKey('bob');
    const member = await openSocket(`${ws}/ws`);
    member.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(member.frames).toHaveLength(1));
    const anonymous = await openSocket(`${ws}/ws`);
    const id = await service.admin.publishOk({ title: 'Breaking' });
    await vi.waitFor(() => expect(member.json()).toContainEqual(expect.objectContaining({ _id: id, title: 'Breaking' })));
    expect(anonymous.frames).toEqual([]);
    await vi.waitFor(() => expect(anonymous.json()).toEqual([expect.objectContaining({ _id: id })]));
  });

  it('a revoked key is told so on its open socket', async () => {
    const key = await service.admin.addKey('carol');
    const socket = await openSocket(`${ws}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.frames).toHaveLength(1));
    const response = await fetch(`${service.url}/admin/keys?name=carol`, { method: 'DELETE', headers: { authorization: `Bearer ${ADMIN}` } });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(socket.json()).toContainEqual({ message: 'API key revoked' }));
  });

  it('pages the backlog newest first with limit and last_id', async () => {
    const ids: string[] = [];
    // Recent times, one apart: an item years old is deleted by retention as it arrives (on PostgreSQL, mid-test).
    const start = Date.now() - 60_000;
    for (let i = 0; i < 7; i++) ids.push(await service.admin.publishOk({ title: `n${i}`, time: start + i }));
    const page = async (query: string) => (await (await fetch(`${service.url}/api/news?${query}`)).json()) as { _id: string; likes: number }[];
    const first = await page('limit=3');
    expect(first.map((item) => item._id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(first[0]).toMatchObject({ likes: 0, dislikes: 0 });
    const second = await page(`limit=3&last_id=${ids[4]}`);
    expect(second.map((item) => item._id)).toEqual([ids[3], ids[2], ids[1]]);
    expect((await page(`limit=3&last_id=${ids[0]}`)).length).toBe(0);
  });

  it.each([
    ['limit=0', 400],
    ['limit=abc', 400],
    ['limit=100000', 400],
    ['last_id=nope', 400],
  ])('refuses a bad backlog query (%s) with %i and a reason', async (query, status) => {
    const response = await fetch(`${service.url}/api/news?${query}`);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(5);
  });
});

describe('local service: publishing', () => {
  let service: Service;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  it('accepts every corpus live item as is and assigns _id and time when absent', async () => {
    for (const item of readCorpus('live-items')) expect((await service.admin.publish(item)).status).toBe(201);
    const response = await service.admin.publish({ title: 'No id' });
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    expect(_id).toMatch(/^\d{13}\w+$/);
  });

  it('refuses bad items with the reasons', async () => {
    const response = await service.admin.publish({ title: 7, link: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('title');
    const unsafe = await service.admin.publish({ title: 'x', link: 'javascript:alert(1)' });
    expect(((await unsafe.json()) as { error: string }).error).toContain('link: wrong type or unsafe value');
  });

  it('refuses a duplicate _id with 409', async () => {
    await service.admin.publishOk({ _id: 'same' });
    expect((await service.admin.publish({ _id: 'same', title: 'again' })).status).toBe(409);
  });

  it('refuses a wrong admin token with 401', async () => {
    const response = await fetch(`${service.url}/admin/news`, { method: 'POST', headers: { authorization: 'Bearer nope' }, body: '{}' });
    expect(response.status).toBe(401);
    expect((await fetch(`${service.url}/admin/keys?name=x`, { method: 'POST' })).status).toBe(401);
  });
});
