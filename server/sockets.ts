import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { requestUrl } from './http-util';
import type { FeedItem } from './items';
import type { KeyCheck } from './keys';
import type { KeyRepo } from './storage/types';

/** A client this far behind (bytes queued) is not reading: it is dropped, not buffered forever. */
const MAX_BUFFERED = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;

interface Client {
  ws: WebSocket;
  keyId?: number;
  alive: boolean;
  pending: Set<NodeJS.Timeout>;
}

export interface LikesFrame {
  newsId: string;
  type: 'like' | 'dislike' | 'unlike';
  likes: number;
  dislikes: number;
}

/** The news socket (`/ws`, login, anonymous delay) and the vote stream (`/ws/likes`). */
export class FeedSockets {
  private readonly news = new Set<Client>();
  private readonly likes = new Set<Client>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly keys: KeyRepo,
    private readonly anonDelayMs: number,
  ) {
    // Protocol-level pings find peers that vanished without a close (sleeping laptops, cut cables).
    this.heartbeat = setInterval(() => {
      for (const client of [...this.news, ...this.likes]) {
        if (!client.alive) client.ws.terminate();
        else {
          client.alive = false;
          client.ws.ping();
        }
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node leaves an upgrading socket without an error listener: a client that resets it now would
    // otherwise raise an unhandled 'error' and end the process.
    socket.on('error', () => socket.destroy());
    let path: string;
    try {
      path = requestUrl(request.url).pathname;
    } catch {
      socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      return;
    }
    const group = path === '/ws' ? this.news : path === '/ws/likes' ? this.likes : undefined;
    if (!group) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, group));
  }

  broadcastItem(item: FeedItem): void {
    // Encoded once: with a thousand sockets, per-socket UTF-8 encoding dominates the fan-out.
    const text = Buffer.from(JSON.stringify(item));
    for (const client of this.news) {
      if (client.keyId !== undefined || this.anonDelayMs === 0) this.send(client, text);
      else {
        const timer = setTimeout(() => {
          client.pending.delete(timer);
          this.send(client, text);
        }, this.anonDelayMs);
        client.pending.add(timer);
      }
    }
  }

  broadcastLikes(frame: LikesFrame): void {
    const text = JSON.stringify(frame);
    for (const client of this.likes) this.send(client, text);
  }

  /** Logs out every socket using a revoked key, telling it why. */
  revokeKey(keyId: number): void {
    for (const client of this.news) {
      if (client.keyId !== keyId) continue;
      client.keyId = undefined;
      this.send(client, JSON.stringify({ message: 'API key revoked' }));
    }
  }

  counts(): { news: number; likes: number } {
    return { news: this.news.size, likes: this.likes.size };
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of [...this.news, ...this.likes]) {
      for (const timer of client.pending) clearTimeout(timer);
      client.ws.close(1001, 'server shutting down');
    }
  }

  private accept(ws: WebSocket, group: Set<Client>): void {
    const client: Client = { ws, alive: true, pending: new Set() };
    group.add(client);
    ws.on('pong', () => (client.alive = true));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      group.delete(client);
      for (const timer of client.pending) clearTimeout(timer);
    });
    ws.on('message', (data, isBinary) => {
      client.alive = true;
      if (isBinary) return;
      const text = data.toString();
      if (text === 'ping') this.send(client, 'pong');
      else if (group === this.news && text.startsWith('login ')) void this.login(client, text.slice(6).trim());
    });
  }

  private async login(client: Client, key: string): Promise<void> {
    let check: KeyCheck;
    try {
      check = await this.keys.check(key);
    } catch {
      // The key cannot be checked now (database away). Any answer in words would read as a
      // rejected key and the client would stop sending it; 1013 "try again later" makes it
      // reconnect with backoff and log in again.
      client.ws.close(1013, 'try again later');
      return;
    }
    if (!check.ok) {
      client.keyId = undefined;
      this.send(client, JSON.stringify({ message: check.error }));
      return;
    }
    client.keyId = check.key.id;
    this.send(client, JSON.stringify({ time: Date.now(), user: { id: String(check.key.id), username: check.key.name } }));
  }

  private send(client: Client, data: string | Buffer): void {
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (client.ws.bufferedAmount > MAX_BUFFERED) {
      client.ws.terminate();
      return;
    }
    client.ws.send(data, { binary: false });
  }
}
