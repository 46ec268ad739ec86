import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LikesFrame } from '@newsflash/protocol/control';
import { CLOCK_REQUEST } from '@newsflash/protocol/hops';
import type { Outcome } from '@newsflash/protocol/outcome';
import { clockFrame, encodeLikesFrame, loginAccepted, loginRefused, newsFrame, outcomeFrame, PONG, withSent } from '@newsflash/protocol/server-frames';
import { requestUrl } from '../http/request-reply';
import type { FeedItem } from '../items/feed-item';
import type { KeyCheck } from '../access/api-keys';
import { textFrame } from './frame';
import type { SendBudget } from './send-budget';
import { MAX_QUEUED_PER_CLIENT, MessageBudget, POLICY_VIOLATION, refuseUpgrade, sendOrDrop, startHeartbeat, trackLiveness, writeFrame, type AddressCap, type QueueLimits } from './socket-limits';
import type { KeyRepo } from '../storage/types';

/** A client sends a `ping` every 20 s and logs in rarely: a burst of 10, then one message every 2 s. */
const MESSAGES_BURST = 10;
const MESSAGES_PER_SECOND = 0.5;
/** Logins per connection: a few (a key changed, a retry), then the socket is closed. */
const LOGINS_BURST = 3;
const LOGINS_PER_SECOND = 3 / 60;

interface Client {
  ws: WebSocket;
  /** The socket under `ws`, which fan-out writes pre-built frames to. */
  socket: Duplex;
  keyId?: number;
  alive: boolean;
  pending: Set<NodeJS.Timeout>;
  loggingIn: boolean;
  messages: MessageBudget;
  logins: MessageBudget;
}

