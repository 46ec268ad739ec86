import { describe, expect, it } from 'vitest';
import { fetchKlines, KLINE_BUDGET, klineUrl, KlineRefused, readKlines, type KlineRequest } from './klines';

const APIS = { binanceApi: 'https://api.binance.com', binanceFuturesApi: 'https://fapi.binance.com/', bybitApi: 'https://api.bybit.com' };
const T = 1_700_000_040_000;
const request = (market: KlineRequest['market'], over: Partial<KlineRequest> = {}): KlineRequest => ({ market, symbol: 'ARBUSDT', start: T, end: T + 60_000, limit: 3, ...over });
/** Binance's documented row: open time, OHLC as decimal strings, volume, close time, and more. */
const binanceRow = (at: number, o: string, h: string, l: string, c: string) => [at, o, h, l, c, '1000', at + 59_999, '1600', 10, '500', '800', '0'];
const minute = T - (T % 60_000);

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof KlineRefused) return error.reason;
    throw error;
  }
  return undefined;
}

describe('klineUrl', () => {
  it('asks each market its documented endpoint for one-minute candles', () => {
    expect(klineUrl(APIS, request('binance'))).toBe(`https://api.binance.com/api/v3/klines?symbol=ARBUSDT&startTime=${T}&endTime=${T + 60_000}&limit=3&interval=1m`);
    expect(klineUrl(APIS, request('binance-futures'))).toContain('https://fapi.binance.com/fapi/v1/klines?symbol=ARBUSDT');
    expect(klineUrl(APIS, request('bybit'))).toBe(`https://api.bybit.com/v5/market/kline?category=spot&symbol=ARBUSDT&interval=1&start=${T}&end=${T + 60_000}&limit=3`);
    expect(klineUrl(APIS, request('bybit-perps'))).toContain('category=linear');
  });
});

describe('readKlines', () => {
  it("reads Binance's rows oldest first and Bybit's newest first, into one order", () => {
    const binance = JSON.stringify([binanceRow(minute, '1.0', '1.2', '0.9', '1.1'), binanceRow(minute + 60_000, '1.1', '1.3', '1.0', '1.25')]);
    expect(readKlines(binance, request('binance'))).toEqual([
      { at: minute, open: 1, high: 1.2, low: 0.9, close: 1.1 },
      { at: minute + 60_000, open: 1.1, high: 1.3, low: 1, close: 1.25 },
    ]);
    const bybit = JSON.stringify({ retCode: 0, retMsg: 'OK', result: { category: 'spot', symbol: 'ARBUSDT', list: [[String(minute + 60_000), '1.1', '1.3', '1.0', '1.25', '5', '6'], [String(minute), '1.0', '1.2', '0.9', '1.1', '5', '6']] } });
    expect(readKlines(bybit, request('bybit')).map((candle) => candle.at)).toEqual([minute, minute + 60_000]);
  });

  it('refuses hostile answers by reason', () => {
    const row = binanceRow(minute, '1.0', '1.2', '0.9', '1.1');
    expect(refusal(() => readKlines('not json', request('binance')))).toBe('shape');
    expect(refusal(() => readKlines(JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }), request('binance')))).toBe('shape');
    expect(refusal(() => readKlines(JSON.stringify([[minute, 1, 2, 0.5, 1]]), request('binance')))).toBe('shape');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, '1e3', '1', '1', '1')]), request('binance')))).toBe('shape');
    expect(refusal(() => readKlines(JSON.stringify({ retCode: 10001, retMsg: 'params error', result: {} }), request('bybit')))).toBe('shape');
    expect(refusal(() => readKlines('[]', request('binance')))).toBe('count');
    expect(refusal(() => readKlines(JSON.stringify([row, row, row, row]), request('binance')))).toBe('count');
    expect(refusal(() => readKlines(JSON.stringify([row, row]), request('binance')))).toBe('times');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute - 60_000, '1', '1', '1', '1')]), request('binance')))).toBe('times');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(T + 120_000, '1', '1', '1', '1')]), request('binance')))).toBe('times');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, '1', '0.5', '0.9', '1')]), request('binance')))).toBe('absurd');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, '0', '0', '0', '0')]), request('binance')))).toBe('absurd');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, '2', '1.2', '0.9', '1')]), request('binance')))).toBe('absurd');
    expect(refusal(() => readKlines('['.repeat(200) + ']'.repeat(200), request('binance')))).toBe('shape');
  });

  it('refuses a candle whose prices, however consistent, no reader of an outcome would take (10¹² and up)', () => {
    const huge = '99999999999999';
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, huge, huge, huge, huge)]), request('binance')))).toBe('absurd');
    expect(refusal(() => readKlines(JSON.stringify([binanceRow(minute, '1', '1000000000000', '1', '1')]), request('binance')))).toBe('absurd');
    expect(readKlines(JSON.stringify([binanceRow(minute, '999999999999', '999999999999', '999999999999', '999999999999')]), request('binance'))).toHaveLength(1);
  });
});

describe('fetchKlines', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => () => Promise.resolve(new Response('{"code":-1003,"msg":"Way too much request weight used; IP banned."}', { status, headers }));
  async function pause(fetch: typeof globalThis.fetch): Promise<number | undefined> {
    const error: unknown = await fetchKlines(APIS, request('binance'), fetch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KlineRefused);
    return (error as KlineRefused).retryAfterMs;
  }

  it("leaves a source that banned or turned this address away alone for its ban's length, within 15 minutes, else for Binance's shortest ban", async () => {
    expect(await pause(answer(418, { 'retry-after': '600' }))).toBe(600_000);
    expect(await pause(answer(418, { 'retry-after': String(3 * 24 * 3600) }))).toBe(15 * 60_000);
    expect(await pause(answer(418))).toBe(KLINE_BUDGET.turnedAwayMs);
    expect(await pause(answer(403))).toBe(KLINE_BUDGET.turnedAwayMs);
    expect(await pause(answer(429, { 'retry-after': '-5' }))).toBe(0);
    // A server error asks nothing of the kind: the check alone is tried again later.
    expect(await pause(answer(500))).toBeUndefined();
  });
});
