import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { QueuedSocket, SendBudget } from './send-budget';

/** A connection as the budget counts it: its socket's queue, and the answers waiting behind the one on it. */
interface Connection extends QueuedSocket {
  /** Answers written whole while another answer of the connection was still going out (pipelined requests): Node holds them, not the socket. */
  readonly waiting: Set<ServerResponse>;
}

/**
 * HTTP answers under the same send budget as the sockets (send-budget.ts). An answer is written
 * whole at once (a backlog page is up to 8 MiB), and a client that asks and never reads leaves it
 * queued in the service's memory; 130 of them held 2.8 GB. So every connection is tracked by the
 * bytes queued on it, under its client's address, and before an answer is queued room is made for
 * it by cutting the connections holding the most (never the one being answered, if it read all
 * it was sent). Pipelined requests are answered in order: Node keeps each answer behind the one
 * going out, in the answer itself rather than the socket, so a connection's bytes are its socket's
 * queue and those answers together (200 pipelined requests for a 1 MiB answer held 200 MiB that no budget saw).
 */
export function answerBudget(budget: SendBudget, addressOf: (request: IncomingMessage) => string) {
  const connections = new WeakMap<Socket, Connection>();

  class BudgetedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
      // The request's socket, not the answer's: an answer waiting behind another has none yet.
      const socket = this.req.socket as Socket | null;
      const connection = socket ? connections.get(socket) : undefined;
      const before = connection?.bufferedAmount ?? 0;
      if (connection && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
        budget.track(connection, addressOf(this.req));
        budget.admit(connection, typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
      }
      super.end(chunk as never, encoding as never, callback as never);
      if (!connection || !socket || socket.destroyed) return this;
      if (this.socket !== socket) {
        connection.waiting.add(this);
        const gone = () => connection.waiting.delete(this);
        this.once('finish', gone).once('close', gone);
      }
      budget.note(connection, connection.bufferedAmount, before);
      return this;
    }
  }

  return {
    /** For createServer's `ServerResponse` option. */
    ServerResponse: BudgetedResponse,
    /** Tracks `server`'s connections from their first byte to their close. */
    watch(server: Server): void {
      server.on('connection', (socket: Socket) => {
        const waiting = new Set<ServerResponse>();
        const connection: Connection = {
          waiting,
          get bufferedAmount() {
            let queued = socket.writableLength;
            // Once on the socket an answer's bytes are the socket's; before, they are its own.
            for (const answer of waiting) if (answer.socket !== socket) queued += answer.writableLength;
            return queued;
          },
          terminate: () => socket.destroy(),
        };
        connections.set(socket, connection);
        budget.track(connection, socket.remoteAddress);
        socket.once('close', () => {
          waiting.clear();
          budget.untrack(connection);
        });
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
