import type { Page, WebWorker } from 'puppeteer-core';
import { spawnService, type SpawnedService } from '../devkit/spawn-service';

export const ADMIN = 'B3nch-Lk8jH5gF2dS9aP4oI7uY1tR6eW';
const adminHeaders = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };

/** The local service as its own process, with a key for the extension and a way to publish. */
export async function startBenchService(args: string[] = ['--port', '0', '--db', ':memory:']) {
  const service = await spawnService([...args, '--admin-token', ADMIN, '--anon-delay', '0']);
  return withAdmin(service);
}

export async function withAdmin(service: SpawnedService) {
  const response = await fetch(`${service.url}/admin/keys?name=bench-${Date.now()}`, { method: 'POST', headers: adminHeaders });
  const { key } = (await response.json()) as { key: string };
  const publish = (item: Record<string, unknown>) =>
    fetch(`${service.url}/admin/news`, { method: 'POST', headers: adminHeaders, body: JSON.stringify(item) }).then((r) => r.arrayBuffer());
  return { service, key, publish };
}

/** Polls until `done` or the timeout; returns the last value either way (a bench reports, it does not fail). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs));
    value = await read();
  }
  return value;
}

export interface WorkerStatus {
  feed: { connection: string; login: { state: string } };
  counters: { items: number; backfilled: number; notificationsShown: number; reconnects: number };
}

/** The engine's status, read straight from the service worker (the debug handle in background.ts). */
export const workerStatus = (worker: WebWorker) =>
  worker.evaluate(() => (globalThis as unknown as { newsflashDebug: { status(): unknown } }).newsflashDebug.status()) as Promise<WorkerStatus>;

/** The worker's JS heap after a full garbage collection, in MB. */
export async function workerHeapMb(worker: WebWorker): Promise<number> {
  const cdp = (worker as unknown as { client: { send(method: string): Promise<{ usedSize: number }> } }).client;
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1_048_576;
}

/** Puts items straight into a page's `newsflash` database, as the worker (or the web page's engine) would have stored them. */
export async function putStoredItems(page: Page, items: unknown[]): Promise<void> {
  await page.evaluate(
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
    items,
  );
}
