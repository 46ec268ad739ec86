import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { firstPriceSchema, PRICE_SYMBOL } from '@newsflash/protocol';
import { requestUrl } from './http-util';
import type { SendBudget } from './send-budget';
import { MessageBudget, POLICY_VIOLATION, refuseUpgrade, sendOrDrop, startHeartbeat, trackLiveness, type AddressCap, type QueueLimits, type Tracked } from './socket-limits';
import type { FeedItem } from './items';

export const PRICE_PATH = '/stream';
/** Binance caps a combined-stream connection at 1,024 streams; so does the stand-in. */
const MAX_STREAMS = 1_024;
/**
 * Symbols the stand-in remembers a price for (seeded or pinned): past it the one seeded longest
 * ago is forgotten. Binance lists about 3,000; an upstream pricing new symbols all day cannot grow it.
 */
export const MAX_SYMBOLS = 5_000;
/** A price reader gets a few hundred bytes a symbol a tick: one this far behind stopped reading. */
export const MAX_QUEUED_PER_READER = 256 * 1024;
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
  /** Shared with the feed sockets: what every client of the node queues, together. */
  budget: SendBudget;
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
  /** Clients streaming each symbol: counts() reads the number of symbols without walking every client. */
  private readonly streamed = new Map<string, number>();
  private readonly limits: QueueLimits;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  private sent = 0;
  private readonly timer?: NodeJS.Timeout;
  private readonly stopHeartbeat: () => void;

  constructor(private readonly options: PriceStandInOptions) {
    this.limits = { perClient: MAX_QUEUED_PER_READER, budget: options.budget };
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

  /** Learns the prices an item was published at (the newest item's price wins); nothing while the stand-in serves no one. */
  seed(item: FeedItem): void {
    if (this.refusal()) return;
    // Read as the extension reads it: the same entries are kept, the same ones dropped.
    for (const [symbol, price] of Object.entries(firstPriceSchema.parse(item.firstPrice))) {
      this.seeds.delete(symbol);
      this.seeds.set(symbol, price);
      this.forgetPast(this.seeds);
    }
  }

  /** Holds a symbol at one price from the next tick on (tests and demos that need a known move). */
  pin(symbol: string, price: number): void {
    this.pinned.delete(symbol);
    this.pinned.add(symbol);
    this.prices.set(symbol, price);
    this.forgetPast(this.pinned);
  }

  /** Symbols remembered: seeded, pinned, and walking. */
  remembered(): { seeded: number; pinned: number; walking: number } {
    return { seeded: this.seeds.size, pinned: this.pinned.size, walking: this.prices.size };
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
    return { clients: this.clients.size, symbols: this.streamed.size, sent: this.sent };
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
    this.options.budget.track(ws);
    trackLiveness(client);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.clients.delete(client);
      this.options.budget.untrack(ws);
      for (const symbol of client.symbols) this.unstream(symbol);
    });
    ws.on('message', (data, isBinary) => {
      if (!client.messages.take()) return ws.close(POLICY_VIOLATION, 'too many messages');
      let request: { method?: unknown; params?: unknown; id?: unknown };
      try {
        request = isBinary ? {} : (JSON.parse(data.toString()) as typeof request);
      } catch {
        return void sendOrDrop(ws, JSON.stringify({ error: { code: 3, msg: 'Invalid JSON' }, id: null }), this.limits);
      }
      const id = typeof request?.id === 'number' ? request.id : null;
      const params = Array.isArray(request?.params) ? (request.params as unknown[]) : undefined;
      if (!params || (request.method !== 'SUBSCRIBE' && request.method !== 'UNSUBSCRIBE')) {
        return void sendOrDrop(ws, JSON.stringify({ error: { code: 2, msg: 'Invalid request' }, id }), this.limits);
      }
      if (request.method === 'SUBSCRIBE') this.subscribe(client, params);
      else for (const stream of params) this.unsubscribe(client, symbolOf(stream));
      sendOrDrop(ws, JSON.stringify({ result: null, id }), this.limits);
    });
  }

  private subscribe(client: PriceClient, streams: unknown[]): void {
    for (const stream of streams) {
      const symbol = symbolOf(stream);
      if (!symbol || client.symbols.has(symbol) || client.symbols.size >= MAX_STREAMS) continue;
      client.symbols.add(symbol);
      this.streamed.set(symbol, (this.streamed.get(symbol) ?? 0) + 1);
    }
  }

  private unsubscribe(client: PriceClient, symbol: string | undefined): void {
    if (symbol === undefined || !client.symbols.delete(symbol)) return;
    this.unstream(symbol);
  }

  private unstream(symbol: string): void {
    const left = (this.streamed.get(symbol) ?? 1) - 1;
    if (left > 0) this.streamed.set(symbol, left);
    else this.streamed.delete(symbol);
  }

  /** Keeps `symbols` to MAX_SYMBOLS by forgetting the oldest entries (insertion order), with their walked prices. */
  private forgetPast(symbols: Map<string, number> | Set<string>): void {
    for (const symbol of symbols.keys()) {
      if (symbols.size <= MAX_SYMBOLS) return;
      symbols.delete(symbol);
      if (!this.seeds.has(symbol) && !this.pinned.has(symbol)) this.prices.delete(symbol);
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
        if (frame && !sendOrDrop(client.ws, frame, this.limits)) break;
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
