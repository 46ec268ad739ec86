import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { firstPriceSchema, PRICE_SYMBOL } from '@newsflash/protocol';
import { requestUrl } from './http-util';
import { MessageBudget, POLICY_VIOLATION, refuseUpgrade, sendOrDrop, startHeartbeat, trackLiveness, type AddressCap, type Tracked } from './socket-limits';
import type { FeedItem } from './items';

export const PRICE_PATH = '/stream';
/** Binance caps a combined-stream connection at 1,024 streams; so does the stand-in. */
const MAX_STREAMS = 1_024;
/** One tick moves a price by at most this fraction either way. */
const STEP = 0.002;

/** Binance allows about 5 incoming messages a second per connection; past a burst of 10 the socket is closed. */
const MESSAGES_PER_SECOND = 5;
const MESSAGES_BURST = 10;

interface PriceClient extends Tracked {
  symbols: Set<string>;
  messages: MessageBudget;
}

export interface PriceStandInOptions {
  /** Off unless asked for (`--price-stand-in`): a production service should not pretend to be an exchange. */
  enabled: boolean;
  intervalMs: number;
  /** An HTTP status every client is refused with (0 serves). */
  refuse: number;
  /** Shared with the feed sockets: one address's sockets on every path count together. */
  cap: AddressCap;
  random?: () => number;
}

/** `arbusdt@miniTicker` → `ARBUSDT`; anything else is not a stream the stand-in serves. */
function symbolOf(stream: unknown): string | undefined {
  if (typeof stream !== 'string' || !stream.endsWith('@miniTicker')) return undefined;
  const symbol = stream.slice(0, -'@miniTicker'.length).toUpperCase();
  return PRICE_SYMBOL.test(symbol) ? symbol : undefined;
}

/**
 * A stand-in for an exchange's public combined market-data stream (Binance's `/stream` format:
 * `?streams=a@miniTicker/b@miniTicker`, SUBSCRIBE/UNSUBSCRIBE messages, `{stream, data}` frames).
 * Each symbol walks randomly from the `firstPrice` the service's items give it; a symbol no item
 * priced gets no frames, as an unlisted one gets none from an exchange.
 */
export class PriceStandIn {
  private readonly clients = new Set<PriceClient>();
  private readonly seeds = new Map<string, number>();
  private readonly prices = new Map<string, number>();
  private readonly pinned = new Set<string>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  private sent = 0;
  private readonly timer?: NodeJS.Timeout;
  private readonly stopHeartbeat: () => void;

  constructor(private readonly options: PriceStandInOptions) {
    this.stopHeartbeat = startHeartbeat(() => this.clients);
    if (options.enabled && options.intervalMs > 0) {
      this.timer = setInterval(() => this.tick(), options.intervalMs);
      this.timer.unref();
    }
  }

  /** Why every client is turned away, on the handshake and on a plain GET alike; undefined while it serves. */
  refusal(): { status: number; reason: string } | undefined {
    if (!this.options.enabled) return { status: 404, reason: 'this service serves no prices (the price stand-in is for tests and demos: --price-stand-in)' };
    if (this.options.intervalMs === 0) return { status: 404, reason: 'the price stand-in is off (--price-interval 0)' };
    if (this.options.refuse) return { status: this.options.refuse, reason: 'price data is not available in your region' };
    return undefined;
  }

  /** Learns the prices an item was published at (the newest item's price wins). */
  seed(item: FeedItem): void {
    // Read as the extension reads it: the same entries are kept, the same ones dropped.
    for (const [symbol, price] of Object.entries(firstPriceSchema.parse(item.firstPrice))) this.seeds.set(symbol, price);
  }

  /** Holds a symbol at one price from the next tick on (tests and demos that need a known move). */
  pin(symbol: string, price: number): void {
    this.pinned.add(symbol);
    this.prices.set(symbol, price);
  }

