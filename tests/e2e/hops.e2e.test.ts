/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const MINUTE = 60_000;

/** Writes hop samples straight into the worker's hop log, as a day of an origin speaking every minute and then falling silent would have left it. */
const seedQuietSource = (page: Page, source: string) =>
  page.evaluate(
    (name, minute) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('newsflash-hops');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('samples', 'readwrite');
          const last = Date.now() - 60 * minute;
          for (let i = 0; i < 10; i++) {
            const at = last - i * minute;
            tx.objectStore('samples').add({ source: name, at, hops: { origin: at - 900, read: at - 400, sent: at - 100, arrived: at } });
          }
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    source,
    MINUTE,
  );

/** What a worker's start does with the hop log: Chrome's worker is reached directly, Firefox's background page through the extension. */
async function reloadHops(session: ExtensionSession, page: Page): Promise<void> {
  if (session.worker) {
    const worker = await session.worker();
    await worker.evaluate(() => (globalThis as any).newsflashDebug.reloadHops());
  } else {
    await page.evaluate(async () => ((await (globalThis as any).browser.runtime.getBackgroundPage()) as any).newsflashDebug.reloadHops());
  }
}

/** Being first, proven: the card's origin → screen and its hops, Diagnostics' figures, a silent source's warning (logic in utils/hops, tested there). */
describe.each<BrowserKind>(['chromium', 'firefox'])('hops in %s', (kind) => {
  let service: E2eService;
  let session: ExtensionSession;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    session = await launch(kind);
  });
  afterAll(async () => {
    await session?.close();
    await service?.dispose();
  });

  it('shows origin → screen on the card and each hop in its details, the figures in Diagnostics, and a silent source in both pages', async () => {
    const popup = await session.open('/popup.html');
    await setViewport(popup, { width: 420, height: 600 });
    await ext.configure(popup, { serverAddress: service.url, apiKey: await service.admin.addKey(`hops-${kind}`) });
    await until(() => ext.status(popup), (status: any) => status.feed.connection === 'open', 'the feed open');
    const id = await service.publish({ title: 'Exchange lists HOPS', source: 'Terminal', hops: { origin: Date.now() - 800 } });
    const summary = `.card[data-id="${id}"] [data-testid="origin-to-screen"]`;
    await until(() => popup.evaluate((selector) => document.querySelector(selector)?.textContent ?? '', summary), (text) => /\+/.test(text), 'origin → screen on the card');
    await popup.click(summary);
    const hops = await popup.evaluate((selector) => [...document.querySelectorAll(selector)].map((term) => term.textContent), `.card[data-id="${id}"] [data-testid="hop-list"] dt`);
    expect(hops).toEqual(['At the origin', 'Read by the service', 'Sent by the service', 'Reached this browser']);

    await seedQuietSource(popup, 'Quiet origin');
    await reloadHops(session, popup);
    const warning = await until(() => popup.evaluate(() => document.querySelector('[data-testid="source-warning"]')?.textContent ?? ''), (text) => text !== '', 'the silent source said in the popup');
    expect(warning).toMatch(/^Quiet origin has been silent for 60 min/);

    const options = await session.open('/options.html#diagnostics');
    const rows = () => options.evaluate(() => [...document.querySelectorAll('.source-latency tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent)));
    const table = await until(rows, (all) => all.length === 2, 'both sources in Diagnostics');
    expect(table.find((row) => row[0] === 'Terminal')?.slice(1, 2)).toEqual(['1']);
    expect(table.find((row) => row[0] === 'Quiet origin')?.slice(1, 6)).toEqual(['10', '500 ms / 500 ms', '300 ms / 300 ms', '100 ms / 100 ms', '900 ms / 900 ms']);
    // The warnings and the worker's notification come apart from the table: each is waited for.
    const warnings = () => options.evaluate(() => document.querySelector('[data-testid="hop-warnings"]')?.textContent ?? '');
    expect(await until(warnings, (text) => text !== '', 'the warnings in Diagnostics')).toMatch(/Quiet origin has been silent/);
    await until(() => ext.notifications(options), (all) => 'newsflash:warning:Quiet origin' in all, "the silent source's notification");
  }, 60_000);
});
