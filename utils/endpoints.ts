export interface Endpoints {
  /** Origin of the service, e.g. "https://news.treeofalpha.com". */
  origin: string;
  socketUrl: string;
  likesUrl: string;
  apiUrl: string;
}

export type EndpointsResult = { ok: true; endpoints: Endpoints } | { ok: false; error: string };

/** Derives the socket and API addresses from the one server address a user types. */
export function deriveEndpoints(serverAddress: string): EndpointsResult {
  const input = serverAddress.trim();
  let url: URL;
  try {
    url = new URL(input.includes('://') ? input : `https://${input}`);
  } catch {
    return { ok: false, error: `"${serverAddress}" is not a web address (example: https://news.example.com)` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'The server address must start with https:// (or http:// for a local service)' };
  }
  if (url.username || url.password) return { ok: false, error: 'The server address must not contain a user name or password' };
  const socketOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  const base = url.pathname.replace(/\/+$/, '');
  return {
    ok: true,
    endpoints: {
      origin: url.origin,
      socketUrl: `${socketOrigin}${base}/ws`,
      likesUrl: `${socketOrigin}${base}/ws/likes`,
      apiUrl: `${url.origin}${base}/api`,
    },
  };
}
