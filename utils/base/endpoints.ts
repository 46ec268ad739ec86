import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import { t } from '@/utils/base/i18n';
import { DEFAULT_SERVER } from './default-server';

export interface Endpoints {
  /** Origin of the service, e.g. "https://news.treeofalpha.com". */
  origin: string;
  socketUrl: string;
  likesUrl: string;
  apiUrl: string;
}

/** Addresses a user may set instead of the derived ones (a service that splits them). */
export interface EndpointOverrides {
  socketUrl?: string;
  apiUrl?: string;
}

export type EndpointsResult = { ok: true; endpoints: Endpoints } | { ok: false; error: string };

export { DEFAULT_SERVER } from './default-server';

/**
 * This machine, the only host plain (unencrypted) addresses may name. Not `[::1]`: Chrome's
 * extension CSP cannot name it, so a service there would be unreachable.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost']);
export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname);

/**
 * The host permission pattern that covers an http(s) or ws(s) address: its scheme and host, any
 * port (Firefox ignores a pattern that names one).
 */
export function hostPattern(address: string): string {
  const url = new URL(address.replace(/^ws/, 'http'));
  return `${url.protocol}//${url.hostname}/*`;
}

/** The one pattern the manifest grants up front: the public service. */
export const BUILT_IN_PATTERN = hostPattern(DEFAULT_SERVER);

type AddressKind = 'errors.serverAddress' | 'errors.socketAddress' | 'errors.apiAddress';

function parse(input: string, schemes: readonly string[], kind: AddressKind): { url: URL } | { error: string } {
  // Named only when something is wrong: the build's own tools derive addresses with no browser to translate.
  const what = () => t(kind);
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `${schemes[0]}//${text}`);
  } catch {
    return { error: t('errors.notAddress', [input, schemes[0]!]) };
  }
  if (!schemes.includes(url.protocol)) return { error: t('errors.mustStart', [what(), schemes.map((s) => `${s}//`).join(' | ')]) };
  if (url.username || url.password) return { error: t('errors.noUserInAddress', [what()]) };
  // The extension's content security policy allows unencrypted connections to this machine only.
  const plain = url.protocol === 'http:' || url.protocol === 'ws:';
  if (plain && !isLoopbackHost(url.hostname)) {
    return { error: t('errors.encrypted', [what(), url.protocol === 'http:' ? 'https' : 'wss']) };
  }
  return { url };
}

const trimSlash = (path: string) => withoutTrailing(path, isSlash);

/** Derives the socket and API addresses from the one server address a user types, then applies overrides. */
export function deriveEndpoints(serverAddress: string, overrides: EndpointOverrides = {}): EndpointsResult {
  const server = parse(serverAddress, ['https:', 'http:'], 'errors.serverAddress');
  if ('error' in server) return { ok: false, error: server.error };
  const { url } = server;
  const socketOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  const base = trimSlash(url.pathname);
  const endpoints: Endpoints = {
    origin: url.origin,
    socketUrl: `${socketOrigin}${base}/ws`,
    likesUrl: `${socketOrigin}${base}/ws/likes`,
    apiUrl: `${url.origin}${base}/api`,
  };
  if (overrides.socketUrl?.trim()) {
    const socket = parse(overrides.socketUrl, ['wss:', 'ws:'], 'errors.socketAddress');
    if ('error' in socket) return { ok: false, error: socket.error };
    endpoints.socketUrl = trimSlash(socket.url.href);
    endpoints.likesUrl = `${endpoints.socketUrl}/likes`;
  }
  if (overrides.apiUrl?.trim()) {
    const api = parse(overrides.apiUrl, ['https:', 'http:'], 'errors.apiAddress');
    if ('error' in api) return { ok: false, error: api.error };
    endpoints.apiUrl = trimSlash(api.url.href);
  }
  return { ok: true, endpoints };
}

/**
 * The host permissions asked for beyond the manifest's (this machine included: only self-hosters
 * need it): `fetch` to the API needs one; a socket needs none, but its host is asked for too,
 * because it receives the key at login and the browser's own prompt is the plainest way to make
 * the user see where the key will go.
 */
export function permissionOrigins(endpoints: Endpoints): string[] {
  const patterns = new Set([hostPattern(endpoints.apiUrl), hostPattern(endpoints.socketUrl)]);
  patterns.delete(BUILT_IN_PATTERN);
  return [...patterns];
}

/** The two addresses the API key is sent to: at login on the socket, and with each API call. */
export interface KeyScope {
  socketUrl: string;
  apiUrl: string;
}

export const keyScopeOf = ({ socketUrl, apiUrl }: Endpoints): KeyScope => ({ socketUrl, apiUrl });

/**
 * Whether the key may go to these endpoints: only to the ones the user saved or confirmed with it.
 * An address that changed any other way (a settings file, a bug) gets no key until the user saves.
 */
export function keyAllowed(scope: KeyScope | null, endpoints: Endpoints): boolean {
  return scope !== null && scope.socketUrl === endpoints.socketUrl && scope.apiUrl === endpoints.apiUrl;
}
