import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import { retryAfterMs } from '@newsflash/protocol/retry-after';

/**
 * The longest an origin may silence a source by asking (`Retry-After` in seconds or as a date): a
 * typo or a hostile answer (`3000000`, `1e10`, the year 9999) waits this long, never days, and never
 * overflows a timer into a retry every millisecond.
 */
export const MAX_ORIGIN_WAIT_MS = 15 * 60_000;
import { USER_AGENT } from './user-agent';
import { decodeBody } from './charset';
import { readBoundedJson } from './json-bounds';
import { pinnedFetch, type PinnedFetch } from './pinned-fetch';
import { checkRedirectTarget, systemLookup, type Lookup } from './redirect-target';

export type Fetch = typeof fetch;

export interface CappedResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The address the answer came from, after redirects: what a document's relative links are read against. */
  url: string;
  /** Set when the body declared a charset this service cannot read (it was read as UTF-8). */
  note?: string;
}

/** How any request leaves the service: every redirect checked (followRedirects), within one time budget. */
export interface CheckedRequestOptions {
  fetch: Fetch;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** A webhook's POST; its body goes along only through 307 and 308, which keep the method. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Lets a redirect off the URL's own origin reach loopback, private and link-local addresses. */
  allowPrivate?: boolean;
  lookup?: Lookup;
  pinnedFetch?: PinnedFetch;
}

export interface FetchCappedOptions extends CheckedRequestOptions {
  maxBytes: number;
}

/** Browsers follow 20; an origin needing more than a few is broken or playing games. */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type Refusal = 'refused' | 'rate-limited';

/** A fetch that failed, with what to tell the operator. */
export class FetchError extends Error {
  constructor(
    message: string,
    /** When the origin asked to be left alone (429 or 503, a 418 ban with Retry-After), ms from now. */
    readonly retryAfterMs?: number,
    /** The origin turned this address away (403, 418, 451) or asked it to slow down (429, 503, an empty answer): named in /healthz. */
    readonly refusal?: Refusal,
    /** The answer's HTTP status, when one came and was not 2xx or 304. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** An origin's answer read as JSON, nested at most MAX_JSON_DEPTH deep; `what` names it in the error when it is not. */
export const parseJson = readBoundedJson;

/** A documented path under a configured base address, which may itself have a path (a mirror under `/binance`). */
export const joinUrl = (base: string, path: string) => `${withoutTrailing(base, isSlash)}${path}`;

/**
 * GET with two budgets a hostile or broken origin cannot stretch: the whole exchange (redirects,
 * headers and body) ends after `timeoutMs`, and reading stops past `maxBytes`, whatever
 * Content-Length said. Statuses other than 2xx and 304 throw a FetchError naming them. The body
 * is decoded by its declared charset.
 */
export async function fetchCapped(url: string, options: FetchCappedOptions): Promise<CappedResponse> {
  const { response, url: answered, signal, late } = await checkedRequest(url, options);
  if (response.status === 304) {
    await response.body?.cancel();
    return { status: 304, headers: response.headers, text: '', url: answered };
  }
  if (!response.ok) {
    await response.body?.cancel();
    const slowDown = response.status === 429 || response.status === 503;
    const asked = retryAfterMs(response.headers.get('retry-after'), Date.now(), MAX_ORIGIN_WAIT_MS);
    // A 418 is Binance's ban of this address (Upbit's too), with Retry-After its length: a request before it lengthens the ban.
    const wait = slowDown ? (asked ?? 60_000) : response.status === 418 ? asked : undefined;
    const refusal = slowDown ? 'rate-limited' : [401, 403, 418, 451].includes(response.status) ? 'refused' : undefined;
    throw new FetchError(`HTTP ${response.status}`, wait, refusal, response.status);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes) {
    await response.body?.cancel();
    throw new FetchError(`larger than ${options.maxBytes} bytes (${declared})`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        await response.body?.cancel().catch(() => {});
        throw new FetchError(`larger than ${options.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    throw signal.aborted ? late() : new FetchError(`cut off (${causeOf(error)})`);
  }
  const { text, note } = decodeBody(Buffer.concat(chunks), response.headers.get('content-type'));
  return { status: response.status, headers: response.headers, text, url: answered, ...(note ? { note } : {}) };
}

/**
 * The one way a request leaves the service (sources, webhooks, the names list, market lists and
 * prices alike; `server/outbound/outbound.test.ts` fails on any other): the final answer after checked
 * redirects and the address that gave it, its body unread, with the exchange's time budget still running over it.
 */
export async function checkedRequest(
  url: string,
  options: CheckedRequestOptions,
): Promise<{ response: Response; url: string; signal: AbortSignal; late: () => FetchError }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const late = () => new FetchError(`no answer within ${options.timeoutMs / 1000} s`);
  const answered = await followRedirects(url, options, signal).catch((error: unknown) => {
    if (error instanceof FetchError) throw error;
    throw signal.aborted ? late() : new FetchError(`unreachable (${causeOf(error)})`);
  });
  return { ...answered, signal, late };
}

/**
 * Follows redirects itself, checking each: one within the URL's own origin (scheme, host, port)
 * goes where the operator pointed the source; one elsewhere must reach public addresses only
 * (unless `allowPrivate`), and connects to the very addresses checked. A feed answering 302 to
 * an internal service on the host gets nothing from it.
 */
async function followRedirects(url: string, options: CheckedRequestOptions, signal: AbortSignal): Promise<{ response: Response; url: string }> {
  const home = new URL(url).origin;
  const headers = { 'user-agent': USER_AGENT, ...options.headers };
  const method = options.method ?? 'GET';
  const body = options.body;
  const seen = new Set<string>();
  let current = new URL(url);
  for (;;) {
    seen.add(current.href);
    let response: Response;
    if (current.origin === home) {
      response = await options.fetch(current.href, { method, headers, body, signal, redirect: 'manual' });
    } else {
      const target = await untilAborted(
        checkRedirectTarget(current, { allowPrivate: options.allowPrivate ?? false, lookup: options.lookup ?? systemLookup }),
        signal,
      );
      if (!target.ok) throw new FetchError(target.reason);
      response = await (options.pinnedFetch ?? pinnedFetch)(current.href, { method, headers, body, signal }, target.addresses);
    }
    const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return { response, url: current.href };
    await response.body?.cancel();
    // 301, 302 and 303 turn a POST into a GET: the webhook's message would be lost, not delivered.
    if (method !== 'GET' && response.status !== 307 && response.status !== 308) throw new FetchError(`redirected with ${response.status}, which would drop the ${method}'s body`);
    const next = URL.canParse(location, current) ? new URL(location, current) : undefined;
    if (!next || !/^https?:$/.test(next.protocol)) throw new FetchError('redirected to something other than an http(s) address');
    if (next.username || next.password) throw new FetchError('redirected to an address with a user name or password in it');
    if (seen.has(next.href)) throw new FetchError('redirected in a loop');
    if (seen.size > MAX_REDIRECTS) throw new FetchError(`more than ${MAX_REDIRECTS} redirects`);
    current = next;
  }
}

/** A name lookup cannot be cancelled; the exchange's budget still ends when it says. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
