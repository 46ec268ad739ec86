import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** An account the stand-in AppView knows. */
export interface StandInAccount {
  did: string;
  handle: string;
  displayName: string;
  avatar?: string;
}

/** `app.bsky.actor.getProfiles`' answer for the asked handles it knows. */
export function profilesAnswer(known: StandInAccount[], asked: string[]): string {
  const profiles = known.filter((account) => asked.includes(account.handle));
  return JSON.stringify({ profiles: profiles.map((account) => ({ ...account, followersCount: 1, postsCount: 1 })) });
}

interface JetstreamEvent {
  did: string;
  time_us: number;
  kind: string;
  [key: string]: unknown;
}

/**
 * Bluesky's Jetstream on this machine: `/subscribe` with repeated `wantedDids` and
 * `wantedCollections`, and `cursor` (µs) replaying from the event at the cursor on, as the real
 * one does. Identity events go to every subscriber whatever it wants. `stop` and `start` again on
 * the same port make a reconnect.
 */
export class JetstreamStandIn {
  readonly events: JetstreamEvent[] = [];
  /** Each connection's query, so a test sees the cursor a reconnect sent. */
  readonly connections: URLSearchParams[] = [];
  private http: Server | undefined;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Map<WebSocket, URLSearchParams>();
  private clock = Date.now() * 1000;
  private port = 0;

  get url(): string {
    return `ws://127.0.0.1:${this.port}/subscribe`;
  }

  async start(): Promise<void> {
    const http = createServer((_request, response) => response.writeHead(404).end());
    http.on('upgrade', (request, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname !== '/subscribe') return socket.destroy();
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        this.connections.push(url.searchParams);
        this.sockets.set(ws, url.searchParams);
        ws.on('close', () => this.sockets.delete(ws));
        const cursor = Number(url.searchParams.get('cursor') ?? Number.POSITIVE_INFINITY);
        for (const event of this.events) if (event.time_us >= cursor && this.wanted(url.searchParams, event)) ws.send(JSON.stringify(event));
      });
    });
    await new Promise<void>((resolve) => http.listen(this.port, '127.0.0.1', resolve));
    this.port = (http.address() as AddressInfo).port;
    this.http = http;
  }

  /** A new post of `did`; `record` beyond its text (reply, embed) as the test wants it. Returns its rkey. */
  post(did: string, text: string, record: Record<string, unknown> = {}): string {
    const rkey = `3l${(this.events.length + 1).toString(36).padStart(11, '0')}`;
    this.send({ did, time_us: this.tick(), kind: 'commit', commit: { rev: rkey, operation: 'create', collection: 'app.bsky.feed.post', rkey, record: { $type: 'app.bsky.feed.post', text, createdAt: new Date().toISOString(), langs: ['en'], ...record }, cid: `bafy${rkey}` } });
    return rkey;
  }

  /** An identity event: sent to every subscriber, as Jetstream does. */
  identity(did: string, handle: string): void {
    this.send({ did, time_us: this.tick(), kind: 'identity', identity: { did, handle, seq: this.events.length, time: new Date().toISOString() } });
  }

  /** Anything at all, to every subscriber (hostile frames). */
  raw(frame: string): void {
    for (const ws of this.sockets.keys()) ws.send(frame);
  }

  /** Resolves once every subscriber has read all that was sent to it: a ping's pong comes back after the frames before it were handled. */
  async delivered(): Promise<void> {
    await Promise.all([...this.sockets.keys()].map((ws) => new Promise<void>((resolve) => {
      // A socket closing meanwhile has nothing more to read.
      ws.once('pong', () => resolve());
      ws.once('close', () => resolve());
      ws.ping();
    })));
  }

  /** Closes the server and its sockets, keeping the events for a `start` on the same port. */
  async stop(): Promise<void> {
    for (const ws of this.sockets.keys()) ws.terminate();
    this.sockets.clear();
    const http = this.http;
    this.http = undefined;
    if (!http) return;
    // Every connection too: one a client keeps alive would hold `close` open as long as it runs.
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeAllConnections();
    await closed;
  }

  private tick(): number {
    this.clock = Math.max(this.clock + 1, Date.now() * 1000);
    return this.clock;
  }

  private send(event: JetstreamEvent): void {
    this.events.push(event);
    for (const [ws, query] of this.sockets) if (this.wanted(query, event)) ws.send(JSON.stringify(event));
  }

  private wanted(query: URLSearchParams, event: JetstreamEvent): boolean {
    if (event.kind !== 'commit') return true;
    const dids = query.getAll('wantedDids');
    const collections = query.getAll('wantedCollections');
    const collection = (event.commit as { collection: string }).collection;
    return (dids.length === 0 || dids.includes(event.did)) && (collections.length === 0 || collections.includes(collection));
  }
}
