import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { z } from '@newsflash/protocol/zod';
import { INFO_FLAGS, itemKindOf, missingFields, shapeProblems, type ItemKindName } from '@/packages/protocol/src/item-kinds';
import { listingKinds, noticeSchema } from '@/packages/protocol/src/notice';
import { noticeWords } from '@/packages/protocol/src/notice-wording';
import { startDemoOrigins } from '@/devkit/stand-ins/demo-origins';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';
import { readCorpus } from '@/tests/fixtures/corpus';
import { backend, openSocket, startTestService, storageFor } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;
type Item = Record<string, unknown> & { _id: string; title: string; time: number };

/**
 * What the feed's other clients (terminals, bots) read without checking, as they read it: a
 * social item's `info` and its flags, the quoted or replied post, one item by id. Any of these
 * missing throws in such a client; here it fails the test instead.
 */
function readLikeATerminal(item: Item): string {
  const kind = itemKindOf(item);
  if (kind === 'news' || kind === 'telegram') return `${kind}: ${item.title.length}`;
  type Post = { screen_name: string; text: string };
  const info = item.info as Record<string, unknown> & { twitterId: string; quotedUser?: Post; replyUser?: Post };
  const flags = INFO_FLAGS.map((flag) => (info[flag] as boolean).toString()).join(',');
  const post = kind === 'reply' ? info.replyUser! : kind === 'quote' || kind === 'retweet' ? info.quotedUser! : undefined;
  return `${kind}: ${info.twitterId.length} ${flags} ${post ? `${post.screen_name.length} ${post.text.length}` : ''}`;
}

/** What a client that reads the ticker off a news item does: `symbols[0].split("_")[0]`, else nothing. */
const tickerOf = (item: Item) => (Array.isArray(item.symbols) && typeof item.symbols[0] === 'string' ? item.symbols[0].split('_')[0] : undefined);
/** A title with letters of a script other than Latin (Upbit's Korean): its `en` is never a copy of it. */
const OTHER_SCRIPT = /(?=\p{L})\P{Script=Latin}/u;
/** A client that validates a whole backlog page before reading any of it, as a zod-checking dashboard does. */
const strictBacklogPage = z.array(z.object({
  _id: z.string(),
  title: z.string(),
  time: z.number(),
  source: z.string(),
  url: z.optional(z.string()),
  likes: z.number(),
  dislikes: z.number(),
}));

/** Which of the service's origins a published item came from, in the demo's world (devkit/stand-ins/demo-origins.ts). */
function originOf(item: Item): string {
  const url = String(item.url ?? '');
  if (item.network === 'bluesky') return 'bluesky';
  if (itemKindOf(item) !== 'news') return `upstream ${itemKindOf(item)}`;
  // The upstream's items keep its ids (`<ms>demo<n>`); the service gives its own origins' items new ones.
  if (/^\d{13}demo\d+$/.test(item._id)) return 'upstream news';
  if (item.source === 'Blogs') return 'feed';
  if (item.source === 'Bybit') return 'bybit';
  if (item.source === 'OKX') return 'okx';
  if (item.source === 'Binance EN' && url.startsWith('https://www.binance.com/en/support/announcement/demo')) return 'binance';
  if (item.source === 'Upbit' && url.startsWith('https://upbit.com/service_center/notice?id=')) return 'upbit';
  return 'upstream news';
}

