import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { TokenBucket } from '@newsflash/protocol/token-bucket';
import type { SendBudget } from './send-budget';

/**
 * Budgets every socket path shares (`/ws`, `/ws/likes`): what one client may queue,
 * send and hold, and what happens past each. One client past a budget loses its own socket;
 * nobody else notices. What all clients queue together is held to one budget (send-budget.ts).
 */

/** A feed client this far behind (bytes queued) is not reading: it is dropped, not buffered forever. */
export const MAX_QUEUED_PER_CLIENT = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** Close code for a client that broke a budget (RFC 6455 1008, policy violation). */
export const POLICY_VIOLATION = 1008;

export interface Tracked {
  ws: WebSocket;
  alive: boolean;
}

/** What one path's clients may queue: each its own cap, and all of the node's clients together the budget. */
export interface QueueLimits {
  perClient: number;
  budget: SendBudget;
}

/** Whether a client can be written to: open, and reading. One past its own cap is terminated. */
function writable(ws: WebSocket, queued: number, limits: QueueLimits): boolean {
  if (ws.readyState !== ws.OPEN) return false;
  if (queued <= limits.perClient) return true;
  limits.budget.untrack(ws);
  ws.terminate();
  return false;
}

/** Sends unless the client stopped reading. False when nothing was sent. */
export function sendOrDrop(ws: WebSocket, data: string | Buffer, limits: QueueLimits): boolean {
  const before = ws.bufferedAmount;
  if (!writable(ws, before, limits)) return false;
  ws.send(data, { binary: false });
  limits.budget.note(ws, ws.bufferedAmount, before);
  return true;
}

/**
 * Writes a frame built once for every socket (server/sockets/frame.ts) straight to a client's socket: the
 * Duplex the upgrade handed to ws, ours to write to. That skips framing the same bytes again per
 * socket (a third of the fan-out's cost) without reaching into ws: with permessage-deflate off, as
 * on every WebSocketServer here, ws writes each of its own frames whole and at once, so frames
 * never interleave. A client that stopped reading is terminated, as in sendOrDrop.
 */
export function writeFrame(ws: WebSocket, socket: Duplex, frame: Buffer, limits: QueueLimits): boolean {
  const before = socket.writableLength;
  if (!writable(ws, before, limits)) return false;
  socket.write(frame);
  limits.budget.note(ws, socket.writableLength, before);
  return true;
}

/** Answers a WebSocket handshake with an HTTP error and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/**
 * Protocol-level pings find peers that vanished without a close (sleeping laptops, cut cables):
 * one that has not answered the last ping (nor sent anything) by the next is terminated.
 */
export function startHeartbeat(clients: () => Iterable<Tracked>): () => void {
  const timer = setInterval(() => {
    for (const client of clients()) {
      if (!client.alive) client.ws.terminate();
      else {
        client.alive = false;
        client.ws.ping();
      }
    }
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Marks a tracked client alive on every pong and message. */
export function trackLiveness(client: Tracked): void {
  client.ws.on('pong', () => (client.alive = true));
  client.ws.on('message', () => (client.alive = true));
}

/** One connection's messages: `burst` at once, refilled at `perSecond` (the shared token bucket, on this clock). */
export class MessageBudget {
  private readonly bucket: TokenBucket;

  constructor(
    perSecond: number,
    burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.bucket = new TokenBucket(now(), burst, perSecond);
  }

  /** False when the client is past its budget. */
  take(): boolean {
    return this.bucket.take(this.now());
  }
}

/**
 * Open sockets per client address, across every socket path: one address cannot take the node's
 * memory and file descriptors. 0 means no cap (a node behind a proxy that does its own, or the bench).
 */
export class AddressCap {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly max: number,
    readonly addressOf: (request: IncomingMessage) => string,
  ) {}

  /** Counts a socket in, or answers the handshake with 429 and false when the address is at its cap. */
  admit(request: IncomingMessage, socket: Duplex): boolean {
    const address = this.addressOf(request);
    const count = this.open.get(address) ?? 0;
    if (this.max > 0 && count >= this.max) {
      refuseUpgrade(socket, 429, 'Too Many Requests');
      return false;
    }
    this.open.set(address, count + 1);
    // Released when the connection ends, whether the handshake went on to a socket or failed.
    socket.once('close', () => this.release(address));
    return true;
  }

  private release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }
}
