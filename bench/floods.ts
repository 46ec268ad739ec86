import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedFeedServer } from '../devkit/stand-ins/feed-socket-server';
import { startOrigin } from '../devkit/stand-ins/origin-server';
import { spawnService } from '../devkit/spawn-service';
import { percentile, type Figure } from './stats';

// The service refuses a guessable admin token.
const ADMIN = randomBytes(32).toString('base64url');
const PHASE_MS = 6_000;
/** As issue 53 measured it: 20 s of 10,000 posts a second, 50 times the source's budget. */
const JETSTREAM_FLOOD_MS = 20_000;
const JETSTREAM_POSTS_PER_SECOND = 10_000;
/** A reader's p95 under any flood: issue 53's budget. */
const READER_BUDGET_MS = 500;

/** The service's resident memory, MB (Linux). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A reader asking for the newest `limit` items again and again for `ms`: each answer's time, ms; and the most memory seen meanwhile. */
async function reader(url: string, pid: number, ms: number, limit = 20): Promise<{ p95: number; max: number; answers: number; peakMb: number }> {
  const times: number[] = [];
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/api/news?limit=${limit}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  return { p95: percentile(times, 95), max: Math.max(...times), answers: times.length, peakMb };
}

/** The Jetstream stand-in flooding in its own process (jetstream-flood.ts): its replays would stall a reader timed here. */
async function jetstreamFlood() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./jetstream-flood.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const [, url, appView, handle] = String((await lines.next()).value).split(' ');
  let stopped: Promise<number> | undefined;
  return {
    source: { kind: 'bluesky', name: 'Bluesky', url, appView, handles: [handle], allowPrivate: true },
    flood: (perSecond: number) => child.stdin!.write(`flood ${perSecond}\n`),
    /** Ends the flood: how many posts were sent. */
    stop: () =>
      (stopped ??= (async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin!.end('stop\n');
        const sent = Number(String((await lines.next()).value).split(' ')[1]);
        await exited;
        return sent;
      })()),
  };
}

/**
 * Other readers' p95 while one flood at a time hits a service on SQLite (issue 41's classes): a
 * 25 MB market list being read, an exchange answer of 20 catalogs polled every second, an upstream
 * sending 1,000 frames a second (and reconnecting when cut), Jetstream sending 10,000 posts a
 * second for 20 s (issue 53; a reader of `limit=1` against a 500 ms budget), 40 clients asking for
 * an 8 MiB page and never reading it. About a minute.
 */
