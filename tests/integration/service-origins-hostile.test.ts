import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
