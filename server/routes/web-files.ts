import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Budgets of the page's files, checked once as the service starts (it then serves from memory,
 * never from the disk per request): a build that breaks them is refused, loudly, before anything
 * is served. The page is about 20 files and 200 kB with their compressed copies.
 */
export const WEB_BUDGET = { files: 300, fileBytes: 2 * 1024 * 1024, totalBytes: 24 * 1024 * 1024 };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The page's files at the root: its HTML, and its service worker (web/sw.ts), which must sit at the root to serve the page offline. */
const PAGE_ROOT_FILES = new Set(['/index.html', '/sw.js']);

/** Files under `assets/` carry their content's hash in their name: a changed file is a new address. */
const HASHED = /^\/assets\/[\w.-]+-[\w-]{8,}\.\w+$/;
const YEAR_S = 365 * 24 * 3600;

interface Variant {
  body: Buffer;
  etag: string;
}

interface WebFile {
  type: string;
  immutable: boolean;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
}

const variant = (body: Buffer, suffix = ''): Variant => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"` });

/** Every regular file under `root` (symbolic links are not followed: nothing outside the folder is ever read), as `/relative/path`. */
function listFiles(root: string, most: number): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(`/${relative(root, path).split(sep).join('/')}`);
      // Each file may have its two compressed copies.
      if (found.length > most * 3) throw new Error(`web page: more than ${most} files in ${root}`);
    }
  };
  walk(root);
  return found;
}

/** Where `npm run build:server` puts the page: beside the bundle (server/dist/web), or, run from source (server/routes/), in server/dist/web. */
export function defaultWebDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'web'), join(here, '..', 'dist', 'web')].find((dir) => existsSync(join(dir, 'index.html')));
}

export type WebFiles = ReadonlyMap<string, WebFile>;

/** Reads the built page into memory, with its `.gz` and `.br` copies, within WEB_BUDGET. */
export function loadWebFiles(root: string, budget: typeof WEB_BUDGET = WEB_BUDGET): WebFiles {
  const paths = listFiles(root, budget.files);
  const originals = paths.filter((path) => !/\.(gz|br)$/.test(path));
  if (originals.length > budget.files) throw new Error(`web page: ${originals.length} files in ${root}, more than ${budget.files}`);
  if (!originals.includes('/index.html')) throw new Error(`web page: no index.html in ${root}`);
  let total = 0;
  const read = (path: string) => {
    const file = join(root, path);
    const size = lstatSync(file).size;
    if (size > budget.fileBytes) throw new Error(`web page: ${path} is ${size} bytes, more than ${budget.fileBytes}`);
    total += size;
    if (total > budget.totalBytes) throw new Error(`web page: more than ${budget.totalBytes} bytes in ${root}`);
    return readFileSync(file);
  };
  const files = new Map<string, WebFile>();
  for (const path of originals) {
    const type = TYPES[path.slice(path.lastIndexOf('.'))];
    // A file of a kind the page does not use is not served: nothing is sent with a guessed type.
    // Nor is one outside the page's places (its HTML, its service worker, assets/), which could shadow an endpoint.
    if (!type || !(PAGE_ROOT_FILES.has(path) || path.startsWith('/assets/'))) continue;
    files.set(path, {
      type,
      immutable: HASHED.test(path),
      identity: variant(read(path)),
      gzip: paths.includes(`${path}.gz`) ? variant(read(`${path}.gz`), '-gz') : undefined,
      br: paths.includes(`${path}.br`) ? variant(read(`${path}.br`), '-br') : undefined,
    });
  }
  return files;
}

/** Addresses that mean "every interface": no browser connects to them. */
const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The sockets the page may open besides 'self' (older engines do not count sockets as 'self'): the
 * public address's host when configured, else the listening address. Never the request's `Host`:
 * a caching proxy whose key ignores Host would serve one client's widened policy to every other.
 */
export function pageSockets(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  }
  if (WILDCARDS.has(host)) return '';
  return `ws://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/**
 * The page's policy: its own scripts, styles and service worker only, nothing inline, and
 * connections to its own origin only: 'self' and the sockets `pageSockets` names.
 */
export function contentSecurityPolicy(sockets: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The page's own service worker only (web/sw.ts); connect-src holds its requests to the origin too.
    "worker-src 'self'",
    `connect-src 'self'${sockets ? ` ${sockets}` : ''}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What the client accepts, best first: brotli, then gzip, else as it is. `q=0` refuses. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').slice(0, 1024).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Whether the client's copy (`If-None-Match`) is this one. */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header
    .slice(0, 4096)
    .split(',')
    .some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
    });

/** The page's address for a request path: `/` is index.html; nothing else is mapped. */
export const webPath = (pathname: string) => (pathname === '/' ? '/index.html' : pathname);

/**
 * Answers a GET or HEAD for one of the page's files. Range is not honoured (the whole file, 200,
 * `accept-ranges: none`): the files are small, and no range arithmetic is exposed to a client.
 */
export function serveWebFile(file: WebFile, policy: string, request: IncomingMessage, response: ServerResponse): void {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const chosen = (encoding && file[encoding === 'br' ? 'br' : 'gzip']) || file.identity;
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.immutable ? `public, max-age=${YEAR_S}, immutable` : 'no-cache',
    etag: chosen.etag,
    vary: 'accept-encoding',
    'accept-ranges': 'none',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'content-security-policy': policy,
  };
  if (chosen !== file.identity) headers['content-encoding'] = encoding!;
  if (matches(request.headers['if-none-match'], chosen.etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  headers['content-length'] = String(chosen.body.length);
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : chosen.body);
}
