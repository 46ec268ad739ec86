import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { BINANCE_NOTICES_PATH, binanceCatalogAnswer, type BinanceNotice } from '../devkit/stand-ins/binance-notices';
import { bybitAnnouncements, rssDocument, type StandInEntry } from '../devkit/stand-ins/documents';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '../devkit/stand-ins/jetstream';
import { OKX_NOTICES_PATH, okxAnswer, type OkxNotice } from '../devkit/stand-ins/okx-notices';
import { startOrigin, type OriginReply } from '../devkit/stand-ins/origin-server';
import { UPBIT_NOTICES_PATH, upbitAnswer, type UpbitNotice } from '../devkit/stand-ins/upbit-notices';
import { startServer, type RunningServer } from '../server/app';
import { defaults, type ServerConfig } from '../server/config';
import { percentile, type Figure } from './stats';

const ADMIN = 'bench-admin-token-0123456789abcdef';
const ALICE: StandInAccount = { did: 'did:plc:benchalice00000000000000', handle: 'alice.bsky.social', displayName: 'Alice' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (body: string): OriginReply => ({ body, type: 'application/json' });

function service(overrides: Partial<ServerConfig>): Promise<RunningServer> {
  return startServer({ ...defaults, port: 0, db: ':memory:', adminToken: ADMIN, adminTokenGenerated: false, anonDelayMs: 0, priceStandIn: true, coins: false, logLevel: 'silent', ...overrides });
}

async function loggedInSocket(url: string): Promise<WebSocket> {
  const response = await fetch(`${url}/admin/keys?name=bench`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` } });
  const { key } = (await response.json()) as { key: string };
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(`login ${key}`);
  return ws;
}

/** How each kind's stand-in publishes one headline now: polled ones add it to what they answer, streamed ones send it. */
type Publish = (title: string) => void | Promise<unknown>;

/**
 * Origin → socket delay per source kind: stand-ins publish headlines at random moments, the
 * service (in this process, SQLite in memory) gathers them, and a logged-in /ws socket receives
 * them. Polled kinds run at `intervalSeconds` rather than their defaults (10 s, 3 s, 60 s) to keep
 * the run short; the goal scales with it: p50 ≤ half the interval + 100 ms. Streamed kinds
 * (Bluesky's Jetstream, an upstream Newsflash service): p50 ≤ 250 ms.
 */
export async function benchSourceDelay(options: { items: number; intervalSeconds: number }): Promise<Figure[]> {
  const { items, intervalSeconds } = options;
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-source-delay-'));
  // Each origin already lists one notice, as real ones do: Binance's empty answer means "slow down".
  const hourAgo = Date.now() - 3_600_000;
  const feed: StandInEntry[] = [{ id: 'f0', title: 'Earlier post', link: 'https://news.example/f0', time: hourAgo }];
  const bybit: StandInEntry[] = [{ id: 'y0', title: 'Earlier notice', link: 'https://announcements.bybit.com/en/article/y0', time: hourAgo }];
  const binance: BinanceNotice[] = [{ id: 1, code: 'b0', title: 'Earlier notice', releaseDate: hourAgo }];
  const okx: OkxNotice[] = [{ annType: 'announcements-new-listings', title: 'Earlier notice', url: 'https://www.okx.com/help/o0', pTime: hourAgo }];
  const upbit: UpbitNotice[] = [{ id: 1, title: 'Earlier notice', category: '거래', time: hourAgo }];
  const origin = await startOrigin((path) => {
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
  const upstream = await service({});
  const every = { intervalSeconds };
  const file = join(dir, 'sources.json');
  writeFileSync(
    file,
    JSON.stringify({
      sources: [
        { kind: 'feed', name: 'Feed', url: `${origin.url}/rss`, ...every },
        { kind: 'bybit-announcements', name: 'Bybit', url: origin.url, ...every },
        { kind: 'binance-announcements', name: 'Binance', url: origin.url, catalogIds: [48], ...every },
        { kind: 'okx-announcements', name: 'OKX', url: origin.url, annTypes: ['announcements-new-listings'], ...every },
        { kind: 'upbit-announcements', name: 'Upbit', url: origin.url, ...every },
        { kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: origin.url, handles: [ALICE.handle] },
        { kind: 'upstream', name: 'Upstream', url: `${upstream.url.replace('http', 'ws')}/ws` },
      ],
    }),
  );
  const server = await service({ sources: file });
  const ws = await loggedInSocket(server.url);
  const published = new Map<string, number>();
  const arrived = new Map<string, number>();
  ws.on('message', (data) => {
    // A social item carries the post's text beside its author's name, so the headline is sought in the whole frame.
    const title = /Bench [a-z-]+ headline \d+/.exec(String(data))?.[0];
    if (title && published.has(title) && !arrived.has(title)) arrived.set(title, Date.now());
  });

  let serial = 1;
  const kinds: [kind: string, streamed: boolean, publish: Publish][] = [
    ['feed', false, (title) => void feed.unshift({ id: `f${++serial}`, title, link: `https://news.example/f${serial}`, time: Date.now() })],
    ['bybit-announcements', false, (title) => void bybit.unshift({ id: `y${++serial}`, title, link: `https://announcements.bybit.com/en/article/y${serial}`, time: Date.now() })],
    ['binance-announcements', false, (title) => void binance.unshift({ id: ++serial, code: `b${serial}`, title, releaseDate: Date.now() })],
    ['okx-announcements', false, (title) => void okx.unshift({ annType: 'announcements-new-listings', title, url: `https://www.okx.com/help/o${++serial}`, pTime: Date.now() })],
    ['upbit-announcements', false, (title) => void upbit.unshift({ id: ++serial, title, category: '거래', time: Date.now() })],
    ['bluesky', true, (title) => void jetstream.post(ALICE.did, title)],
    ['upstream', true, (title) => fetch(`${upstream.url}/admin/news`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: JSON.stringify({ title, time: Date.now() }) })],
  ];
  try {
    // Let every source make its first poll or connection (a feed takes its worker's start).
    await sleep(5_000);
    const intervalMs = intervalSeconds * 1000;
    await Promise.all(
      kinds.map(async ([kind, , publish]) => {
        for (let n = 1; n <= items; n++) {
          // A random moment within the next interval: a polled origin's item waits for its next poll.
          await sleep(Math.random() * intervalMs);
          const title = `Bench ${kind} headline ${n}`;
          published.set(title, Date.now());
          await publish(title);
        }
      }),
    );
    const deadline = Date.now() + 3 * intervalMs + 5_000;
    while (arrived.size < published.size && Date.now() < deadline) await sleep(100);
    return kinds.flatMap(([kind, streamed]) => {
      const delays = [...published].filter(([title]) => title.startsWith(`Bench ${kind} `) && arrived.has(title)).map(([title, at]) => arrived.get(title)! - at);
      const goal = streamed ? 250 : intervalMs / 2 + 100;
      const how = streamed ? 'streamed' : `polled every ${intervalSeconds} s`;
      return [
        { figure: `${kind} (${how}): origin → socket p50`, value: Math.round(percentile(delays, 50)), unit: 'ms', budget: `≤ ${goal} ms` },
        { figure: `${kind}: p95`, value: Math.round(percentile(delays, 95)), unit: 'ms' },
        { figure: `${kind}: arrived`, value: `${delays.length}/${items}`, unit: 'items' },
      ];
    });
  } finally {
    ws.close();
    await server.close();
    await upstream.close();
    await jetstream.stop();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
