import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@/packages/protocol/src/published-item';
import { ADMIN, Admin, backend, spawnService, storageArgs, storageFor } from './helpers/local-service';

type Spawned = Awaited<ReturnType<typeof spawnService>>;

/** The spawned service's resident memory, MB (Linux's /proc; the test needs it). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A service whose newest page of 500 is at its 8 MiB: 140 items of about 60 kB each. */
async function spawnWithFullPage(args: string[]): Promise<Spawned> {
  const spawned = await spawnService(['--port', '0', ...storageArgs(await storageFor()), '--admin-token', ADMIN, '--anon-delay', '0', '--max-backlog', '500', ...args]);
  const admin = new Admin(spawned.url);
  const heavy = '€'.repeat(TEXT_LIMITS.body - 100);
  const start = Date.now() - 60_000;
  for (let i = 0; i < 140; i++) await admin.publishOk({ title: `Heavy ${i}`, body: heavy, info: { quotedUser: { screen_name: 'x', text: heavy.slice(0, 9_000) } }, time: start + i });
  return spawned;
}

/**
 * HTTP answers share the send budget with the sockets: clients that ask for an 8 MiB backlog page
 * and never read it hold no more than the budget per address and overall between them; past it the
 * ones holding the most are cut, and a client that reads is answered throughout.
 */
describe('local service: slow readers of HTTP answers', () => {
  let service: Spawned | undefined;
  const stalled: Socket[] = [];
  afterEach(async () => {
    for (const socket of stalled.splice(0)) socket.destroy();
    await service?.stop();
  });

  // The budget is each node's own (no shared state), so SQLite is enough; on PostgreSQL the 40 pages
  // take minutes to build on a busy machine.
  it.runIf(process.platform === 'linux' && backend === 'sqlite')('80 clients from 4 addresses asking for an 8 MiB page and never reading it: the queue stays within its budgets, memory bounded, others answered', async () => {
    const total = 32 * 1024 * 1024;
    const perAddress = 12 * 1024 * 1024;
    service = await spawnWithFullPage(['--max-queued-bytes', String(total), '--max-queued-per-address', String(perAddress)]);
    const pid = service.child.pid!;
    const before = rssMb(pid);
    const { port } = new URL(service.url);
    for (let i = 0; i < 80; i++) {
      const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: `127.0.0.${2 + (i % 4)}` });
      socket.on('error', () => {});
      socket.write('GET /api/news?limit=500 HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      stalled.push(socket);
    }
    const health = async () => ((await (await fetch(`${service!.url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sockets: { queuedBytes: number; cutForQueue: number } }).sockets;
    // Unbudgeted, the 80 would hold 640 MiB; within it, most are cut.
    await vi.waitFor(async () => expect((await health()).cutForQueue).toBeGreaterThanOrEqual(70), { timeout: 60_000, interval: 250 });
    // A client that reads gets its page (and another, small answer) while the stalled ones wait.
    const page = (await (await fetch(`${service.url}/api/news?limit=500`)).json()) as unknown[];
    expect(page.length).toBeGreaterThan(100);
    expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
    const after = await health();
    expect(after.queuedBytes).toBeLessThanOrEqual(total);
    // The page is built once and its bytes shared by every reader (routes/page-cache.ts): 220–775 MB
    // over the runs seen when each reader's page was built apart; without the budgets, ≈ 1,470 MB.
    expect(rssMb(pid) - before).toBeLessThan(300);
  }, 120_000);

  it.runIf(process.platform === 'linux' && backend === 'sqlite')('130 clients from one address holding 8 MiB pages unread: one build, the same bytes to each, memory within 300 MB, a published item in the next page at once', async () => {
    service = await spawnWithFullPage(['--max-sockets-per-address', '200']);
    const pid = service.child.pid!;
    const admin = new Admin(service.url);
    const before = rssMb(pid);
    const { port } = new URL(service.url);
    for (let i = 0; i < 130; i++) {
      // All from one address; the reader below is another.
      const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.2' });
      socket.on('error', () => {});
      socket.write('GET /api/news?limit=500 HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      stalled.push(socket);
    }
    const newest = async () => ((await (await fetch(`${service!.url}/api/news?limit=500`)).json()) as { title: string }[])[0]!.title;
    const built = async () => Number(/^newsflash_backlog_pages_built_total (\d+)$/m.exec(await (await fetch(`${service!.url}/metrics`)).text())?.[1]);
    expect(await newest()).toBe('Heavy 139');
    // Built once for every one of the 131 readers (twice at most: a second may pass while they come).
    expect(await built()).toBeLessThanOrEqual(2);
    await admin.publishOk({ title: 'Published while they wait', time: Date.now() });
    expect(await newest()).toBe('Published while they wait');
    expect(await built()).toBeLessThanOrEqual(3);
    expect(rssMb(pid) - before).toBeLessThan(300);
  }, 120_000);
});
