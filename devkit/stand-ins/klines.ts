import type { IncomingMessage } from 'node:http';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';
import { decimal } from './price-walk';
import type { OriginReply } from './origin-server';

/** A pair's price at a moment (ms), or undefined when the stand-in does not list it. */
export type PriceAt = (symbol: string, at: number) => number | undefined;

const MINUTE = 60_000;
/** Binance answers at most 1,000 spot candles (1,500 futures), Bybit 1,000: the stand-in keeps to the smallest. */
const MAX_CANDLES = 1_000;

interface Window {
  symbol: string;
  start: number;
  end: number;
  limit: number;
}

/** One-minute candles from `priceAt`: open at the minute's start, close at its end (or now, for the minute still running). */
function candles({ symbol, start, end, limit }: Window, priceAt: PriceAt, now: number) {
  const rows: { at: number; open: number; high: number; low: number; close: number }[] = [];
  for (let at = start - (start % MINUTE); at <= end && rows.length < limit; at += MINUTE) {
    const open = priceAt(symbol, at);
    const close = priceAt(symbol, Math.min(at + MINUTE, now));
    if (open === undefined || close === undefined) return undefined;
    const mid = priceAt(symbol, Math.min(at + MINUTE / 2, now)) ?? open;
    rows.push({ at, open, high: Math.max(open, close, mid), low: Math.min(open, close, mid), close });
  }
  return rows;
}

const json = (value: unknown, status = 200): OriginReply => ({ status, body: JSON.stringify(value), type: 'application/json' });
const int = (value: string | null, fallback: number) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : fallback);

/**
 * Binance's kline endpoints on a stand-in origin, in their documented shape: `GET /api/v3/klines`
 * (spot) and `GET /fapi/v1/klines` (USDⓈ-M futures), `symbol`, `interval=1m`, `startTime`,
 * `endTime`, `limit`; rows `[openTime, "open", "high", "low", "close", "volume", closeTime,
 * "quoteVolume", trades, "takerBase", "takerQuote", "0"]`, oldest first; an unknown symbol answers
 * 400 `{"code":-1121,"msg":"Invalid symbol."}`.
 * developers.binance.com/docs/binance-spot-api-docs/rest-api/market-data-endpoints#klinecandlestick-data
 */
export function binanceKlines(path: string, request: IncomingMessage, priceAt: PriceAt, now = Date.now()): OriginReply | undefined {
  if (path !== '/api/v3/klines' && path !== '/fapi/v1/klines') return undefined;
  const query = new URL(request.url ?? '/', 'http://x').searchParams;
  const symbol = query.get('symbol') ?? '';
  if (!PRICE_SYMBOL.test(symbol)) return json({ code: -1121, msg: 'Invalid symbol.' }, 400);
  if (query.get('interval') !== '1m') return json({ code: -1120, msg: 'Invalid interval.' }, 400);
  const end = int(query.get('endTime'), now);
  const rows = candles({ symbol, start: int(query.get('startTime'), end - 500 * MINUTE), end, limit: Math.min(int(query.get('limit'), 500), MAX_CANDLES) }, priceAt, now);
  if (!rows) return json({ code: -1121, msg: 'Invalid symbol.' }, 400);
  return json(rows.map((c) => [c.at, decimal(c.open), decimal(c.high), decimal(c.low), decimal(c.close), '1000', c.at + MINUTE - 1, decimal(1000 * c.close), 42, '500', decimal(500 * c.close), '0']));
}

/**
 * Bybit's `GET /v5/market/kline` on a stand-in origin, in its documented shape: `category`
 * (`spot`, `linear`), `symbol`, `interval=1`, `start`, `end`, `limit`; `{retCode: 0, retMsg: "OK",
 * result: {category, symbol, list: [["startTime", "open", "high", "low", "close", "volume",
 * "turnover"], …]}}`, newest first; an unknown symbol answers `retCode` 10001.
 * bybit-exchange.github.io/docs/v5/market/kline
 */
export function bybitKlines(path: string, request: IncomingMessage, priceAt: PriceAt, now = Date.now()): OriginReply | undefined {
  if (path !== '/v5/market/kline') return undefined;
  const query = new URL(request.url ?? '/', 'http://x').searchParams;
  const symbol = query.get('symbol') ?? '';
  const category = query.get('category') ?? 'linear';
  const refused = json({ retCode: 10001, retMsg: 'params error: Symbol Is Invalid', result: {}, retExtInfo: {}, time: now });
  if (!PRICE_SYMBOL.test(symbol) || query.get('interval') !== '1') return refused;
  const end = int(query.get('end'), now);
  const rows = candles({ symbol, start: int(query.get('start'), end - 200 * MINUTE), end, limit: Math.min(int(query.get('limit'), 200), MAX_CANDLES) }, priceAt, now);
  if (!rows) return refused;
  const list = rows.reverse().map((c) => [String(c.at), decimal(c.open), decimal(c.high), decimal(c.low), decimal(c.close), '1000', decimal(1000 * c.close)]);
  return json({ retCode: 0, retMsg: 'OK', result: { category, symbol, list }, retExtInfo: {}, time: now });
}

/**
 * The demo's moving prices: each pair swings around its listed price in two slow waves (a few
 * percent over tens of minutes, under one percent over minutes), the same at any moment asked,
 * so items published hours ago have candles as well as new ones.
 */
export function wavePrices(listed: (symbol: string) => number | undefined): PriceAt {
  return (symbol, at) => {
    const base = listed(symbol);
    if (base === undefined) return undefined;
    let phase = 0;
    for (const char of symbol) phase = (phase * 31 + char.charCodeAt(0)) % 1_000;
    const slow = 0.04 * Math.sin((2 * Math.PI * at) / (47 * MINUTE) + phase);
    const fast = 0.008 * Math.sin((2 * Math.PI * at) / (3 * MINUTE) + phase / 7);
    return base * (1 + slow + fast);
  };
}
