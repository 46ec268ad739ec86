import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { BinanceStreamStandIn } from '../devkit/stand-ins/binance-announcement-stream';
import { BINANCE_NOTICES_PATH, binanceCatalogAnswer, type BinanceNotice } from '../devkit/stand-ins/binance-notices';
import { bybitAnnouncements, rssDocument, type StandInEntry } from '../devkit/stand-ins/documents';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '../devkit/stand-ins/jetstream';
import { OKX_NOTICES_PATH, okxAnswer, type OkxNotice } from '../devkit/stand-ins/okx-notices';
import { startOrigin, type OriginReply } from '../devkit/stand-ins/origin-server';
import { UPBIT_NOTICES_PATH, upbitAnswer, type UpbitNotice } from '../devkit/stand-ins/upbit-notices';
import { startServer, type RunningServer } from '../server/app';
import { defaults, type ServerConfig } from '../server/config';
import { parseSources, type SourceConfig } from '../server/sources/config';
import { percentile, type Figure } from './stats';

const ADMIN = 'B3nch-Lk8jH5gF2dS9aP4oI7uY1tR6eW';
const ALICE: StandInAccount = { did: 'did:plc:benchalice00000000000000', handle: 'alice.bsky.social', displayName: 'Alice' };
/** The operator's Binance API key and secret, as the stand-in of its signed stream checks them. */
const BINANCE_ACCOUNT = { apiKey: 'benchKey0123456789', apiSecret: 'benchSecret0123456789' };
/** The origins that push (issue 43's budgets: origin → reader p50 ≤ 250 ms, p95 ≤ 1 s); every other kind can only be polled. */
export const PUSHED_KINDS = ['bluesky', 'upstream', 'binance-stream'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (body: string): OriginReply => ({ body, type: 'application/json' });
/** A multiple of every default interval (3, 5, 10 and 60 s): over it, the moments spread evenly over each kind's poll cycle. */
const WINDOW_MS = 60_000;
/** Streamed kinds have no poll to wait for: their goal is this, whatever the window. */
const STREAMED_GOAL_MS = 250;

function service(overrides: Partial<ServerConfig>): Promise<RunningServer> {
  return startServer({ ...defaults, port: 0, db: ':memory:', adminToken: ADMIN, adminTokenGenerated: false, anonDelayMs: 0, coins: false, logLevel: 'silent', ...overrides });
}

async function loggedInSocket(url: string): Promise<WebSocket> {
  const response = await fetch(`${url}/admin/keys?name=bench`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` } });
  const { key } = (await response.json()) as { key: string };
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(`login ${key}`);
  return ws;
}

/** Until every source has made its first poll or connection (a feed takes its worker's start). */
async function allSourcesUp(url: string, count: number): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const health = (await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: { state: string }[] } };
    if (health.sources.sources.filter((source) => source.state === 'ok').length === count) return;
    await sleep(100);
  }
  throw new Error('the sources did not all come up within 30 s');
}

/**
 * `items` moments over `windowMs`, one at a random point of each of `items` equal slices: random,
 * and spread over the whole window, so a polled kind's waits cover its poll cycle evenly rather
 * than bunching by chance (which would move its median by more than the 100 ms the goal allows).
 */
export function spreadMoments(items: number, windowMs: number, random: () => number): number[] {
  return Array.from({ length: items }, (_, slice) => ((slice + random()) * windowMs) / items);
}

/**
 * From the items' own stamps (`hops`): origin → reader (the reader's clock is the service's here,
 * one process) with the issue's budgets — pushed origins p50 ≤ 250 ms and p95 ≤ 1 s, polled ones
 * p50 ≤ half the interval + 100 ms — and read → sent, the service's own part.
 */
function stampFigures(
  kind: string,
  intervalMs: number | undefined,
  samples: { hops: { origin?: number; read?: number; sent?: number }; arrived: number }[],
): Figure[] {
  type Sample = (typeof samples)[number];
  const spans = (from: (hops: Sample['hops']) => number | undefined, to: (sample: Sample) => number | undefined) =>
    samples.flatMap((sample) => {
      const [start, end] = [from(sample.hops), to(sample)];
      return start === undefined || end === undefined ? [] : [end - start];
    });
  const originToReader = spans((hops) => hops.origin, (sample) => sample.arrived);
  const readToSent = spans((hops) => hops.read, (sample) => sample.hops.sent);
  const p = (values: number[], at: number) => (values.length === 0 ? '—' : Math.round(percentile(values, at)));
  const budget = intervalMs === undefined ? 'p50 ≤ 250 ms, p95 ≤ 1,000 ms' : `p50 ≤ ${(intervalMs / 2 + 100).toLocaleString('en')} ms`;
  return [
    { figure: `${kind}: origin → reader by the item's stamps, p50 / p95`, value: `${p(originToReader, 50)} / ${p(originToReader, 95)}`, unit: 'ms', budget: `${budget} (${originToReader.length} stamped)` },
    { figure: `${kind}: read → sent by the item's stamps, p50 / p95`, value: `${p(readToSent, 50)} / ${p(readToSent, 95)}`, unit: 'ms' },
  ];
}

/**
 * The kinds that can only be polled, and what polling costs them: the wait for the next poll, half
 * the default interval on average, plus the service's part (≤ 100 ms): the goal those kinds are held
 * to. Their measured figures are `-- --source-delay`'s (a minute and more: the feed polls every 60 s).
 */
function polledOnly(intervalOf: Map<string, number | undefined>): Figure[] {
  return [...intervalOf].flatMap(([kind, intervalMs]) => {
    if (intervalMs === undefined) return [];
    // Binance's list is polled only where the operator gives no API key: with one, its stream pushes.
    const only = kind === 'binance-announcements' ? 'polled without an API key' : 'only polled';
    return [{ figure: `${kind}: ${only}, every ${intervalMs / 1000} s (its default): what the poll costs`, value: intervalMs / 2 + 100, unit: 'ms', baseline: 'interval / 2 + 100 ms: the expected p50 (its goal), not measured here; measured by -- --source-delay' }];
  });
}

/** How each kind's stand-in publishes one headline now: polled ones add it to what they answer, streamed ones send it. */
type Publish = (title: string) => void | Promise<unknown>;

/**
 * Origin → socket delay per source kind, each at the DEFAULT interval its sources-file entry gets:
 * stand-ins publish `items` headlines each at random moments over one minute, all kinds at once,
 * the service (in this process, SQLite in memory) gathers them, and a logged-in /ws socket
 * receives them. The run ends when every headline arrived, or at most 1.2 intervals of the
 * slowest kind after the window. Goals: p50 ≤ half the interval + 100 ms for polled kinds (the
 * wait for the next poll is half the interval on average; the rest is the service's), ≤ 250 ms
 * for streamed ones (Bluesky's Jetstream, an upstream Newsflash service, Binance's signed
 * announcement stream), p95 ≤ 1 s. `pushedOnly` runs the streamed kinds alone (seconds, not a
 * minute) and lists the kinds that can only be polled with what that costs them.
 */
export async function benchSourceDelay(options: { items: number; windowMs?: number; pushedOnly?: boolean }): Promise<Figure[]> {
  const { items, windowMs = WINDOW_MS, pushedOnly = false } = options;
  const included = (kind: string) => !pushedOnly || (PUSHED_KINDS as readonly string[]).includes(kind);
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-source-delay-'));
  // Each origin already lists one notice, as real ones do: Binance's empty answer means "slow down".
  const hourAgo = Date.now() - 3_600_000;
  const feed: StandInEntry[] = [{ id: 'f0', title: 'Earlier post', link: 'https://news.example/f0', time: hourAgo }];
  const bybit: StandInEntry[] = [{ id: 'y0', title: 'Earlier notice', link: 'https://announcements.bybit.com/en/article/y0', time: hourAgo }];
  const binance: BinanceNotice[] = [{ id: 1, code: 'b0', title: 'Earlier notice', releaseDate: hourAgo }];
  const okx: OkxNotice[] = [{ annType: 'announcements-new-listings', title: 'Earlier notice', url: 'https://www.okx.com/help/o0', pTime: hourAgo }];
  const upbit: UpbitNotice[] = [{ id: 1, title: 'Earlier notice', category: '거래', time: hourAgo }];
  // When each path was asked for: the poll that found a headline is the first after its publication.
  const asked = new Map<string, number[]>();
  const origin = await startOrigin((path) => {
    asked.set(path, [...(asked.get(path) ?? []), Date.now()]);
    if (path === '/rss') return { body: rssDocument('Blog', feed), type: 'application/rss+xml' };
    if (path === '/v5/announcements/index') return json(bybitAnnouncements(bybit));
    if (path === BINANCE_NOTICES_PATH) return json(binanceCatalogAnswer(48, 'New Cryptocurrency Listing', binance));
    if (path === OKX_NOTICES_PATH) return json(okxAnswer(okx));
    if (path === UPBIT_NOTICES_PATH) return json(upbitAnswer(upbit));
    if (path === '/xrpc/app.bsky.actor.getProfiles') return json(profilesAnswer([ALICE], [ALICE.handle]));
    return undefined;
  });
  const jetstream = new JetstreamStandIn();
  await jetstream.start();
  const binanceStream = new BinanceStreamStandIn(BINANCE_ACCOUNT);
  await binanceStream.start();
  const upstream = await service({});
  // No intervalSeconds: each kind runs at the default its sources-file entry is given.
  const allSources = [
    { kind: 'feed', name: 'Feed', url: `${origin.url}/rss` },
    { kind: 'bybit-announcements', name: 'Bybit', url: origin.url },
    { kind: 'binance-announcements', name: 'Binance', url: origin.url, catalogIds: [48] },
    { kind: 'okx-announcements', name: 'OKX', url: origin.url, annTypes: ['announcements-new-listings'] },
    { kind: 'upbit-announcements', name: 'Upbit', url: origin.url },
    { kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: origin.url, handles: [ALICE.handle] },
    { kind: 'upstream', name: 'Upstream', url: `${upstream.url.replace('http', 'ws')}/ws` },
    // Its notices share their claims with the CMS list's at `site`, as in production: one published, whichever comes first.
    { kind: 'binance-stream', name: 'Binance pushed', url: binanceStream.url, site: origin.url, ...BINANCE_ACCOUNT },
  ];
  const sources = allSources.filter((source) => included(source.kind));
  const intervalOf = new Map<string, number | undefined>(parseSources(JSON.stringify({ sources: allSources })).map((source: SourceConfig) => [source.kind, 'intervalSeconds' in source ? source.intervalSeconds * 1000 : undefined]));
  const file = join(dir, 'sources.json');
  writeFileSync(file, JSON.stringify({ sources }));
  const server = await service({ sources: file });
  const ws = await loggedInSocket(server.url);
  const published = new Map<string, number>();
  const arrived = new Map<string, number>();
  /** Each headline's own stamps (`hops`, the service's), read at arrival: origin → reader as the item itself proves it. */
  const stamped = new Map<string, { origin?: number; read?: number; sent?: number }>();
  ws.on('message', (data) => {
    // A social item carries the post's text beside its author's name, so the headline is sought in the whole frame.
    const title = /Bench [a-z-]+ headline \d+/.exec(String(data))?.[0];
    if (title && published.has(title) && !arrived.has(title)) {
      arrived.set(title, Date.now());
      stamped.set(title, (JSON.parse(String(data)) as { hops?: { origin?: number; read?: number; sent?: number } }).hops ?? {});
    }
  });

  let serial = 1;
  // A polled kind's path at its origin, for the poll that found each headline.
  const allKinds: [kind: string, publish: Publish, path?: string][] = [
    ['feed', (title) => void feed.unshift({ id: `f${++serial}`, title, link: `https://news.example/f${serial}`, time: Date.now() }), '/rss'],
    ['bybit-announcements', (title) => void bybit.unshift({ id: `y${++serial}`, title, link: `https://announcements.bybit.com/en/article/y${serial}`, time: Date.now() }), '/v5/announcements/index'],
    ['binance-announcements', (title) => void binance.unshift({ id: ++serial, code: `b${serial}`, title, releaseDate: Date.now() }), BINANCE_NOTICES_PATH],
    ['okx-announcements', (title) => void okx.unshift({ annType: 'announcements-new-listings', title, url: `https://www.okx.com/help/o${++serial}`, pTime: Date.now() }), OKX_NOTICES_PATH],
    ['upbit-announcements', (title) => void upbit.unshift({ id: ++serial, title, category: '거래', time: Date.now() }), UPBIT_NOTICES_PATH],
    ['bluesky', (title) => void jetstream.post(ALICE.did, title)],
    ['upstream', (title) => fetch(`${upstream.url}/admin/news`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: JSON.stringify({ title, time: Date.now() }) })],
    ['binance-stream', (title) => binanceStream.push({ catalogId: 48, catalogName: 'New Cryptocurrency Listing', publishDate: Date.now(), title })],
  ];
  const kinds = allKinds.filter(([kind]) => included(kind));
  try {
    await allSourcesUp(server.url, sources.length);
    const started = Date.now();
    await Promise.all(
      kinds.map(async ([kind, publish]) => {
        const moments = spreadMoments(items, windowMs, Math.random);
        for (const [index, moment] of moments.entries()) {
          await sleep(Math.max(0, started + moment - Date.now()));
          const title = `Bench ${kind} headline ${index + 1}`;
          published.set(title, Date.now());
          await publish(title);
        }
      }),
    );
    const slowest = Math.max(...kinds.map(([kind]) => intervalOf.get(kind) ?? 0));
    const deadline = Date.now() + 1.2 * slowest + 2_000;
    while (arrived.size < published.size && Date.now() < deadline) await sleep(100);
    const tookSeconds = Math.round((Date.now() - started) / 1000);
    return [
      ...kinds.flatMap(([kind, , path]) => {
        const intervalMs = intervalOf.get(kind);
        const mine = [...published].filter(([title]) => title.startsWith(`Bench ${kind} `) && arrived.has(title));
        const delays = mine.map(([title, at]) => arrived.get(title)! - at);
        const goal = intervalMs === undefined ? STREAMED_GOAL_MS : intervalMs / 2 + 100;
        const how = intervalMs === undefined ? 'streamed' : `polled every ${intervalMs / 1000} s, its default`;
        const figures: Figure[] = [
          { figure: `${kind} (${how}): origin → socket p50`, value: Math.round(percentile(delays, 50)), unit: 'ms', budget: `≤ ${goal.toLocaleString('en')} ms` },
          { figure: `${kind}: p95`, value: Math.round(percentile(delays, 95)), unit: 'ms', ...(intervalMs === undefined ? { budget: '≤ 1,000 ms' } : {}) },
          { figure: `${kind}: arrived`, value: `${delays.length}/${items}`, unit: 'items' },
          ...stampFigures(kind, intervalMs, mine.map(([title]) => ({ hops: stamped.get(title) ?? {}, arrived: arrived.get(title)! }))),
        ];
        if (path === undefined || intervalMs === undefined) return figures;
        // Split in two: the wait for the poll (the interval's doing) and poll → socket (the service's own part).
        const polls = asked.get(path) ?? [];
        const split = mine.flatMap(([title, at]) => {
          const poll = polls.find((time) => time >= at);
          return poll === undefined ? [] : [{ wait: poll - at, service: arrived.get(title)! - poll }];
        });
        return [
          ...figures,
          { figure: `${kind}: the wait for the next poll, p50`, value: Math.round(percentile(split.map((one) => one.wait), 50)), unit: 'ms', budget: `≈ ${(intervalMs / 2).toLocaleString('en')} ms` },
          { figure: `${kind}: poll → socket (the service's part), p50 / p95`, value: `${Math.round(percentile(split.map((one) => one.service), 50))} / ${Math.round(percentile(split.map((one) => one.service), 95))}`, unit: 'ms', budget: '≤ 100 ms' },
        ];
      }),
      ...(pushedOnly ? polledOnly(intervalOf) : []),
      { figure: `source delay: the whole run, ${pushedOnly ? 'pushed' : 'all'} kinds at once`, value: tookSeconds, unit: 's' },
    ];
  } finally {
    ws.close();
    await server.close();
    await upstream.close();
    await jetstream.stop();
    await binanceStream.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
