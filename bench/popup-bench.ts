import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { configureExtension, launchWithExtension, setViewport } from '../devkit/extension-browser';
import { startBinancePriceStream, type BinancePriceStream } from '../devkit/stand-ins/binance-prices';
import { putStoredItems, waitFor } from './harness';
import { priceTargets } from '../utils/prices/price-targets';
import { parseItem } from '@newsflash/protocol/frames';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { percentile, type Figure } from './stats';

/** Realistic rows: the corpus items, repeated with fresh ids and times, newest first. */
export function seedItems(count: number): (NewsItem & { receivedAt: number })[] {
  const templates = readFileSync('server/corpus/live-items.jsonl', 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      const parsed = parseItem(JSON.parse(line));
      return parsed.kind === 'item' ? [parsed.item] : [];
    });
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const time = now - i * 30_000;
    return { ...templates[i % templates.length]!, id: `bench-${i}`, time, receivedAt: time + 400 };
  });
}

/** The rows the popup shows first (it has room for about seven). */
const ON_SCREEN = 7;

/** A price for every pair the rows' coins are priced in (the publication price where there is one), for the stand-in to walk from. */
function standInPrices(items: readonly NewsItem[]): Record<string, number> {
  return Object.fromEntries(items.flatMap((item) => priceTargets(item).map((target) => [target.symbol, target.reference ?? 1])));
}

export interface Opening {
  firstMs: number;
  allMs: number;
  rows: number;
  /** The page's first paint (its header, before any row): what an opening costs before the cache is read at all. */
  pageMs: number;
}

