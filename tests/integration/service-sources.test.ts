import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { atomDocument, bybitAnnouncements, jsonFeedDocument, rssDocument, type StandInEntry } from '@/devkit/stand-ins/documents';
import type { RunningServer } from '@/server/app';
import { defaults, type ServerConfig } from '@/server/config';
import { openStorage } from '@/server/storage/open';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { WITHHELD } from '@/server/routes/health';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, openSocket, spawnService, startTestService, storageArgs, storageFor, type Admin } from './helpers/local-service';

type Row = Record<string, unknown> & { _id: string; title: string; time: number; source?: string };
type Service = RunningServer & { admin: Admin };

const { dir, sourcesFile, origin, track, closeNow, binance } = sourcesScaffold('sources', { binance: true });

async function service(overrides: Partial<ServerConfig>): Promise<Service> {
  return track(await startTestService({ coins: true, binanceApi: binance().url, binanceFuturesApi: binance().url, ...overrides }));
}

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
type Health = { sources: { leader: boolean; file: string; reloadError: string | null; sources: { name: string; state: string; reason: string | null }[] } };
/** What the operator sees: /healthz with the admin token says why a source fails. */
const health = async (url: string) => (await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { leader: boolean; reloadError: string | null; sources: { name: string; state: string; reason: string | null; taken: number; lastItemAt: number | null }[] } };
const sourceState = async (url: string, name: string) => (await health(url)).sources.sources.find((source) => source.name === name)!;

const now = () => Date.now();
const entry = (id: string, title: string, ago = 60_000): StandInEntry => ({ id, title, link: `https://news.example/${id}`, summary: `About ${title}`, time: now() - ago });

