import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedFeedServer } from '../devkit/stand-ins/feed-socket-server';
import { startOrigin } from '../devkit/stand-ins/origin-server';
import { spawnService } from '../devkit/spawn-service';
import { percentile, type Figure } from './stats';

const ADMIN = 'bench-admin-token-0123456789abcdef';
const PHASE_MS = 6_000;

/** The service's resident memory, MB (Linux). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A reader asking for the newest 20 items again and again for `ms`: each answer's time, ms; and the most memory seen meanwhile. */
async function reader(url: string, pid: number, ms: number): Promise<{ p95: number; answers: number; peakMb: number }> {
  const times: number[] = [];
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/api/news?limit=20`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  return { p95: percentile(times, 95), answers: times.length, peakMb };
}

/**
 * Other readers' p95 while one flood at a time hits a service on SQLite (issue 41's classes): a
 * 25 MB market list being read, an exchange answer of 20 catalogs polled every second, an upstream
 * sending 1,000 frames a second (and reconnecting when cut), 40 clients asking for an 8 MiB page
 * and never reading it. About 40 s.
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
  const sources = join(dir, 'sources.json');
  writeFileSync(sources, JSON.stringify({ sources: [
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
  }
  return figures;
}
