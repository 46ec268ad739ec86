import type { Server } from 'node:net';
import { plainAddress } from './client-address';

/**
 * Connections one address may hold for plain requests, on top of its sockets: a browser opens
 * about six per host, so this leaves room for several tabs, a monitor and a script.
 */
export const PLAIN_CONNECTIONS = 32;

/**
 * Open TCP connections per peer address, counted as each is accepted, before a byte is read, so
 * one address cannot take the node's file descriptors with idle or slow connections (each may
 * live through the header and request timeouts and keep-alive). Past `max` a new connection is
 * closed at once and `refused` is called; the others from that address are untouched, and a
 * closed one frees its place. A trusted proxy carries many clients and is not capped here (the
 * socket cap counts its clients by X-Forwarded-For; the proxy caps its own). `max` 0: no cap.
 */
export function capConnections(server: Pick<Server, 'on'>, max: number, trusted: ReadonlySet<string>, refused: () => void): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (trusted.has(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return refused();
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
