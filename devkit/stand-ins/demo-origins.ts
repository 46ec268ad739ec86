import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BINANCE_BASES, startBinanceStandIn } from './binance-markets';
import { snapshotCoins, startCoinNamesStandIn } from './coin-names';
import { BinanceStreamStandIn } from './binance-announcement-stream';
import { BINANCE_NOTICES_PATH, binanceCatalogAnswer, type BinanceNotice } from './binance-notices';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from './jetstream';
import { OKX_NOTICES_PATH, okxAnswer, type OkxNotice } from './okx-notices';
import { UPBIT_NOTICES_PATH, upbitAnswer, type UpbitNotice } from './upbit-notices';
import { bybitAnnouncements, rssDocument, type StandInEntry } from './documents';
import { ScriptedFeedServer, type ScriptedItem } from './feed-socket-server';
import { startOrigin } from './origin-server';
import { ServedStamps } from './served-stamps';

const corpusDir = fileURLToPath(new URL('../../server/corpus/', import.meta.url));

function readItems(file: string): Record<string, unknown>[] {
  return readFileSync(`${corpusDir}${file}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Invented projects that stand in for the corpus's invented "Example (EXMP)", so the demo varies
 * without announcing fake listings of real coins. The Binance stand-in lists them, so the service
 * detects and prices them as it would a real listing.
 */
export const PROJECTS: [ticker: string, name: string][] = [
  ['EXMP', 'Example'],
  ['NOVX', 'Novax'],
  ['KITE', 'Kitelayer'],
  ['ORBX', 'Orbix'],
  ['VOLT', 'Voltage'],
  ['PIXL', 'Pixelverse'],
  ['MOSS', 'Mossnet'],
];

/** The corpus item with the example project swapped for another (items about real coins stay as they are). */
export function vary(template: Record<string, unknown>, [ticker, name]: [string, string]): Record<string, unknown> {
  const text = JSON.stringify(template).replaceAll('EXMP', ticker).replaceAll('Example', name).replaceAll('example', name.toLowerCase());
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A corpus item as an upstream service would send it at `now`: fresh id and time, and without
 * what the service works out itself (coins, their pairs, prices, counters), so the demo shows it doing so.
 */
export function refresh(template: Record<string, unknown>, now: number, serial: number): ScriptedItem {
  const { likes: _likes, dislikes: _dislikes, suggestions: _suggestions, symbols: _symbols, firstPrice: _firstPrice, coin: _coin, ...rest } = template;
  // Tweets carry numeric tweet ids; everything else uses the 13-digit-time-plus-suffix style.
  const id = template.type === 'direct' ? `${now}${String(serial).padStart(6, '0')}` : `${now}demo${serial}`;
  return { ...rest, _id: id, time: now, title: String(template.title) };
}

export interface DemoOrigins {
  /** The sources file pointing the service at the origins below. */
  sourcesFile: string;
  /** Binance's market lists and prices, for `--binance-api` and `--binance-futures-api`. */
  binanceUrl: string;
  /** CoinGecko's coins list (the real market's coins, and the demo's invented projects), for `--coin-names-api`. */
  coinNamesUrl: string;
  /** The history the origins hold at start: published before the demo began, so its cards read its age at the service's first read. */
  backlog: { items: number; oldestMs: number };
  close(): Promise<void>;
}

const OUTLETS = ['COINDESK', 'THE BLOCK', 'DECRYPT'];

/** Invented accounts whose posts the demo's Bluesky stand-in carries. */
const DEMO_ACCOUNTS: StandInAccount[] = [
  { did: 'did:plc:newsflashdemowatcher0001', handle: 'listings-watcher.demo.example', displayName: 'Listings Watcher' },
  { did: 'did:plc:newsflashdemodesk0000002', handle: 'chain-desk.demo.example', displayName: 'Chain Desk' },
];

/** The demo's Binance API key: the stand-in stream takes only this, signed with this secret. */
const DEMO_BINANCE_ACCOUNT = { apiKey: 'demo-binance-api-key', apiSecret: 'demo-binance-api-secret' };

/**
 * The world the demo's service gathers from, on this machine: an upstream service speaking the
 * feed protocol (the corpus's social posts and exchange notices), a blog's RSS feed (the corpus's
 * blog items), the notice lists of Bybit, Binance, OKX and Upbit (listings of the invented
 * projects, in turn; the blog repeats Bybit's a few seconds later: one story from two origins;
 * Binance's are also pushed on its signed announcement stream, and published once),
 * Bluesky's Jetstream and AppView (posts of two invented accounts), Binance's market lists and a coins names list. Each has
 * an hour of history; then a new item every 1/rate s.
 */
export async function startDemoOrigins(rate: number, dir: string, random = Math.random): Promise<DemoOrigins> {
  const social = [...readItems('backlog-items.jsonl'), ...readItems('live-items.jsonl')].filter((item) => item.source !== 'Blogs');
  const blogs = readItems('live-items.jsonl').filter((item) => item.source === 'Blogs');
  const binance = await startBinanceStandIn([...BINANCE_BASES, ...PROJECTS.map(([ticker]) => ticker)]);
  const names = await startCoinNamesStandIn([...snapshotCoins(), ...PROJECTS.map(([ticker, name]) => ({ id: name.toLowerCase().replaceAll(' ', '-'), symbol: ticker.toLowerCase(), name }))]);
  const upstream = new ScriptedFeedServer();
  const upstreamAddress = await upstream.listen();
  const blogEntries: StandInEntry[] = [];
  const announcements: StandInEntry[] = [];
  const binanceNotices: BinanceNotice[] = [];
  const okxNotices: OkxNotice[] = [];
  const upbitNotices: UpbitNotice[] = [];
  const jetstream = new JetstreamStandIn();
  await jetstream.start();
  // Binance's notices are also pushed on its signed stream: the demo shows each published once.
  const binanceStream = new BinanceStreamStandIn(DEMO_BINANCE_ACCOUNT);
  await binanceStream.start();
  // Live entries of the polled lists are published when their list next answers (served-stamps.ts).
  const stamps = new ServedStamps();
  const documents = await startOrigin((path, request) => {
    stamps.serve(path, Date.now());
    if (path === BINANCE_NOTICES_PATH) return { body: binanceCatalogAnswer(48, 'New Cryptocurrency Listing', binanceNotices.slice(-20).reverse()), type: 'application/json' };
    if (path === OKX_NOTICES_PATH) return { body: okxAnswer(okxNotices.slice(-20).reverse()), type: 'application/json' };
    if (path === UPBIT_NOTICES_PATH) return { body: upbitAnswer(upbitNotices.slice(-20).reverse()), type: 'application/json', headers: { etag: `"${upbitNotices.length}"` } };
    if (path === '/xrpc/app.bsky.actor.getProfiles') return { body: profilesAnswer(DEMO_ACCOUNTS, new URL(request.url ?? '/', 'http://x').searchParams.getAll('actors')), type: 'application/json' };
    if (path === '/blog/rss') return { body: rssDocument('Crypto blogs', blogEntries.slice(-50).reverse()), type: 'application/rss+xml', headers: { etag: `"${blogEntries.length}"` } };
    if (path === '/v5/announcements/index') return { body: bybitAnnouncements(announcements.slice(-20).reverse()), type: 'application/json' };
    return undefined;
  });

  let serial = 0;
  const project = () => PROJECTS[Math.floor(random() * PROJECTS.length)]!;
  const postSocial = (template: Record<string, unknown>, at: number, live: boolean) => {
    const item = refresh(vary(template, project()), at, ++serial);
    if (live) upstream.publish(item);
    else upstream.publishUnseen(item);
  };
  /** An entry of a polled list: a backlog entry keeps its time; a live one is stamped when its list is next served. */
  const listed = <T>(list: T[], path: string, entry: T, live: boolean, stamp: (entry: T, now: number) => void) => {
    list.push(entry);
    if (live) stamps.later(path, (now) => stamp(entry, now));
  };
  const postBlog = (template: Record<string, unknown>, at: number, live = false) => {
    const link = typeof template.url === 'string' ? `${template.url}#demo${++serial}` : `https://blog.example/${++serial}`;
    listed(blogEntries, '/blog/rss', { id: `blog-${serial}`, title: String(template.title), link, summary: typeof template.body === 'string' ? template.body : undefined, time: at }, live, (entry, now) => (entry.time = now));
  };
  const timers = new Set<NodeJS.Timeout>();
  const postListing = (at: number, live = false) => {
    const [ticker, name] = project();
    const link = `https://announcements.bybit.com/en/article/new-listing-${ticker.toLowerCase()}-${++serial}`;
    // Each exchange in turn announces it, in its own shape; the blog echoes Bybit's link.
    const exchange = serial % 4;
    if (exchange === 1) {
      const title = `Binance Will List ${name} (${ticker})`;
      binanceNotices.push({ id: serial, code: `demo${serial}`, title, releaseDate: at });
      return binanceStream.push({ catalogId: 48, catalogName: 'New Cryptocurrency Listing', publishDate: at, title });
    }
    if (exchange === 2) return listed(okxNotices, OKX_NOTICES_PATH, { annType: 'announcements-new-listings', title: `OKX to list ${name} (${ticker}) for spot trading`, url: `https://www.okx.com/help/okx-to-list-${ticker.toLowerCase()}-${serial}`, pTime: at }, live, (entry, now) => (entry.pTime = now));
    if (exchange === 3) return listed(upbitNotices, UPBIT_NOTICES_PATH, { id: serial, title: `${name}(${ticker}) 원화 마켓 디지털 자산 추가`, category: '거래', time: at }, live, (entry, now) => (entry.time = now));
    listed(announcements, '/v5/announcements/index', { id: link, title: `New Listing: ${ticker}/USDT — Deposit Now Open`, link, summary: `Bybit will list ${name} (${ticker}) on spot.`, time: at }, live, (entry, now) => (entry.time = now));
    const outlet = OUTLETS[serial % OUTLETS.length]!;
    const echo = setTimeout(() => {
      timers.delete(echo);
      listed(blogEntries, '/blog/rss', { id: `echo-${serial}`, title: `${outlet}: Bybit lists ${name} (${ticker})`, link: `${link}?utm_source=${outlet.toLowerCase()}`, time: Date.now() }, true, (entry, now) => (entry.time = now));
    }, 8_000);
    timers.add(echo);
  };

  const now = Date.now();
  social.forEach((template, index) => postSocial(template, now - (social.length - index) * 90_000, false));
  blogs.forEach((template, index) => postBlog(template, now - (blogs.length - index) * 600_000));
  // One listing on each exchange from the start: the demo shows every kind at once.
  for (let index = 0; index < 4; index++) postListing(now - (4 - index) * 300_000);

  let deck: (() => void)[] = [];
  const next = setInterval(() => {
    if (deck.length === 0) {
      deck = [
        ...social.map((template) => () => postSocial(template, Date.now(), true)),
        ...blogs.map((template) => () => postBlog(template, Date.now(), true)),
        ...Array.from({ length: 4 }, () => () => postListing(Date.now(), true)),
        ...DEMO_ACCOUNTS.map((account) => () => {
          const [ticker, name] = project();
          jetstream.post(account.did, `${name} ($${ticker}) deposits are open on the big exchanges — watch the order books.`);
        }),
      ].sort(() => random() - 0.5);
    }
    deck.pop()!();
  }, 1000 / rate);

  const sourcesFile = join(dir, 'demo-sources.json');
  writeFileSync(
    sourcesFile,
    JSON.stringify(
      {
        sources: [
          { kind: 'upstream', name: 'Demo upstream', url: `ws://${upstreamAddress}/ws` },
          { kind: 'feed', name: 'Blogs', url: `${documents.url}/blog/rss`, intervalSeconds: 2 },
          { kind: 'bybit-announcements', name: 'Bybit', url: documents.url, intervalSeconds: 2 },
          { kind: 'binance-announcements', name: 'Binance', url: documents.url, catalogIds: [48], intervalSeconds: 2 },
          { kind: 'binance-stream', name: 'Binance pushed', url: binanceStream.url, site: documents.url, ...DEMO_BINANCE_ACCOUNT },
          { kind: 'okx-announcements', name: 'OKX', url: documents.url, annTypes: ['announcements-new-listings'], intervalSeconds: 2 },
          { kind: 'upbit-announcements', name: 'Upbit', url: documents.url, intervalSeconds: 2 },
          { kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: documents.url, handles: DEMO_ACCOUNTS.map((account) => account.handle) },
        ],
      },
      null,
      2,
    ),
  );

  return {
    sourcesFile,
    binanceUrl: binance.url,
    coinNamesUrl: names.url,
    backlog: { items: social.length + blogs.length + 4, oldestMs: Math.max(social.length * 90_000, blogs.length * 600_000, 4 * 300_000) },
    async close() {
      clearInterval(next);
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([upstream.close(), documents.close(), binance.close(), names.close(), jetstream.stop(), binanceStream.close()]);
    },
  };
}
