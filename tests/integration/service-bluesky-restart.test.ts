import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '@/devkit/stand-ins/jetstream';
import { addressHash } from '@/server/storage/address-hash';
import type { RunningServer } from '@/server/app';
import { defaults, type ServerConfig } from '@/server/config';
import { CURSOR_OVERLAP_US, CURSOR_WRITE_EVERY_MS } from '@/server/sources/jetstream-cursor';
import { openStorage } from '@/server/storage/open';
import { backlogAsLive } from './helpers/backlog';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

type Row = { _id: string; body?: string; source?: string };

const ALICE: StandInAccount = { did: 'did:plc:alice0000000000000000000', handle: 'alice.bsky.social', displayName: 'Alice' };
const { dir, sourcesFile, origin, track, closeNow } = sourcesScaffold('bluesky-restart');

const news = async (url: string): Promise<Row[]> => (await backlogAsLive(url, 500)) as Row[];
const blueskyState = async (url: string) =>
  ((await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: { name: string; state: string }[] } }).sources.sources.find((source) => source.name === 'Bluesky')!;

async function scene(database: string) {
  const appView = await origin((path, request) => (path === '/xrpc/app.bsky.actor.getProfiles' ? { body: profilesAnswer([ALICE], new URL(request.url!, 'http://x').searchParams.getAll('actors')), type: 'application/json' } : undefined));
  const jetstream = new JetstreamStandIn();
  await jetstream.start();
  track({ close: () => jetstream.stop() });
  const storage = await storageFor(backend === 'sqlite' ? join(dir, database) : undefined);
  const file = sourcesFile([{ kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: appView.url, handles: [ALICE.handle] }]);
  const service = async (overrides: Partial<ServerConfig> = {}) => track(await startTestService({ ...storage, sources: file, ...overrides }));
  return { jetstream, storage, service };
}

describe(`Bluesky's Jetstream cursor across a restart (${backend})`, () => {
  it('resumes where the stopped service left off: posts made meanwhile come once, none twice, none lost', async () => {
    const { jetstream, service } = await scene('restart.db');
    const first: RunningServer = await service();
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(1), { timeout: 10_000 });
    // A first start knows no cursor: live posts only.
    expect(jetstream.connections[0]!.get('cursor')).toBeNull();

    // A hostile or broken Jetstream's event from the far future moves no cursor: taken, every later resume would tail live.
    jetstream.raw(JSON.stringify({ did: ALICE.did, time_us: 9_000_000_000_000_000, kind: 'identity', identity: { did: ALICE.did, handle: ALICE.handle } }));
    // The account posts every 20 ms throughout, the restart included.
    let posted = 0;
    const poster = setInterval(() => jetstream.post(ALICE.did, `Post ${++posted}`), 20);
    let second: RunningServer;
    try {
      await vi.waitFor(async () => expect((await news(first.url)).length).toBeGreaterThanOrEqual(20), { timeout: 10_000 });
      const stoppedAtUs = Date.now() * 1000;
      await closeNow(first);
      const postedWhileDown = posted;
      second = await service();
      await vi.waitFor(() => expect(jetstream.connections).toHaveLength(2), { timeout: 10_000 });
      const cursor = Number(jetstream.connections[1]!.get('cursor'));
      // From storage: before the stop, by no more than the write budget, the overlap and the stop's own time.
      expect(cursor).toBeLessThan(stoppedAtUs);
      expect(cursor).toBeGreaterThan(stoppedAtUs - CURSOR_WRITE_EVERY_MS * 1000 - CURSOR_OVERLAP_US - 2_000_000);
      await vi.waitFor(async () => expect((await news(second.url)).length).toBeGreaterThan(postedWhileDown), { timeout: 10_000 });
    } finally {
      clearInterval(poster);
    }
    await vi.waitFor(async () => expect((await news(second.url)).length).toBe(posted), { timeout: 10_000 });
    const bodies = (await news(second.url)).map((row) => row.body);
    expect(new Set(bodies).size).toBe(posted);
    expect(bodies.sort()).toEqual(Array.from({ length: posted }, (_, n) => `Post ${n + 1}`).sort());
    expect(await blueskyState(second.url)).toMatchObject({ state: 'ok' });
  });

  it('starts live from a stored cursor that is damaged or from the future, and carries on', async () => {
    const { jetstream, storage, service } = await scene('damaged.db');
    // Kept under the address's hash: an address may carry a token.
    const name = `source bluesky ${addressHash(jetstream.url)}`;
    for (const json of ['{"timeUs":"soon"}', JSON.stringify({ timeUs: (Date.now() + 365 * 86_400_000) * 1000 })]) {
      const store = await openStorage({ ...defaults, db: storage.db }, () => {});
      await store.ingest.writeDocument(name, json);
      await store.close();
      const connected = jetstream.connections.length;
      jetstream.post(ALICE.did, `Before the start (${json})`);
      const server = await service();
      await vi.waitFor(() => expect(jetstream.connections).toHaveLength(connected + 1), { timeout: 10_000 });
      expect(jetstream.connections.at(-1)!.get('cursor')).toBeNull();
      jetstream.post(ALICE.did, `Live (${json})`);
      await vi.waitFor(async () => expect((await news(server.url)).map((row) => row.body)).toContain(`Live (${json})`), { timeout: 10_000 });
      expect(await blueskyState(server.url)).toMatchObject({ state: 'ok' });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await closeNow(server);
    }
    // What the last service handled is stored again in place of the damaged cursor.
    const store = await openStorage({ ...defaults, db: storage.db }, () => {});
    const kept = JSON.parse((await store.ingest.readDocument(name))!.json) as { timeUs: number };
    await store.close();
    expect(kept.timeUs).toBe(jetstream.events.at(-1)!.time_us);
  });
});
