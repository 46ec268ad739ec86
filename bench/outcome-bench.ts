import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { binanceKlines, bybitKlines, wavePrices } from '../devkit/stand-ins/klines';
import { startOrigin } from '../devkit/stand-ins/origin-server';
import { fetchKlines } from '../server/outcomes/klines';
import { OutcomeChecks, OUTCOME_BUDGET } from '../server/outcomes/outcome-checks';
import { PRICE_SOURCE_RATE } from '../server/outcomes/price-source-rate';
import { openSqlite } from '../server/storage/sqlite';
import type { Figure } from './stats';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TICK = 1_000;

/** A full collection before each memory sample, so the figure is what the scheduler keeps, not garbage waiting. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** A busy day's items with coins: most name one coin on Binance spot, some two or three, some only Bybit lists; a listing wave of 30 in a minute every hour. */
function dayOfItems(count: number, start: number, random: () => number) {
  const coin = (n: number) => {
    const base = `C${n % 400}X`;
    const bybitOnly = n % 10 === 0;
    return { coin: base, found: [base], symbols: [{ exchange: bybitOnly ? 'bybit' : 'binance', symbol: `${base}USDT` }] };
  };
  const items = [];
  for (let i = 0; i < count; i++) {
    const wave = i % 100 < 30 && Math.floor(i / 100) % 2 === 0;
    const time = wave ? start + Math.floor(i / 100) * (DAY / (count / 100)) + random() * MINUTE : start + random() * DAY;
    const coins = random() < 0.7 ? 1 : random() < 0.66 ? 2 : 3;
    items.push({ _id: `bench-${i}`, time: Math.round(time), title: `Headline ${i}`, source: 'Blogs', suggestions: Array.from({ length: coins }, (_, k) => coin(i * 3 + k)) });
  }
  return items.sort((a, b) => a.time - b.time);
}

/**
 * The outcome scheduler's cost over a day of items, in simulated time: `items` items with coins
 * published over 24 hours (plus the 4 hours their last checks take), each checked at its four
 * spans through the real kline client against local stand-ins of Binance's and Bybit's kline
 * endpoints, on a SQLite file. CPU is this process's (the stand-ins' answers included, so an upper
 * bound), averaged over the simulated day; requests per minute per source against the rate budget.
 */
export async function benchOutcomes({ items = 5_000 }: { items?: number } = {}): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-outcome-bench-'));
  const start = Date.now() - 2 * DAY;
  let seed = 7;
  const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
  const priceAt = wavePrices(() => 1);
  const binance = await startOrigin((path, request) => binanceKlines(path, request, priceAt, clock.now));
  const bybit = await startOrigin((path, request) => bybitKlines(path, request, priceAt, clock.now));
  const storage = openSqlite(join(dir, 'bench.db'), { perMinute: 30, suspendAfter: 5 });
  const clock = { now: start };
  const perMinute = new Map<string, number>();
  const counts = { measured: 0, missed: 0, refusedPending: 0, refused: 0 };
  const apis = { binanceApi: binance.url, binanceFuturesApi: binance.url, bybitApi: bybit.url };
  const checks = new OutcomeChecks({
    outcomes: storage.outcomes,
    leases: storage.ingest,
    apis,
    fetch,
    announce: () => {},
    count: (event) => {
      if (event.kind === 'request') {
        const key = `${event.source} ${Math.floor(clock.now / MINUTE)}`;
        perMinute.set(key, (perMinute.get(key) ?? 0) + 1);
      } else if (event.kind === 'measured') counts.measured++;
      else if (event.kind === 'missed') counts.missed++;
      else if (event.kind === 'refused-pending') counts.refusedPending++;
      else counts.refused++;
    },
    log: () => {},
    holder: 'bench',
    now: () => clock.now,
    klines: (request) => fetchKlines(apis, request, fetch),
  });
  const day = dayOfItems(items, start, random);
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  let next = 0;
  let pendingPeak = 0;
  let sampled = -1;
  const end = start + DAY + 4 * 60 * MINUTE + 3 * MINUTE;
  for (; clock.now < end; clock.now += TICK) {
    while (next < day.length && day[next]!.time <= clock.now) {
      const item = day[next++]!;
      await storage.items.insert(item);
      await checks.add(item);
    }
    await checks.tick();
    if (Math.floor(clock.now / (10 * MINUTE)) !== sampled) {
      sampled = Math.floor(clock.now / (10 * MINUTE));
      collect();
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      pendingPeak = Math.max(pendingPeak, await storage.outcomes.pending());
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  await checks.stop();
  await storage.close();
  await Promise.all([binance.close(), bybit.close()]);
  rmSync(dir, { recursive: true, force: true });

  const requests = [...perMinute.values()].reduce((sum, n) => sum + n, 0);
  const peakBySource = (source: string) => Math.max(0, ...[...perMinute].filter(([key]) => key.startsWith(`${source} `)).map(([, n]) => n));
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rate = PRICE_SOURCE_RATE.binance.perMinute;
  return [
    { figure: `outcome checks: ${items} items with coins over a day (simulated; ${counts.measured} measured, ${counts.missed} missed, ${counts.refused} answers refused)`, value: counts.measured + counts.missed, unit: 'checks' },
    { figure: 'outcome checks: CPU for the day (scheduler, SQLite, kline client and the stand-ins answering)', value: cpuMs / 1000, unit: 's', budget: '< 864 s (1 % of a core)' },
    { figure: 'outcome checks: CPU share of one core, averaged over the day', value: (100 * cpuMs) / DAY, unit: '%', budget: '< 1 %' },
    { figure: 'outcome checks: wall time to simulate the day', value: wallMs / 1000, unit: 's' },
    { figure: 'outcome checks: heap kept at its peak (after a full collection, sampled every 10 min), above the start', value: (heapPeak - heapBefore) / 1024 / 1024, unit: 'MB', budget: '< 32 MB' },
    { figure: 'outcome checks: pending at the peak (sampled every 10 min)', value: pendingPeak, unit: 'checks', budget: `≤ ${OUTCOME_BUDGET.maxPending}` },
    { figure: 'outcome checks: kline requests per minute, averaged over the day', value: requests / (DAY / MINUTE), unit: '/min' },
    { figure: 'outcome checks: Binance kline requests in the busiest minute', value: peakBySource('binance'), unit: '/min', budget: `≤ ${rate} (weight ${2 * rate} of 6,000)` },
    { figure: 'outcome checks: Bybit kline requests in the busiest minute', value: peakBySource('bybit'), unit: '/min', budget: `≤ ${PRICE_SOURCE_RATE.bybit.perMinute} (of 7,200)` },
  ];
}
