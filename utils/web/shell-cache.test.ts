import { describe, expect, it } from 'vitest';
import { checkManifest, NAVIGATION_WAIT_MS, SHELL_BUDGET, shellWorker, type ShellCache, type ShellCaches, type ShellManifest } from './shell-cache';

const ORIGIN = 'https://news.example.org';
const POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'";
const HTML = '<!doctype html><title>Newsflash</title>';
const SCRIPT = 'console.log(1)';
const MANIFEST: ShellManifest = {
  version: 'build-1',
  files: [
    { path: '/index.html', bytes: HTML.length },
    { path: '/assets/index-Ab12Cd34.js', bytes: SCRIPT.length },
  ],
};

/** The browser's caches, in memory: what is put is kept as given (a test may put anything). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const caches: ShellCaches = {
    async open(name) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      const cache: ShellCache = {
        match: async (path) => store.get(new URL(path, ORIGIN).href)?.clone(),
        put: async (path, response) => void store.set(new URL(path, ORIGIN).href, response),
        delete: async (path) => store.delete(new URL(path, ORIGIN).href),
        keys: async () => [...store.keys()].map((url) => ({ url })),
      };
      return cache;
    },
    keys: async () => [...stores.keys()],
    delete: async (name) => stores.delete(name),
  };
  return { caches, stores };
}

/** The service: up (its files), down (a refused connection), or silent (never answers). */
function setup(manifest = MANIFEST) {
  const { caches, stores } = memoryCaches();
  let service: 'up' | 'down' | 'silent' | 'proxy-502' = 'up';
  const files: Record<string, { body: string; type: string; policy?: string }> = {
    '/index.html': { body: HTML, type: 'text/html; charset=utf-8', policy: POLICY },
    '/assets/index-Ab12Cd34.js': { body: SCRIPT, type: 'text/javascript; charset=utf-8' },
  };
  const asked: string[] = [];
  let waiting: (() => void) | undefined;
  const worker = shellWorker({
    manifest,
    origin: ORIGIN,
    caches,
    fetch: async (path) => {
      asked.push(path);
      if (service === 'down') throw new TypeError('Failed to fetch');
      if (service === 'silent') return new Promise<Response>(() => {});
      if (service === 'proxy-502') return new Response('Bad gateway', { status: 502 });
      const file = files[path];
      if (!file) return new Response('', { status: 404 });
      return new Response(file.body, { headers: { 'content-type': file.type, ...(file.policy ? { 'content-security-policy': file.policy } : {}) } });
    },
    wait: (ms) => {
      expect(ms).toBe(NAVIGATION_WAIT_MS);
      return new Promise((resolve) => (waiting = resolve));
    },
  });
  const get = (path: string, mode = 'cors') => worker.respond({ url: `${ORIGIN}${path}`, method: 'GET', mode });
  return { worker, stores, files, asked, get, set: (next: typeof service) => (service = next), timeOut: () => waiting?.() };
}