/** The news socket (`/ws`, login, anonymous delay) and the vote stream (`/ws/likes`). */
export class FeedSockets {
  private readonly news = new Set<Client>();
  private readonly likes = new Set<Client>();
  // perMessageDeflate stays off: writeFrame depends on ws writing every frame whole, at once.
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024, perMessageDeflate: false });
  private readonly stopHeartbeat: () => void;
  private readonly limits: QueueLimits;

  constructor(
    private readonly keys: KeyRepo,
    private readonly anonDelayMs: number,
    private readonly cap: AddressCap,
    private readonly budget: SendBudget,
  ) {
    this.limits = { perClient: MAX_QUEUED_PER_CLIENT, budget };
    this.stopHeartbeat = startHeartbeat(() => [...this.news, ...this.likes]);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node leaves an upgrading socket without an error listener: a client that resets it now would
    // otherwise raise an unhandled 'error' and end the process.
    socket.on('error', () => socket.destroy());
    let path: string;
    try {
      path = requestUrl(request.url).pathname;
    } catch {
      refuseUpgrade(socket, 400, 'Bad Request');
      return;
    }
    const group = path === '/ws' ? this.news : path === '/ws/likes' ? this.likes : undefined;
    if (!group) {
      refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (!this.cap.admit(request, socket)) return;
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, socket, group, this.cap.addressOf(request)));
  }

  broadcastItem(item: FeedItem): void {
    // Encoded and framed once: with thousands of sockets, per-socket work dominates the fan-out.
    // `hops.sent`: this node's moment of writing (anonymous sockets get the same frame anonDelayMs later).
    this.toNews(textFrame(Buffer.from(newsFrame(withSent(item, Date.now())))));
  }

  /**
   * An update to an item already sent (`{"update": id, …}`, the model's note): to every news socket,
   * an anonymous one as late as its items, so no socket hears of an item's update before the item.
   */
  broadcastUpdate(text: string): void {
    this.toNews(textFrame(Buffer.from(text)));
  }

  private toNews(frame: Buffer): void {
    for (const client of this.news) {
      if (client.keyId !== undefined || this.anonDelayMs === 0) writeFrame(client.ws, client.socket, frame, this.limits);
      else {
        const timer = setTimeout(() => {
          client.pending.delete(timer);
          writeFrame(client.ws, client.socket, frame, this.limits);
        }, this.anonDelayMs);
        client.pending.add(timer);
      }
    }
  }

  broadcastLikes(likes: LikesFrame): void {
    const frame = textFrame(Buffer.from(encodeLikesFrame(likes)));
    for (const client of this.likes) writeFrame(client.ws, client.socket, frame, this.limits);
  }

  /** An item's outcome (outcome.ts), to every news socket at once: it tells what happened minutes ago, so no socket waits for it. */
  broadcastOutcome(id: string, outcome: Outcome): void {
    const frame = textFrame(Buffer.from(outcomeFrame(id, outcome)));
    for (const client of this.news) writeFrame(client.ws, client.socket, frame, this.limits);
  }

  /** Logs out every socket using a revoked key, telling it why. */
  revokeKey(keyId: number): void {
    for (const client of this.news) {
      if (client.keyId !== keyId) continue;
      client.keyId = undefined;
      sendOrDrop(client.ws, loginRefused('API key revoked'), this.limits);
    }
  }

  /** Open sockets per path, and what every client of the node has queued, with how many were cut for it. */
  counts(): { news: number; likes: number; queuedBytes: number; cutForQueue: number } {
    const { queuedBytes, cut } = this.budget.counts();
    return { news: this.news.size, likes: this.likes.size, queuedBytes, cutForQueue: cut };
  }

  /** Closes every socket with 1001 (going away): clients reconnect, to another node if there is one. */
  close(): void {
    this.stopHeartbeat();
    for (const client of [...this.news, ...this.likes]) {
      for (const timer of client.pending) clearTimeout(timer);
      client.ws.close(1001, 'server shutting down');
    }
  }

  /** Drops sockets whose clients did not finish the close in time. */
  terminate(): void {
    for (const client of [...this.news, ...this.likes]) client.ws.terminate();
  }

  private accept(ws: WebSocket, socket: Duplex, group: Set<Client>, address: string): void {
    const client: Client = {
      ws,
      socket,
      alive: true,
      pending: new Set(),
      loggingIn: false,
      messages: new MessageBudget(MESSAGES_PER_SECOND, MESSAGES_BURST),
      logins: new MessageBudget(LOGINS_PER_SECOND, LOGINS_BURST),
    };
    group.add(client);
    this.budget.track(ws, address);
    trackLiveness(client);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      group.delete(client);
      this.budget.untrack(ws);
      for (const timer of client.pending) clearTimeout(timer);
    });
    ws.on('message', (data, isBinary) => {
      if (!client.messages.take()) return ws.close(POLICY_VIOLATION, 'too many messages');
      if (isBinary) return;
      const text = data.toString();
      if (text === 'ping') sendOrDrop(ws, PONG, this.limits);
      else if (text === CLOCK_REQUEST) sendOrDrop(ws, clockFrame(Date.now()), this.limits);
      else if (group === this.news && text.startsWith('login ')) this.login(client, text.slice(6).trim());
    });
  }

  /** One login in flight per socket, a few a minute: past either, the socket is closed, so a flood never reaches the database. */
  private login(client: Client, key: string): void {
    if (client.loggingIn || !client.logins.take()) return client.ws.close(POLICY_VIOLATION, 'too many logins');
    client.loggingIn = true;
    void this.checkLogin(client, key).finally(() => (client.loggingIn = false));
  }

  private async checkLogin(client: Client, key: string): Promise<void> {
    let check: KeyCheck;
    try {
      check = await this.keys.check(key);
    } catch {
      // The key cannot be checked now (database away or too busy). Any answer in words would read
      // as a rejected key and the client would stop sending it; 1013 "try again later" makes it
      // reconnect with backoff and log in again.
      client.ws.close(1013, 'try again later');
      return;
    }
    if (!check.ok) {
      client.keyId = undefined;
      sendOrDrop(client.ws, loginRefused(check.error), this.limits);
      return;
    }
    client.keyId = check.key.id;
    sendOrDrop(client.ws, loginAccepted({ id: String(check.key.id), username: check.key.name }, Date.now()), this.limits);
  }
}
