import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { startCoinNamesStandIn } from '@/devkit/stand-ins/coin-names';
import { rssDocument, type StandInEntry } from '@/devkit/stand-ins/documents';
import { bundledName } from '@/server/coins/catalog';
import { WITHHELD } from '@/server/routes/health';
import { defaults, type ServerConfig } from '@/server/config';
import { openStorage } from '@/server/storage/open';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

type Row = { title: string; suggestions?: { coin: string }[] };
type Names = { entries: number; fetchedAt: number | null; error: string | null };

const { dir, sourcesFile, origin, track, closeNow } = sourcesScaffold('coin-names');

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const coinsOf = async (url: string, title: string) => (await news(url)).find((row) => row.title === title)?.suggestions?.map((suggestion) => suggestion.coin);
const namesHealth = async (url: string, admin = true) =>
  ((await (await fetch(`${url}/healthz`, admin ? { headers: { authorization: `Bearer ${ADMIN}` } } : {})).json()) as { markets: { coins: number; names?: Names } }).markets;

/** A market with coins the bundled names list is too old to know, a names list that knows them, and a feed. */
async function scene(database: string) {
  // Kamino (KMNO) and Zerebro (ZEREBRO) came after the bundled `cryptocurrencies` list: only a fetched list names them.
  const binance = track(await startBinanceStandIn(['BTC', 'ETH', 'SOL', 'KMNO', 'ZEREBRO']));
  const names = track(await startCoinNamesStandIn());
  const entries: StandInEntry[] = [];
  const feed = await origin((path) => (path === '/rss' ? { body: rssDocument('Wire', entries.slice(-50)), type: 'application/rss+xml' } : undefined));
  const post = (title: string) => entries.push({ id: `e${entries.length}`, title, link: `https://news.example/${entries.length}`, time: Date.now() - 1_000 });
  const storage = await storageFor(backend === 'sqlite' ? join(dir, database) : undefined);
  const config: Partial<ServerConfig> = {
    ...storage,
    coins: true,
    binanceApi: binance.url,
    binanceFuturesApi: binance.url,
    coinNamesApi: names.url,
    sources: sourcesFile([{ kind: 'feed', name: 'Wire', url: `${feed.url}/rss`, intervalSeconds: 1 }]),
  };
  const service = async () => track(await startTestService(config));
  return { names, post, storage, service };
}

describe(`coin names kept current without a release (${backend})`, () => {
  it('detects a coin by a name only the fetched names list knows, and says the list’s state in /healthz', async () => {
    expect(bundledName('KMNO')).toBeUndefined();
    const { names, post, service } = await scene('fetched.db');
    const server = await service();
    await vi.waitFor(
      async () => expect((await namesHealth(server.url)).names).toMatchObject({ entries: expect.any(Number), error: null, fetchedAt: expect.any(Number) }),
      { timeout: 10_000 },
    );
    expect((await namesHealth(server.url)).names!.entries).toBeGreaterThan(1000);
    expect(names.requests.map((request) => request.path)).toEqual(['/api/v3/coins/list']);

    post('Kamino launches a lending market for tokenized stocks');
    post('Zerebro token jumps 30% after partnership');
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(2), { timeout: 10_000 });
    expect(await coinsOf(server.url, 'Kamino launches a lending market for tokenized stocks')).toEqual(['KMNO']);
    expect(await coinsOf(server.url, 'Zerebro token jumps 30% after partnership')).toEqual(['ZEREBRO']);
    // The public sees the state, not where the names come from.
    expect((await namesHealth(server.url, false)).names).toMatchObject({ error: null });
  });

  it('keeps detecting by the kept names when a later refresh answers 50 MB or garbage, and the service answers throughout', async () => {
    const { names, post, storage, service } = await scene('hostile.db');
    const first = await service();
    // Fetched and kept: the list is read in a worker, so "no error" is said before it is in.
    await vi.waitFor(
      async () => expect((await namesHealth(first.url)).names).toMatchObject({ error: null, entries: expect.toSatisfy((count: number) => count > 100) }),
      { timeout: 10_000 },
    );
    await closeNow(first);

    const entry = '{"id":"kamino-impostor","symbol":"kmno","name":"Impostor"},';
    const hostile = [
      { what: '50 MB of coins', reply: { body: `[${entry.repeat(Math.ceil((50 * 1024 * 1024) / entry.length))}{}]`, type: 'application/json' } },
      { what: 'garbage', reply: { body: '\u0000<html>rate limited</html>'.repeat(1000), type: 'application/json' } },
    ];
    for (const { what, reply } of hostile) {
      // The kept list is two days old: the start refreshes it at once.
      const store = await openStorage({ ...defaults, ...storage }, () => {});
      const kept = (await store.ingest.readDocument('coin-names'))!;
      await store.ingest.writeDocument('coin-names', kept.json, Date.now() - 2 * 86_400_000);
      await store.close();
      names.answer = reply;
      const asked = names.requests.length;

      const server = await service();
      await vi.waitFor(async () => expect((await namesHealth(server.url)).names?.error).toBeTruthy(), { timeout: 20_000 });
      expect(names.requests.length).toBe(asked + 1);
      const title = `Kamino adds a vault (${what})`;
      post(title);
      await vi.waitFor(async () => expect(await coinsOf(server.url, title)).toEqual(['KMNO']), { timeout: 10_000 });
      expect((await namesHealth(server.url)).names?.entries).toBeGreaterThan(100);
      // The public hears that the refresh failed, not what the names source said or where it is.
      expect((await namesHealth(server.url, false)).names?.error).toBe(WITHHELD);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await closeNow(server);
    }
  }, 60_000);
});
