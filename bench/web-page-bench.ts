import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchPlainBrowser } from '../devkit/web-browser';
import { putStoredItems, startBenchService } from './harness';
import { openOnce, seedItems, type Opening } from './popup-bench';
import { percentile, type Figure } from './stats';

/** Gzip size of the JS a page's HTML loads at once: its module scripts and the chunks it preloads. */
export function htmlJsGzip(dir: string, html: string): number {
  const page = readFileSync(join(dir, html), 'utf8');
  const files = [...page.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => join(dir, match[1]!));
  return gzipTotal(files);
}

/** Gzip size of every JS chunk a build holds under `assets/`: what the page loads at first paint and whatever it loads later. */
export function allJsGzip(dir: string): number {
  const assets = join(dir, 'assets');
  return gzipTotal(readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => join(assets, name)));
}

const gzipTotal = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

/** How long "the first seconds" are: the page painted, idle, its live part loaded and its sockets open. */
export const FIRST_SECONDS_MS = 3_000;

/**
 * Gzip size of the JS a page fetched (from the service or its worker's cache) in its first
 * seconds, by the build's files it names: what a reader's browser loads and compiles as the page
 * opens, the live part included. The service worker's own script runs apart and is not counted.
 */
export function loadedJsGzip(dir: string, paths: readonly string[]): number {
  const files = [...new Set(paths.filter((path) => /^\/assets\/[\w.-]+\.js$/.test(path)))].map((path) => join(dir, path));
  return gzipTotal(files);
}

/**
 * The service's own web page beside the popup: the JS it loads, and its opening with `items` in
 * its IndexedDB (time to the first rows and to the whole cache painted), in plain Chromium.
 */
export async function benchWebPage(options: { items: number; runs: number }): Promise<Figure[]> {
  const built = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-web-bench-'));
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEWSFLASH_WEB_OUT: built, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  const { service } = await startBenchService(['--port', '0', '--db', ':memory:', '--web-dir', built]);
  const { browser, close } = await launchPlainBrowser('chromium');
  try {
    const items = seedItems(options.items);
    const setup = await browser.newPage();
    await setup.goto(`${service.url}/`);
    // The page made its database as it opened; the items go into it as the engine would have stored them.
    await setup.waitForSelector('#account');
    await putStoredItems(setup, items);
    // Every opening measured is a returning reader's: the page's service worker installed and in control.
    await setup.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await setup.close();
    const openings: Opening[] = [];
    for (let run = 0; run < options.runs; run++) {
      await new Promise((r) => setTimeout(r, 1_000));
      openings.push(
        await openOnce(async () => {
          const page = await browser.newPage();
          await page.setViewport({ width: 1000, height: 700 });
          await page.goto(`${service.url}/`);
          return page;
        }),
      );
    }
    // What a reader's browser fetched as JS in the page's first seconds, by the build's file names.
    const reader = await browser.newPage();
    await reader.setViewport({ width: 1000, height: 700 });
    await reader.goto(`${service.url}/`);
    await new Promise((r) => setTimeout(r, FIRST_SECONDS_MS));
    const fetched = await reader.evaluate((within) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= within).map((entry) => new URL(entry.name).pathname), FIRST_SECONDS_MS);
    const controlled = await reader.evaluate(() => navigator.serviceWorker.controller !== null);
    await reader.close();
    const median = (key: keyof Opening) => percentile(openings.map((o) => o[key]), 50);
    const popupJs = htmlJsGzip('.output/chrome-mv3', 'popup.html') / 1024;
    return [
      { figure: 'web page JS at first paint (gzip)', value: htmlJsGzip(built, 'index.html') / 1024, unit: 'kB', budget: '≤ 40 kB', baseline: `popup ${popupJs.toFixed(1)} kB (the page's feed and vote clients load after first paint)` },
      {
        figure: `web page JS loaded in the first ${FIRST_SECONDS_MS / 1000} s (gzip)`,
        value: loadedJsGzip(built, fetched) / 1024,
        unit: 'kB',
        budget: '≤ 40 kB',
        baseline: `the files the page fetched${controlled ? ' (through its service worker)' : ''}, live part included; the worker's own script ${(gzipTotal([join(built, 'sw.js')]) / 1024).toFixed(1)} kB runs apart`,
      },
      { figure: 'web page JS, every chunk (gzip)', value: allJsGzip(built) / 1024, unit: 'kB', baseline: 'with the live part (feed, votes, history, cache writer) and what price moves and the shortcut list load on demand' },
      { figure: 'web page: first items painted', value: median('firstMs'), unit: 'ms', budget: '≤ 150 ms (the popup\'s)', baseline: `${options.items} stored, median of ${options.runs}` },
      { figure: `web page: all ${options.items} items ready`, value: median('allMs'), unit: 'ms', baseline: `DOM rows ${median('rows')}` },
    ];
  } finally {
    await close();
    await service.stop();
    rmSync(built, { recursive: true, force: true });
  }
}
