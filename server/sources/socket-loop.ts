import type { WebSocket } from 'ws';
import { backoffDelay } from '../backoff';
import type { Candidate, SourceContext } from './types';

/** One socket of a loop: what its handlers call when it opened, and when it is done for. */
export interface SocketSession {
  /** The socket is up: the failures in a row are over, and `keepAlive` is cleared when it ends. */
  opened(keepAlive: NodeJS.Timeout): void;
  /** Drops the socket (once, whatever else it still emits) and reconnects after a backoff, saying why. */
  end(reason: string): void;
}

export interface SocketLoop {
  readonly stopped: boolean;
  /** Says why on the source and calls `connect` again after a backoff that grows with every failure in a row. */
  reconnectLater(reason: string): void;
  /** Takes `ws` as the source's socket. */
  use(ws: WebSocket): SocketSession;
  /**
   * Items are offered one after another, in the order they came: a burst never opens a storage
   * query per frame at once. Resolves false when storage failed them: the source reads them again.
   */
  offer(candidates: Candidate[]): Promise<boolean>;
  /** Settles once every offer made so far is done. */
  readonly offered: Promise<unknown>;
  stop(): void;
}

/** Closes a socket without a close handshake, deaf to whatever it still emits. */
function drop(ws: WebSocket): void {
  ws.removeAllListeners();
  ws.on('error', () => {});
  ws.terminate();
}

/**
 * What a source living on one socket (an upstream service, Jetstream) does around its own frames:
 * one socket at a time, reconnected with backoff, its keep-alive timer gone with it, and nothing
 * left running after stop.
 */
export function socketLoop(context: SourceContext, connect: () => void): SocketLoop {
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let current: { ws: WebSocket; keepAlive?: NodeJS.Timeout } | undefined;
  let offered: Promise<boolean> = Promise.resolve(true);

  const reconnectLater = (reason: string) => {
    if (stopped) return;
    context.failing(reason);
    failures++;
    retry = setTimeout(connect, backoffDelay(failures, 1_000, 60_000, context.random));
  };

  return {
    get stopped() {
      return stopped;
    },
    reconnectLater,
    get offered() {
      return offered;
    },
    use(ws) {
      const session: { ws: WebSocket; keepAlive?: NodeJS.Timeout } = { ws };
      current = session;
      let ended = false;
      return {
        opened(keepAlive) {
          session.keepAlive = keepAlive;
          failures = 0;
          context.ok();
        },
        end(reason) {
          if (ended) return;
          ended = true;
          clearInterval(session.keepAlive);
          drop(ws);
          reconnectLater(reason);
        },
      };
    },
    offer: (candidates) => (offered = offered.then(() => context.offer(candidates)).then(() => true, () => false)),
    stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(current?.keepAlive);
      if (current) drop(current.ws);
    },
  };
}
