/**
 * The web page's shell kept by its service worker (web/sw.ts), so a reload while the service is
 * down still opens the page: its HTML, scripts, styles and message catalogues, nothing else. The
 * headlines and votes are the page's own IndexedDB, read as ever. Pure: the worker passes in its
 * caches, its fetch and its timer. No import: the worker is bundled on its own.
 */

/** What the worker keeps at most: a build holds 38 files, 253 kB (issue 54); a build past this is not kept at all. */
export const SHELL_BUDGET = { files: 64, fileBytes: 1024 * 1024, totalBytes: 4 * 1024 * 1024 };

/** How long a reload waits for the service before it opens the kept page instead. */
export const NAVIGATION_WAIT_MS = 3_000;

export interface ShellFile {
  /** `/index.html` or `/assets/…` */
  path: string;
  bytes: number;
}

export interface ShellManifest {
  /** The build's hash: each build is a cache of its own. */
  version: string;
  files: ShellFile[];
}

/** The parts of the browser's caches the worker uses. */
export interface ShellCaches {
  open(name: string): Promise<ShellCache>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}
export interface ShellCache {
  match(path: string): Promise<Response | undefined>;
  put(path: string, response: Response): Promise<void>;
  delete(path: string): Promise<boolean>;
  keys(): Promise<readonly { url: string }[]>;
}

export interface ShellDeps {
  manifest: ShellManifest;
  /** The page's own origin: nothing else is ever asked for or answered. */
  origin: string;
  caches: ShellCaches;
  fetch: (path: string) => Promise<Response>;
  /** Resolves after `ms` (the worker's setTimeout). */
  wait: (ms: number) => Promise<void>;
}

const PREFIX = 'newsflash-shell-';
const PATH = /^\/(index\.html|assets\/[\w.-]{1,120})$/;

/** The manifest, if it is one the worker may keep: known places, no repeats, each file and the whole within SHELL_BUDGET. */
export function checkManifest(value: unknown): ShellManifest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, files } = value as Partial<ShellManifest>;
  if (typeof version !== 'string' || !/^[\w-]{1,64}$/.test(version) || !Array.isArray(files) || files.length > SHELL_BUDGET.files) return undefined;
  let total = 0;
  const seen = new Set<string>();
  for (const file of files) {
    if (typeof file?.path !== 'string' || !PATH.test(file.path) || seen.has(file.path)) return undefined;
    if (!Number.isSafeInteger(file.bytes) || file.bytes < 0 || file.bytes > SHELL_BUDGET.fileBytes) return undefined;
    seen.add(file.path);
    total += file.bytes;
  }
  if (total > SHELL_BUDGET.totalBytes || !seen.has('/index.html')) return undefined;
  return { version, files };
}

/** The shell's body if it is the build's file: the expected size, read within the file's budget; else nothing. */
async function bodyOf(response: Response | undefined, expected: ShellFile): Promise<Blob | undefined> {
  if (!response || response.status !== 200 || response.type === 'opaque' || response.redirected) return undefined;
  const stated = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(stated) && stated > SHELL_BUDGET.fileBytes) return undefined;
  const body = await response.blob();
  return body.size === expected.bytes ? body : undefined;
}

/** The headers a kept answer keeps: its type and the page's policy (a page opened offline is held to it as online). */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'x-frame-options', 'permissions-policy'];

/** The same answer, from a body already read (decoded: no length or encoding to carry). */
const answer = (body: Blob, from: Response) =>
  new Response(body, {
    status: 200,
    headers: KEPT_HEADERS.flatMap((header) => (from.headers.has(header) ? [[header, from.headers.get(header)!] as [string, string]] : [])),
  });

/** The page's HTML opens only under a strict policy: a kept copy without one (written by anything but this worker) is not served. */
const strictEnough = (file: ShellFile, response: Response) => file.path !== '/index.html' || /(^|;\s*)default-src 'none'/.test(response.headers.get('content-security-policy') ?? '');

