import type { Exchange, Market } from './exchange';

export type PriceFrame = { kind: 'price'; symbol: string; price: number; time: number } | { kind: 'reply' } | { kind: 'malformed' };

/**
 * What the price feed needs to know of one exchange's public ticker stream (the worker's half of
 * the exchange; its name, trade links and pair rule are the pages' half, in the same file).
 */
export interface PriceSource {
  exchange: Exchange;
  /** A market's stream: the exchange's own, or at `custom`, an address the reader set for this exchange. */
  streamUrl(market: Market, custom: string | undefined): string;
  /** The address a connection opens with, and the symbols it already streams by being opened so. */
  open(url: string, symbols: readonly string[]): { url: string; subscribed: readonly string[] };
  /** The messages that add or drop symbols on an open connection (as many as the exchange's per-message limit needs). */
  subscribe(symbols: readonly string[], nextId: () => number): string[];
  unsubscribe(symbols: readonly string[], nextId: () => number): string[];
  /** One frame as it arrived: a price, an answer, or malformed (never a throw, whatever the text). */
  parse(text: unknown): PriceFrame;
  /** A text the exchange wants this often on an idle connection, or it closes it. */
  keepAlive?: { text: string; everyMs: number };
}

/**
 * The stream as its exchange's own file writes it: everything but reading frames, whose schema is
 * in its `<exchange>-frame.ts` and joins it in streams.ts, so pages that import the exchange for
 * its links or pair rule never load zod.
 */
export type StreamProtocol = Omit<PriceSource, 'parse'>;

/** JSON of at most `maxChars` characters, or undefined: a frame past an exchange's own size is not read at all. */
export function readFrame(text: unknown, maxChars: number): unknown {
  if (typeof text !== 'string' || text.length > maxChars) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A decimal string an exchange writes a price in, as a positive finite number; undefined for anything else. */
export function priceOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,20}(\.\d{1,20})?$/.test(text)) return undefined;
  const price = Number(text);
  return price > 0 && Number.isFinite(price) ? price : undefined;
}
