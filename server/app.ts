import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { openDb } from './db';
import { demoHistory, startDemoFeed } from './demo';
import { ItemStore, type FeedItem } from './items';
import { KeyStore } from './keys';
import { OutboxWorker } from './outbox';
import { PriceStandIn } from './prices';
import { VoteRateLimiter } from './rate-limit';
import { handle, type RouteDeps } from './routes';
import { FeedSockets } from './sockets';
import { VoteStore } from './vote-store';

export interface RunningServer {
  url: string;
  port: number;
  keys: KeyStore;
  publish(item: FeedItem): boolean;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: (line: string) => void = console.error): Promise<RunningServer> {
  const db = openDb(config.db);
  const items = new ItemStore(db);
  const keys = new KeyStore(db);
  const votes = new VoteStore(db, config);
  const sockets = new FeedSockets(keys, config.anonDelayMs);
  const outbox = new OutboxWorker(db, { fetch, log });
  const limiter = new VoteRateLimiter({ perMinute: config.voteRate, suspendAfter: config.suspendAfter });
  const prices = new PriceStandIn({ intervalMs: config.priceIntervalMs, refuse: config.priceRefuse });

  const publish = (item: FeedItem) => {
    if (!items.insert(item)) return false;
    prices.seed(item);
    sockets.broadcastItem(item);
    return true;
  };
  const deps: RouteDeps = { config, items, keys, votes, limiter, outbox, sockets, prices, publish };

  const http = createServer((request, response) => void handle(deps, request, response));
  // Slow or stalled clients must not hold connections forever.
  http.requestTimeout = 15_000;
  http.headersTimeout = 10_000;
  http.keepAliveTimeout = 5_000;
  http.on('upgrade', (request, socket, head) => (prices.wants(request) ? prices : sockets).handleUpgrade(request, socket, head));
  http.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  outbox.start();

  let stopDemo = () => {};
  if (config.demo) {
    if (items.count() === 0) for (const item of demoHistory()) items.insert(item);
    stopDemo = startDemoFeed(config.rate, publish);
  }
  // Prices walk from those the stored items were published at, newest last so it wins.
  for (const { item } of items.backlog(config.maxBacklog)?.reverse() ?? []) prices.seed(item);

  return {
    url: `http://${config.host}:${port}`,
    port,
    keys,
    publish,
    async close() {
      stopDemo();
      await outbox.stop();
      sockets.close();
      prices.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      db.close();
    },
  };
}
