import { METRICS_CONTENT_TYPE } from '../operations/metrics';
import { isPostgresUrl } from '../storage/open';
import { StorageUnavailable } from '../storage/types';
import { cachedFor } from './cached';
import { isAdmin } from './guards';
import type { RouteDeps, Routes } from './types';

/** What the public sees in place of an error's own words. */
export const WITHHELD = 'withheld: ask /healthz with the admin token';
const withheld = (text: string | null) => (text === null ? null : WITHHELD);

/**
 * How old what /healthz asks the database may be: however many ask, the node looks at most four
 * times a second (two index lookups and the outbox's pending count), so health checks are no lever
 * on the database; short enough that a watcher polling for a change sees it within a poll or two.
 * What the node holds in memory (the bus, sockets, sources) costs nothing and is read live,
 * as /readyz reads it: an event queued while the bus is down is counted at once.
 */
export const HEALTH_CACHE_MS = 250;
type StorageLook = [items: number, outboxPending: number] | undefined;
const storageLooks = new WeakMap<RouteDeps, () => Promise<StorageLook>>();

/** The database's counts, or undefined while it is unreachable; shared among callers for HEALTH_CACHE_MS. */
function storageLookOf(deps: RouteDeps): Promise<StorageLook> {
  let read = storageLooks.get(deps);
  if (!read) {
    read = cachedFor(HEALTH_CACHE_MS, () =>
      Promise.all([deps.storage.items.estimateCount(), deps.outbox.pending()]).catch((error: unknown) => {
        if (error instanceof StorageUnavailable) return undefined;
        throw error;
      }),
    );
    storageLooks.set(deps, read);
  }
  return read();
}

/** Everything /healthz says, before what the public may not see is withheld. */
async function look(deps: RouteDeps) {
  const counts = await storageLookOf(deps);
  const bus = deps.bus.health();
  const storage = { kind: isPostgresUrl(deps.config.db) ? 'postgres' : 'sqlite', state: counts ? 'up' : 'down' };
  const [items, outboxPending] = counts ?? [null, null];
  const sources = deps.sources?.health() ?? null;
  const markets = deps.markets?.health() ?? null;
  const ai = deps.ai?.health() ?? null;
  return { ok: !!counts && bus.state === 'up', items, sockets: deps.sockets.counts(), outboxPending, storage, bus, sources, markets, hold: deps.hold.health(), ai };
}

const pings = new WeakMap<RouteDeps, () => Promise<'up' | 'down'>>();

/** The database's answer to a trivial query, shared as /healthz's look is: a flood of /readyz is four queries a second. */
function pingOf(deps: RouteDeps): Promise<'up' | 'down'> {
  let read = pings.get(deps);
  if (!read) {
    read = cachedFor(HEALTH_CACHE_MS, () => deps.storage.ping().then(() => 'up' as const, () => 'down' as const));
    pings.set(deps, read);
  }
  return read();
}

/** For whoever watches the node: Prometheus, the supervisor, the load balancer, people. */
export const healthRoutes: Routes = {
  // For Prometheus. Operators keep it off the public side of their proxy (deploy/nginx-newsflash.conf does).
  '/metrics': { GET: async (deps) => [200, await deps.metrics.registry.metrics(), METRICS_CONTENT_TYPE] },
  // For a supervisor: the process is alive and its event loop turns. Nothing else is asked.
  '/livez': { GET: () => [200, { live: true }] },
  // For a load balancer: send new clients here only while the database answers, the bus is up,
  // the coin universe is read (items published before it would carry no coins) and the node is
  // not shutting down.
  '/readyz': {
    GET: async (deps) => {
      const storage = await pingOf(deps);
      const bus = deps.bus.health().state;
      const draining = deps.draining();
      const markets = deps.hold.health().markets;
      const ready = storage === 'up' && bus === 'up' && markets === 'read' && !draining;
      return [ready ? 200 : 503, { ready, storage, bus, markets, draining }];
    },
  },
  '/healthz': {
    // Answers even when the database is away (503, so a load balancer sends new clients to a node
    // that can vote); a bus that is down keeps 200: this node still serves its own sockets.
    // Public, so it says that something failed but not why: errors name internal hosts, files and
    // mirrors (a driver's, a source's, the market lists'). With the admin token it says everything.
    GET: async (deps, request) => {
      const body = await look(deps);
      const status = body.storage.state === 'up' ? 200 : 503;
      let { sources, markets, ai } = body;
      if (!isAdmin(deps, request)) {
        if (sources) {
          // A source's delays are the admin's (they tell how this node is placed and fed).
          const { reloadError, sources: each } = sources;
          sources = {
            ...sources,
            file: WITHHELD,
            reloadError: withheld(reloadError),
            sources: each.map((source) => ({ ...source, reason: withheld(source.reason), delay: { published: null, sent: null } })),
          };
        }
        // Which model the operator runs is theirs; the day's spend and the queue are for anyone.
        if (ai) ai = { ...ai, model: WITHHELD };
        if (markets) markets = {
          ...markets,
          error: withheld(markets.error),
          ...(markets.names && { names: { ...markets.names, error: withheld(markets.names.error) } }),
        };
      }
      return [status, { ...body, sources, markets, ai }];
    },
  },
};
