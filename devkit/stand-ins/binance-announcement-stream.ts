import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export const BINANCE_STREAM_PATH = '/sapi/wss';

/** A notice as Binance pushes it (developers.binance.com/docs/cms/announcement). */
export interface PushedNotice {
  catalogId: number;
  catalogName: string;
  publishDate: number;
  title: string;
  body?: string;
  disclaimer?: string;
}

/**
 * Binance's refusals, as its error codes are documented for signed requests
 * (developers.binance.com/docs/binance-spot-api-docs/errors: -1021, -1022, -2015); the HTTP statuses are the stand-in's.
 */
const REFUSALS = {
  key: { status: 401, code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' },
  time: { status: 400, code: -1021, msg: 'Timestamp for this request is outside of the recvWindow.' },
  signature: { status: 401, code: -1022, msg: 'Signature for this request is not valid.' },
} as const;
export type StreamRefusal = keyof typeof REFUSALS;

/**
 * Binance's signed announcement stream on this machine: `/sapi/wss?random&topic&recvWindow&
 * timestamp&signature` with the key in X-MBX-APIKEY, checked as Binance documents it
 * (developers.binance.com/docs/cms/general-info): the signature is the HMAC-SHA256, with the
 * secret, of every other parameter sorted by name as sent, the timestamp within `recvWindow`
 * (≤ 60 s) of now. A connection that fails is answered with Binance's error and never upgraded.
 * Notices pushed go to every connection subscribed to their topic, as Binance frames them (`data` a
 * JSON string). `echoKey` makes its refusals quote the key sent, as a hostile or careless origin might.
 */
export class BinanceStreamStandIn {
  /** Each accepted connection's query, and what it sent. */
  readonly connections: { query: URLSearchParams; sent: string[] }[] = [];
  /** Each handshake turned away, by why. */
  readonly refused: StreamRefusal[] = [];
  private http: Server | undefined;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Map<WebSocket, URLSearchParams>();
  /** `ws://127.0.0.1:<port>/sapi/wss` once started. */
  url = '';

  constructor(private readonly account: { apiKey: string; apiSecret: string; echoKey?: boolean }) {}


  async start(): Promise<void> {
    const http = createServer((_request, response) => response.writeHead(404).end());
    http.on('upgrade', (request: IncomingMessage, socket, head) => {
      socket.on('error', () => socket.destroy());
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname !== BINANCE_STREAM_PATH) return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      const key = request.headers['x-mbx-apikey'];
      const why = this.check(url, typeof key === 'string' ? key : '');
      if (why) {
        this.refused.push(why);
        const { status, code, msg } = REFUSALS[why];
        const body = JSON.stringify({ code, msg: this.account.echoKey ? `${msg} (key ${String(key)})` : msg });
        return void socket.end(`HTTP/1.1 ${status} Refused\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = { query: url.searchParams, sent: [] as string[] };
        this.connections.push(connection);
        this.sockets.set(ws, url.searchParams);
        ws.on('message', (data) => connection.sent.push(data.toString()));
        ws.on('close', () => this.sockets.delete(ws));
        ws.on('error', () => ws.terminate());
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    this.http = http;
    this.url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}${BINANCE_STREAM_PATH}`;
  }

  /** Pushes a notice to every connection subscribed to `topic`. */
  push(notice: PushedNotice, topic = 'com_announcement_en'): void {
    this.raw(JSON.stringify({ type: 'DATA', topic, data: JSON.stringify(notice) }), topic);
  }

  /** Anything at all, to every connection (of `topic`, when given): hostile frames. */
  raw(frame: string, topic?: string): void {
    for (const [ws, query] of this.sockets) if (!topic || (query.get('topic') ?? '').split('|').includes(topic)) ws.send(frame);
  }

  /** Resolves once every connection has read what was sent to it: a ping's pong comes back after the frames before it. */
  async delivered(): Promise<void> {
    await Promise.all(
      [...this.sockets.keys()].map(
        (ws) =>
          new Promise<void>((resolve) => {
            ws.once('pong', () => resolve());
            ws.once('close', () => resolve());
            ws.ping();
          }),
      ),
    );
  }

  async close(): Promise<void> {
    for (const ws of this.sockets.keys()) ws.terminate();
    this.sockets.clear();
    const http = this.http;
    this.http = undefined;
    if (http) {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  }

  /** Why a handshake is refused, checked in Binance's order: the key, the time, the signature. */
  private check(url: URL, key: string): StreamRefusal | undefined {
    if (key !== this.account.apiKey) return 'key';
    const query = url.searchParams;
    const timestamp = Number(query.get('timestamp'));
    const window = Number(query.get('recvWindow') ?? 5_000);
    if (!Number.isSafeInteger(timestamp) || !(window > 0 && window <= 60_000) || Date.now() - timestamp > window || timestamp - Date.now() > 1_000) return 'time';
    const parts = url.search.slice(1).split('&');
    const signature = parts.find((part) => part.startsWith('signature='))?.slice('signature='.length) ?? '';
    const signed = parts
      .filter((part) => !part.startsWith('signature='))
      .sort((a, b) => (a.split('=')[0]! < b.split('=')[0]! ? -1 : 1))
      .join('&');
    const expected = createHmac('sha256', this.account.apiSecret).update(signed).digest();
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'signature';
  }
}
