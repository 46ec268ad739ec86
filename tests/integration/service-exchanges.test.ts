import { describe, expect, it, vi } from 'vitest';
import { BINANCE_EMPTY_ANSWER, BINANCE_NOTICES_PATH, binanceArticlesAnswer, binanceCatalogAnswer, type BinanceNotice } from '@/devkit/stand-ins/binance-notices';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '@/devkit/stand-ins/jetstream';
import { OKX_NOTICES_PATH, OKX_RATE_LIMITED, okxAnswer, type OkxNotice } from '@/devkit/stand-ins/okx-notices';
import type { OriginReply } from '@/devkit/stand-ins/origin-server';
import { UPBIT_NOTICES_PATH, upbitAnswer, type UpbitNotice } from '@/devkit/stand-ins/upbit-notices';
import type { RunningServer } from '@/server/app';
import type { ServerConfig } from '@/server/config';
import { WITHHELD } from '@/server/routes/health';
import { backlogAsLive } from './helpers/backlog';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor, type Admin } from './helpers/local-service';

type Row = Record<string, unknown> & { _id: string; title: string; time: number; source?: string; category?: string };
type Service = RunningServer & { admin: Admin };
type Summary = { median: number; p95: number; count: number } | null;
type SourceView = {
  name: string;
  state: string;
  reason: string | null;
  refusal: string | null;
  taken: number;
  skipped: number;
  delay: { published: Summary; sent: Summary };
};

const { sourcesFile, origin, track, binance } = sourcesScaffold('exchanges', { binance: true });

async function service(overrides: Partial<ServerConfig>): Promise<Service> {
  return track(await startTestService({ ...(await storageFor()), coins: true, binanceApi: binance().url, binanceFuturesApi: binance().url, ...overrides }));
}

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const healthOf = async (url: string, admin = true) => (await (await fetch(`${url}/healthz`, admin ? { headers: { authorization: `Bearer ${ADMIN}` } } : {})).json()) as { sources: { sources: SourceView[] } };
const sourceState = async (url: string, name: string, admin = true) => (await healthOf(url, admin)).sources.sources.find((source) => source.name === name)!;
const json = (body: string, status = 200): OriginReply => ({ status, body, type: 'application/json' });
const now = () => Date.now();