/**
 * The worker's three jobs. `install` keeps every file of the build, or none (a file missing, the
 * wrong size or past the budget fails the install, and the page works as it did without it);
 * `activate` drops older builds' caches and anything not of this build; `respond` answers a request
 * or leaves it alone (`undefined`: the browser asks the network as usual).
 */
export function shellWorker(deps: ShellDeps) {
  const { manifest } = deps;
  const name = `${PREFIX}${manifest.version}`;
  const byPath = new Map(manifest.files.map((file) => [file.path, file]));

  /** A kept copy, only if it is still this build's file: anything else is dropped, never served. */
  const kept = async (file: ShellFile): Promise<Response | undefined> => {
    try {
      const cache = await deps.caches.open(name);
      const response = await cache.match(file.path);
      if (!response) return undefined;
      const body = strictEnough(file, response) ? await bodyOf(response, file) : undefined;
      if (body) return answer(body, response);
      await cache.delete(file.path);
    } catch {
      // Storage evicted or refused: the network's answer, or the browser's own error page.
    }
    return undefined;
  };

  const network = async (file: ShellFile): Promise<Response | undefined> => {
    try {
      return await deps.fetch(file.path);
    } catch {
      return undefined;
    }
  };

  /** The page itself: the service's when it answers within NAVIGATION_WAIT_MS (a new build shows at once), else the kept one. */
  const navigate = async (file: ShellFile): Promise<Response | undefined> => {
    const pending = network(file);
    const fresh = await Promise.race([pending, deps.wait(NAVIGATION_WAIT_MS).then(() => 'late' as const)]);
    // A proxy in front of a stopped service answers 502–504: that is the service down too.
    if (fresh && fresh !== 'late' && fresh.status < 500) return fresh;
    return (await kept(file)) ?? (fresh === 'late' ? pending : fresh);
  };

  /** A script, style or catalogue: its name carries its hash, so a kept copy is the file; one dropped or evicted is kept again from the service. */
  const asset = async (file: ShellFile): Promise<Response | undefined> => {
    const copy = await kept(file);
    if (copy) return copy;
    const fresh = await network(file);
    const body = fresh && (await bodyOf(fresh.clone(), file).catch(() => undefined));
    if (!fresh || !body) return fresh;
    await (await deps.caches.open(name)).put(file.path, answer(body, fresh)).catch(() => undefined);
    return answer(body, fresh);
  };

  return {
    cacheName: name,
    async install(): Promise<void> {
      const cache = await deps.caches.open(name);
      for (const file of manifest.files) {
        const response = await deps.fetch(file.path);
        const body = strictEnough(file, response) ? await bodyOf(response, file) : undefined;
        if (!body) throw new Error(`newsflash shell: not this build's file: ${file.path}`);
        await cache.put(file.path, answer(body, response));
      }
    },
    async activate(): Promise<void> {
      for (const key of await deps.caches.keys()) if (key.startsWith(PREFIX) && key !== name) await deps.caches.delete(key);
      const cache = await deps.caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url, deps.origin).pathname;
        if (!byPath.has(path)) await cache.delete(request.url);
      }
    },
    /** `undefined`: not the shell's (another origin, the API, sockets, a POST): left to the browser. */
    respond(request: { url: string; method: string; mode: string }): Promise<Response | undefined> | undefined {
      if (request.method !== 'GET') return undefined;
      const url = new URL(request.url);
      if (url.origin !== deps.origin) return undefined;
      if (request.mode === 'navigate') return url.pathname === '/' || url.pathname === '/index.html' ? navigate(byPath.get('/index.html')!) : undefined;
      const file = byPath.get(url.pathname);
      return file && file.path !== '/index.html' ? asset(file) : undefined;
    },
  };
}

export type ShellWorker = ReturnType<typeof shellWorker>;
