import { spawnService, type SpawnedService } from './spawn-service';
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

const nodeArgs = (admin: string) => ['--port', '0', '--admin-token', admin, '--anon-delay', '0', '--price-stand-in'];
/** One node publishes the demo feed; the others only serve (two feeds would double every headline). */
const demoFeed = ['--demo', '--rate', '1'];

async function describeNodes(nodes: SpawnedService[]): Promise<string[]> {
  return Promise.all(
    nodes.map(async (node, index) => {
      const health = (await (await fetch(`${node.url}/healthz`)).json()) as { sockets: { news: number; likes: number } };
      return `node ${String.fromCharCode(65 + index)} at ${node.url}: ${health.sockets.news} feed sockets, ${health.sockets.likes} vote-stream sockets`;
    }),
  );
}

/**
 * The demo's service: one node on an in-memory SQLite database, or `nodes` nodes sharing a
 * private PostgreSQL and Redis behind a round-robin proxy.
 */
export async function startDemoService(nodes: number, admin: string, log: (line: string) => void): Promise<DemoService> {
  if (nodes === 1) {
    const node = await spawnService([...nodeArgs(admin), '--db', ':memory:', ...demoFeed]);
    return { url: node.url, nodes: [node], describe: () => describeNodes([node]), stop: () => node.stop() };
  }
  log(`starting a private PostgreSQL and Redis for ${nodes} nodes…`);
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const started: SpawnedService[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((node) => node.stop()));
    await redis.stop();
    await postgres.stop();
  };
  try {
    const shared = ['--db', await postgres.createDatabase(), '--bus', await redis.freshDatabase(), '--bus-secret', BUS_SECRET];
    started.push(await spawnService([...nodeArgs(admin), ...shared, ...demoFeed]));
    for (let i = 1; i < nodes; i++) started.push(await spawnService([...nodeArgs(admin), ...shared]));
    const proxy = await startRoundRobinProxy(started.map((node) => node.url));
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