/** Opens the popup in a fresh tab and reads its paint marks (ms since navigation start). */
export async function openOnce(open: () => Promise<Page>): Promise<Opening> {
  const page = await open();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const marks = await page.evaluate(() => ({
        first: performance.getEntriesByName('newsflash:first-items')[0]?.startTime,
        all: performance.getEntriesByName('newsflash:all-items')[0]?.startTime,
        rows: document.querySelectorAll('.card').length,
        page: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      if (marks.first !== undefined && marks.all !== undefined) return { firstMs: marks.first, allMs: marks.all, rows: marks.rows, pageMs: marks.page ?? NaN };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the popup never painted its items');
  } finally {
    await page.close();
  }
}

/**
 * Popup opening with `items` stored: time to the first rows and to the whole cache painted,
 * virtualised and (`?virtualise=off`) rendering every row.
 */
export async function benchPopup(options: { items: number; runs: number; priceTicksPerSecond: number }): Promise<Figure[]> {
  const items = seedItems(options.items);
  // The stand-in ticks every symbol this often, so the symbols on screen together make the rate asked for.
  const onScreen = Object.keys(standInPrices(items.slice(0, ON_SCREEN))).length;
  const prices = await startBinancePriceStream({ intervalMs: Math.round((1000 * onScreen) / options.priceTicksPerSecond) });
  prices.walk.seed(standInPrices(items));
  const session = await launchWithExtension('chromium');
  try {
    const setup = await session.open('/popup.html');
    // A closed port: the background stays offline instead of reaching for the public service;
    // prices flow from the stand-in, so every opening is measured with prices on and moving.
    await configureExtension(setup, { serverAddress: 'http://127.0.0.1:9', prices: { enabled: true, source: prices.url, bybit: 'off' } });
    await putStoredItems(setup, items);
    await setup.close();

    // Extension pages share one renderer process: closing a 5,000-row page stalls the next one,
    // so each mode runs in its own block and every opening starts after the last one settled.
    const runs = async (path: string) => {
      const openings: Opening[] = [];
      for (let run = 0; run < options.runs; run++) {
        await new Promise((r) => setTimeout(r, 1_000));
        openings.push(await openOnce(() => session.open(path)));
      }
      return openings;
    };
    const virtual = await runs('/popup.html');
    // The baseline renders all 5,000 rows, 10,000 chips: with prices moving it would measure the
    // chips' updates, not the opening, so it opens with prices off.
    const source = prices.url;
    const setPrices = async (enabled: boolean) => {
      const page = await session.open('/options.html');
      await configureExtension(page, { prices: { enabled, source, bybit: 'off' } });
      await page.close();
    };
    await setPrices(false);
    const plain = await runs('/popup.html?virtualise=off');
    await setPrices(true);
    const live = await livePrices(session, prices, onScreen);
    const median = (list: Opening[], key: keyof Opening) => percentile(list.map((o) => o[key]), 50);
    const n = `${options.items} stored, median of ${options.runs}`;
    return [
      {
        figure: 'popup: first items painted',
        value: median(virtual, 'firstMs'),
        unit: 'ms',
        budget: '≤ 80 ms (issue 56)',
        baseline: `unvirtualised, prices off: ${median(plain, 'firstMs').toFixed(0)} ms (${n}, prices on)`,
      },
      {
        figure: 'popup: its header painted, before any row',
        value: median(virtual, 'pageMs'),
        unit: 'ms',
        baseline: 'the floor under the first items: the page loaded, its script run and its first frame, with no row read or drawn',
      },
      {
        figure: `popup: all ${options.items} items ready`,
        value: median(virtual, 'allMs'),
        unit: 'ms',
        baseline: `unvirtualised ${median(plain, 'allMs').toFixed(0)} ms`,
      },
      {
        figure: 'popup: DOM rows',
        value: median(virtual, 'rows'),
        unit: 'rows',
        baseline: `unvirtualised ${median(plain, 'rows')} rows`,
      },
      {
        figure: 'popup: main thread busy under live prices',
        value: live.busyPercent,
        unit: '%',
        budget: '≤ 20 %',
        baseline: `${live.updatesPerSecond.toFixed(0)} price updates/s reaching the worker (${live.symbols} symbols on screen), over ${live.seconds} s`,
      },
      {
        figure: 'popup: frame interval p95 under live prices',
        value: live.frameP95,
        unit: 'ms',
        budget: '≤ 16 ms (a 60 Hz frame is 16.7)',
        baseline: `${live.dropped} of ${live.frames} frames longer than 25 ms`,
      },
    ];
  } finally {
    await session.close();
    await prices.close();
  }
}

/**
 * An open popup while every symbol on screen ticks: how much of the main thread the prices take
 * (Chrome's own task time over wall time) and how evenly frames come.
 */
async function livePrices(session: Awaited<ReturnType<typeof launchWithExtension>>, stream: BinancePriceStream, onScreen: number) {
  const seconds = 5;
  const page = await session.open('/popup.html');
  try {
    await setViewport(page, { width: 420, height: 600 });
    await page.bringToFront();
    const health = async () => ({ prices: stream.counts() });
    await waitFor(health, (h) => h.prices.symbols >= onScreen, 15_000);
    await new Promise((r) => setTimeout(r, 1_000));
    const sentBefore = await health();
    const before = await page.metrics();
    // A string, not a function: tsx would wrap the named callback in a helper the page lacks.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const gaps = [];
      let last = performance.now();
      const end = last + ${seconds * 1000};
      requestAnimationFrame(function tick(now) {
        gaps.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
        else resolve(gaps);
      });
    })`)) as number[];
    const after = await page.metrics();
    const sentAfter = await health();
    const elapsed = (after.Timestamp ?? 0) - (before.Timestamp ?? 0);
    return {
      busyPercent: (((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) / elapsed) * 100,
      frameP95: percentile(frames.slice(1), 95),
      frames: frames.length - 1,
      dropped: frames.slice(1).filter((gap) => gap > 25).length,
      symbols: sentAfter.prices.symbols,
      updatesPerSecond: (sentAfter.prices.sent - sentBefore.prices.sent) / elapsed,
      seconds,
    };
  } finally {
    await page.close();
  }
}
