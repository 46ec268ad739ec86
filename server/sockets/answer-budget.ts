import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { QueuedSocket, SendBudget } from './send-budget';

/**
 * HTTP answers under the same send budget as the sockets (send-budget.ts). An answer is written
 * whole at once (a backlog page is up to 8 MiB), and a client that asks and never reads leaves it
 * queued in the service's memory; 130 of them held 2.8 GB. So every connection is tracked by the
 * bytes queued on it, under its client's address, and before an answer is queued room is made for
 * it by cutting the connections holding the most (never the one being answered).
 */
export function answerBudget(budget: SendBudget, addressOf: (request: IncomingMessage) => string) {
  const connections = new WeakMap<Socket, QueuedSocket>();

  class BudgetedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
      const socket = this.socket as Socket | null;
      const connection = socket ? connections.get(socket) : undefined;
      if (connection && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
        budget.track(connection, addressOf(this.req));
        budget.admit(connection, typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
      }
      super.end(chunk as never, encoding as never, callback as never);
      if (connection && socket && !socket.destroyed) budget.note(connection, socket.writableLength);
      return this;
    }
  }

  return {
    /** For createServer's `ServerResponse` option. */
    ServerResponse: BudgetedResponse,
    /** Tracks `server`'s connections from their first byte to their close. */
    watch(server: Server): void {
      server.on('connection', (socket: Socket) => {
        const connection: QueuedSocket = {
          get bufferedAmount() {
            return socket.writableLength;
          },
          terminate: () => socket.destroy(),
        };
        connections.set(socket, connection);
        budget.track(connection, socket.remoteAddress);
        socket.once('close', () => budget.untrack(connection));
      });
    },
    /** An upgraded connection is a WebSocket's from then on, counted as that socket (sockets.ts). */
    release(socket: Socket): void {
      const connection = connections.get(socket);
      if (connection) budget.untrack(connection);
      connections.delete(socket);
    },
  };
}
