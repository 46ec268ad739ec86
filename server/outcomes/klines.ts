import { isPlausiblePrice } from '@newsflash/protocol/item-read';
import type { OutcomeMarket } from '@newsflash/protocol/outcome';
import { z } from '@newsflash/protocol/zod';
import { FetchError, fetchCapped, joinUrl, parseJson, type Fetch } from '../outbound/fetch-capped';

/** One minute candle: its open time and prices. */
export interface Candle {
  at: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Where each market's candles are asked for: the REST bases of the config. */
export interface KlineApis {
  binanceApi: string;
  binanceFuturesApi: string;
  bybitApi: string;
}

/** SECURITY.md's budget for one kline answer. */
export const KLINE_BUDGET = {
  /** A 4-hour span is 241 one-minute candles, about 40 kB from Binance: far above it is not a kline answer. */
  maxBytes: 256 * 1024,
  timeoutMs: 10_000,
  /** A price more than this factor from the reference (either way) within minutes is not believed. */
  maxFactor: 10,
  /**
   * A source that turned this address away (403 Binance's firewall, 418 its ban, 451) without a
   * Retry-After is left alone this long, every check on it waiting: Binance's shortest ban, which
   * each request made during it lengthens (and the market lists and publication prices share the address).
   */
  turnedAwayMs: 2 * 60_000,
} as const;

/** Why an answer was refused, as counted: each reason a hostile or broken answer can give. */
export type KlineRefusal = 'unreachable' | 'oversize' | 'shape' | 'count' | 'times' | 'absurd';

export class KlineRefused extends Error {
  constructor(
    readonly reason: KlineRefusal,
    message: string,
    /** The source asked to be left alone for this long (429, 418), or turned this address away (KLINE_BUDGET.turnedAwayMs). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** What one request asks: a pair's one-minute candles from `start` to `end` (ms), at most `limit`. */
export interface KlineRequest {
  market: OutcomeMarket;
  symbol: string;
  start: number;
  end: number;
  limit: number;
}

/** A decimal string as exchanges write prices. */
const decimal = z.string().check(z.regex(/^\d{1,20}(\.\d{1,20})?$/));
const openTime = z.int().check(z.minimum(0));

/**
 * Binance's documented kline rows (`GET /api/v3/klines` spot, weight 2; `GET /fapi/v1/klines`
 * futures, weight 2 below 500 candles): `[openTime, "open", "high", "low", "close", "volume",
 * closeTime, …]`, oldest first. developers.binance.com/docs/binance-spot-api-docs/rest-api/market-data-endpoints#klinecandlestick-data
 * and developers.binance.com/docs/derivatives/usds-margined-futures/market-data/rest-api/Kline-Candlestick-Data
 */
const binanceKlines = z.array(z.tuple([openTime, decimal, decimal, decimal, decimal], z.unknown()));
/**
 * Bybit's documented `GET /v5/market/kline` answer: `{retCode: 0, result: {list: [["startTime",
 * "open", "high", "low", "close", "volume", "turnover"], …]}}`, newest first.
 * bybit-exchange.github.io/docs/v5/market/kline
 */
const bybitKlines = z.object({
  retCode: z.literal(0),
  result: z.object({ list: z.array(z.tuple([z.string().check(z.regex(/^\d{1,15}$/)), decimal, decimal, decimal, decimal], z.unknown())) }),
});

/** The address asking for `request`'s candles. */
export function klineUrl(apis: KlineApis, { market, symbol, start, end, limit }: KlineRequest): string {
  const window = { symbol, startTime: String(start), endTime: String(end), limit: String(limit) };
  switch (market) {
    case 'binance':
      return `${joinUrl(apis.binanceApi, '/api/v3/klines')}?${new URLSearchParams({ ...window, interval: '1m' })}`;
    case 'binance-futures':
      return `${joinUrl(apis.binanceFuturesApi, '/fapi/v1/klines')}?${new URLSearchParams({ ...window, interval: '1m' })}`;
    case 'bybit':
    case 'bybit-perps':
      return `${joinUrl(apis.bybitApi, '/v5/market/kline')}?${new URLSearchParams({ category: market === 'bybit' ? 'spot' : 'linear', symbol, interval: '1', start: String(start), end: String(end), limit: String(limit) })}`;
  }
}

/** Reads an answer's candles, oldest first; throws KlineRefused with the reason when it is not a kline answer for `request`. */
export function readKlines(text: string, request: KlineRequest): Candle[] {
  let value: unknown;
  try {
    value = parseJson(text, 'the kline answer');
  } catch (error) {
    throw new KlineRefused('shape', error instanceof Error ? error.message : String(error));
  }
  let rows: [number | string, string, string, string, string, ...unknown[]][];
  if (request.market === 'binance' || request.market === 'binance-futures') {
    const read = binanceKlines.safeParse(value);
    if (!read.success) throw new KlineRefused('shape', 'not Binance klines');
    rows = read.data;
  } else {
    const read = bybitKlines.safeParse(value);
    if (!read.success) throw new KlineRefused('shape', 'not Bybit klines');
    rows = [...read.data.result.list].reverse();
  }
  if (rows.length === 0 || rows.length > request.limit) throw new KlineRefused('count', `${rows.length} candles for at most ${request.limit}`);
  const candles = rows.map(([at, open, high, low, close]) => ({
    at: Number(at),
    open: Number(open),
    high: Number(high),
    low: Number(low),
    close: Number(close),
  }));
  const firstMinute = request.start - (request.start % 60_000);
  for (let i = 0; i < candles.length; i++) {
    const { at, open, high, low, close } = candles[i]!;
    if (at < firstMinute || at > request.end || (i > 0 && at <= candles[i - 1]!.at)) throw new KlineRefused('times', 'candles outside the asked window or out of order');
    // A price the outcome's readers refuse (10¹² and up) would be stored, and every reader would then drop the item's whole outcome.
    if (![open, high, low, close].every(isPlausiblePrice)) throw new KlineRefused('absurd', 'a candle price no market quotes');
    if (high < low || open < low || open > high || close < low || close > high) throw new KlineRefused('absurd', 'a candle whose prices do not hold together');
  }
  return candles;
}

/** Asks one market for one request's candles, within KLINE_BUDGET. */
export async function fetchKlines(apis: KlineApis, request: KlineRequest, fetch: Fetch): Promise<Candle[]> {
  let text: string;
  try {
    ({ text } = await fetchCapped(klineUrl(apis, request), { fetch, maxBytes: KLINE_BUDGET.maxBytes, timeoutMs: KLINE_BUDGET.timeoutMs }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof FetchError && message.startsWith('larger than')) throw new KlineRefused('oversize', message);
    const wait = error instanceof FetchError ? (error.retryAfterMs ?? (error.refusal === 'refused' ? KLINE_BUDGET.turnedAwayMs : undefined)) : undefined;
    throw new KlineRefused('unreachable', message, wait);
  }
  return readKlines(text, request);
}
