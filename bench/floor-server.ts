import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The floor under fan-out: a WebSocket server that does the handshake and nothing else, so one
 * item can be written to its sockets as pre-framed bytes in a plain loop. The service's send loop
 * is measured against this on the same number of sockets from the same client processes.
 */
export async function startFloorServer(): Promise<{ url: string; sockets: Socket[]; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createServer();
  server.on('upgrade', (request, raw) => {
    const socket = raw as Socket;
    const accept = createHash('sha1').update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    // As ws does for its own sockets.
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy());
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