describe(`exchange notices and Bluesky posts (${backend})`, () => {
  it('takes Binance\'s, OKX\'s and Upbit\'s notices with their category, coins and times, and tells each source\'s delay to the admin', async () => {
    const listing: BinanceNotice = { id: 1, code: 'b1c2d3', title: 'Binance Will List Sei (SEI)', releaseDate: now() - 3_000 };
    const okx: OkxNotice = { annType: 'announcements-new-listings', title: 'OKX to list Celestia (TIA) for spot trading', url: 'https://www.okx.com/help/okx-to-list-tia', pTime: now() - 2_000, businessPTime: now() - 900_000 };
    const upbit: UpbitNotice = { id: 5001, title: '세이(SEI) 원화 마켓 디지털 자산 추가', category: '거래', time: now() - 4_000 };
    const languages: (string | undefined)[] = [];
    const articles = [{ id: 2, code: 'delist9', title: 'Binance Will Delist ZIL' }];
    const exchanges = await origin((path, request) => {
      if (path === BINANCE_NOTICES_PATH) {
        const catalog = new URL(request.url!, 'http://x').searchParams.get('catalogId');
        return json(catalog === '48' ? binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [listing]) : binanceArticlesAnswer(articles));
      }
      if (path === OKX_NOTICES_PATH) {
        languages.push(request.headers['accept-language']);
        return json(okxAnswer(new URL(request.url!, 'http://x').searchParams.get('annType') === 'announcements-new-listings' ? [okx] : []));
      }
      if (path === UPBIT_NOTICES_PATH) return { ...json(upbitAnswer([upbit])), headers: { etag: '"u1"' } };
      return undefined;
    });
    const server = await service({
      sources: sourcesFile([
        { kind: 'binance-announcements', name: 'Binance', url: exchanges.url, intervalSeconds: 1 },
        { kind: 'okx-announcements', name: 'OKX', url: exchanges.url, intervalSeconds: 1, language: 'ko-KR' },
        { kind: 'upbit-announcements', name: 'Upbit', url: exchanges.url, intervalSeconds: 1 },
      ]),
    });

    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(3), { timeout: 15_000 });
    // The data.articles shape has no time: its first answer is remembered, not news (its notices' age is unknown).
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance')).toMatchObject({ state: 'ok', taken: 1 }), { timeout: 10_000 });
    articles.unshift({ id: 3, code: 'delist10', title: 'Binance Will Delist ONT' });
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(4), { timeout: 15_000 });
    const rows = await news(server.url);
    expect(rows.some((row) => row.title === 'Binance Will Delist ZIL')).toBe(false);
    const by = (title: string) => rows.find((row) => row.title === title)!;
    expect(by(listing.title)).toMatchObject({ source: 'Binance EN', category: 'New Cryptocurrency Listing', url: 'https://www.binance.com/en/support/announcement/b1c2d3', time: listing.releaseDate });
    expect(by(listing.title).suggestions).toEqual([expect.objectContaining({ coin: 'SEI' })]);
    // A notice new in a later answer is news, at the moment of reading.
    expect(by('Binance Will Delist ONT')).toMatchObject({ source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/delist10', time: expect.any(Number) });
    expect(by('Binance Will Delist ONT').category).toBeUndefined();
    expect(by(okx.title)).toMatchObject({ source: 'OKX', category: 'announcements-new-listings', url: okx.url, time: okx.pTime });
    expect(by(upbit.title)).toMatchObject({ source: 'Upbit', category: '거래', url: 'https://upbit.com/service_center/notice?id=5001', time: Math.floor(upbit.time / 1000) * 1000 });
    expect(by(upbit.title).suggestions).toEqual([expect.objectContaining({ coin: 'SEI', found: expect.arrayContaining(['SEI']) })]);
    // Each exchange's notice says what it announces (server/notices/).
    expect(by(listing.title).notice).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['SEI'], markets: [] });
    expect(by('Binance Will Delist ONT').notice).toEqual({ kind: 'delisting', sign: '-', exchange: 'Binance', coins: ['ONT'], markets: [] });
    expect(by(okx.title).notice).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'OKX', coins: ['TIA'], markets: [] });
    expect(by(upbit.title).notice).toEqual({ kind: 'new-markets', sign: '+', exchange: 'Upbit', coins: ['SEI'], markets: ['SEI_KRW'] });

    const paths = exchanges.requests.map((request) => request.path);
    expect(paths).toContain(`${BINANCE_NOTICES_PATH}?type=1&catalogId=48&pageNo=1&pageSize=20`);
    expect(paths).toContain(`${BINANCE_NOTICES_PATH}?type=1&catalogId=161&pageNo=1&pageSize=20`);
    expect(paths).toContain(`${OKX_NOTICES_PATH}?annType=announcements-delistings`);
    expect(paths).toContain(`${UPBIT_NOTICES_PATH}?os=web&page=1&per_page=20&category=trade`);
    expect(languages[0]).toBe('ko-KR');
    // Upbit's ETag goes back: an unchanged list costs a 304.
    await vi.waitFor(() => expect(exchanges.requests.some((request) => request.path.startsWith(UPBIT_NOTICES_PATH) && request.ifNoneMatch === '"u1"')).toBe(true), { timeout: 10_000 });

    const okxSource = await sourceState(server.url, 'OKX');
    expect(okxSource).toMatchObject({ state: 'ok', refusal: null, taken: 1 });
    expect(okxSource.delay.published!.median).toBeGreaterThanOrEqual(2);
    expect(okxSource.delay.sent).toMatchObject({ count: 1 });
    expect((await sourceState(server.url, 'OKX', false)).delay).toEqual({ published: null, sent: null });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/newsflash_source_delay_seconds_count\{source="Binance",stage="published"\} 2/);
    expect(metrics).toMatch(/newsflash_source_delay_seconds_count\{source="Upbit",stage="sent"\} 1/);
  });

  it('names a refusing or rate-limiting exchange (Upbit 403, OKX 429 with 50011, Binance\'s empty data, Bybit\'s 403 ban) while the others carry on', async () => {
    let binanceAnswer = BINANCE_EMPTY_ANSWER;
    let blog = [{ id: 'f1', title: 'Fed holds rates steady', link: 'https://blog.example/f1', time: now() - 1_000 }];
    const okxAsked: number[] = [];
    let bybitAsked = 0;
    const exchanges = await origin((path) => {
      if (path === '/v5/announcements/index') {
        bybitAsked++;
        return { status: 403, body: 'access too frequent', type: 'text/plain' };
      }
      if (path === BINANCE_NOTICES_PATH) return json(binanceAnswer);
      if (path === OKX_NOTICES_PATH) {
        okxAsked.push(performance.now());
        return json(OKX_RATE_LIMITED, 429);
      }
      if (path === UPBIT_NOTICES_PATH) return { status: 403, body: '<html>Forbidden</html>', type: 'text/html' };
      if (path === '/rss') return { body: rssDocument('Blog', blog), type: 'application/rss+xml' };
      return undefined;
    });
    const server = await service({
      sources: sourcesFile([
        { kind: 'binance-announcements', name: 'Binance', url: exchanges.url, catalogIds: [48], intervalSeconds: 1 },
        { kind: 'okx-announcements', name: 'OKX', url: exchanges.url, annTypes: ['announcements-new-listings'], intervalSeconds: 1 },
        { kind: 'upbit-announcements', name: 'Upbit', url: exchanges.url, intervalSeconds: 1 },
        { kind: 'feed', name: 'Blogs', url: `${exchanges.url}/rss`, intervalSeconds: 1 },
        { kind: 'bybit-announcements', name: 'Bybit', url: exchanges.url, intervalSeconds: 1 },
      ]),
    });
    await vi.waitFor(
      async () => {
        const sources = (await healthOf(server.url)).sources.sources;
        const of = (name: string) => sources.find((source) => source.name === name);
        expect(of('Upbit')).toMatchObject({ state: 'failing', refusal: 'refused', reason: expect.stringContaining('Upbit refused this address (HTTP 403)') });
        expect(of('OKX')).toMatchObject({ state: 'failing', refusal: 'rate-limited', reason: expect.stringContaining('OKX rate-limited this address (HTTP 429, code 50011') });
        expect(of('Binance')).toMatchObject({ state: 'failing', refusal: 'rate-limited', reason: expect.stringContaining('slow down') });
        expect(of('Blogs')).toMatchObject({ state: 'ok', taken: 1 });
        expect(of('Bybit')).toMatchObject({ state: 'failing', refusal: 'refused', reason: expect.stringContaining('Bybit refused this address (HTTP 403)') });
      },
      { timeout: 15_000 },
    );
    // The public sees who refuses, not the words (they may name internal hosts).
    expect(await sourceState(server.url, 'Upbit', false)).toMatchObject({ refusal: 'refused', reason: WITHHELD });

    blog = [{ id: 'f2', title: 'Second post', link: 'https://blog.example/f2', time: now() }, ...blog];
    binanceAnswer = binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [{ id: 3, code: 'back1', title: 'Binance Will List Celestia (TIA)', releaseDate: now() }]);
    await vi.waitFor(async () => expect((await news(server.url)).map((row) => row.title).sort()).toEqual(['Binance Will List Celestia (TIA)', 'Fed holds rates steady', 'Second post']), { timeout: 20_000 });
    // The state is set once the whole answer is read, a moment after its notice is stored.
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance')).toMatchObject({ state: 'ok', refusal: null, reason: null }), { timeout: 5_000 });
    // OKX sends no Retry-After with its 429: it is left alone 10 s each time, not asked every second.
    expect(okxAsked.slice(1).every((at, index) => at - okxAsked[index]! >= 9_900)).toBe(true);
    // Bybit's 403 bans the address for 10 minutes: it is not asked again meanwhile, whatever its 1 s interval.
    expect(bybitAsked).toBe(1);
  });

  it('keeps hostile answers within the edge budgets: huge titles, bad types, a 5 MB body', async () => {
    // Within the 1 MB an answer may hold, a thousand times a title's budget.
    const huge = 'S'.repeat(400_000);
    const okxBody = JSON.parse(okxAnswer([{ annType: 'x'.repeat(500), title: huge, url: 'https://www.okx.com/help/huge', pTime: now() }])) as { data: { details: unknown[] }[] };
    okxBody.data[0]!.details.push({ title: 7, url: 'https://www.okx.com/help/7', pTime: String(now()) }, { title: 'script', url: 'javascript:alert(1)', pTime: String(now()) }, { title: 'Fine OKX notice', url: 'https://www.okx.com/help/fine', pTime: now() });
    const exchanges = await origin((path) => {
      if (path === BINANCE_NOTICES_PATH) return json(JSON.stringify({ code: '000000', data: { catalogs: [{ catalogName: 5, articles: [{ code: 'ok1', title: 'A fine Binance notice' }] }], articles: [{ code: { nested: true }, title: 'bad code' }] }, pad: 'p'.repeat(5 * 1024 * 1024) }));
      if (path === OKX_NOTICES_PATH) return json(JSON.stringify(okxBody));
      if (path === UPBIT_NOTICES_PATH) return json(upbitAnswer([{ id: 9, title: `<b>${huge}</b>`, category: 'c'.repeat(300), time: now() }]));
      return undefined;
    });
    const server = await service({
      sources: sourcesFile([
        { kind: 'binance-announcements', name: 'Binance', url: exchanges.url, catalogIds: [48], intervalSeconds: 1 },
        { kind: 'okx-announcements', name: 'OKX', url: exchanges.url, annTypes: ['announcements-new-listings'], intervalSeconds: 1 },
        { kind: 'upbit-announcements', name: 'Upbit', url: exchanges.url, intervalSeconds: 1 },
      ]),
    });
    await vi.waitFor(async () => expect(await news(server.url)).toHaveLength(2), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance')).toMatchObject({ state: 'failing', reason: expect.stringContaining('larger than 1048576 bytes') }), { timeout: 10_000 });
    const rows = await news(server.url);
    const okx = rows.find((row) => row.source === 'OKX')!;
    const upbit = rows.find((row) => row.source === 'Upbit')!;
    // OKX's notice with a bad title is dropped alone; its huge one is cut, as its category is.
    expect(okx).toMatchObject({ title: `${'S'.repeat(299)}…`, category: `${'x'.repeat(99)}…` });
    expect(upbit).toMatchObject({ title: `${'S'.repeat(299)}…`, category: `${'c'.repeat(99)}…` });
    expect(rows.some((row) => row.title === 'Fine OKX notice')).toBe(false);
    expect((await sourceState(server.url, 'OKX')).taken).toBe(1);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('publishes Bluesky posts of the chosen accounts in the feed\'s social shape, and loses none over a reconnect', async () => {
    const alice: StandInAccount = { did: 'did:plc:alice0000000000000000000', handle: 'alice.bsky.social', displayName: 'Alice', avatar: 'https://cdn.bsky.app/img/avatar/alice.jpg' };
    const bob: StandInAccount = { did: 'did:plc:bob00000000000000000000000', handle: 'bob.bsky.social', displayName: 'Bob' };
    const stranger = 'did:plc:stranger0000000000000000';
    const appView = await origin((path, request) => {
      if (path !== '/xrpc/app.bsky.actor.getProfiles') return undefined;
      return json(profilesAnswer([alice, bob], new URL(request.url!, 'http://x').searchParams.getAll('actors')));
    });
    const jetstream = new JetstreamStandIn();
    await jetstream.start();
    track({ close: () => jetstream.stop() });
    const server = await service({ sources: sourcesFile([{ kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: appView.url, handles: ['alice.bsky.social', 'bob.bsky.social', 'nobody.bsky.social'] }]) });
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(1), { timeout: 10_000 });
    expect(jetstream.connections[0]!.getAll('wantedDids').sort()).toEqual([alice.did, bob.did]);
    expect(jetstream.connections[0]!.getAll('wantedCollections')).toEqual(['app.bsky.feed.post']);

    const first = jetstream.post(alice.did, 'Binance will list Sei (SEI)');
    jetstream.identity(stranger, 'stranger.bsky.social');
    jetstream.post(stranger, 'not chosen');
    jetstream.raw('{not json');
    jetstream.raw(JSON.stringify({ did: alice.did, time_us: 'soon', kind: 'commit', commit: { operation: 'create' } }));
    jetstream.post(bob.did, 'Quite right', { reply: { root: { uri: `at://${alice.did}/app.bsky.feed.post/${first}`, cid: 'c' }, parent: { uri: `at://${alice.did}/app.bsky.feed.post/${first}`, cid: 'c' } } });
    await vi.waitFor(async () => expect(await backlogAsLive(server.url)).toHaveLength(2), { timeout: 10_000 });
    const [reply, post] = await backlogAsLive(server.url);
    expect(post).toMatchObject({
      title: 'Alice (@alice.bsky.social)',
      body: 'Binance will list Sei (SEI)',
      icon: alice.avatar,
      link: `https://bsky.app/profile/alice.bsky.social/post/${first}`,
      type: 'direct',
      network: 'bluesky',
      info: { twitterId: alice.did, isReply: false, isQuote: false, isRetweet: false, isSelfReply: false },
    });
    expect(post).not.toHaveProperty('source');
    expect(post!.suggestions).toEqual([expect.objectContaining({ coin: 'SEI' })]);
    // In the backlog's shape, as the real service answers posts: "Twitter", the text folded, the link as url.
    expect((await news(server.url)).find((row) => row._id === post!._id)).toMatchObject({ source: 'Twitter', network: 'bluesky', title: 'Alice (@alice.bsky.social): Binance will list Sei (SEI)', url: post!.link });
    expect(reply).toMatchObject({ title: 'Bob (@bob.bsky.social)', type: 'direct', info: { isReply: true, twitterId: bob.did, replyUser: { name: 'Alice', screen_name: 'alice.bsky.social', text: '' } } });

    // Cut mid-stream: posts made meanwhile come with the resume, the one at the cursor is replayed and published once.
    const lastSeen = jetstream.events.at(-1)!.time_us;
    await jetstream.stop();
    jetstream.post(alice.did, 'While away 1');
    jetstream.post(bob.did, 'While away 2', { embed: { $type: 'app.bsky.embed.record', record: { uri: `at://${stranger}/app.bsky.feed.post/q1`, cid: 'c' } } });
    await jetstream.start();
    await vi.waitFor(() => expect(jetstream.connections.length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(Number(jetstream.connections.at(-1)!.get('cursor'))).toBe(lastSeen);
    jetstream.post(alice.did, 'Live again');
    await vi.waitFor(async () => expect(await backlogAsLive(server.url)).toHaveLength(5), { timeout: 10_000 });
    const bodies = (await backlogAsLive(server.url)).map((row) => row.body).sort();
    expect(bodies).toEqual(['Binance will list Sei (SEI)', 'Live again', 'Quite right', 'While away 1', 'While away 2']);
    expect((await backlogAsLive(server.url)).find((row) => row.body === 'While away 2')).toMatchObject({ info: { isQuote: true, quotedUser: { screen_name: stranger } } });
    expect(await sourceState(server.url, 'Bluesky')).toMatchObject({ state: 'ok', taken: 5 });

    // A frame past the 256 KiB budget is skipped where it stands and counted; the socket stays, the source carries on.
    const connected = jetstream.connections.length;
    jetstream.raw(JSON.stringify({ did: alice.did, time_us: 1, kind: 'commit', pad: 'x'.repeat(300 * 1024) }));
    jetstream.post(alice.did, 'After the oversized frame');
    await vi.waitFor(async () => expect(await backlogAsLive(server.url)).toHaveLength(6), { timeout: 10_000 });
    expect(jetstream.connections.length).toBe(connected);
    expect(await sourceState(server.url, 'Bluesky')).toMatchObject({ state: 'ok', skipped: 1 });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
