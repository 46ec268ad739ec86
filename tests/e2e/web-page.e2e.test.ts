import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchPlainBrowser } from '@/devkit/web-browser';
import { LIVE_START_WAIT_MS } from '@/utils/web/after-first-rows';
import { audit } from './axe';
import { until, type BrowserKind } from './harness';
import { E2eService } from './service';

/** The page as `npm run build:server` builds it, into a folder of this run's own. */
const built = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-web-e2e-'));
beforeAll(() => {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, NEWSFLASH_WEB_OUT: built, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
}, 120_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

/** Every address the page asked for that is not its own origin (aborted), and the sockets it opened. */
async function watchOrigin(page: Page, origin: string): Promise<{ foreign: string[]; sockets: () => Promise<string[]> }> {
  const foreign: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || new URL(url).origin === origin) return void request.continue();
    foreign.push(url);
    void request.abort();
  });
  // WebSockets are not requests to interception: their addresses are noted as the page opens them.
  // A string, not a function: tsx would wrap a named class or function in a helper the page lacks.
  await page.evaluateOnNewDocument(`{
    const Native = WebSocket;
    const opened = (globalThis.__sockets = []);
    globalThis.WebSocket = class extends Native {
      constructor(url, protocols) {
        super(url, protocols);
        opened.push(String(url));
      }
    };
  }`);
  return { foreign, sockets: () => page.evaluate(() => (globalThis as unknown as { __sockets: string[] }).__sockets) };
}

const coins = { suggestions: [{ coin: 'BTC', found: ['BTC'], symbols: [{ exchange: 'binance', symbol: 'BTCUSDT' }] }] };
const card = (id: string) => `.card[data-id="${id}"]`;
const ids = (page: Page) => page.$$eval('.card', (cards) => cards.map((node) => node.getAttribute('data-id') ?? ''));
const tally = (page: Page, id: string) => page.$$eval(`${card(id)} .tally`, (nodes) => nodes.map((node) => Number(node.textContent)));
/** An element's text, empty until the page draws it (it waits for the reader's words before its first paint). */
const textOf = (page: Page, selector: string) => page.evaluate((wanted) => document.querySelector(wanted)?.textContent ?? '', selector);
const accountText = (page: Page) => textOf(page, '#account');
/**
 * The build's scripts the page asked for, by name (`web-live-…js`), with when; when it first
 * painted, and when its first rows showed (a page with nothing kept shows none).
 */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname.replace('/assets/', ''), at: entry.startTime }))
      .filter((entry) => entry.name.endsWith('.js')),
    paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    rowsAt: performance.getEntriesByName('newsflash:first-items', 'mark')[0]?.startTime ?? Infinity,
    // When the page's own script was in: its wait for the first rows starts no earlier.
    mainEnd: (performance.getEntriesByName(document.querySelector<HTMLScriptElement>('script[type=module]')!.src)[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? 0,
  }));
const chunk = (loaded: Awaited<ReturnType<typeof scriptsLoaded>>, name: string) => loaded.scripts.filter((script) => script.name.startsWith(`${name}-`));
/**
 * Whether the live part was asked for no sooner than `after` allows: that moment, or the page's
 * longest wait for it (LIVE_START_WAIT_MS after its script came) on a machine too loaded to paint by then.
 */
const liveDeferred = (loaded: Awaited<ReturnType<typeof scriptsLoaded>>, after: number) => {
  expect(loaded.mainEnd).toBeGreaterThan(0);
  return chunk(loaded, 'web-live').map((script) => script.at >= Math.min(after, loaded.mainEnd + LIVE_START_WAIT_MS));
};

