import type { WebSocket } from 'ws';
import { backoffDelay } from '../outbound/backoff';
import { MessageBudget } from '../sockets/socket-limits';
import type { Refusal } from '../outbound/fetch-capped';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';

/**
 * An origin that turned the socket away (a refused key or signature) is asked again after this
 * at the soonest: what it refused stays refused until the operator changes it, and Binance blocks
 * addresses that reconnect too often.
 */
export const REFUSED_RETRY_MS = 10 * 60_000;

/** One socket of a loop: what its handlers call when it opened, and when it is done for. */
export interface SocketSession {
  /** The socket is up: the failures in a row are over, and `keepAlive` is cleared when it ends. */
  opened(keepAlive: NodeJS.Timeout): void;
  /**
   * Drops the socket (once, whatever else it still emits) and reconnects after a backoff, saying
   * why (`refusal`: the origin turned it away, REFUSED_RETRY_MS at least).
   */
  end(reason: string, refusal?: Refusal): void;
}

/** What an origin may send a second on average, and in one burst: SECURITY.md's budget for the source. */
export interface FrameBudget {
  perSecond: number;
  burst: number;
}

export interface SocketLoop {
  readonly stopped: boolean;
  /**
   * Takes one frame (or backfilled item) from the source's budget; false past it, counted as
   * dropped. The budget is the source's, not the socket's: an origin that floods, is cut and
   * reconnects finds it as it left it.
   */
  take(): boolean;
  /** Says why on the source and calls `connect` again after a backoff that grows with every failure in a row. */
  reconnectLater(reason: string, refusal?: Refusal): void;
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
export function socketLoop(context: SourceContext, budget: FrameBudget, connect: () => void): SocketLoop {
  const frames = new MessageBudget(budget.perSecond, budget.burst, context.now);
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let current: { ws: WebSocket; keepAlive?: NodeJS.Timeout } | undefined;
  let offered: Promise<boolean> = Promise.resolve(true);

  const reconnectLater = (reason: string, refusal?: Refusal) => {
    if (stopped) return;
    context.failing(reason, refusal);
    failures++;
    const delay = backoffDelay(failures, 1_000, 60_000, context.random);
    retry = setTimeout(connect, refusal ? Math.max(delay, REFUSED_RETRY_MS) : delay);
  };

  return {
    get stopped() {
      return stopped;
    },
    reconnectLater,
    take() {
      if (frames.take()) return true;
      context.dropped(1, `sent more than ${budget.burst} frames at once or ${budget.perSecond} a second`);
      return false;
    },
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
        end(reason, refusal) {
          if (ended) return;
          ended = true;
          clearInterval(session.keepAlive);
          drop(ws);
          reconnectLater(reason, refusal);
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
