import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService, type SpawnedService } from './spawn-service';
import { standInPrice } from './stand-ins/binance-markets';
import { startDemoOrigins } from './stand-ins/demo-origins';
import { placeBeside, startPriceStandIns } from './stand-ins/price-stand-ins';
import { BUS_SECRET, startPostgres, startRedis } from './private-databases';
import { startRoundRobinProxy } from './round-robin-proxy';

export interface DemoService {
  /** Where browsers connect: the node itself, or the proxy in front of the nodes. */
  url: string;
  nodes: SpawnedService[];
  /** One line per node: its address and the sockets it holds now. */
  describe(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Every node is given the sources file: one of them runs the sources (a lease in the database),
 * as in production, and the others serve.
 */
const nodeArgs = (admin: string, sources: string, binance: string, names: string) => [
  '--port', '0', '--admin-token', admin, '--anon-delay', '0',
  '--sources', sources, '--coins', 'true', '--binance-api', binance, '--binance-futures-api', binance, '--bybit-api', binance, '--coin-names-api', names,
  // The hour of history the demo starts with gets its outcomes from the stand-in's candles, whose prices move.
  '--outcome-grace', String(6 * 60 * 60_000),
];

/** What the market-list stand-in quotes a pair at (`ARBUSDT`, `ARBBTC`): the price streams walk from it. */
function marketQuote(symbol: string): number | undefined {
  const quote = ['USDT', 'BTC'].find((candidate) => symbol.endsWith(candidate) && symbol.length > candidate.length);
  if (!quote) return undefined;
  const price = standInPrice(symbol.slice(0, -quote.length));
  return quote === 'USDT' ? price : price / standInPrice('BTC');
}

async function describeNodes(nodes: SpawnedService[]): Promise<string[]> {
  return Promise.all(
    nodes.map(async (node, index) => {
      const health = (await (await fetch(`${node.url}/healthz`)).json()) as { sockets: { news: number; likes: number } };
      return `node ${String.fromCharCode(65 + index)} at ${node.url}: ${health.sockets.news} feed sockets, ${health.sockets.likes} vote-stream sockets`;
    }),
  );
}

/** An item's likes as the service counts them, looked up by its id (`/api/news?id=`): 0 when it has none or is unknown. */
export async function likesAtService(
  url: string,
  id: string,
  fetcher: (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }> = fetch,
): Promise<number> {
  const response = await fetcher(`${url}/api/news?id=${encodeURIComponent(id)}`);
  if (!response.ok) return 0;
  const { likes } = (await response.json()) as { likes?: unknown };
  return typeof likes === 'number' && Number.isSafeInteger(likes) && likes >= 0 ? likes : 0;
}

/**
 * The demo's service: one node on an in-memory SQLite database, or `nodes` nodes sharing a
 * private PostgreSQL and Redis behind a round-robin proxy.
 */
export async function startDemoService(nodes: number, admin: string, log: (line: string) => void): Promise<DemoService> {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-demo-'));
  const origins = await startDemoOrigins(1, dir);
  log(`local origins: an upstream feed service, a blog's RSS feed, the notices of Bybit, Binance, OKX and Upbit, Bluesky's Jetstream and Binance's market lists (sources file ${origins.sourcesFile})`);
  log(`their backlog: ${origins.backlog.items} items published up to ${Math.round(origins.backlog.oldestMs / 60_000)} min before the demo began, so their cards read that age (origin → screen); what they publish from now on is stamped the moment they serve it`);
  const args = nodeArgs(admin, origins.sourcesFile, origins.binanceUrl, origins.coinNamesUrl);
  // Beside the service, as exchanges are beside it in production: the demo's pages stream from them.
  const prices = await startPriceStandIns({ quote: marketQuote });
  log(`local exchange price streams: Binance's at ${prices.binance.url}, Bybit's at ${prices.bybit.url}`);
  const closeOrigins = async () => {
    await prices.close();
    await origins.close();
    rmSync(dir, { recursive: true, force: true });
  };
  if (nodes === 1) {
    const node = await spawnService([...args, '--db', ':memory:']).catch(async (error: unknown) => {
      await closeOrigins();
      throw error;
    });
    placeBeside(node.url, prices.sources);
    return {
      url: node.url,
      nodes: [node],
      describe: () => describeNodes([node]),
      async stop() {
        await node.stop();
        await closeOrigins();
      },
    };
  }
  log(`starting a private PostgreSQL and Redis for ${nodes} nodes…`);
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const started: SpawnedService[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((node) => node.stop()));
    await redis.stop();
    await postgres.stop();
    await closeOrigins();
  };
  try {
    const shared = ['--db', await postgres.createDatabase(), '--bus', await redis.freshDatabase(), '--bus-secret', BUS_SECRET];
    for (let i = 0; i < nodes; i++) started.push(await spawnService([...args, ...shared]));
    const proxy = await startRoundRobinProxy(started.map((node) => node.url));
    placeBeside(proxy.url, prices.sources);
    log(`${nodes} nodes (${started.map((node) => node.url).join(', ')}) behind a round-robin proxy at ${proxy.url}`);
    return {
      url: proxy.url,
      nodes: started,
      describe: () => describeNodes(started),
      async stop() {
        await proxy.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