describe.each<BrowserKind>(['chromium', 'firefox'])('the service’s own web page in %s', (kind) => {
  let service: E2eService;
  let key: string;

  beforeAll(async () => {
    service = new E2eService(['--web-dir', built]);
    await service.start();
    key = await service.admin.addKey(`web-${kind}`);
  });
  afterAll(() => service.dispose());

  const myVotes = async () => (await (await fetch(`${service.url}/api/mylikes?api_key=${encodeURIComponent(key)}`)).json()) as { newsId: string; type: string }[];

  it('reads, signs in, votes with totals on a second page, keeps the history offline, all on its own origin', async () => {
    const { browser, close } = await launchPlainBrowser(kind, { firefoxProfileTemplate: inject('firefoxProfileTemplate') });
    try {
      const origin = new URL(service.url).origin;
      const page = await browser.newPage();
      const watched = await watchOrigin(page, origin);
      await page.goto(`${service.url}/`);
      // No key: the delayed feed, and how to get one; no notification prompt on load.
      await until(() => accountText(page), (text) => text.includes('Ask this service'), 'the sign-in explanation');
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      const anonymous = await service.publish({ title: 'Read without a key' });
      await until(() => ids(page), (shown) => shown.includes(anonymous), 'an item read anonymously');
      // The live part (sockets, readers, cache writer) was asked for only after the first paint (nothing
      // kept here: no rows to wait for); the votes' and the history's code, and the memory store's, not
      // at all for a reader without a key.
      const opened = await scriptsLoaded(page);
      expect(opened.paintAt).toBeLessThan(Infinity);
      expect(liveDeferred(opened, opened.paintAt)).toEqual([true]);
      expect(['web-votes', 'History', 'memory-store'].flatMap((name) => chunk(opened, name))).toEqual([]);

      // A wrong key is explained beside the field, which stays: the right key is typed at once.
      await page.type('#api-key', 'not-a-key-0000000000');
      await page.click('.account-form button[type=submit]');
      await until(() => accountText(page), (text) => text.includes('refused this key') && text.includes('pasted'), 'the wrong key explained');
      expect(await page.$eval('#api-key', (field) => [field.getAttribute('aria-invalid'), (field as HTMLInputElement).value])).toEqual(['true', '']);
      await page.type('#api-key', key);
      await page.click('.account-form button[type=submit]');
      await until(() => textOf(page, '.pill'), (text) => text.includes(`web-${kind}`), 'logged in');
      await until(() => page.$('#api-key'), (field) => field === null, 'the field gone once the key is taken');
      // A key: the history is read, with the votes' code, which loads after the key is taken.
      expect(chunk(await until(() => scriptsLoaded(page), (loaded) => chunk(loaded, 'web-votes').length > 0, "the votes' code"), 'web-votes')).toHaveLength(1);

      const second = await browser.newPage();
      const watchedSecond = await watchOrigin(second, origin);
      await second.goto(`${service.url}/`);
      const live = await service.publish({ title: 'Exchange lists BTC pairs', ...coins });
      for (const each of [page, second]) {
        await each.bringToFront();
        await until(() => ids(each), (shown) => shown.includes(live), 'the live item on both pages');
      }
      // Its coin, with a link to the pair: the exchanges' link rules load just after the chip's first paint.
      const pairLinks = () => page.$$eval(`${card(live)} .coin a`, (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).host));
      expect(await until(pairLinks, (hosts) => hosts.length > 0, 'the link on the coin chip')).toContain('www.binance.com');
      await page.bringToFront();
      const press = async (button: 'like' | 'dislike' | 'remove') => page.click(`${card(live)} button.vote.${button}`);
      const seen = async (likes: number, dislikes: number) => {
        await second.bringToFront();
        await until(() => tally(second, live), (shown) => shown[0] === likes && shown[1] === dislikes, `${likes}/${dislikes} on the second page`);
        await page.bringToFront();
      };
      await press('like');
      await until(myVotes, (votes) => votes.some((vote) => vote.newsId === live && vote.type === 'like'), 'the like at the service');
      await seen(1, 0);
      await press('dislike');
      await until(myVotes, (votes) => votes.some((vote) => vote.newsId === live && vote.type === 'dislike'), 'the dislike at the service');
      await seen(0, 1);
      await press('remove');
      await until(myVotes, (votes) => !votes.some((vote) => vote.newsId === live), 'the vote removed at the service');
      await seen(0, 0);
      await press('like');
      await until(myVotes, (votes) => votes.some((vote) => vote.newsId === live), 'the like again');

      // Accessible in the light theme (and dark where the browser can emulate it; Firefox's below).
      if (kind === 'chromium') await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      expect(await audit(page)).toEqual([]);
      if (kind === 'chromium') {
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
        expect(await audit(page)).toEqual([]);
        // A phone: every control a finger's size.
        await page.setViewport({ width: 390, height: 844, hasTouch: true, isMobile: true });
        // Controls; links inside a headline or a post's text are exempt, as the target-size rule has it.
        const controls = ['button', 'input', 'select', '.coin a', '.icon-link', '.notice a', '.pill a'].map((selector) => `.web-page ${selector}`).join(', ');
        const small = await page.$$eval(controls, (nodes) =>
          nodes
            .filter((node) => (node as HTMLElement).offsetParent !== null)
            .filter((node) => node.getBoundingClientRect().height < 44 || node.getBoundingClientRect().width < 44)
            .map((node) => node.outerHTML.slice(0, 80)),
        );
        expect(small).toEqual([]);
      }

      // The history, read from this browser's cache with the service gone.
      await until(() => page.$$eval('.history li', (items) => items.map((item) => item.getAttribute('data-news-id'))), (shown) => shown.includes(live), 'the history');
      await service.stop();
      await page.click('.history button');
      await until(() => textOf(page, '.history'), (text) => text.includes('could not be reached'), 'offline history');
      expect(await page.$$eval('.history li', (items) => items.map((item) => item.getAttribute('data-news-id')))).toContain(live);

      expect([...watched.foreign, ...watchedSecond.foreign]).toEqual([]);
      const socketOrigin = origin.replace(/^http/, 'ws');
      expect(new Set([...(await watched.sockets()), ...(await watchedSecond.sockets())])).toEqual(new Set([`${socketOrigin}/ws`, `${socketOrigin}/ws/likes`]));
    } finally {
      await close();
    }
  });

  it('reloads with the service down: the kept headlines and votes, said to be offline, then reconnects by itself', async () => {
    await service.start();
    const { browser, close } = await launchPlainBrowser(kind);
    try {
      const origin = new URL(service.url).origin;
      const page = await browser.newPage();
      const watched = await watchOrigin(page, origin);
      await page.goto(`${service.url}/`);
      await page.waitForSelector('#api-key');
      await page.type('#api-key', key);
      await page.click('.account-form button[type=submit]');
      const kept = await service.publish({ title: 'Kept for the offline reload' });
      await until(() => ids(page), (shown) => shown.includes(kept), 'the item');
      await page.click(`${card(kept)} button.vote.like`);
      await until(() => page.$$eval('.history li', (items) => items.map((item) => item.getAttribute('data-news-id'))), (shown) => shown.includes(kept), 'the vote in the history');
      // The worker holds the shell once it controls the page (it claims the page that registered it).
      await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), (controlled) => controlled, 'the service worker in control');
      // What the engine writes waits for a batch: the item is in the page's own database before the service goes.
      await until(() => page.evaluate(() => new Promise<boolean>((resolve) => {
        const open = indexedDB.open('newsflash');
        open.onsuccess = () => {
          const get = open.result.transaction('items').objectStore('items').count();
          get.onsuccess = () => resolve(get.result > 0);
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      })), (stored) => stored, 'the item stored');

      // Hostile entries kept in this browser break nothing: a row of 1 MB of title and no coins list
      // in the page's database, and 2 MiB of script kept in place of the page's own (the worker drops
      // it and keeps the service's file again).
      await page.evaluate(async () => {
        const now = Date.now();
        await new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('newsflash');
          open.onsuccess = () => {
            const tx = open.result.transaction('items', 'readwrite');
            tx.objectStore('items').put({ id: 'hostile-row', title: 'x'.repeat(1_000_000), time: now - 1_000, receivedAt: now, kind: 'news', source: 'Hostile', coins: 'not-a-list' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        });
        const shell = (await caches.keys()).find((name) => name.startsWith('newsflash-shell-'))!;
        const script = new URL(document.querySelector<HTMLScriptElement>('script[type=module]')!.src).pathname;
        await (await caches.open(shell)).put(script, new Response('x'.repeat(2 * 1024 * 1024), { headers: { 'content-type': 'text/javascript' } }));
      });
      await page.reload();
      await until(() => ids(page), (shown) => shown.includes(kept), 'the page opened past the hostile entries');
      // With headlines kept, the live part is asked for only once their first rows are on screen: so after the rows.
      const reopened = await until(() => scriptsLoaded(page), (loaded) => chunk(loaded, 'web-live').length > 0, 'the live part asked for');
      expect(reopened.rowsAt).toBeLessThan(Infinity);
      expect(liveDeferred(reopened, reopened.rowsAt)).toEqual([true]);

      await service.stop();
      await page.reload();
      await until(() => ids(page), (shown) => shown.includes(kept), 'the kept item after an offline reload');
      // The kept vote is drawn once the votes' code has read it, after the kept rows.
      const pressed = () => page.$eval(`${card(kept)} button.vote.like`, (button) => button.getAttribute('aria-pressed'));
      expect(await until(pressed, (state) => state === 'true', 'the kept like on its card')).toBe('true');
      await until(() => textOf(page, '.offline-note'), (text) => text.startsWith('Offline'), 'the page said to be offline');
      await until(() => page.$$eval('.history li', (items) => items.map((item) => item.getAttribute('data-news-id'))), (shown) => shown.includes(kept), 'the history kept offline');
      expect(await page.evaluate(() => document.querySelector('meta[name=referrer]') !== null)).toBe(true);

      await service.start();
      const back = await service.publish({ title: 'After the service came back' });
      await until(() => ids(page), (shown) => shown.includes(back), 'a live item once the service is back', 90_000);
      await until(() => page.$eval('.offline-note', (note) => (note as HTMLElement).hidden), (hidden) => hidden, 'the offline note gone');
      expect(watched.foreign).toEqual([]);
    } finally {
      await close();
      await service.stop();
    }
  }, 180_000);

  it.runIf(kind === 'firefox')('has no axe violations of any impact in the dark theme', async () => {
    await service.start();
    const item = await service.publish({ title: 'Dark theme headline' });
    const { browser, close } = await launchPlainBrowser(kind, { dark: true, firefoxProfileTemplate: inject('firefoxProfileTemplate') });
    try {
      const page = await browser.newPage();
      await page.goto(`${service.url}/`);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      await until(() => ids(page), (shown) => shown.includes(item), 'the item');
      expect(await audit(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
