import { describe, expect, it, vi } from 'vitest';
import { standInListings } from '@/devkit/stand-ins/binance-markets';
import { rssDocument, type StandInEntry } from '@/devkit/stand-ins/documents';
import type { OriginReply } from '@/devkit/stand-ins/origin-server';
import type { RunningServer } from '@/server/app';
import type { ServerConfig } from '@/server/config';
import { USER_AGENT } from '@/server/outbound/user-agent';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, spawnService, startTestService, storageFor } from './helpers/local-service';

type Row = { _id: string; title: string; source?: string; firstPrice?: unknown; suggestions?: { coin: string }[] };

const { sourcesFile, origin, track } = sourcesScaffold('origins');

async function service(overrides: Partial<ServerConfig>): Promise<RunningServer> {
  return track(await startTestService({ ...(await storageFor()), ...overrides }));
}

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const sources = async (url: string) =>
  Object.fromEntries(
    ((await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: { name: string; state: string; reason: string | null }[] } }).sources.sources.map((source) => [
      source.name,
      [source.state, source.reason],
    ]),
  );
const entry = (id: string, title: string): StandInEntry => ({ id, title, link: `https://news.example/${id}`, time: Date.now() - 60_000 });
const rss = (id: string, title: string): OriginReply => ({ body: rssDocument('Feed', [entry(id, title)]), type: 'application/rss+xml' });

