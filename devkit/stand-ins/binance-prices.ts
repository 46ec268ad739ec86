import type { WebSocket } from 'ws';
import { PRICE_SYMBOL } from '@newsflash/protocol/item';
import { MessageBudget, POLICY_VIOLATION } from '../../server/sockets/socket-limits';
import { decimal, PriceWalk } from './price-walk';
import { sendOrDrop, startSocketStandIn } from './socket-stand-in';

/** Binance caps a combined-stream connection at 1,024 streams; so does the stand-in. */
export const MAX_STREAMS = 1_024;
/** Binance allows about 5 incoming messages a second per connection; past a burst of 10 the socket is closed. */
const MESSAGES_PER_SECOND = 5;
const MESSAGES_BURST = 10;

export interface BinancePriceOptions {
  /** The tick, ms. */
  intervalMs?: number;
  /** An HTTP status every client is refused with, as Binance refuses a region (0 serves). */
  refuse?: number;
  /** The prices quoted (the demo's follow its market-list stand-in). */
  walk?: PriceWalk;
}

export interface BinancePriceStream {
  /** The combined-stream address, as the extension's price source takes it. */
  url: string;
  walk: PriceWalk;
  /** Clients, distinct symbols streamed, and frames sent since start. */
  counts(): { clients: number; symbols: number; sent: number };
  close(): Promise<void>;
}

/** `arbusdt@miniTicker` → `ARBUSDT`; anything else is not a stream the stand-in serves. */
function symbolOf(stream: unknown): string | undefined {
  if (typeof stream !== 'string' || !stream.endsWith('@miniTicker')) return undefined;
  const symbol = stream.slice(0, -'@miniTicker'.length).toUpperCase();
  return PRICE_SYMBOL.test(symbol) ? symbol : undefined;
}

/**
 * Binance's public combined market-data stream on this machine (`/stream?streams=a@miniTicker/…`,
 * SUBSCRIBE/UNSUBSCRIBE, `{stream, data}` frames, Binance's error answers), so price moves run
 * with no internet: started beside the service by the demo and the tests, never by the service.
 */
export async function startBinancePriceStream(options: BinancePriceOptions = {}): Promise<BinancePriceStream> {
  const walk = options.walk ?? new PriceWalk();
  const clients = new Map<WebSocket, Set<string>>();
  let sent = 0;
  const subscribe = (symbols: Set<string>, streams: unknown[]) => {
    for (const stream of streams) {
      const symbol = symbolOf(stream);
      if (symbol && symbols.size < MAX_STREAMS) symbols.add(symbol);
    }
  };
  const server = await startSocketStandIn({
    paths: ['/stream'],
    maxPayload: 4 * 1024,
    refuse: () => options.refuse ?? 0,
    accept(ws, request) {
      const symbols = new Set<string>();
      const messages = new MessageBudget(MESSAGES_PER_SECOND, MESSAGES_BURST);
      subscribe(symbols, (new URL(request.url ?? '/', 'http://x').searchParams.get('streams') ?? '').split('/'));
      clients.set(ws, symbols);
      ws.on('close', () => clients.delete(ws));
      ws.on('message', (data, isBinary) => {
        if (!messages.take()) return ws.close(POLICY_VIOLATION, 'too many messages');
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
        if (request.method === 'SUBSCRIBE') subscribe(symbols, params);
        else for (const stream of params) symbols.delete(symbolOf(stream) ?? '');
        sendOrDrop(ws, JSON.stringify({ result: null, id }));
      });
    },
  });
  const tick = () => {
    const now = Date.now();
    const frames = new Map<string, string>();
    for (const symbol of new Set([...clients.values()].flatMap((symbols) => [...symbols]))) {
      const price = walk.next(symbol);
      if (price === undefined) continue;
      const close = decimal(price);
      frames.set(symbol, JSON.stringify({ stream: `${symbol.toLowerCase()}@miniTicker`, data: { e: '24hrMiniTicker', E: now, s: symbol, c: close, o: close, h: close, l: close, v: '0', q: '0' } }));
    }
    for (const [ws, symbols] of clients) {
      for (const symbol of symbols) {
        const frame = frames.get(symbol);
        if (!frame) continue;
        if (!sendOrDrop(ws, frame)) break;
        sent++;
      }
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? 1_000);
  timer.unref();
  return {
    url: `ws://127.0.0.1:${server.port}/stream`,
    walk,
    counts: () => ({ clients: clients.size, symbols: new Set([...clients.values()].flatMap((symbols) => [...symbols])).size, sent }),
    async close() {
      clearInterval(timer);
      await server.close();
    },
  };
}
