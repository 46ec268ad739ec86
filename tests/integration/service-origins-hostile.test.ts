import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { jsonFeedDocument, rssDocument, type StandInEntry } from '@/devkit/stand-ins/documents';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';
import { SUMMARY_MAX, TITLE_MAX } from '@/server/sources/feed-entries';
import { ADMIN, backend, spawnService, storageArgs, storageFor } from './helpers/local-service';

type Row = { _id: string; title: string; body?: string; source?: string; suggestions?: { coin: string }[] };

const dir = mkdtempSync(join(tmpdir(), 'newsflash-hostile-origins-'));
const running: { close(): Promise<void> }[] = [];
let binance: Awaited<ReturnType<typeof startBinanceStandIn>>;

beforeAll(async () => {
  binance = await startBinanceStandIn();
});
afterAll(async () => {
  for (const one of running.splice(0).reverse()) await one.close();
  await binance.close();
});

const entry = (id: string, title: string, summary: string): StandInEntry => ({ id, title, link: `https://news.example/${id}`, summary, time: Date.now() - 60_000 });

describe(`an origin sending text of megabytes (${backend})`, () => {
  it('has its entry cut to the budgets while the service answers every other request and other sources carry on', async () => {
    // 1.9 M `<` in title and summary: over a regular expression each poll held the service for 12 s.
    const huge = '<'.repeat(1_900_000);
    const hostile: Origin = await startOrigin((path) =>
      path === '/feed.json' ? { body: jsonFeedDocument('Hostile', [entry('huge', huge, huge), entry('fine', 'Solana Firedancer goes live on mainnet', 'Validators upgrade')]), type: 'application/feed+json' } : undefined,
    );
    const calm: Origin = await startOrigin((path) => (path === '/rss' ? { body: rssDocument('Calm', [entry('calm', 'Fed holds rates steady', 'Rates unchanged')]), type: 'application/rss+xml' } : undefined));
    running.push(hostile, calm);
    const file = join(dir, 'sources.json');
    writeFileSync(
      file,
      JSON.stringify({
        sources: [
          { kind: 'feed', name: 'Hostile', url: `${hostile.url}/feed.json`, intervalSeconds: 1, allowPrivate: true },
          { kind: 'feed', name: 'Calm', url: `${calm.url}/rss`, intervalSeconds: 1, allowPrivate: true },
        ],
      }),
    );
    const service = await spawnService([
      '--port', '0', ...storageArgs(await storageFor(backend === 'sqlite' ? join(dir, 'hostile.db') : undefined)), '--admin-token', ADMIN, '--anon-delay', '0',
      '--sources', file, '--coins', 'true', '--binance-api', binance.url, '--binance-futures-api', binance.url,
    ]);
    running.push({ close: () => service.stop() });

    const news = async () => (await (await fetch(`${service.url}/api/news?limit=50`)).json()) as Row[];
    await vi.waitFor(async () => expect((await news()).map((row) => row.source).sort()).toEqual(['Calm', 'Hostile', 'Hostile']), { timeout: 20_000 });
    const rows = await news();
    expect(rows.find((row) => row.title.startsWith('<'))).toMatchObject({ title: `${'<'.repeat(TITLE_MAX - 1)}…`, body: `${'<'.repeat(SUMMARY_MAX - 1)}…`, suggestions: [] });
    expect(rows.find((row) => row.source === 'Hostile' && !row.title.startsWith('<'))).toMatchObject({ title: 'Solana Firedancer goes live on mainnet', suggestions: [{ coin: 'SOL' }] });
    expect(rows.find((row) => row.source === 'Calm')).toMatchObject({ title: 'Fed holds rates steady', body: 'Rates unchanged' });

    // Poll after poll of the same megabytes, the service answers its clients and its other source.
    const polled = hostile.requests.length;
    const calmPolled = calm.requests.length;
    await vi.waitFor(
      async () => {
        expect((await fetch(`${service.url}/livez`)).status).toBe(200);
        expect(hostile.requests.length).toBeGreaterThanOrEqual(polled + 3);
        expect(calm.requests.length).toBeGreaterThanOrEqual(calmPolled + 3);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await news()).toHaveLength(3);
  }, 60_000);
});

describe(`a feed document that takes long to read (${backend})`, () => {
  it('is read off the main thread: the service answers while it is read, and the other source keeps publishing', async () => {
    // 4 MB of `&lt;` in the feed's title: about a second of feedsmith's time, which once held every
    // request. No entries, so the poll is over once the document is read.
    const document = rssDocument('<'.repeat(1_000_000), []);
    let sent = 0;
    const slow = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(document, () => sent++));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    running.push({ close: () => new Promise<void>((resolve) => (slow.closeAllConnections(), slow.close(() => resolve()))) });
    // A new entry every poll: what it publishes shows it is read.
    const calm: Origin = await startOrigin((path) => (path === '/rss' ? { body: rssDocument('Calm', [entry(`calm-${Date.now()}`, 'Fed holds rates steady', '')]), type: 'application/rss+xml' } : undefined));
    running.push(calm);
    const file = join(dir, 'slow-sources.json');
    writeFileSync(
      file,
      JSON.stringify({
        sources: [
          { kind: 'feed', name: 'Slow', url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/rss`, intervalSeconds: 1, allowPrivate: true },
          { kind: 'feed', name: 'Calm', url: `${calm.url}/rss`, intervalSeconds: 1, allowPrivate: true },
        ],
      }),
    );
    const service = await spawnService([
      '--port', '0', ...storageArgs(await storageFor(backend === 'sqlite' ? join(dir, 'slow.db') : undefined)), '--admin-token', ADMIN, '--anon-delay', '0',
      '--sources', file, '--coins', 'false',
    ]);
    running.push({ close: () => service.stop() });
    const health = async () =>
      ((await (await fetch(`${service.url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: { name: string; state: string; reason: string | null }[] } }).sources.sources.find(
        (source) => source.name === 'Slow',
      )!;

    // From the moment the whole document is sent until its poll is over (read, or given up past
    // the budget), /livez is asked again and again: on the main thread it would not answer once.
    await vi.waitFor(() => expect(sent).toBeGreaterThan(0), { timeout: 20_000, interval: 5 });
    let answered = 0;
    let outcome = await health();
    while (outcome.state === 'starting') {
      const live = (await fetch(`${service.url}/livez`)).status === 200;
      outcome = await health();
      if (live && outcome.state === 'starting') answered++;
      // Asked every 20 ms, not flat out: the reading worker needs a core of this machine too.
      await delay(20);
    }
    expect(answered).toBeGreaterThanOrEqual(10);
    // Read within its budget, or given up past it with that reason (a busy machine reads slower).
    expect([{ state: 'ok', reason: null }, { state: 'failing', reason: 'the feed took longer than 2 s to read' }]).toContainEqual({ state: outcome.state, reason: outcome.reason });
    const news = async () => (await (await fetch(`${service.url}/api/news?limit=50`)).json()) as Row[];

    // Poll after poll of the slow document, the other source's new entries are published.
    const calmNow = (await news()).filter((row) => row.source === 'Calm').length;
    const polled = sent;
    await vi.waitFor(
      async () => {
        expect(sent).toBeGreaterThanOrEqual(polled + 1);
        expect((await news()).filter((row) => row.source === 'Calm').length).toBeGreaterThanOrEqual(calmNow + 2);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await fetch(`${service.url}/livez`)).status).toBe(200);
  }, 90_000);
});