describe(`the service gathers news itself (${backend})`, () => {
  it('takes a feed\'s entries once, with coins, prices and its name as source, across re-polls and a restart', async () => {
    let entries = [entry('a', 'Binance Will List dogwifhat (WIF)'), entry('b', 'Fed holds rates steady', 30_000)];
    const feed = await origin((path) => (path === '/rss' ? { body: rssDocument('Blog', entries), type: 'application/rss+xml', headers: { etag: `"${entries.length}"` } } : undefined));
    const file = sourcesFile([{ kind: 'feed', name: 'Blogs', url: `${feed.url}/rss`, intervalSeconds: 1 }]);
    const storage = await storageFor(backend === 'sqlite' ? join(dir, 'feed.db') : undefined);
    const first = await service({ ...storage, sources: file });

    await vi.waitFor(async () => expect(await news(first.url)).toHaveLength(2), { timeout: 10_000 });
    const [fed, wif] = await news(first.url);
    expect(wif).toMatchObject({ title: 'Binance Will List dogwifhat (WIF)', source: 'Blogs', url: 'https://news.example/a', body: 'About Binance Will List dogwifhat (WIF)' });
    expect(wif!.suggestions).toEqual([{ coin: 'WIF', found: ['dogwifhat', 'WIF'], symbols: expect.arrayContaining([{ exchange: 'binance-futures', symbol: 'WIFUSDT' }]) }]);
    expect(wif!.firstPrice).toEqual({ WIFUSDT: 0.42, WIFBTC: expect.any(Number) });
    expect(fed).toMatchObject({ title: 'Fed holds rates steady', suggestions: [] });
    expect(fed!.firstPrice).toBeUndefined();

    // Unchanged: the next polls send the ETag back and get 304.
    await vi.waitFor(() => expect(feed.requests.filter((request) => request.ifNoneMatch === '"2"').length).toBeGreaterThan(0), { timeout: 10_000 });
    entries = [entry('c', 'Solana Firedancer goes live on mainnet', 1_000), ...entries];
    await vi.waitFor(async () => expect(await news(first.url)).toHaveLength(3), { timeout: 10_000 });
    expect((await sourceState(first.url, 'Blogs')).taken).toBe(3);

    await closeNow(first);
    const second = await service({ ...storage, sources: file });
    await vi.waitFor(async () => expect((await sourceState(second.url, 'Blogs')).state).toBe('ok'), { timeout: 10_000 });
    expect((await news(second.url)).map((row) => row.title).sort()).toEqual(['Binance Will List dogwifhat (WIF)', 'Fed holds rates steady', 'Solana Firedancer goes live on mainnet']);
    expect((await sourceState(second.url, 'Blogs')).taken).toBe(0);
  });

  it('reads Atom and JSON Feed, takes duplicate guids once, leaves old entries unpublished and future dates at now', async () => {
    const atom = [entry('x1', 'Lido DAO proposes dual governance'), entry('x1', 'Lido DAO proposes dual governance (again)'), entry('old', 'An entry from last week', 7 * 86_400_000)];
    const json = [{ ...entry('j1', 'Celestia TIA unlock looms'), time: now() + 3_600_000 }];
    const feeds = await origin((path) =>
      path === '/atom' ? { body: atomDocument('A', atom), type: 'application/atom+xml' } : path === '/json' ? { body: jsonFeedDocument('J', json), type: 'application/feed+json' } : undefined,
    );
    const file = sourcesFile([
      { kind: 'feed', name: 'Atom blog', url: `${feeds.url}/atom`, intervalSeconds: 1 },
      { kind: 'feed', name: 'JSON blog', url: `${feeds.url}/json`, intervalSeconds: 1 },
    ]);
    const started = now();
    const server = await service({ ...(await storageFor()), sources: file });
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(2), { timeout: 10_000 });
    // Polled again, with nothing new to say.
    const polls = feeds.requests.length;
    await vi.waitFor(() => expect(feeds.requests.length).toBeGreaterThan(polls + 2), { timeout: 10_000 });
    const rows = await news(server.url);
    expect(rows.map((row) => [row.source, row.title])).toEqual(
      expect.arrayContaining([
        ['Atom blog', 'Lido DAO proposes dual governance'],
        ['JSON blog', 'Celestia TIA unlock looms'],
      ]),
    );
    expect(rows).toHaveLength(2);
    const celestia = rows.find((row) => row.source === 'JSON blog')!;
    expect(celestia.time).toBeGreaterThanOrEqual(started);
    expect(celestia.time).toBeLessThanOrEqual(now());
  });

  it('reports a hostile or broken origin on its source, and the other sources and clients carry on', async () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "lol">${levels}]><rss version="2.0"><channel><title>T</title><item><title>&l9;</title><guid>b</guid><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`;
    const hostile = await origin((path) => {
      if (path === '/huge') return { body: `<rss version="2.0"><channel><title>${huge}</title></channel></rss>`, type: 'application/rss+xml' };
      if (path === '/hang') return { hang: true };
      if (path === '/html') return { body: '<html><body>moved</body></html>', type: 'text/html' };
      if (path === '/busy') return { status: 429, headers: { 'retry-after': '3600' } };
      if (path === '/bomb') return { body: laughs, type: 'application/rss+xml' };
      if (path === '/good') return { body: rssDocument('Good', [entry('g', 'Bitcoin tops $100,000 as ETF inflows surge')]), type: 'application/rss+xml' };
      return undefined;
    });
    const file = sourcesFile([
      { kind: 'feed', name: 'Huge', url: `${hostile.url}/huge`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Hanging', url: `${hostile.url}/hang`, intervalSeconds: 1, timeoutSeconds: 1 },
      { kind: 'feed', name: 'Not a feed', url: `${hostile.url}/html`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Busy', url: `${hostile.url}/busy`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Billion laughs', url: `${hostile.url}/bomb`, intervalSeconds: 1 },
      { kind: 'feed', name: 'Good', url: `${hostile.url}/good`, intervalSeconds: 1 },
    ]);
    const server = await service({ ...(await storageFor()), sources: file });
    const reader = await openSocket(`${server.url.replace('http', 'ws')}/ws`);
    await vi.waitFor(
      async () => {
        const states = Object.fromEntries((await health(server.url)).sources.sources.map((source) => [source.name, [source.state, source.reason]]));
        expect(states).toEqual({
          Huge: ['failing', 'larger than 4194304 bytes'],
          Hanging: ['failing', 'no answer within 1 s'],
          'Not a feed': ['failing', expect.stringMatching(/^not a feed/)],
          Busy: ['failing', 'HTTP 429'],
          'Billion laughs': ['ok', null],
          Good: ['ok', null],
        });
      },
      { timeout: 15_000 },
    );
    // The public sees which sources fail, not why: their errors can name internal hosts and files.
    const open = ((await (await fetch(`${server.url}/healthz`)).json()) as Health).sources;
    expect(open.file).toBe(WITHHELD);
    expect(Object.fromEntries(open.sources.map((source) => [source.name, [source.state, source.reason]]))).toMatchObject({ Huge: ['failing', WITHHELD], Good: ['ok', null] });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('newsflash_sources_leader 1');
    expect(metrics).toContain('newsflash_source_up{source="Good"} 1');
    expect(metrics).toContain('newsflash_source_up{source="Huge"} 0');
    expect(metrics).toMatch(/newsflash_market_coins [1-9]\d+/);
    // The busy origin asked for an hour's rest and got it: asked once.
    expect(hostile.requests.filter((request) => request.path === '/busy')).toHaveLength(1);
    // The declared entity is left as written, not expanded a billion times.
    await vi.waitFor(() =>
      expect(reader.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: 'Bitcoin tops $100,000 as ETF inflows surge', source: 'Good' }), expect.objectContaining({ title: '&l9;', source: 'Billion laughs' })]),
      ),
    );
    expect(await (await fetch(`${server.url}/api/news`)).json()).toHaveLength(2);
    // How long each source has been quiet, for the dashboard: only sources that published have a time.
    const published = await (await fetch(`${server.url}/metrics`)).text();
    const newest = Number(/^newsflash_source_last_item_timestamp_seconds\{source="Good"\} (\S+)$/m.exec(published)?.[1]);
    expect(newest * 1000).toBeGreaterThan(Date.now() - 30 * 86_400_000);
    expect(published).not.toContain('newsflash_source_last_item_timestamp_seconds{source="Huge"}');
    reader.ws.close();
  });

  it('takes an exchange\'s announcements in Bybit\'s documented format, and folds the same news from a blog into one story', async () => {
    const listing = { id: 'b1', title: 'New Listing: BERA/USDT — Deposit Now Open', link: 'https://announcements.bybit.com/en/article/new-listing-bera', time: now() - 120_000 };
    let bybitAnswer = bybitAnnouncements([listing]);
    const origins = await origin((path) => {
      if (path === '/v5/announcements/index') return { body: bybitAnswer, type: 'application/json' };
      if (path === '/rss') return { body: rssDocument('Blog', [{ id: 'r1', title: 'Bybit lists Berachain', link: 'https://announcements.bybit.com/en/article/new-listing-bera/?utm_source=blog', time: now() - 60_000 }]), type: 'application/rss+xml' };
      return undefined;
    });
    const file = sourcesFile([
      { kind: 'bybit-announcements', name: 'Bybit', url: origins.url, intervalSeconds: 1 },
      { kind: 'feed', name: 'Blogs', url: `${origins.url}/rss`, intervalSeconds: 1 },
    ]);
    const server = await service({ ...(await storageFor()), sources: file });
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(2), { timeout: 10_000 });
    const rows = await news(server.url);
    const bybit = rows.find((row) => row.source === 'Bybit')!;
    const blog = rows.find((row) => row.source === 'Blogs')!;
    expect(bybit).toMatchObject({ title: listing.title, url: listing.link, time: listing.time, suggestions: [expect.objectContaining({ coin: 'BERA' })] });
    expect(bybit.notice).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Bybit', coins: ['BERA'], markets: ['BERA_USDT'] });
    expect(blog).not.toHaveProperty('notice');
    // Whichever reached the service first starts the story; the other joins it.
    expect([bybit.story ?? blog._id, blog.story ?? bybit._id]).toEqual([blog._id, bybit._id]);
    expect([bybit.story, blog.story].filter(Boolean)).toHaveLength(1);
    expect(origins.requests.find((request) => request.path.startsWith('/v5/'))!.path).toBe('/v5/announcements/index?locale=en-US&limit=20');

    bybitAnswer = JSON.stringify({ retCode: 10006, retMsg: 'Too many visits!', result: {} });
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Bybit')).toMatchObject({ state: 'failing', refusal: 'rate-limited', reason: 'Bybit rate-limited this address (retCode 10006)' }), { timeout: 10_000 });
  });

  it('relays another Newsflash: backfills what it missed, then live items, keeping their _id and time', async () => {
    const upstream = await startTestService();
    track(upstream);
    const missed = await upstream.admin.publishOk({ title: 'Published before we connected: $WIF rallies', time: now() - 60_000 });
    const file = sourcesFile([{ kind: 'upstream', name: 'Upstream', url: `${upstream.url.replace('http', 'ws')}/ws` }]);
    const server = await service({ ...(await storageFor()), sources: file });
    await vi.waitFor(async () => expect((await news(server.url)).map((row) => row._id)).toEqual([missed]), { timeout: 10_000 });
    const live = await upstream.admin.publishOk({ title: 'Published live: Binance Will List Ethena (ENA)' });
    await vi.waitFor(async () => expect((await news(server.url)).map((row) => row._id)).toEqual([live, missed]), { timeout: 10_000 });
    const [fromUpstream] = await news(upstream.url);
    const [relayed] = await news(server.url);
    expect(relayed).toMatchObject({ _id: fromUpstream!._id, time: fromUpstream!.time, title: fromUpstream!.title });
    // The upstream detected nothing (its coins are off); this service did.
    expect(relayed!.suggestions).toEqual([expect.objectContaining({ coin: 'ENA' })]);
    expect((await sourceState(server.url, 'Upstream')).state).toBe('ok');
  });

  it('classifies an upstream\'s exchange notices, which arrive without one (Tree of Alpha\'s shape), and no other item', async () => {
    const upstream = new ScriptedFeedServer();
    const address = await upstream.listen();
    track(upstream);
    const server = await service({ ...(await storageFor()), sources: sourcesFile([{ kind: 'upstream', name: 'Scripted', url: `ws://${address}/ws` }]) });
    await vi.waitFor(() => expect(upstream.accepted).toBe(1), { timeout: 10_000 });
    // The shapes of the real feed's frames (server/corpus/live-items.jsonl).
    const listing = upstream.publish({ title: 'Binance Futures Will Launch USDⓈ-M MEME Perpetual Contract With Up to 75x Leverage', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/x1', time: now() });
    const decoy = upstream.publish({ title: 'Introducing Example Protocol (EXMP) on Binance HODLer Airdrops!', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/x2', time: now() });
    const blog = upstream.publish({ title: 'COINDESK: Binance Will List a Coin, Sources Say', source: 'Blogs', url: 'https://blog.example/1', time: now() });
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(3), { timeout: 10_000 });
    const rows = await news(server.url);
    const by = (id: string) => rows.find((row) => row._id === id)!;
    expect(by(listing._id).notice).toEqual({ kind: 'futures-listing', sign: '+', exchange: 'Binance', coins: ['MEME'], markets: ['MEME_USDT'] });
    expect(by(decoy._id).notice).toEqual({ kind: 'launch-platform', exchange: 'Binance', coins: ['EXMP'], markets: [] });
    expect(by(blog._id)).not.toHaveProperty('notice');
  });

  it('reads no exchange into an operator\'s feed or a publisher\'s source named like one: only the exact known names carry a notice', async () => {
    const feed = await origin((path) => (path === '/rss' ? { body: rssDocument('Phish', [entry('p', 'Binance Will List Phish Coin (PHISH)')]), type: 'application/rss+xml' } : undefined));
    const server = await service({ ...(await storageFor()), sources: sourcesFile([{ kind: 'feed', name: 'binance-phish', url: `${feed.url}/rss`, intervalSeconds: 1 }]) });
    const published = async (source: string) => (await server.admin.publishOk({ title: `Binance Will List Look Alike (LOOK) via ${JSON.stringify(source)}`, source }));
    const lookAlikes = await Promise.all(['Binance EN phish', 'Binance_EN', 'Bіnance EN', 'Binance EN\u200b', 'binance en'].map(published));
    const real = await published('Binance EN');
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(7), { timeout: 10_000 });
    const rows = await news(server.url);
    const phish = rows.find((row) => row.source === 'binance-phish')!;
    expect(phish).toMatchObject({ title: 'Binance Will List Phish Coin (PHISH)' });
    expect(phish).not.toHaveProperty('notice');
    for (const id of lookAlikes) expect(rows.find((row) => row._id === id)!, id).not.toHaveProperty('notice');
    expect(rows.find((row) => row._id === real)!.notice).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['LOOK'], markets: [] });
  });

  it('logs in to an upstream with the key, reports a refused key, and cuts an upstream that floods, then reconnects', async () => {
    const upstream = new ScriptedFeedServer();
    const address = await upstream.listen();
    track(upstream);
    upstream.rejectKeys.add('wrong-key');
    const file = sourcesFile([{ kind: 'upstream', name: 'Scripted', url: `ws://${address}/ws`, key: 'wrong-key' }]);
    const server = await service({ ...(await storageFor()), sources: file });
    await vi.waitFor(() => expect(upstream.logins).toEqual(['wrong-key']), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Scripted')).toMatchObject({ state: 'failing', reason: 'login refused: Invalid API key (reading without a key, delayed)' }), { timeout: 10_000 });

    const accepted = upstream.accepted;
    for (let i = 0; i < 2_000; i++) upstream.publish();
    await vi.waitFor(async () => expect((await sourceState(server.url, 'Scripted')).reason).toBe('sent more than 50 frames a second'), { timeout: 10_000 });
    await vi.waitFor(() => expect(upstream.accepted).toBeGreaterThan(accepted), { timeout: 10_000 });
    // What came within the budget, and the backfill after reconnecting, is taken, each once.
    await vi.waitFor(async () => expect((await news(server.url)).length).toBeGreaterThanOrEqual(100), { timeout: 15_000 });
    expect(((await (await fetch(`${server.url}/healthz`)).json()) as { items: number }).items).toBeLessThan(2_000);
  });

  it('gives an operator\'s item without suggestions its coins and prices, and keeps a publisher\'s own', async () => {
    const server = await service(await storageFor());
    await vi.waitFor(async () => expect(((await (await fetch(`${server.url}/healthz`)).json()) as { markets: { coins: number } }).markets.coins).toBeGreaterThan(100), { timeout: 15_000 });
    const detected = await server.admin.publishOk({ title: 'Arbitrum DAO approves gaming catalyst program' });
    const own = await server.admin.publishOk({ title: 'Arbitrum news', suggestions: [] });
    const rows = await news(server.url);
    expect(rows.find((row) => row._id === detected)).toMatchObject({ suggestions: [expect.objectContaining({ coin: 'ARB', found: ['Arbitrum'] })], firstPrice: { ARBUSDT: 0.21, ARBBTC: expect.any(Number) } });
    expect(rows.find((row) => row._id === own)).toMatchObject({ suggestions: [] });
  });

  it.runIf(backend === 'postgres')('runs the sources on one node of a cluster, publishing each entry once, and another node takes over when it stops', async () => {
    const feed = await origin((path) => (path === '/rss' ? { body: rssDocument('Blog', [entry('c1', 'Ethereum Pectra upgrade date set for May 7')]), type: 'application/rss+xml' } : undefined));
    const file = sourcesFile([{ kind: 'feed', name: 'Blogs', url: `${feed.url}/rss`, intervalSeconds: 1 }]);
    const shared = await storageFor();
    const [a, b] = await Promise.all([service({ ...shared, sources: file }), service({ ...shared, sources: file })]);
    await vi.waitFor(async () => expect(await news(a.url)).toHaveLength(1), { timeout: 10_000 });
    const leaders = await Promise.all([a, b].map(async (node) => (await health(node.url)).sources.leader));
    expect(leaders.filter(Boolean)).toHaveLength(1);
    const [leader, other] = leaders[0] ? [a, b] : [b, a];
    await closeNow(leader);
    // The stopping node gave its lease back: the other takes the sources at its next renewal.
    await vi.waitFor(async () => expect((await health(other.url)).sources.leader).toBe(true), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await sourceState(other.url, 'Blogs')).state).toBe('ok'), { timeout: 10_000 });
    expect(await news(other.url)).toHaveLength(1);
  });
});