/** Issue 35, both breaks, and the protocol as its clients use it, against the real service. */
describe(`the service as the feed's clients use it (${backend})`, () => {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const one of running.splice(0).reverse()) await one.close();
  });
  async function service(overrides = {}): Promise<Service> {
    const started = await startTestService({ ...(await storageFor()), ...overrides });
    running.push(started);
    return started;
  }
  const ws = (service: Service) => service.url.replace('http', 'ws');
  const getJson = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('logs in over /ws, gets live items of every kind, each with the fields its kind carries; the backlog carries them too', async () => {
    const server = await service();
    const key = await server.admin.addKey('terminal');
    const socket = await openSocket(`${ws(server)}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.json()).toEqual([{ time: expect.any(Number), user: { id: expect.any(String), username: 'terminal' } }]));

    // Recent times: the real frames' are years old, which retention would delete as they arrive.
    const sent = [...readCorpus('live-items'), ...readCorpus('backlog-items')].map((item, i) => ({ ...item, time: Date.now() - 60_000 + i }));
    // A publisher saying what kind of post it is rather than setting the flag: published as the real feed has it.
    const quote = { _id: '1900000000000000099', title: 'Someone (@someone)', body: 'look', type: 'quote', time: Date.now(), info: { twitterId: 42, quotedUser: { screen_name: 'other', text: 'original' } } };
    for (const item of [...sent, quote]) expect((await server.admin.publish(item)).status).toBe(201);
    await vi.waitFor(() => expect(socket.json()).toHaveLength(1 + sent.length + 1));

    const live = socket.json().slice(1) as Item[];
    const kinds = new Set<ItemKindName>();
    for (const item of live) {
      kinds.add(itemKindOf(item));
      expect(missingFields(item), item._id).toEqual([]);
      expect(shapeProblems(item, 'live'), item._id).toEqual([]);
      expect(() => readLikeATerminal(item), item._id).not.toThrow();
    }
    expect([...kinds].sort()).toEqual(['news', 'quote', 'reply', 'retweet', 'telegram', 'tweet']);
    expect(live.find((item) => item._id === quote._id)).toMatchObject({ type: 'direct', info: { isQuote: true, isReply: false, isRetweet: false, isSelfReply: false, twitterId: '42', quotedUser: { screen_name: 'other', name: 'other', text: 'original' } } });

    const backlog = (await getJson(`${server.url}/api/news?limit=100`)).body as Item[];
    expect(backlog).toHaveLength(live.length);
    for (const item of backlog) {
      expect(missingFields(item), item._id).toEqual([]);
      expect(shapeProblems(item, 'backlog'), item._id).toEqual([]);
      expect(item).toMatchObject({ likes: expect.any(Number), dislikes: expect.any(Number) });
    }
    socket.ws.close();
  });

  it('publishes every kind from every kind of source in its live shape, and the backlog in its own: news with en and symbols, posts without source (issue 40)', async () => {
    let seed = 40;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const origins = await startDemoOrigins(20, mkdtempSync(join(tmpdir(), 'newsflash-kinds-')), random);
    running.push(origins);
    const server = await service({
      sources: origins.sourcesFile,
      coins: true,
      binanceApi: origins.binanceUrl,
      binanceFuturesApi: origins.binanceUrl,
      coinNamesApi: origins.coinNamesUrl,
    });
    const socket = await openSocket(`${ws(server)}/ws`);
    const every = ['binance', 'bluesky', 'bybit', 'feed', 'okx', 'upbit', 'upstream news', 'upstream quote', 'upstream reply', 'upstream retweet', 'upstream telegram', 'upstream tweet'];
    // An update frame (an item's outcome, docs/item-kinds.md) is not an item: clients that read items only drop it, having no `_id` or `title`.
    const isUpdate = (frame: object) => 'update' in frame;
    const seen = () => new Set((socket.json() as Item[]).filter((frame) => !isUpdate(frame)).map(originOf));
    await vi.waitFor(() => expect([...seen()].sort()).toEqual(every), { timeout: 45_000, interval: 200 });

    const live = (socket.json() as Item[]).filter((frame) => !isUpdate(frame));
    for (const update of (socket.json() as object[]).filter(isUpdate)) {
      expect(update).not.toHaveProperty('_id');
      expect(update).not.toHaveProperty('title');
      expect(live.map((item) => item._id)).toContain((update as { update: string }).update);
    }
    for (const item of live) {
      expect(shapeProblems(item, 'live'), `${originOf(item)} ${item._id}`).toEqual([]);
      expect(() => readLikeATerminal(item), item._id).not.toThrow();
      if (itemKindOf(item) !== 'news') {
        expect('source' in item, item._id).toBe(false);
        continue;
      }
      const suggestions = item.suggestions as { coin: string }[];
      if (tickerOf(item)) expect(tickerOf(item), item._id).toBe(suggestions[0]!.coin);
      if (OTHER_SCRIPT.test(item.title)) expect(item.en === undefined || !OTHER_SCRIPT.test(String(item.en)), item._id).toBe(true);
      else expect(item.en, item._id).toEqual(expect.any(String));
    }
    const from = (origin: string) => live.filter((item) => originOf(item) === origin);
    // Every exchange's item says what its notice announces; a client of the protocol reads the item without it (readLikeATerminal above).
    const EXCHANGE_SOURCE = /^(?:Binance|Bybit|OKX|Upbit|Bithumb|Coinbase)\b/;
    for (const item of live.filter((one) => itemKindOf(one) === 'news')) {
      if (!EXCHANGE_SOURCE.test(String(item.source))) {
        expect(item, `${originOf(item)} ${item._id}`).not.toHaveProperty('notice');
        continue;
      }
      const notice = item.notice as { kind: string; exchange: string; coins: string[] };
      expect(noticeSchema.safeParse(item.notice).success, `${originOf(item)} ${item._id}`).toBe(true);
      expect(String(item.source).startsWith(notice.exchange), item._id).toBe(true);
    }
    const upstreamNotices = from('upstream news').filter((item) => EXCHANGE_SOURCE.test(String(item.source)));
    expect(upstreamNotices.length).toBeGreaterThan(0);
    // The demo's exchanges announce listings: each one's notice is a listing of the ticker a client reads.
    for (const origin of ['binance', 'bybit', 'okx', 'upbit']) {
      for (const item of from(origin)) expect(item.notice, `${origin} ${item._id}`).toMatchObject({ kind: expect.toSatisfy((kind: string) => listingKinds.includes(kind as never)), sign: '+', coins: expect.arrayContaining([tickerOf(item)]) });
    }
    // The demo's listings are of projects the Binance stand-in lists: a client finds the ticker on every one.
    for (const origin of ['binance', 'bybit', 'okx', 'upbit']) for (const item of from(origin)) expect(tickerOf(item), `${origin} ${item._id}`).toMatch(/^[A-Z]{4}$/);
    for (const item of [...from('binance'), ...from('bybit'), ...from('okx'), ...from('feed')]) expect(item.en, item._id).toBe(item.title);
    // Binance's listings are both polled and pushed on its stream: each is published once.
    const binanceTitles = from('binance').map((item) => item.title);
    expect(new Set(binanceTitles).size).toBe(binanceTitles.length);
    // Upbit writes Korean: its notices' `en` is the English of the notice the service read, never a copy of the title.
    const englishOf = (item: Item) => noticeWords(noticeSchema.parse(item.notice), 'en', { timeZone: 'UTC' });
    for (const item of from('upbit')) expect(item.en, item._id).toBe(englishOf(item));
    for (const item of from('upbit')) expect(item.en, item._id).not.toBe(item.title);
    for (const item of from('bluesky')) expect(item).toMatchObject({ network: 'bluesky', type: 'direct', link: expect.stringMatching(/^https:\/\/bsky\.app\/profile\/[^/]+\/post\//) });
    // Every hop stamped, in order: the origin's own time (each demo origin states one), read, sent.
    for (const item of live) {
      const hops = item.hops as { origin: number; read: number; sent: number };
      expect(hops, `${originOf(item)} ${item._id}`).toEqual({ origin: expect.any(Number), read: expect.any(Number), sent: expect.any(Number) });
      expect(hops.origin, `${originOf(item)} ${item._id}`).toBeLessThanOrEqual(hops.read);
      expect(hops.read, `${originOf(item)} ${item._id}`).toBeLessThanOrEqual(hops.sent);
    }

    const page = (await getJson(`${server.url}/api/news?limit=500`)).body as Item[];
    expect(strictBacklogPage.safeParse(page).error).toBeUndefined();
    const pageOrigins = new Set(page.map(originOf));
    expect([...pageOrigins].sort()).toEqual(every);
    for (const entry of page) expect(shapeProblems(entry, 'backlog'), `${originOf(entry)} ${entry._id}`).toEqual([]);
    // The backlog keeps what was stamped before sending; `sent` is each live frame's own.
    for (const entry of page) expect(entry.hops, entry._id).toEqual({ origin: expect.any(Number), read: expect.any(Number) });
    const post = live.find((item) => item.network === 'bluesky')!;
    expect(page.find((entry) => entry._id === post._id)).toMatchObject({ source: 'Twitter', network: 'bluesky', url: post.link, title: `${post.title}: ${String(post.body)}` });
    socket.ws.close();
  }, 60_000);

  it('gives an operator\'s news item its title as en unless in another script (then the English words of its notice), symbols from its coins, and keeps its own', async () => {
    const server = await service();
    const pairs = [{ exchange: 'binance-futures', symbol: 'ARBUSDT' }, { exchange: 'binance', symbol: 'ARBUSDT' }, { exchange: 'binance', symbol: 'ARBBTC' }];
    const english = await server.admin.publishOk({ title: 'Exchange lists ARB', source: 'Terminal', suggestions: [{ coin: 'ARB', found: ['ARB'], symbols: pairs }] });
    const korean = await server.admin.publishOk({ title: '[거래] 아비트럼(ARB) 원화 마켓', source: 'Upbit' });
    const own = await server.admin.publishOk({ title: '[거래] 세이(SEI)', en: '[Trading] Sei (SEI)', source: 'Upbit', symbols: ['SEI_USDT'] });
    const read = async (id: string) => (await getJson(`${server.url}/api/news?id=${id}`)).body as Item;
    expect(await read(english)).toMatchObject({ en: 'Exchange lists ARB', symbols: ['ARB_USDT', 'ARB_BTC'] });
    expect(tickerOf(await read(english))).toBe('ARB');
    const koreanItem = await read(korean);
    expect(koreanItem).toMatchObject({ symbols: [] });
    // Its English is the notice's, where the service could say it; never the Korean title again.
    expect(koreanItem.en).toBe(koreanItem.notice === undefined ? undefined : noticeWords(noticeSchema.parse(koreanItem.notice), 'en', { timeZone: 'UTC' }));
    expect(await read(own)).toMatchObject({ en: '[Trading] Sei (SEI)', symbols: ['SEI_USDT'] });
  });

  it('GET /api/news?id=ID answers that item as an object (a bot reading .title of it lives), 404 when unknown, 400 when malformed', async () => {
    const server = await service();
    const older = await server.admin.publishOk({ title: 'The one asked for', time: Date.now() - 60_000 });
    await server.admin.publishOk({ title: 'Newer, not asked for' });
    const one = await getJson(`${server.url}/api/news?id=${older}`);
    expect(one.status).toBe(200);
    expect(Array.isArray(one.body)).toBe(false);
    expect((one.body as Item).title).toBe('The one asked for');
    expect(one.body).toMatchObject({ _id: older, likes: 0, dislikes: 0 });

    expect(await getJson(`${server.url}/api/news?id=nope`)).toEqual({ status: 404, body: { error: 'no item with id nope' } });
    expect(await getJson(`${server.url}/api/news?id=${'x'.repeat(201)}`)).toEqual({ status: 400, body: { error: 'id must be 1 to 200 characters' } });
    expect((await getJson(`${server.url}/api/news?id=`)).status).toBe(400);
    for (const query of [`id=${older}&limit=5`, `id=${older}&last_id=${older}`]) {
      expect(await getJson(`${server.url}/api/news?${query}`)).toEqual({ status: 400, body: { error: 'id asks for one item: it cannot be combined with limit or last_id' } });
    }
  });

  it('a vote reaches /ws/likes and the item read by id, as a bot counting likes reads them', async () => {
    const server = await service();
    const key = await server.admin.addKey('bot');
    const likes = await openSocket(`${ws(server)}/ws/likes`);
    const id = await server.admin.publishOk({ title: 'Vote on me' });
    const vote = await fetch(`${server.url}/api/like?id=${id}&api_key=${key}`, { method: 'POST' });
    expect(vote.status).toBe(200);
    await vi.waitFor(() => expect(likes.json()).toEqual([{ newsId: id, type: 'like', likes: 1, dislikes: 0, version: expect.any(Number) }]));
    expect((await getJson(`${server.url}/api/news?id=${id}`)).body).toMatchObject({ _id: id, likes: 1, dislikes: 0 });
    likes.ws.close();
  });

  it("answers a client's clock request with its time, and a client that never asks never sees one", async () => {
    const server = await service();
    const socket = await openSocket(`${ws(server)}/ws`);
    const before = Date.now();
    socket.ws.send('clock');
    await vi.waitFor(() => expect(socket.json()).toHaveLength(1));
    const [answer] = socket.json() as { clock: number }[];
    expect(answer).toEqual({ clock: expect.any(Number) });
    expect(answer!.clock).toBeGreaterThanOrEqual(before);
    expect(answer!.clock).toBeLessThanOrEqual(Date.now());
    const id = await server.admin.publishOk({ title: 'After the clock' });
    await vi.waitFor(() => expect(socket.json()).toHaveLength(2));
    // An operator's item: read when handed in, sent when written; it states no origin time of its own.
    const item = socket.json()[1] as Item & { hops: { read: number; sent: number } };
    expect(item).toMatchObject({ _id: id, hops: { read: expect.any(Number), sent: expect.any(Number) } });
    expect(item.hops.read).toBeLessThanOrEqual(item.hops.sent);
    socket.ws.close();
  });

  it('keeps both sockets alive both ways: text ping → pong from the service, and the WebSocket pings answered', async () => {
    const server = await service();
    for (const path of ['/ws', '/ws/likes']) {
      const socket = await openSocket(`${ws(server)}${path}`);
      socket.ws.send('ping');
      await vi.waitFor(() => expect(socket.frames).toEqual(['pong']));
      const ponged = new Promise<void>((resolve) => socket.ws.once('pong', () => resolve()));
      socket.ws.ping();
      await ponged;
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
      socket.ws.close();
    }
  });

  it.each([
    ['a tweet without info', { type: 'direct' }, 'info.twitterId: required for a tweet item'],
    ['a backlog-shaped tweet without info', { source: 'Twitter' }, 'info.twitterId: required for a tweet item'],
    ['a retweet without the retweeted post', { type: 'direct', info: { twitterId: '1', isRetweet: true } }, 'info.quotedUser.screen_name: required for a retweet item'],
    ['an info flag that is not true or false', { type: 'direct', info: { twitterId: '1', isReply: 'no' } }, 'info.isReply: must be true or false'],
  ])('refuses %s with a 400 naming the field, and publishes nothing half-made', async (_, fields, error) => {
    const server = await service();
    const key = await server.admin.addKey('watcher');
    const socket = await openSocket(`${ws(server)}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.frames).toHaveLength(1));
    const response = await server.admin.publish({ title: 'Half a tweet', ...fields });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(error);
    const after = await server.admin.publishOk({ title: 'A whole item' });
    await vi.waitFor(() => expect(socket.json().slice(1)).toEqual([expect.objectContaining({ _id: after })]));
    expect((await getJson(`${server.url}/api/news?limit=10`)).body).toEqual([expect.objectContaining({ _id: after })]);
    socket.ws.close();
  });

  it('does not publish the entries of a feed named like a social network (they would be tweets without info); a feed named otherwise is published', async () => {
    const entry = { id: 'e1', title: 'Exchange lists a coin', link: 'https://news.example/e1', summary: 'Details', time: Date.now() - 60_000 };
    const origin: Origin = await startOrigin((path) => (path.startsWith('/rss') ? { body: rssDocument('Feed', [entry]), type: 'application/rss+xml' } : undefined));
    running.push(origin);
    const file = join(mkdtempSync(join(tmpdir(), 'newsflash-clients-')), 'sources.json');
    const feed = (name: string) => ({ kind: 'feed', name, url: `${origin.url}/rss?${name}`, intervalSeconds: 1, allowPrivate: true });
    writeFileSync(file, JSON.stringify({ sources: [feed('Twitter'), feed('Blogs')] }));
    const server = await service({ sources: file });
    // A second poll of each means its first poll's entries were offered and decided.
    await vi.waitFor(() => expect(origin.requests.filter((request) => request.path === '/rss?Twitter')).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await getJson(`${server.url}/api/news?limit=10`)).body).toEqual([expect.objectContaining({ source: 'Blogs', title: entry.title })]), { timeout: 10_000 });
  });
});
