import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** A reader this far behind (bytes queued) stopped reading: it is dropped, not buffered forever. */
export const MAX_QUEUED_PER_READER = 256 * 1024;

export interface SocketStandIn {
  port: number;
  close(): Promise<void>;
}

/**
 * A local WebSocket origin for a stand-in exchange stream: sockets on `paths` are handed to
 * `accept`; a plain GET on them gets `refuse()`'s status (what a browser that hides a refused
 * handshake's status reads), or 426; any other path 404. `refuse()` also turns handshakes away.
 */
export async function startSocketStandIn(options: {
  paths: readonly string[];
  maxPayload: number;
  refuse?: () => number;
  accept(ws: WebSocket, request: IncomingMessage, path: string): void;
}): Promise<SocketStandIn> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://stand-in').pathname;
  const http: Server = createServer((request, response) => {
    const path = pathOf(request);
    const refused = options.refuse?.() ?? 0;
    if (!options.paths.includes(path)) return void response.writeHead(404).end();
    response.writeHead(refused || 426, { 'content-type': 'text/plain' }).end(refused ? 'not available in your region' : 'a WebSocket stream');
  });
  http.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const path = pathOf(request);
    const refused = options.refuse?.() ?? 0;
    if (!options.paths.includes(path) || refused) {
      socket.end(`HTTP/1.1 ${refused || 404} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      options.accept(ws, request, path);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Sends a frame unless the reader stopped reading, which is dropped instead; false when dropped. */
export function sendOrDrop(ws: WebSocket, frame: string): boolean {
  if (ws.readyState !== ws.OPEN) return false;
  if (ws.bufferedAmount > MAX_QUEUED_PER_READER) {
    ws.terminate();
    return false;
  }
  ws.send(frame);
  return true;
}