describe(`what the sources keep in storage (${backend})`, () => {
  it('claims an entry for exactly one of several racing nodes, and leases the sources to one node at a time', async () => {
    const config = { ...defaults, adminToken: 'x', adminTokenGenerated: false, ...(await storageFor(backend === 'sqlite' ? join(dir, 'race.db') : undefined)) };
    const [one, two] = await Promise.all([openStorage(config, () => {}), openStorage(config, () => {})]);
    try {
      const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).ingest.claim('feed https://e.example/rss', 'guid-1')));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await one.ingest.claim('feed https://other.example/rss', 'guid-1')).toBe(true);
      // What a source has remembered, for its first answer (FirstAnswer): per source, seen by every node.
      expect(await two.ingest.hasClaims('feed https://e.example/rss')).toBe(true);
      expect(await two.ingest.hasClaims('feed https://none.example/rss')).toBe(false);
      await one.ingest.unclaim('feed https://other.example/rss', 'guid-1');
      expect(await two.ingest.hasClaims('feed https://other.example/rss')).toBe(false);
      // A time-less entry still listed is seen again, so never forgotten while it is; only stale claims are touched.
      expect(await one.ingest.claim('feed https://t.example/rss', 'listed', 1_000)).toBe(true);
      expect(await one.ingest.claim('feed https://t.example/rss', 'fresh', 5_000)).toBe(true);
      expect(await one.ingest.claim('feed https://t.example/rss', 'gone', 1_000)).toBe(true);
      await two.ingest.touch('feed https://t.example/rss', ['listed', 'fresh', 'never-claimed'], 9_000, 2_000);
      await two.ingest.touch('feed https://t.example/rss', [], 9_000, 2_000);
      await one.ingest.forget(4_000);
      expect(await one.ingest.claim('feed https://t.example/rss', 'listed', 10_000)).toBe(false);
      expect(await one.ingest.claim('feed https://t.example/rss', 'gone', 10_000)).toBe(true);
      await one.ingest.forget(6_000);
      expect(await one.ingest.claim('feed https://t.example/rss', 'fresh', 10_000)).toBe(true);
      expect(await one.ingest.claim('feed https://t.example/rss', 'listed', 10_000)).toBe(false);
      expect(await one.ingest.claim('feed https://t.example/rss', 'never-claimed', 10_000)).toBe(true);

      expect(await one.ingest.lease('sources', 'a', 30_000, 1_000)).toBe(true);
      expect(await two.ingest.lease('sources', 'b', 30_000, 2_000)).toBe(false);
      expect(await one.ingest.lease('sources', 'a', 30_000, 20_000)).toBe(true);
      // A holder that stopped renewing loses the lease once it lapses.
      expect(await two.ingest.lease('sources', 'b', 30_000, 50_001)).toBe(true);
      expect(await one.ingest.lease('sources', 'a', 30_000, 50_002)).toBe(false);
      await two.ingest.release('sources', 'b');
      expect(await one.ingest.lease('sources', 'a', 30_000, 50_003)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('the sources file', () => {
  it('refuses to start the service with a bad file, naming the entry', async () => {
    const file = sourcesFile([{ kind: 'feed', name: 'Bad', url: 'ftp://nope' }]);
    await expect(startTestService({ sources: file })).rejects.toThrow(`sources file ${file}: sources[0] ("Bad"): url: an http(s) URL`);
  });

  it('is re-read on SIGHUP without dropping a socket; a bad edit changes nothing and says why', async () => {
    const feed = await origin((path) =>
      path === '/one' ? { body: rssDocument('One', [entry('o1', 'First feed headline here')]), type: 'application/rss+xml' } : path === '/two' ? { body: rssDocument('Two', [entry('t1', 'Second feed headline here')]), type: 'application/rss+xml' } : undefined,
    );
    const file = sourcesFile([{ kind: 'feed', name: 'One', url: `${feed.url}/one`, intervalSeconds: 1 }]);
    const node = await spawnService(['--port', '0', ...storageArgs(await storageFor()), '--admin-token', ADMIN, '--sources', file]);
    track({ close: () => node.stop() });
    await vi.waitFor(async () => expect(await news(node.url)).toHaveLength(1), { timeout: 10_000 });
    const reader = await openSocket(`${node.url.replace('http', 'ws')}/ws`);

    writeFileSync(file, JSON.stringify({ sources: [{ kind: 'feed', name: 'One', url: `${feed.url}/one`, intervalSeconds: 1 }, { kind: 'feed', name: 'Two', url: `${feed.url}/two`, intervalSeconds: 1 }] }));
    node.child.kill('SIGHUP');
    await vi.waitFor(() => expect(reader.json()).toEqual([expect.objectContaining({ title: 'Second feed headline here' })]), { timeout: 10_000 });

    writeFileSync(file, '{"sources": [{"kind": "feed"}]}');
    node.child.kill('SIGHUP');
    await vi.waitFor(async () => expect((await health(node.url)).sources.reloadError).toMatch(/sources\[0\]: name: expected string/), { timeout: 10_000 });
    expect((await health(node.url)).sources.sources.map((source) => [source.name, source.state])).toEqual([
      ['One', 'ok'],
      ['Two', 'ok'],
    ]);
    expect(reader.ws.readyState).toBe(reader.ws.OPEN);
    reader.ws.close();
  });
});
