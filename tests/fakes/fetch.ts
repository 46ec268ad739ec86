import type { FetchInit, FetchLike, ResponseLike } from '@/utils/net/net-types';

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): ResponseLike {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    json: async () => body,
  };
}

/** A fetch that answers from a handler and records every URL asked for, and the options it came with. */
export function fakeFetch(handler: (url: URL, init: FetchInit) => ResponseLike | Promise<ResponseLike>) {
  const calls: URL[] = [];
  const inits: FetchInit[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    const parsed = new URL(url);
    calls.push(parsed);
    inits.push(init);
    return handler(parsed, init);
  };
  return { fetch, calls, inits };
}

/** A backlog endpoint over a list of items (newest first), honouring `limit` and `last_id`. */
export function backlogHandler(items: () => { _id: string }[]) {
  return (url: URL) => {
    const all = items();
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const lastId = url.searchParams.get('last_id');
    const start = lastId ? all.findIndex((item) => item._id === lastId) + 1 : 0;
    return jsonResponse(all.slice(start, start + limit));
  };
}
