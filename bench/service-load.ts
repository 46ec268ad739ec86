import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUS_SECRET, startPostgres, startRedis } from '../devkit/private-databases';
import { startServer } from '../server/app';
import { textFrame } from '../server/sockets/frame';
import { startFloorServer } from './floor-server';
import { defaults } from '../server/config';
import { spawnService, type SpawnedService } from '../devkit/spawn-service';
import { percentile, type Figure } from './stats';

const ADMIN = 'B3nch-Lk8jH5gF2dS9aP4oI7uY1tR6eW';
const admin = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
const clientScript = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Sockets spread over `processes` client processes, each connecting round-robin to the nodes. */
async function loadClients(urls: string[], sockets: number, processes: number) {
  const children: ChildProcess[] = Array.from({ length: processes }, () => fork(clientScript, [], { execArgv: ['--import', 'tsx'] }));
  const ask = <T>(child: ChildProcess, message: object) =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (reply: T & { error?: string }) => (reply.error ? reject(new Error(reply.error)) : resolve(reply)));
      child.send(message);
    });
  const shares = children.map((_, i) => Math.floor(sockets / processes) + (i < sockets % processes ? 1 : 0));
  const opened = await Promise.all(children.map((child, i) => ask<{ ready: number }>(child, { start: { urls, sockets: shares[i] } })));
  return {
    opened: opened.reduce((sum, reply) => sum + reply.ready, 0),
    /** Each socket's latencies, per node (the index of its url). */
    async stop(): Promise<number[][]> {
      const replies = await Promise.all(children.map((child) => ask<{ latencies: number[][] }>(child, { stop: true })));
      return urls.map((_, i) => replies.flatMap((reply) => reply.latencies[i] ?? []));
    },
  };
}

