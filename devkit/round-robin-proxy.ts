import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A connection that opens with this is a long-lived feed socket. */
const FEED_SOCKET = /^GET \/ws[ ?]/;

/**
 * A small TCP load balancer for the demo's several nodes (a test helper, not part of the product):
 * each new connection goes to the next upstream in turn and bytes pass through untouched, so HTTP
 * and WebSocket connections land on any node as they would behind a real balancer. Feed sockets
 * take turns on a count of their own, read from the request's first line: they live for hours
 * while requests come and go, and this way two readers' feeds always land on two nodes.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const turns = { feed: 0, other: 0 };
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.once('data', (first: Buffer) => {
      const kind = FEED_SOCKET.test(first.toString('latin1', 0, 16)) ? 'feed' : 'other';
      const target = new URL(upstreams[turns[kind]++ % upstreams.length]!);
      const upstream = connect(Number(target.port), target.hostname);
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      // Either side failing ends both: a half-open pair would hold a browser's socket forever.
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      upstream.write(first);
      client.pipe(upstream).pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