describe(`where the service connects (${backend})`, () => {
  it('follows no redirect from a feed to another port of the host, says why on the source, and its loopback sources carry on', async () => {
    // What listens on the host beside the service: an admin panel, a metadata endpoint, a database.
    const internal = await origin((path) => (path === '/secret' ? rss('s', 'Internal secret headline') : path === '/named' ? rss('n', 'Reached by name, as allowed') : undefined));
    const internalPort = new URL(internal.url).port;
    const agents: (string | undefined)[] = [];
    const feed = await origin((path, request) => {
      agents.push(request.headers['user-agent']);
      if (path === '/moved') return { status: 302, headers: { location: `${internal.url}/secret` } };
      if (path === '/moved-by-name') return { status: 307, headers: { location: `http://localhost:${internalPort}/named` } };
      if (path === '/here') return { status: 301, headers: { location: '/direct' } };
      if (path === '/direct') return rss('d', 'Direct headline from a loopback source');
      return undefined;
    });
    const file = sourcesFile([
      { kind: 'feed', name: 'Redirected', url: `${feed.url}/moved`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Allowed', url: `${feed.url}/moved-by-name`, intervalSeconds: 1, allowPrivate: true },
      { kind: 'feed', name: 'Loopback', url: `${feed.url}/here`, intervalSeconds: 1 },
    ]);
    const server = await service({ sources: file });

    await vi.waitFor(
      async () =>
        expect(await sources(server.url)).toEqual({
          Redirected: ['failing', `redirected to 127.0.0.1:${internalPort}, a loopback address: refused (a source reaches such addresses only with "allowPrivate": true)`],
          Allowed: ['ok', null],
          Loopback: ['ok', null],
        }),
      { timeout: 10_000 },
    );
    // Asked again and again (backing off), the feed never gets the service to the internal port.
    await vi.waitFor(() => expect(feed.requests.filter((request) => request.path === '/moved').length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(internal.requests.map((request) => request.path)).not.toContain('/secret');
    expect(internal.requests.map((request) => request.path)).toContain('/named');
    expect((await news(server.url)).map((row) => row.title).sort()).toEqual(['Direct headline from a loopback source', 'Reached by name, as allowed']);
    expect(new Set(agents)).toEqual(new Set([USER_AGENT]));
    expect(USER_AGENT).toMatch(/^Newsflash\/\d+\.\d+\.\d+ \(\+https:\/\/.+\)$/);
  });

  it('reads a feed in the charset it declares, in its Content-Type or its XML declaration', async () => {
    const title = 'Revolução – Brazil’s €5 crypto tax';
    // Windows-1252 for the characters past ASCII; the dash, quote and euro are where it differs from ISO-8859-1.
    const cp1252 = (text: string) => Buffer.from([...text].map((char) => ({ '–': 0x96, '’': 0x92, '€': 0x80 })[char] ?? char.charCodeAt(0)));
    const document = (id: string) => rssDocument('Portuguese', [entry(id, `${title} (${id})`)]);
    const feeds = await origin((path) => {
      if (path === '/header') return { body: cp1252(document('header')), type: 'application/rss+xml; charset=windows-1252' };
      if (path === '/prolog') return { body: cp1252(document('prolog').replace('encoding="UTF-8"', 'encoding="windows-1252"')), type: 'application/rss+xml' };
      return undefined;
    });
    const file = sourcesFile([
      { kind: 'feed', name: 'Header', url: `${feeds.url}/header`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Prolog', url: `${feeds.url}/prolog`, intervalSeconds: 1 },
    ]);
    const server = await service({ sources: file });
    await vi.waitFor(async () => expect((await news(server.url)).map((row) => row.title).sort()).toEqual([`${title} (header)`, `${title} (prolog)`]), { timeout: 10_000 });
  });

  it('refuses at start a source address with a user name or password, and never shows them', async () => {
    const file = sourcesFile([{ kind: 'feed', name: 'Tokened', url: 'https://alice:token-s3cret@feeds.example/rss' }]);
    const failed = await spawnService(['--port', '0', '--db', ':memory:', '--admin-token', ADMIN, '--sources', file]).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failed).toContain('sources[0] ("Tokened"): url: no user name or password in the address');
    for (const secret of ['alice', 'token-s3cret']) expect(failed).not.toContain(secret);
  });

  it('publishes a poll\'s coin-naming items within one short wait when the price endpoint never answers', async () => {
    const { spot, futures } = standInListings(['WIF', 'ARB', 'SOL', 'DOGE', 'LDO', 'GALA', 'BTC']);
    const exchange = await origin((path) => {
      if (path === '/api/v3/exchangeInfo') return { body: JSON.stringify({ symbols: spot }), type: 'application/json' };
      if (path === '/fapi/v1/exchangeInfo') return { body: JSON.stringify({ symbols: futures }), type: 'application/json' };
      if (path === '/api/v3/ticker/price') return { hang: true };
      return undefined;
    });
    const titles = ['dogwifhat (WIF)', 'Arbitrum (ARB)', 'Solana (SOL)', 'Dogecoin (DOGE)', 'Lido (LDO)', 'Gala (GALA)'].map((coin) => `Binance Will List ${coin}`);
    let ready = false;
    const feed = await origin((path) => (path === '/rss' && ready ? { body: rssDocument('Listings', titles.map((title, i) => entry(`l${i}`, title))), type: 'application/rss+xml' } : undefined));
    const server = await service({ coins: true, binanceApi: exchange.url, binanceFuturesApi: exchange.url, sources: sourcesFile([{ kind: 'feed', name: 'Listings', url: `${feed.url}/rss`, intervalSeconds: 1 }]) });
    await vi.waitFor(async () => expect(((await (await fetch(`${server.url}/healthz`)).json()) as { markets: { coins: number } }).markets.coins).toBeGreaterThan(5), { timeout: 10_000 });
    ready = true;
    // Waiting the request's whole timeout per item took half a minute; one short wait for the poll is well within this.
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(6), { timeout: 6_000, interval: 100 });
    const rows = await news(server.url);
    expect(rows.map((row) => row.suggestions?.[0]?.coin).sort()).toEqual(['ARB', 'DOGE', 'GALA', 'LDO', 'SOL', 'WIF']);
    expect(rows.filter((row) => row.firstPrice !== undefined)).toEqual([]);
    expect(exchange.requests.filter((request) => request.path === '/api/v3/ticker/price')).toHaveLength(1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