/** Publishes `items` on the first node, `everyMs` apart, and collects when each socket got each. */
async function fanOut(urls: string[], sockets: number, items: number, everyMs: number, processes: number) {
  const clients = await loadClients(urls, sockets, processes);
  for (let i = 0; i < items; i++) {
    await fetch(`${urls[0]}/admin/news`, { method: 'POST', headers: admin, body: JSON.stringify({ title: `bench ${i}`, time: Date.now() }) });
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  // Frames still in flight arrive within moments; a lost one shows in the "delivered" figure.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const latencies = (await clients.stop()).flat();
  return { held: clients.opened, latencies };
}

/** A node's round trips since start, from its /metrics: statements to the database and writes to the bus. */
async function roundTrips(url: string): Promise<{ storage: number; bus: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { storage: read('newsflash_storage_round_trips'), bus: read('newsflash_bus_round_trips') };
}

/**
 * Votes for 3 s from 20 keys, spread over the nodes: answered votes per second, and the round trips
 * the nodes made meanwhile per answered vote (a count, so the same on a loaded machine; it includes
 * the nodes' own background work in those seconds, a few statements a second, and two scrapes).
 */
async function votesPerSecond(urls: string[]): Promise<{ perSecond: number; storageTrips: number; busTrips: number }> {
  const created = async (path: string, body?: string) =>
    (await (await fetch(`${urls[0]}${path}`, { method: 'POST', headers: admin, body })).json()) as { key: string; _id: string };
  const keys = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await created(`/admin/keys?name=bench${i}`)).key));
  const ids = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await created('/admin/news', JSON.stringify({ title: `vote ${i}` })))._id));
  const tripsNow = async () =>
    (await Promise.all(urls.map(roundTrips))).reduce((sum, trips) => ({ storage: sum.storage + trips.storage, bus: sum.bus + trips.bus }));
  const before = await tripsNow();
  let votes = 0;
  const started = Date.now();
  const until = started + 3_000;
  await Promise.all(
    keys.map(async (key, k) => {
      for (let n = 0; Date.now() < until; n++) {
        const url = urls[(k + n) % urls.length];
        const response = await fetch(`${url}/api/${n % 2 ? 'dislike' : 'like'}?id=${ids[(k + n) % ids.length]}&api_key=${key}`, { method: 'POST' });
        await response.arrayBuffer();
        if (response.ok) votes++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const after = await tripsNow();
  return { perSecond: votes / seconds, storageTrips: (after.storage - before.storage) / votes, busTrips: (after.bus - before.bus) / votes };
}

const voteFigures = (label: string, votes: Awaited<ReturnType<typeof votesPerSecond>>, budget?: string): Figure[] => [
  { figure: `${label}: votes per second (20 keys)`, value: votes.perSecond, unit: 'votes/s', ...(budget ? { budget } : {}) },
  { figure: `${label}: round trips per vote (database + bus)`, value: `${votes.storageTrips.toFixed(2)} + ${votes.busTrips.toFixed(2)}`, unit: '', baseline: 'statements sent to PostgreSQL and writes to Redis in the vote window ÷ votes answered' },
];

// Every load client connects from this machine's one address: the per-address cap is off here.
// Request lines are left out of the log, so the figures are the service's, not its log's.
const nodeArgs = ['--port', '0', '--admin-token', ADMIN, '--anon-delay', '0', '--vote-rate', '100000000', '--max-sockets-per-address', '0', '--log-level', 'warn'];

interface LoadOptions {
  items: number;
  /** Between published items: the feed's pace (its busiest minutes bring a few headlines a second). */
  everyMs: number;
  processes: number;
}

async function measure(label: string, nodes: SpawnedService[], sockets: number, load: LoadOptions): Promise<Figure[]> {
  const urls = nodes.map((node) => node.url);
  const { held, latencies } = await fanOut(urls, sockets, load.items, load.everyMs, load.processes);
  const votes = await votesPerSecond(urls);
  return [
    { figure: `${label}: concurrent sockets held`, value: held, unit: 'sockets', budget: `≥ ${sockets}` },
    { figure: `${label}: items delivered`, value: `${latencies.length}/${sockets * load.items}`, unit: '', baseline: `${load.items} items, one every ${load.everyMs} ms` },
    { figure: `${label}: fan-out latency p50`, value: percentile(latencies, 50), unit: 'ms' },
    { figure: `${label}: fan-out latency p99`, value: percentile(latencies, 99), unit: 'ms', budget: '< 50 ms' },
    ...voteFigures(label, votes),
  ];
}

/**
 * What one node spends handing an item to its sockets, against the floor. Both run at once, each
 * with the same number of sockets from the same client processes: a server that only writes
 * pre-framed bytes in a plain loop, and the service, whose send loop for each item is read from
 * its own fan-out histogram (item reaching the node → last socket written). Items alternate
 * between the two, so drift over the run (the heap, the other processes) falls on both alike;
 * the figures are medians.
 */
export async function sendLoop(sockets: number, processes: number): Promise<Figure[]> {
  const items = 30;
  const item = (i: number) => ({ _id: `send-loop-${i}`, title: `bench ${i}`, time: Date.now(), source: 'Blogs', suggestions: [] });
  const floor = await startFloorServer();
  const node = await startServer({ ...defaults, port: 0, db: ':memory:', adminToken: ADMIN, adminTokenGenerated: false, anonDelayMs: 0, maxSocketsPerAddress: 0, logLevel: 'silent' });
  const fanoutSum = async () => Number(/^newsflash_fanout_seconds_sum (\S+)$/m.exec(await (await fetch(`${node.url}/metrics`)).text())![1]);
  const floorMs: number[] = [];
  const serviceMs: number[] = [];
  let floorLatencies: number[] = [];
  let serviceLatencies: number[] = [];
  try {
    const clients = await loadClients([floor.url, node.url], 2 * sockets, processes);
    for (let i = 0; i < items; i++) {
      const floorTurn = () => {
        const frame = textFrame(Buffer.from(JSON.stringify(item(i))));
        const started = performance.now();
        for (const socket of floor.sockets) socket.write(frame);
        floorMs.push(performance.now() - started);
      };
      const serviceTurn = async () => {
        const before = await fanoutSum();
        await node.publish(item(i));
        serviceMs.push(1000 * ((await fanoutSum()) - before));
      };
      if (i % 2) floorTurn();
      await serviceTurn();
      if (!(i % 2)) floorTurn();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    [floorLatencies = [], serviceLatencies = []] = await clients.stop();
  } finally {
    await floor.close();
    await node.close();
  }
  const [floorMedian, serviceMedian] = [percentile(floorMs, 50), percentile(serviceMs, 50)];
  return [
    { figure: `floor: one pre-framed item written to ${sockets} sockets in a plain net loop (median)`, value: floorMedian, unit: 'ms', baseline: 'what the kernel writes cost here' },
    { figure: `service, 1 node: its send loop for one item to ${sockets} sockets (median)`, value: serviceMedian, unit: 'ms', baseline: `the same run, items alternating with the floor's` },
    { figure: 'service send loop ÷ floor', value: serviceMedian / floorMedian, unit: '×', budget: '≤ 1.3×' },
    { figure: `floor: publish → socket p50 / p99, ${sockets} sockets`, value: `${percentile(floorLatencies, 50)} / ${percentile(floorLatencies, 99)}`, unit: 'ms', baseline: `${floorLatencies.length} of ${sockets * items} delivered` },
    { figure: `service, 1 node: publish → socket p50 / p99, ${sockets} sockets`, value: `${percentile(serviceLatencies, 50)} / ${percentile(serviceLatencies, 99)}`, unit: 'ms', baseline: `${serviceLatencies.length} of ${sockets * items} delivered; the same run, items alternating with the floor's` },
    { figure: 'service fan-out p99 ÷ floor p99', value: percentile(serviceLatencies, 99) / percentile(floorLatencies, 99), unit: '×', budget: '≤ 1.5×' },
  ];
}

/**
 * The service under load, in one run: one node on SQLite, then two nodes on PostgreSQL + Redis
 * with the sockets split between them. Load clients run in `processes` processes.
 */
export async function benchService(options: LoadOptions & { singleSockets: number; clusterSockets: number }): Promise<Figure[]> {
  const figures: Figure[] = [];
  const single = await spawnService([...nodeArgs, '--db', ':memory:']);
  try {
    figures.push(...(await measure('service, 1 node on SQLite', [single], options.singleSockets, options)));
  } finally {
    await single.stop();
  }
  figures.push(...(await sendLoop(options.singleSockets, options.processes)));

  // Durable settings (fsync on), as a real deployment: the vote figure includes the commit's flush.
  const [postgres, redis] = await Promise.all([startPostgres({ durable: true }), startRedis()]);
  const nodes: SpawnedService[] = [];
  try {
    const shared = ['--db', await postgres.createDatabase(), '--bus', await redis.freshDatabase(), '--bus-secret', BUS_SECRET];
    nodes.push(...(await Promise.all([spawnService([...nodeArgs, ...shared]), spawnService([...nodeArgs, ...shared])])));
    figures.push(...(await measure('service, 2 nodes on PostgreSQL + Redis', nodes, options.clusterSockets, options)));
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await redis.stop();
    await postgres.stop();
  }
  return figures;
}

/**
 * `-- --votes`: votes alone, no sockets: one SQLite node, then two nodes on PostgreSQL + Redis,
 * each printed with its round trips per vote; the cluster's budget is half the single node's rate
 * measured just before it.
 */
export async function benchVotes(): Promise<Figure[]> {
  const single = await spawnService([...nodeArgs, '--db', ':memory:']);
  let sqlite: Awaited<ReturnType<typeof votesPerSecond>>;
  try {
    sqlite = await votesPerSecond([single.url]);
  } finally {
    await single.stop();
  }
  const figures = voteFigures('service, 1 node on SQLite', sqlite);
  const [postgres, redis] = await Promise.all([startPostgres({ durable: true }), startRedis()]);
  const nodes: SpawnedService[] = [];
  try {
    const shared = ['--db', await postgres.createDatabase(), '--bus', await redis.freshDatabase(), '--bus-secret', BUS_SECRET];
    nodes.push(...(await Promise.all([spawnService([...nodeArgs, ...shared]), spawnService([...nodeArgs, ...shared])])));
    const cluster = await votesPerSecond(nodes.map((node) => node.url));
    figures.push(...voteFigures('service, 2 nodes on PostgreSQL + Redis', cluster, `≥ ${Math.round(sqlite.perSecond / 2)} (half of SQLite's, same run)`));
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await redis.stop();
    await postgres.stop();
  }
  return figures;
}
