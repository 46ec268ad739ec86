import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, requestUrl, sendJson, sendText } from '../http/request-reply';
import { StorageUnavailable } from '../storage/types';
import { adminRoutes } from './admin';
import { healthRoutes } from './health';
import { newsRoutes } from './news';
import { serveWebFile, webPath } from './web-files';
import type { RouteDeps, Routes } from './types';
import { voteRoutes } from '../votes/vote-routes';

export type { RouteDeps } from './types';

/** What a client is told to wait when the database is away: long enough for a restart or failover. */
const UNAVAILABLE_RETRY_S = 5;

const routes: Routes = { ...newsRoutes, ...voteRoutes, ...adminRoutes, ...healthRoutes };

export async function handle(deps: RouteDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const url = requestUrl(request.url);
    // No store keeps NUL in text (PostgreSQL refuses it with a 500): it is a bad request on every backend.
    for (const [name, value] of url.searchParams) if (name.includes('\0') || value.includes('\0')) throw new HttpError(400, 'parameters must not contain NUL characters');
    const file = deps.web?.get(webPath(url.pathname));
    if (file) {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, `${request.method} is not allowed here`, { allow: 'GET, HEAD' });
      return serveWebFile(file, deps.webPolicy(), request, response);
    }
    const route = routes[url.pathname];
    if (!route) throw new HttpError(404, `no such endpoint: ${url.pathname}`);
    const handler = route[request.method ?? 'GET'];
    if (!handler) throw new HttpError(405, `${request.method} is not allowed here`, { allow: Object.keys(route).join(', ') });
    const [status, body, contentType] = await handler(deps, request, url);
    if (contentType) sendText(response, status, body as string | Buffer, contentType);
    else sendJson(response, status, body);
  } catch (error) {
    if (error instanceof StorageUnavailable) {
      sendJson(response, 503, { error: 'the database is unavailable; try again shortly' }, { 'retry-after': String(UNAVAILABLE_RETRY_S) });
    } else if (error instanceof HttpError) {
      // An oversized body is left unread; closing the connection stops the client sending the rest.
      const close: Record<string, string> = error.status === 413 ? { connection: 'close' } : {};
      sendJson(response, error.status, { error: error.message }, { ...error.headers, ...close });
    } else {
      deps.logger.error({ err: error instanceof Error ? error : String(error) }, 'internal error');
      sendJson(response, 500, { error: 'internal error' });
    }
  }
}
