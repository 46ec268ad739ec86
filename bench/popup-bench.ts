import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { configureExtension, launchWithExtension } from '../scripts/lib/extension-browser';
import { parseItem, type NewsItem } from '../utils/protocol';
import { percentile, type Figure } from './stats';

/** Realistic rows: the corpus items, repeated with fresh ids and times, newest first. */
function seedItems(count: number): (NewsItem & { receivedAt: number })[] {
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

interface Opening {
  firstMs: number;
  allMs: number;
  rows: number;
}

/** Opens the popup in a fresh tab and reads its paint marks (ms since navigation start). */
async function openOnce(open: () => Promise<Page>): Promise<Opening> {
  const page = await open();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const marks = await page.evaluate(() => ({
        first: performance.getEntriesByName('newsflash:first-items')[0]?.startTime,
        all: performance.getEntriesByName('newsflash:all-items')[0]?.startTime,
        rows: document.querySelectorAll('.card').length,
      }));
      if (marks.first !== undefined && marks.all !== undefined) return { firstMs: marks.first, allMs: marks.all, rows: marks.rows };
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
export async function benchPopup(options: { items: number; runs: number }): Promise<Figure[]> {
  const session = await launchWithExtension('chromium');
  try {
    const setup = await session.open('/popup.html');
    // A closed port: the background stays offline instead of reaching for the public service.
    await configureExtension(setup, { serverAddress: 'http://127.0.0.1:9' });
    await setup.evaluate(
      (items) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('newsflash');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const tx = request.result.transaction('items', 'readwrite');
            for (const item of items) tx.objectStore('items').put(item);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      seedItems(options.items),
    );
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
    const plain = await runs('/popup.html?virtualise=off');
    const median = (list: Opening[], key: keyof Opening) => percentile(list.map((o) => o[key]), 50);
    const n = `${options.items} stored, median of ${options.runs}`;
    return [
      {
        figure: 'popup: first items painted',
        value: median(virtual, 'firstMs'),
        unit: 'ms',
        budget: '≤ 150 ms',
        baseline: `unvirtualised ${median(plain, 'firstMs').toFixed(0)} ms (${n})`,
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
    ];
  } finally {
    await session.close();
  }
}
