import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';
import { z } from '@newsflash/protocol/zod';
import { priceOf, readFrame, type PriceFrame } from './price-source';

/** A linear snapshot, Bybit's largest ticker frame, is about 1,000 characters: one past this is not read. */
export const BYBIT_FRAME_CHARS = 8_192;

/*
 * The shapes, from Bybit's v5 documentation (bybit-exchange.github.io/docs/v5/websocket/public/ticker
 * and …/websocket/connect) and its public clients (bybit-api's ws-events.d.ts, ccxt's pro/bybit.js):
 * a ticker is `{"topic":"tickers.BTCUSDT","type":"snapshot"|"delta","data":{"symbol","lastPrice",…},
 * "cs","ts"}`; spot sends snapshots only, linear a snapshot and then deltas that carry only the
 * fields that changed (a delta without `lastPrice` is a price that did not move). An answer is
 * `{"success","ret_msg","conn_id","req_id","op"}`; a pong `{"success":true,"ret_msg":"pong","op":"ping"}`
 * or `{"op":"pong","args":[…]}`.
 */
const ticker = z.object({
  topic: z.string(),
  type: z.enum(['snapshot', 'delta']),
  ts: z.number(),
  data: z.object({ symbol: z.string(), lastPrice: z.optional(z.unknown()) }),
});
const answer = z.object({ op: z.string(), success: z.optional(z.boolean()) });

/** One frame of a Bybit v5 public ticker stream, spot or linear. */
export function parseBybitFrame(text: unknown): PriceFrame {
  const value = readFrame(text, BYBIT_FRAME_CHARS);
  const tick = ticker.safeParse(value);
  if (tick.success) {
    const { topic, ts, data } = tick.data;
    if (!PRICE_SYMBOL.test(data.symbol) || topic !== `tickers.${data.symbol}` || !isPlausibleTime(ts)) return { kind: 'malformed' };
    if (data.lastPrice === undefined) return { kind: 'reply' };
    const price = priceOf(data.lastPrice);
    return price === undefined ? { kind: 'malformed' } : { kind: 'price', symbol: data.symbol, price, time: ts };
  }
  const reply = answer.safeParse(value);
  // A refused subscription (`success: false`) is counted with the malformed: the reader's diagnostics show it.
  return reply.success && reply.data.success !== false && !('topic' in (value as object)) ? { kind: 'reply' } : { kind: 'malformed' };
}
