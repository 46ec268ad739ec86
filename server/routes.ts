import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import type { Logger } from './log';
import { METRICS_CONTENT_TYPE, type Metrics, type VoteOutcome } from './metrics';
import { PRICE_SYMBOL } from '@newsflash/protocol';
import { bearer, HttpError, intParam, readJsonBody, requestUrl, sendJson, sendText } from './http-util';
import type { BusEvent, BusHealth } from './bus/types';
import { checkItem, type FeedItem } from './items';
import type { OutboxWorker } from './outbox';
import { PRICE_PATH, type PriceStandIn } from './prices';
import type { FeedSockets } from './sockets';
import { StorageUnavailable, type Storage } from './storage/types';
import type { VoteAction } from './vote-transition';

/** Published items may carry long bodies (the feed has seen megabyte ones); beyond this is refused. */
const MAX_BODY = 2 * 1024 * 1024;
/** What a client is told to wait when the database is away: long enough for a restart or failover. */
const UNAVAILABLE_RETRY_S = 5;

export interface RouteDeps {
  config: ServerConfig;
  storage: Storage;
  outbox: OutboxWorker;
  sockets: FeedSockets;
  prices: PriceStandIn;
  bus: { health(): BusHealth };
  /** Stores one item and sends it to every node's sockets; false when the id exists already. */
  publish(item: FeedItem): Promise<boolean>;
  /** Tells this node's sockets and every other node's. */
  announce(event: BusEvent): void;
  /** True once the node is shutting down: not ready for new clients. */
  draining(): boolean;
  logger: Logger;
  metrics: Metrics;
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function requireAdmin(deps: RouteDeps, request: IncomingMessage): void {
  if (!sameToken(bearer(request), deps.config.adminToken)) throw new HttpError(401, 'admin token missing or wrong');
}

async function requireKey(deps: RouteDeps, url: URL) {
  const check = await deps.storage.keys.check(url.searchParams.get('api_key'));
  if (!check.ok) {
    const headers = check.retryAfterMs ? { 'retry-after': String(Math.ceil(check.retryAfterMs / 1000)) } : undefined;
    throw new HttpError(check.status, check.error, headers);
  }
  return check.key;
}

async function vote(deps: RouteDeps, url: URL, action: VoteAction) {
  const id = url.searchParams.get('id');
  if (!id || id.length > 200) throw new HttpError(400, 'id is required (the item _id)');
  const refused = (outcome: VoteOutcome, error: HttpError) => {
    deps.metrics.countVote(outcome);
    return error;
  };
  const key = await requireKey(deps, url).catch((error: unknown) => {
    throw error instanceof HttpError ? refused('refused_key', error) : error;
  });
  if (!(await deps.storage.items.exists(id))) throw refused('unknown_item', new HttpError(404, `no item with id ${id}`));
  const decision = await deps.storage.buckets.take(key.id);
  if (!decision.ok) {
    if (decision.suspend) {
      await deps.storage.keys.suspend(key.id, Date.now() + deps.config.suspendForMs);
      throw refused('suspended', new HttpError(403, 'API key suspended for voting too fast', { 'retry-after': String(Math.ceil(deps.config.suspendForMs / 1000)) }));
    }
    throw refused('rate_limited', new HttpError(429, 'voting too fast', { 'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) }));
  }
  const result = await deps.storage.votes.apply(key.id, id, action);
  if (!result) throw refused('unknown_item', new HttpError(404, `no item with id ${id}`));
  deps.metrics.countVote(result.changed ? 'changed' : 'unchanged');
  if (result.changed) {
    deps.announce({ type: 'likes', frame: { newsId: id, type: action, likes: result.likes, dislikes: result.dislikes, version: result.version } });
    deps.outbox.kick();
  }
  return { newsId: result.newsId, vote: result.vote, likes: result.likes, dislikes: result.dislikes, version: result.version };
}

/** Status and a JSON body, or status, a text body and its content type. */
type Reply = [number, unknown] | [number, string, string];
type Handler = (deps: RouteDeps, request: IncomingMessage, url: URL) => Promise<Reply> | Reply;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/api/news': {
    GET: async (deps, _request, url) => {
      const limit = intParam(url, 'limit', 50, 1, deps.config.maxBacklog);
      const lastId = url.searchParams.get('last_id') ?? undefined;
      const rows = await deps.storage.items.backlog(limit, lastId);
      if (!rows) throw new HttpError(400, `unknown last_id ${lastId}`);
      return [200, rows.map((row) => ({ ...row.item, likes: row.likes, dislikes: row.dislikes }))];
    },
  },
  '/api/like': { POST: async (deps, _request, url) => [200, await vote(deps, url, 'like')] },
  '/api/dislike': { POST: async (deps, _request, url) => [200, await vote(deps, url, 'dislike')] },
  '/api/unlike': { POST: async (deps, _request, url) => [200, await vote(deps, url, 'unlike')] },
  '/api/mylikes': { GET: async (deps, _request, url) => [200, await deps.storage.votes.mine((await requireKey(deps, url)).id)] },
  '/admin/keys': {
    POST: async (deps, request, url) => {
      requireAdmin(deps, request);
      const name = url.searchParams.get('name');
      if (!name) throw new HttpError(400, 'name is required');
      try {
        return [201, { key: await deps.storage.keys.add(name) }];
      } catch (error) {
        if (error instanceof StorageUnavailable) throw error;
        throw new HttpError(400, error instanceof Error ? error.message : String(error));
      }
    },
    GET: async (deps, request) => {
      requireAdmin(deps, request);
      return [200, await deps.storage.keys.list()];
    },
    DELETE: async (deps, request, url) => {
      requireAdmin(deps, request);
      const id = await deps.storage.keys.revoke(url.searchParams.get('name') ?? '');
      if (id === undefined) throw new HttpError(404, 'no active key with that name');
      deps.announce({ type: 'revoke', keyId: id });
      return [200, { revoked: true }];
    },
  },
  '/admin/news': {
    POST: async (deps, request) => {
      requireAdmin(deps, request);
      const check = checkItem(await readJsonBody(request, MAX_BODY));
      if (!check.ok) throw new HttpError(400, `invalid item: ${check.errors.join('; ')}`);
      if (!(await deps.publish(check.item))) throw new HttpError(409, `an item with _id ${check.item._id} exists already`);
      return [201, { _id: check.item._id }];
    },
  },
  // What a client that cannot read a refused WebSocket handshake's status asks to learn it.
  [PRICE_PATH]: {
    GET: (deps) => {
      const refusal = deps.prices.refusal();
      if (refusal) throw new HttpError(refusal.status, refusal.reason);
      throw new HttpError(426, 'the price stream is a WebSocket: connect with ?streams=symbol@miniTicker/…');
    },
  },
  '/admin/prices': {
    POST: async (deps, request) => {
      requireAdmin(deps, request);
      if (!deps.config.priceStandIn) throw new HttpError(404, 'this service serves no prices (start it with --price-stand-in)');
      const body = (await readJsonBody(request, 1024)) as { symbol?: unknown; price?: unknown } | null;
      const symbol = typeof body?.symbol === 'string' ? body.symbol.toUpperCase() : '';
      const price = body?.price;
      if (!PRICE_SYMBOL.test(symbol) || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
        throw new HttpError(400, 'expected {"symbol": "ARBUSDT", "price": 1.7} (a positive number)');
      }
      deps.prices.pin(symbol, price);
      return [200, { symbol, price }];
    },
  },
  // For Prometheus. Operators keep it off the public side of their proxy (deploy/nginx-newsflash.conf does).
  '/metrics': { GET: async (deps) => [200, await deps.metrics.registry.metrics(), METRICS_CONTENT_TYPE] },
  // For a supervisor: the process is alive and its event loop turns. Nothing else is asked.
  '/livez': { GET: () => [200, { live: true }] },
  // For a load balancer: send new clients here only while the database answers, the bus is up
  // and the node is not shutting down.
  '/readyz': {
    GET: async (deps) => {
      const storage = await deps.storage.ping().then(
        () => 'up',
        () => 'down',
      );
      const bus = deps.bus.health().state;
      const draining = deps.draining();
      const ready = storage === 'up' && bus === 'up' && !draining;
      return [ready ? 200 : 503, { ready, storage, bus, draining }];
    },
  },
  '/healthz': {
    // Answers even when the database is away (503, so a load balancer sends new clients to a node
    // that can vote); a bus that is down keeps 200: this node still serves its own sockets.
    // Public, so it says that the database is down but not why: driver errors name internal hosts.
    GET: async (deps) => {
      const bus = deps.bus.health();
      const counts = await Promise.all([deps.storage.items.count(), deps.outbox.pending()]).catch((error: unknown) => {
        if (error instanceof StorageUnavailable) return undefined;
        throw error;
      });
      const storage = { kind: deps.storage.kind, state: counts ? 'up' : 'down' };
      const [items, outboxPending] = counts ?? [null, null];
      const body = { ok: !!counts && bus.state === 'up', items, sockets: deps.sockets.counts(), prices: deps.prices.counts(), outboxPending, storage, bus };
      return [counts ? 200 : 503, body];
    },
  },
};

export async function handle(deps: RouteDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const url = requestUrl(request.url);
    // No store keeps NUL in text (PostgreSQL refuses it with a 500): it is a bad request on every backend.
    for (const [name, value] of url.searchParams) if (name.includes('\0') || value.includes('\0')) throw new HttpError(400, 'parameters must not contain NUL characters');
    const route = routes[url.pathname];
    if (!route) throw new HttpError(404, `no such endpoint: ${url.pathname}`);
    const handler = route[request.method ?? 'GET'];
    if (!handler) throw new HttpError(405, `${request.method} is not allowed here`, { allow: Object.keys(route).join(', ') });
    const [status, body, contentType] = await handler(deps, request, url);
    if (contentType) sendText(response, status, body as string, contentType);
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
