import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { toBacklogShape } from '@newsflash/protocol/item-shapes';

export type ScriptedItem = Record<string, unknown> & {
  _id: string;
  title: string;
  time: number;
};

/**
 * A minimal server speaking the feed protocol (`/ws` with login and ping, `/api/news`, votes with
 * their `/ws/likes` frames and `/api/mylikes`, as server/README.md describes them), that a
 * test scripts misbehaviour into (drops, garbage, ignored pings, rejected keys, floods) and the
 * demo uses as an upstream service. Its backlog answers posts in the backlog's shape, as the real
 * service does. The real service is in server/.
 */
export class ScriptedFeedServer {
  readonly published: ScriptedItem[] = [];
  answerPings = true;
  rejectKeys = new Set<string>();
  logins: string[] = [];
  /** Votes received on `/api/like|dislike|unlike`, with the key each carried. */
  votes: { action: string; id: string; key: string }[] = [];
  /** Connections accepted so far, so a test can wait for a reconnect however quick it is. */
  accepted = 0;
  /** Answers to `clock` requests, as raw text (a test scripts lies); none: the request goes unanswered, as a service without clocks does. */
  clockAnswers: string[] = [];
  /** `clock` requests received. */
  clockAsks = 0;
  /** The body a backlog request gets instead of the published items (a test scripts a huge page). */
  backlogBody?: (url: URL) => string | undefined;
  /** The totals a vote is answered with (and streamed on `/ws/likes`) instead of this stand-in's count. */
  voteTotals?: (id: string) => Record<string, unknown>;
  private readonly http: Server;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private readonly likesSockets = new Set<WebSocket>();
  private counter = 0;

  constructor() {
    this.http = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const vote = /^\/api\/(like|dislike|unlike)$/.exec(url.pathname);
      if (vote && request.method === 'POST') {
        // The service's answer (server/README.md), with totals that count only this stand-in's votes.
        const id = url.searchParams.get('id') ?? '';
        this.votes.push({ action: vote[1]!, id, key: url.searchParams.get('api_key') ?? '' });
        const likes = this.votes.filter((v) => v.id === id && v.action === 'like').length;
        const totals = this.voteTotals?.(id) ?? { newsId: id, likes, dislikes: 0 };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ vote: vote[1] === 'unlike' ? null : vote[1], ...totals }));
        this.sendLikes({ type: vote[1], ...totals });
        return;
      }
      if (url.pathname === '/api/mylikes') {
        const key = url.searchParams.get('api_key') ?? '';
        const last = new Map(this.votes.filter((v) => v.key === key).map((v) => [v.id, v.action]));
        const mine = [...last].flatMap(([newsId, type]) => (type === 'unlike' ? [] : [{ newsId, type }]));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mine));
        return;
      }
      if (url.pathname !== '/api/news') {
        response.writeHead(404).end();
        return;
      }
      const scripted = this.backlogBody?.(url);
      if (scripted !== undefined) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(scripted);
        return;
      }
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const newestFirst = [...this.published].reverse();
      const lastId = url.searchParams.get('last_id');
      const start = lastId ? newestFirst.findIndex((item) => item._id === lastId) + 1 : 0;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(newestFirst.slice(start, start + limit).map(toBacklogShape)));
    });
    this.http.on('upgrade', (request, socket, head) => {
      const likes = new URL(request.url ?? '/', 'http://x').pathname === '/ws/likes';
      this.wss.handleUpgrade(request, socket, head, (ws) => (likes ? this.acceptLikes(ws) : this.accept(ws)));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  get connected(): number {
    return this.sockets.size;
  }

  /** Vote-stream sockets (`/ws/likes`) open now. */
  get likesConnected(): number {
    return this.likesSockets.size;
  }

  /** Sends a vote-stream frame (any shape: a test may send a hostile one) to every `/ws/likes` socket. */
  sendLikes(frame: unknown): void {
    for (const ws of this.likesSockets) ws.send(JSON.stringify(frame));
  }

  /** Stores an item (a numbered headline unless given) and sends it to every connected socket. */
  publish(given?: Omit<ScriptedItem, '_id'> & { _id?: string }): ScriptedItem {
    const item = this.publishUnseen(given);
    for (const ws of this.sockets) ws.send(JSON.stringify(item));
    return item;
  }

  /** Stores an item without sending it, as if published while the client was away. */
  publishUnseen(given?: Omit<ScriptedItem, '_id'> & { _id?: string }): ScriptedItem {
    const item = { _id: `item-${++this.counter}`, title: `Headline ${this.counter}`, time: Date.now(), ...given };
    this.published.push(item);
    return item;
  }

  sendRaw(text: string): void {
    for (const ws of this.sockets) ws.send(text);
  }

  /** Cuts every connection without a close handshake. */
  dropAll(): void {
    for (const ws of [...this.sockets, ...this.likesSockets]) ws.terminate();
  }

  /**
   * Stops listening and cuts every connection, HTTP ones included: a browser's keep-alive or
   * unanswered request (a backlog page, a vote) would otherwise hold `close` open as long as the
   * browser runs (an `afterEach` past its 60 s in CI's race file).
   */
  async close(): Promise<void> {
    this.dropAll();
    const closed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.http.closeAllConnections();
    await closed;
  }

  private acceptLikes(ws: WebSocket): void {
    this.likesSockets.add(ws);
    ws.on('close', () => this.likesSockets.delete(ws));
    ws.on('message', (data) => data.toString() === 'ping' && this.answerPings && ws.send('pong'));
  }

  private accept(ws: WebSocket): void {
    this.accepted++;
    this.sockets.add(ws);
    ws.on('close', () => this.sockets.delete(ws));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') {
        if (this.answerPings) ws.send('pong');
      } else if (text === 'clock') {
        const answer = this.clockAnswers[this.clockAsks++];
        if (answer !== undefined) ws.send(answer);
      } else if (text.startsWith('login ')) {
        const key = text.slice(6);
        this.logins.push(key);
        ws.send(JSON.stringify(this.rejectKeys.has(key) ? { message: 'Invalid API key' } : { time: Date.now(), user: { username: `user-${key}` } }));
      }
    });
  }
}
