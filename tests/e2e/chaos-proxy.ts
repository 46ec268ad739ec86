import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

export interface Fault {
  status: number;
  retryAfterSeconds?: number;
}

/**
 * Sits between the extension and the real local service and breaks the connection the ways
 * networks and servers do: it goes away (and comes back on the same port), answers slowly,
 * answers errors on chosen paths, and slips raw frames into the news socket. The service itself
 * stays honest; every fault lives here, in the tests.
 */
export class ChaosProxy {
  private server?: Server;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly clients = new Set<{ down: WebSocket; up: WebSocket; path: string }>();
  private port = 0;
  /** Path prefix → the error answered instead of forwarding. */
  readonly faults = new Map<string, Fault>();
  /** Added before every HTTP answer. */
  delayMs = 0;
  /** Every HTTP request that reached the proxy: path and the status it got. */
  readonly requests: { path: string; status: number }[] = [];

  constructor(private readonly upstream: () => string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Listens (again, on the same port once one was picked). */
  async start(): Promise<void> {
    const server = createServer((request, response) => void this.forward(request, response));
    server.on('upgrade', (request, socket, head) => this.upgrade(request, socket, head));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Goes away like a dead server: open sockets drop, new connections are refused. */
  async stop(): Promise<void> {
    for (const client of this.clients) {
      client.down.terminate();
      client.up.terminate();
    }
    this.clients.clear();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Sends raw text to every extension socket on `/ws`, as if the service had sent it. */
  inject(text: string): number {
    let sent = 0;
    for (const client of this.clients) {
      if (client.path === '/ws' && client.down.readyState === WebSocket.OPEN) {
        client.down.send(text);
        sent++;
      }
    }
    return sent;
  }

  reset(): void {
    this.faults.clear();
    this.delayMs = 0;
    this.requests.length = 0;
  }

  private async forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    const answer = (status: number, headers: Record<string, string>, body: string) => {
      this.requests.push({ path, status });
      response.writeHead(status, headers).end(body);
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (response.destroyed) return;
    const fault = [...this.faults].find(([prefix]) => path.startsWith(prefix))?.[1];
    if (fault) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (fault.retryAfterSeconds !== undefined) headers['retry-after'] = String(fault.retryAfterSeconds);
      return answer(fault.status, headers, JSON.stringify({ error: `injected ${fault.status}` }));
    }
    try {
      const upstream = await fetch(`${this.upstream()}${path}`, {
        method: request.method,
        headers: { ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}), 'content-type': 'application/json' },
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const headers: Record<string, string> = { 'content-type': upstream.headers.get('content-type') ?? 'application/json' };
      const retryAfter = upstream.headers.get('retry-after');
      if (retryAfter) headers['retry-after'] = retryAfter;
      answer(upstream.status, headers, await upstream.text());
    } catch {
      answer(502, { 'content-type': 'application/json' }, JSON.stringify({ error: 'upstream unreachable' }));
    }
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    this.wss.handleUpgrade(request, socket, head, (down) => {
      const up = new WebSocket(`${this.upstream().replace(/^http/, 'ws')}${path}`);
      const client = { down, up, path };
      this.clients.add(client);
      const queued: RawData[] = [];
      up.on('open', () => queued.splice(0).forEach((data) => up.send(data.toString())));
      down.on('message', (data) => (up.readyState === WebSocket.OPEN ? up.send(data.toString()) : queued.push(data)));
      up.on('message', (data) => down.readyState === WebSocket.OPEN && down.send(data.toString()));
      const close = () => {
        this.clients.delete(client);
        down.terminate();
        up.terminate();
      };
      up.on('close', close);
      up.on('error', close);
      down.on('close', close);
      down.on('error', close);
    });
  }
}
