// The page's service worker: keeps the shell of this build (utils/web/shell-cache.ts) so a reload
// while the service is down opens the page with what this browser kept. A classic script with no
// imports of its own at run time (web/shell-plugin.ts checks): Firefox runs no module workers.
import { checkManifest, shellWorker } from '../utils/web/shell-cache';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
// The build writes this build's files here (web/shell-plugin.ts); a manifest past the budget keeps nothing.
const manifest = checkManifest(JSON.parse('__NEWSFLASH_SHELL_MANIFEST__'));

if (manifest) {
  const worker = shellWorker({
    manifest,
    origin: scope.location.origin,
    caches: {
      open: async (name) => {
        const cache = await scope.caches.open(name);
        return {
          match: async (path) => cache.match(path),
          put: (path, response) => cache.put(path, response),
          delete: (path) => cache.delete(path),
          keys: () => cache.keys(),
        };
      },
      keys: () => scope.caches.keys(),
      delete: (name) => scope.caches.delete(name),
    },
    // Its own origin only, without cookies: the CSP's connect-src holds the worker to 'self' too.
    fetch: (path) => fetch(new URL(path, scope.location.origin), { credentials: 'omit', cache: 'no-cache', redirect: 'error' }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  scope.addEventListener('install', (event) => event.waitUntil(worker.install().then(() => scope.skipWaiting())));
  scope.addEventListener('activate', (event) => event.waitUntil(worker.activate().then(() => scope.clients.claim())));
  scope.addEventListener('fetch', (event) => {
    const answer = worker.respond(event.request);
    if (answer) event.respondWith(answer.then((response) => response ?? fetch(event.request)));
  });
}