describe('the web page’s shell, kept by its service worker', () => {
  it('keeps every file of the build, and opens the kept page with its policy when the service is down', async () => {
    const { worker, get, set } = setup();
    await worker.install();
    await worker.activate();
    set('down');
    const page = (await get('/', 'navigate'))!;
    expect(await page.text()).toBe(HTML);
    expect(page.headers.get('content-security-policy')).toBe(POLICY);
    expect(await (await get('/assets/index-Ab12Cd34.js'))!.text()).toBe(SCRIPT);
  });

  it('opens the service’s page when it answers (a new build shows at once), the kept one when a proxy says the service is down or it is silent', async () => {
    const { worker, get, set, files, timeOut } = setup();
    await worker.install();
    files['/index.html']!.body = '<!doctype html><title>newer</title>';
    expect(await (await get('/', 'navigate'))!.text()).toContain('newer');
    set('proxy-502');
    expect(await (await get('/', 'navigate'))!.text()).toBe(HTML);
    set('silent');
    const slow = get('/index.html', 'navigate')!;
    timeOut();
    expect(await (await slow)!.text()).toBe(HTML);
  });

  it('answers scripts from the kept copy without asking the service, and leaves everything else to the browser', async () => {
    const { worker, get, asked } = setup();
    await worker.install();
    asked.length = 0;
    await get('/assets/index-Ab12Cd34.js');
    expect(asked).toEqual([]);
    expect(get('/api/news')).toBeUndefined();
    expect(get('/ws')).toBeUndefined();
    expect(get('/assets/unknown-Zz99Yy88.js')).toBeUndefined();
    expect(get('/elsewhere', 'navigate')).toBeUndefined();
    expect(worker.respond({ url: 'https://cdn.example.com/assets/index-Ab12Cd34.js', method: 'GET', mode: 'cors' })).toBeUndefined();
    expect(worker.respond({ url: `${ORIGIN}/assets/index-Ab12Cd34.js`, method: 'POST', mode: 'cors' })).toBeUndefined();
  });

  it('installs nothing from a service that does not serve this build: the page works as without a worker', async () => {
    const { worker, files } = setup();
    files['/assets/index-Ab12Cd34.js']!.body = 'console.log("another build")';
    await expect(worker.install()).rejects.toThrow(/not this build's file/);
    const unsafe = setup();
    delete unsafe.files['/index.html']!.policy;
    await expect(unsafe.worker.install()).rejects.toThrow(/index\.html/);
  });

  it('drops a kept copy that is not the build’s file (oversize, altered, its policy gone) and asks the service instead; with the service down the browser says so', async () => {
    const { worker, stores, get, set } = setup();
    await worker.install();
    await worker.activate();
    const cache = stores.get(worker.cacheName)!;
    cache.set(`${ORIGIN}/assets/index-Ab12Cd34.js`, new Response('x'.repeat(SHELL_BUDGET.fileBytes + 1), { headers: { 'content-type': 'text/javascript' } }));
    cache.set(`${ORIGIN}/index.html`, new Response(HTML, { headers: { 'content-type': 'text/html' } }));
    expect(await (await get('/assets/index-Ab12Cd34.js'))!.text()).toBe(SCRIPT);
    // Kept again from the service, the build's file this time: the next offline reload has it.
    expect(await cache.get(`${ORIGIN}/assets/index-Ab12Cd34.js`)!.clone().text()).toBe(SCRIPT);
    set('down');
    expect(await (await get('/assets/index-Ab12Cd34.js'))!.text()).toBe(SCRIPT);
    expect(await get('/', 'navigate')).toBeUndefined();
    expect(cache.has(`${ORIGIN}/index.html`)).toBe(false);
  });

  it('activating drops older builds and whatever else was put in its cache', async () => {
    const { worker, stores } = setup();
    stores.set('newsflash-shell-build-0', new Map([[`${ORIGIN}/index.html`, new Response('old')]]));
    stores.set('someone-else', new Map());
    await worker.install();
    stores.get(worker.cacheName)!.set(`${ORIGIN}/assets/planted-Qq11Ww22.js`, new Response('alert(1)'));
    await worker.activate();
    expect([...stores.keys()].sort()).toEqual(['newsflash-shell-build-1', 'someone-else']);
    expect([...stores.get(worker.cacheName)!.keys()].sort()).toEqual([`${ORIGIN}/assets/index-Ab12Cd34.js`, `${ORIGIN}/index.html`]);
  });
});

describe('checkManifest', () => {
  it('takes the build’s manifest, and nothing past the budget or outside the page’s places', () => {
    expect(checkManifest(MANIFEST)).toEqual(MANIFEST);
    const file = (path: string, bytes = 10) => ({ path, bytes });
    const index = file('/index.html');
    for (const hostile of [
      null,
      'manifest',
      { version: 'v', files: 'all' },
      { version: 'v/../x', files: [index] },
      { version: 'v', files: [file('/assets/a-12345678.js')] },
      { version: 'v', files: [index, file('/api/news')] },
      { version: 'v', files: [index, file('/assets/../secret')] },
      { version: 'v', files: [index, file('https://cdn.example.com/x.js')] },
      { version: 'v', files: [index, index] },
      { version: 'v', files: [index, file('/assets/big-12345678.js', SHELL_BUDGET.fileBytes + 1)] },
      { version: 'v', files: [index, file('/assets/neg-12345678.js', -1)] },
      { version: 'v', files: [index, ...Array.from({ length: SHELL_BUDGET.files }, (_, i) => file(`/assets/f${i}-12345678.js`))] },
      { version: 'v', files: [index, ...Array.from({ length: 5 }, (_, i) => file(`/assets/f${i}-12345678.js`, SHELL_BUDGET.fileBytes))] },
    ]) {
      expect(checkManifest(hostile), JSON.stringify(hostile)?.slice(0, 80)).toBeUndefined();
    }
  });
});
