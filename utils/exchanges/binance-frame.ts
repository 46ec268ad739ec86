import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import { z } from '@newsflash/protocol/zod';
import type { PriceFrame } from './price-source';

const tick = z.object({
  stream: z.string(),
  data: z.object({ s: z.string(), c: z.string(), E: z.number() }),
});
const reply = z.object({ id: z.nullable(z.number()) });

/** Binance's mini-ticker frames are about 250 characters: one past this is not read. */
export const BINANCE_FRAME_CHARS = 4_096;

/**
 * One frame of Binance's combined market-data stream: a ticker (`{stream, data: {s, c, E}}`, the price a
 * decimal string), an answer to SUBSCRIBE/UNSUBSCRIBE, or anything else, which is malformed.
 */
export function parseBinanceFrame(text: unknown): PriceFrame {
  if (typeof text !== 'string' || text.length > BINANCE_FRAME_CHARS) return { kind: 'malformed' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'malformed' };
  }
  const ticker = tick.safeParse(value);
  if (ticker.success) {
    const price = Number(ticker.data.data.c);
    // A time no clock could give (far ahead, say) would hold every later, real tick back in the
    // sparkline's history, which moves only forward: it is malformed like any other bad field.
    if (!(price > 0) || !Number.isFinite(price) || !isPlausibleTime(ticker.data.data.E)) return { kind: 'malformed' };
    return { kind: 'price', symbol: ticker.data.data.s.toUpperCase(), price, time: ticker.data.data.E };
  }
  return reply.safeParse(value).success && !('error' in (value as object)) ? { kind: 'reply' } : { kind: 'malformed' };
}
