import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkItem } from '../server/items/feed-item';
import { spawnService } from '../devkit/spawn-service';
import { openSqlite } from '../server/storage/sqlite';
import { configureExtension, launchWithExtension, type ExtensionSession } from '../devkit/extension-browser';
import { ADMIN, waitFor, withAdmin, workerHeapMb, workerStatus } from './harness';
import type { Figure } from './stats';

/**
 * A burst of `burst` items published within about `burstSeconds` (are any lost, how many
 * notifications, what memory), then a service restart with `missed` items the extension never saw
 * live: how long until it is back, and until those are backfilled.
 */
export async function benchRecovery(options: { burst: number; burstSeconds: number; missed: number }): Promise<Figure[]> {
  const work = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-bench-recovery-'));
  const db = join(work, 'feed.db');
  const args = (port: number) => ['--port', String(port), '--db', db, '--admin-token', ADMIN, '--anon-delay', '0', '--vote-rate', '100000'];
  let service = await spawnService(args(0));
  const port = Number(new URL(service.url).port);
  const { key, publish } = await withAdmin(service);
  const session = await launchWithExtension('chromium');
  try {
    const worker = await session.worker!();
    const page = await session.open('/popup.html');
    // Room for every burst item, so retention cannot be mistaken for loss.
    await configureExtension(page, { serverAddress: service.url, apiKey: key, retention: { maxItems: 100_000, maxAgeDays: 365 } });
    await page.close();
    await waitFor(() => workerStatus(worker), (s) => s.feed.login.state === 'ok', 20_000);

    const before = await workerStatus(worker);
    const started = Date.now();
    const queue = Array.from({ length: options.burst }, (_, i) => i);
    const perMs = options.burst / (options.burstSeconds * 1000);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          // Paced to the target rate; the publishers' own limit shows in the "published in" figure.
          const due = started + i / perMs;
          if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
          await publish({ title: `Burst ${i}`, body: 'A burst item, as on a listing day.' });
        }
      }),
    );
    const publishedIn = (Date.now() - started) / 1000;
    const after = await waitFor(() => workerStatus(worker), (s) => s.counters.items - before.counters.items >= options.burst, 60_000);
    const received = after.counters.items - before.counters.items;
    // Writes trail reception by a batch or two: wait for them before counting what was kept.
    const stored = await waitFor(() => countStored(session), (count) => count >= options.burst, 15_000);
    const heap = await workerHeapMb(worker);
    // The rest of the burst is folded into one summary when the coalescing window closes (10 s).
    const settled = await waitFor(() => workerStatus(worker), (s) => s.counters.notificationsShown > after.counters.notificationsShown, 15_000);

    // The service goes away; meanwhile items land in its database that no socket ever carries.
    const outageAt = Date.now();
    await service.stop();
    await waitFor(() => workerStatus(worker), (s) => s.feed.connection !== 'open', 10_000, 50);
    const store = openSqlite(db, { perMinute: 30, suspendAfter: 5 });
    for (let i = 0; i < options.missed; i++) {
      const check = checkItem({ title: `Missed ${i}` });
      if (check.ok) await store.items.insert(check.item);
    }
    await store.close();
    const waiting = await workerStatus(worker);
    service = await spawnService(args(port));
    const restartedAt = Date.now();
    await waitFor(() => workerStatus(worker), (s) => s.feed.connection === 'open', 90_000, 20);
    const reconnectedAt = Date.now();
    await waitFor(() => workerStatus(worker), (s) => s.counters.backfilled - waiting.counters.backfilled >= options.missed, 30_000, 20);
    const backfilledAt = Date.now();

    return [
      {
        figure: `burst: items lost of ${options.burst}`,
        value: options.burst - Math.min(received, stored),
        unit: 'items',
        budget: '0',
        baseline: `published in ${publishedIn.toFixed(1)} s; ${received} received, ${stored} in IndexedDB`,
      },
      { figure: 'burst: notifications raised', value: settled.counters.notificationsShown - before.counters.notificationsShown, unit: '', baseline: 'default limit: 3 per 10 s, the rest as one summary' },
      { figure: 'burst: worker JS heap after', value: heap, unit: 'MB', budget: '≤ 40 MB' },
      {
        figure: 'restart: service up → feed live again',
        value: reconnectedAt - restartedAt,
        unit: 'ms',
        baseline: `after a ${((restartedAt - outageAt) / 1000).toFixed(1)} s outage; the backoff's next attempt decides this`,
      },
      { figure: `restart: live → ${options.missed} missed items backfilled`, value: backfilledAt - reconnectedAt, unit: 'ms' },
    ];
  } finally {
    await session.close();
    await service.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Items in the extension's IndexedDB, counted from one of its pages. */
async function countStored(session: ExtensionSession): Promise<number> {
  const page = await session.open('/popup.html');
  try {
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open('newsflash');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const count = request.result.transaction('items').objectStore('items').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  } finally {
    await page.close();
  }
}