export async function benchFloods(log: (line: string) => void): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-floods-'));
  const listings = Array.from({ length: 120_000 }, (_, i) => ({ symbol: `C${i}USDT`, status: 'TRADING', baseAsset: `C${i}`, quoteAsset: 'USDT', contractType: 'PERPETUAL', filters: [{ filterType: 'PRICE_FILTER', tickSize: '0.0001' }] }));
  const marketList = JSON.stringify({ symbols: listings });
  let catalogsOn = false;
  const catalogs = () => {
    const now = Date.now();
    const list = Array.from({ length: 20 }, (_, c) => ({ catalogId: c, catalogName: `Catalog ${c}`, articles: Array.from({ length: 100 }, (_, a) => ({ id: now + c * 100 + a, code: `c${now}-${c}-${a}`, title: `Notice ${now} ${c}-${a}`, releaseDate: now - a * 1_000 })) }));
    return JSON.stringify({ code: '000000', data: { catalogs: list }, success: true });
  };
  const origin = await startOrigin((path) => {
    if (path.endsWith('exchangeInfo')) return { body: marketList, type: 'application/json' };
    if (path.startsWith('/bapi/')) return catalogsOn ? { body: catalogs(), type: 'application/json' } : { body: JSON.stringify({ code: '000000', data: { catalogs: [] }, success: true }), type: 'application/json' };
    return undefined;
  });
  const upstream = new ScriptedFeedServer();
  const upstreamAddress = await upstream.listen();
  const jetstream = await jetstreamFlood();
  const sources = join(dir, 'sources.json');
  writeFileSync(sources, JSON.stringify({ sources: [
    jetstream.source,
    { kind: 'upstream', name: 'Upstream', url: `ws://${upstreamAddress}/ws`, allowPrivate: true },
    { kind: 'binance-announcements', name: 'Binance', url: origin.url, catalogIds: [48], intervalSeconds: 1, allowPrivate: true },
  ] }));
  const service = await spawnService(['--port', '0', '--db', join(dir, 'bench.db'), '--admin-token', ADMIN, '--anon-delay', '0', '--max-backlog', '500', '--sources', sources, '--coins', 'true', '--binance-api', origin.url, '--binance-futures-api', origin.url], 'ignore');
  const pid = service.child.pid!;
  const figures: Figure[] = [];
  const phase = async (name: string, baseline?: number) => {
    const measured = await reader(service.url, pid, PHASE_MS);
    log(`  ${name}: p95 ${measured.p95.toFixed(1)} ms over ${measured.answers} answers, peak RSS ${measured.peakMb.toFixed(0)} MB`);
    figures.push({ figure: `other readers' p95 (/api/news?limit=20), ${name}`, value: measured.p95, unit: 'ms', budget: 'no flood stalls others', ...(baseline !== undefined ? { baseline: `${baseline.toFixed(1)} ms quiet` } : {}) });
    figures.push({ figure: `service RSS peak, ${name}`, value: measured.peakMb, unit: 'MB' });
    return measured.p95;
  };
  try {
    // The market lists are read at start: the first phase measures readers while the 25 MB list is read (twice: spot and futures).
    await phase('25 MB market lists being read');
    const quiet = await phase('quiet');
    catalogsOn = true;
    await phase('Binance answers of 20 × 100 notices every second', quiet);
    catalogsOn = false;
    const flood = setInterval(() => {
      for (let i = 0; i < 10; i++) upstream.publish({ title: `flood ${Date.now()} ${i}` });
    }, 10);
    await phase('an upstream sending 1,000 frames a second', quiet);
    clearInterval(flood);
    const taken = async () => ((await (await fetch(`${service.url}/healthz`)).json()) as { sources: { sources: { name: string; taken: number }[] } }).sources.sources.find((one) => one.name === 'Bluesky')!.taken;
    const takenBefore = await taken();
    jetstream.flood(JETSTREAM_POSTS_PER_SECOND);
    const flooded = await reader(service.url, pid, JETSTREAM_FLOOD_MS, 1);
    const sent = await jetstream.stop();
    const published = (await taken()) - takenBefore;
    log(`  Jetstream sending ${JETSTREAM_POSTS_PER_SECOND.toLocaleString('en')} posts a second for ${JETSTREAM_FLOOD_MS / 1000} s: /api/news?limit=1 p95 ${flooded.p95.toFixed(1)} ms (budget ${READER_BUDGET_MS} ms), longest ${flooded.max.toFixed(0)} ms, over ${flooded.answers} answers; ${published.toLocaleString('en')} of ${sent.toLocaleString('en')} posts published; peak RSS ${flooded.peakMb.toFixed(0)} MB`);
    figures.push({ figure: `other readers' p95 (/api/news?limit=1), Jetstream sending ${JETSTREAM_POSTS_PER_SECOND.toLocaleString('en')} posts a second`, value: flooded.p95, unit: 'ms', budget: `≤ ${READER_BUDGET_MS} ms`, baseline: `${quiet.toFixed(1)} ms quiet (limit=20)` });
    figures.push({ figure: 'the longest answer meanwhile', value: flooded.max, unit: 'ms' });
    figures.push({ figure: `Jetstream posts published in ${JETSTREAM_FLOOD_MS / 1000} s (budget: a burst of 5,000, then 200 a second)`, value: `${published} of ${sent}`, unit: 'posts' });
    figures.push({ figure: 'service RSS peak, the Jetstream flood', value: flooded.peakMb, unit: 'MB' });
    const heavy = '€'.repeat(9_900);
    for (let i = 0; i < 140; i++) await fetch(`${service.url}/admin/news`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` }, body: JSON.stringify({ title: `Heavy ${i}`, body: heavy, info: { quotedUser: { screen_name: 'x', text: heavy.slice(0, 9_000) } } }) });
    const port = Number(new URL(service.url).port);
    const stalled: Socket[] = Array.from({ length: 40 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write('GET /api/news?limit=500 HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      return socket;
    });
    await phase('40 clients asking for an 8 MiB page and never reading', quiet);
    for (const socket of stalled) socket.destroy();
  } finally {
    await service.stop();
    await upstream.close();
    await origin.close();
    await jetstream.stop();
  }
  return figures;
}
