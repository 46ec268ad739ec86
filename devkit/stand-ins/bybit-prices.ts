import type { WebSocket } from 'ws';
import { PRICE_SYMBOL } from '@newsflash/protocol/item';
import { MessageBudget, POLICY_VIOLATION } from '../../server/sockets/socket-limits';
import { decimal, PriceWalk } from './price-walk';
import { sendOrDrop, startSocketStandIn } from './socket-stand-in';

/** Bybit takes at most 10 topics in one spot subscribe request. */
const SPOT_ARGS = 10;
/** Topics one connection may hold: a budget of the stand-in's own (Bybit caps a request's args by length). */
export const MAX_TOPICS = 1_024;
const MESSAGES_PER_SECOND = 5;
const MESSAGES_BURST = 10;

export type BybitCategory = 'spot' | 'linear';

export interface BybitPriceStream {
  /** The base the extension's Bybit source takes: `/spot` and `/linear` follow it, as on Bybit. */
  url: string;
  /** One walk per category: a spot pair and its perpetual are priced apart, as on the exchange. */
  walks: Record<BybitCategory, PriceWalk>;
  counts(): { clients: number; topics: number; sent: number };
  close(): Promise<void>;
}

interface Client {
  category: BybitCategory;
  topics: Set<string>;
  /** Linear topics that had their snapshot: later frames are deltas. */
  snapshotted: Set<string>;
}

const symbolOf = (topic: unknown): string | undefined => {
  if (typeof topic !== 'string' || !topic.startsWith('tickers.')) return undefined;
  const symbol = topic.slice('tickers.'.length);
  return PRICE_SYMBOL.test(symbol) ? symbol : undefined;
};

/**
 * Bybit's public v5 ticker streams on this machine (`/v5/public/spot`, `/v5/public/linear`), from
 * Bybit's documentation (bybit-exchange.github.io/docs/v5/websocket/public/ticker and …/connect):
 * `{"op":"subscribe","args":["tickers.BTCUSDT"],"req_id"}` answered
 * `{"success","ret_msg","conn_id","req_id","op"}`, `{"op":"ping"}` answered with a pong, and
 * ticker frames `{"topic","type","data":{"symbol","lastPrice",…},"cs","ts"}`: spot sends
 * snapshots only; linear a snapshot, then deltas that carry only what changed (now and then not
 * `lastPrice`).
 */
export async function startBybitPriceStream(
  options: { intervalMs?: number; walks?: Partial<Record<BybitCategory, PriceWalk>> } = {},
): Promise<BybitPriceStream> {
  const walks: Record<BybitCategory, PriceWalk> = { spot: options.walks?.spot ?? new PriceWalk(), linear: options.walks?.linear ?? new PriceWalk() };
  const clients = new Map<WebSocket, Client>();
  let sent = 0;
  let sequence = 0;
  const server = await startSocketStandIn({
    paths: ['/v5/public/spot', '/v5/public/linear'],
    maxPayload: 4 * 1024,
    accept(ws, _request, path) {
      const client: Client = { category: path.endsWith('/spot') ? 'spot' : 'linear', topics: new Set(), snapshotted: new Set() };
      const connId = `stand-in-${clients.size}-${Date.now()}`;
      const messages = new MessageBudget(MESSAGES_PER_SECOND, MESSAGES_BURST);
      clients.set(ws, client);
      ws.on('close', () => clients.delete(ws));
      ws.on('message', (data, isBinary) => {
        if (!messages.take()) return ws.close(POLICY_VIOLATION, 'too many messages');
        let request: { op?: unknown; args?: unknown; req_id?: unknown };
        try {
          request = isBinary ? {} : (JSON.parse(data.toString()) as typeof request);
        } catch {
          request = {};
        }
        const reqId = typeof request?.req_id === 'string' ? request.req_id : '';
        const answer = (success: boolean, retMsg: string, op: unknown) => sendOrDrop(
          ws,
          JSON.stringify({ success, ret_msg: retMsg, conn_id: connId, req_id: reqId, op }),
        );
        if (request?.op === 'ping') return void answer(true, 'pong', 'ping');
        const args = Array.isArray(request?.args) ? (request.args as unknown[]) : undefined;
        if (!args || (request.op !== 'subscribe' && request.op !== 'unsubscribe')) return void answer(false, 'Invalid request', request?.op ?? '');
        if (client.category === 'spot' && args.length > SPOT_ARGS) return void answer(false, `args size >${SPOT_ARGS}`, request.op);
        for (const topic of args) {
          const symbol = symbolOf(topic);
          if (!symbol) continue;
          if (request.op === 'unsubscribe') {
            client.topics.delete(symbol);
            client.snapshotted.delete(symbol);
          } else if (client.topics.size < MAX_TOPICS) client.topics.add(symbol);
        }
        answer(true, '', request.op);
      });
    },
  });
  const frame = (client: Client, symbol: string, price: number, now: number): string => {
    const last = decimal(price);
    const base = { topic: `tickers.${symbol}`, cs: ++sequence, ts: now };
    if (client.category === 'spot') {
      return JSON.stringify({ ...base, type: 'snapshot', data: { symbol, lastPrice: last, highPrice24h: last, lowPrice24h: last, prevPrice24h: last, volume24h: '0', turnover24h: '0', price24hPcnt: '0', usdIndexPrice: last } });
    }
    if (!client.snapshotted.has(symbol)) {
      client.snapshotted.add(symbol);
      return JSON.stringify({ ...base, type: 'snapshot', data: { symbol, tickDirection: 'ZeroPlusTick', price24hPcnt: '0', lastPrice: last, prevPrice24h: last, highPrice24h: last, lowPrice24h: last, prevPrice1h: last, markPrice: last, indexPrice: last, openInterest: '0', openInterestValue: '0', turnover24h: '0', volume24h: '0', nextFundingTime: String(now + 3_600_000), fundingRate: '0.0001', bid1Price: last, bid1Size: '1', ask1Price: last, ask1Size: '1' } });
    }
    return JSON.stringify({ ...base, type: 'delta', data: { symbol, lastPrice: last, markPrice: last, bid1Price: last, ask1Price: last } });
  };
  const tick = () => {
    const now = Date.now();
    const prices = { spot: new Map<string, number | undefined>(), linear: new Map<string, number | undefined>() };
    for (const [ws, client] of clients) {
      for (const symbol of client.topics) {
        const walked = prices[client.category];
        if (!walked.has(symbol)) walked.set(symbol, walks[client.category].next(symbol));
        const price = walked.get(symbol);
        if (price === undefined) continue;
        if (!sendOrDrop(ws, frame(client, symbol, price, now))) break;
        sent++;
      }
      // A delta with no price in it, as Bybit sends when only the open interest moved.
      if (client.category === 'linear') for (const symbol of client.snapshotted) sendOrDrop(ws, JSON.stringify({ topic: `tickers.${symbol}`, type: 'delta', cs: ++sequence, ts: now, data: { symbol, openInterest: '1' } }));
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? 1_000);
  timer.unref();
  return {
    url: `ws://127.0.0.1:${server.port}/v5/public`,
    walks,
    counts: () => ({ clients: clients.size, topics: [...clients.values()].reduce((sum, client) => sum + client.topics.size, 0), sent }),
    async close() {
      clearInterval(timer);
      await server.close();
    },
  };
}