  wants(request: IncomingMessage): boolean {
    try {
      return requestUrl(request.url).pathname === PRICE_PATH;
    } catch {
      return false;
    }
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const refusal = this.refusal();
    if (refusal) {
      refuseUpgrade(socket, refusal.status, 'Refused');
      return;
    }
    const streams = requestUrl(request.url).searchParams.get('streams') ?? '';
    if (!this.options.cap.admit(request, socket)) return;
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, streams.split('/')));
  }

  /** Clients, distinct symbols streamed, and frames sent since start (the bench reads the rate). */
  counts(): { clients: number; symbols: number; sent: number } {
    return { clients: this.clients.size, symbols: new Set([...this.clients].flatMap((c) => [...c.symbols])).size, sent: this.sent };
  }

  close(): void {
    clearInterval(this.timer);
    this.stopHeartbeat();
    for (const client of this.clients) client.ws.close(1001, 'server shutting down');
  }

  terminate(): void {
    for (const client of this.clients) client.ws.terminate();
  }

  private accept(ws: WebSocket, streams: string[]): void {
    const client: PriceClient = { ws, alive: true, symbols: new Set(), messages: new MessageBudget(MESSAGES_PER_SECOND, MESSAGES_BURST) };
    this.subscribe(client, streams.slice(0, MAX_STREAMS));
    this.clients.add(client);
    trackLiveness(client);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => this.clients.delete(client));
    ws.on('message', (data, isBinary) => {
      if (!client.messages.take()) return ws.close(POLICY_VIOLATION, 'too many messages');
      let request: { method?: unknown; params?: unknown; id?: unknown };
      try {
        request = isBinary ? {} : (JSON.parse(data.toString()) as typeof request);
      } catch {
        return void sendOrDrop(ws, JSON.stringify({ error: { code: 3, msg: 'Invalid JSON' }, id: null }));
      }
      const id = typeof request?.id === 'number' ? request.id : null;
      const params = Array.isArray(request?.params) ? (request.params as unknown[]) : undefined;
      if (!params || (request.method !== 'SUBSCRIBE' && request.method !== 'UNSUBSCRIBE')) {
        return void sendOrDrop(ws, JSON.stringify({ error: { code: 2, msg: 'Invalid request' }, id }));
      }
      if (request.method === 'SUBSCRIBE') this.subscribe(client, params);
      else for (const stream of params) client.symbols.delete(symbolOf(stream) ?? '');
      sendOrDrop(ws, JSON.stringify({ result: null, id }));
    });
  }

  private subscribe(client: PriceClient, streams: unknown[]): void {
    for (const stream of streams) {
      const symbol = symbolOf(stream);
      if (symbol && client.symbols.size < MAX_STREAMS) client.symbols.add(symbol);
    }
  }

  private tick(): void {
    const wanted = new Set<string>();
    for (const client of this.clients) for (const symbol of client.symbols) wanted.add(symbol);
    const now = Date.now();
    const frames = new Map<string, string>();
    for (const symbol of wanted) {
      const price = this.next(symbol);
      if (price === undefined) continue;
      const close = String(Number(price.toPrecision(6)));
      frames.set(
        symbol,
        JSON.stringify({ stream: `${symbol.toLowerCase()}@miniTicker`, data: { e: '24hrMiniTicker', E: now, s: symbol, c: close, o: close, h: close, l: close, v: '0', q: '0' } }),
      );
    }
    for (const client of this.clients) {
      for (const symbol of client.symbols) {
        const frame = frames.get(symbol);
        // A client that stopped reading is dropped here, as on the feed sockets, not buffered forever.
        if (frame && !sendOrDrop(client.ws, frame)) break;
        if (frame) this.sent++;
      }
    }
  }

  private next(symbol: string): number | undefined {
    const current = this.prices.get(symbol) ?? this.seeds.get(symbol);
    if (current === undefined) return undefined;
    const random = this.options.random ?? Math.random;
    const price = this.pinned.has(symbol) ? current : current * (1 + (random() * 2 - 1) * STEP);
    this.prices.set(symbol, price);
    return price;
  }
}
