import { describe, expect, it } from 'vitest';
import { livePageMessageSchema } from './payloads';

describe('livePageMessageSchema (what a page says over its live port)', () => {
  it('takes the price symbols a page shows, on each exchange', () => {
    const message = { type: 'watchPrices', watches: [{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }, { exchange: 'bybit', symbol: 'ARBUSDT', market: 'futures' }] };
    expect(livePageMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['a symbol that could smuggle a stream name', { exchange: 'binance', symbol: 'btcusdt@trade/ethusdt', market: 'spot' }],
    ['a lower-case symbol', { exchange: 'binance', symbol: 'arbusdt', market: 'spot' }],
    ['an unknown market', { exchange: 'binance', symbol: 'ARBUSDT', market: 'margin' }],
    ['an extra field', { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot', url: 'wss://elsewhere.example' }],
    ['an odd coin', { exchange: 'binance', symbol: 'WIF!USDT', market: 'spot' }],
    ['an exchange without a price stream', { exchange: 'okx', symbol: 'ARBUSDT', market: 'spot' }],
    ['no exchange', { symbol: 'ARBUSDT', market: 'spot' }],
  ])('drops %s, and keeps the rest of the watch list', (_what, watch) => {
    const good = { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' };
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches: [good, watch, good] })).toEqual({ type: 'watchPrices', watches: [good, good] });
  });

  it('takes at most as many symbols as a stream takes, ignoring the rest', () => {
    const watches = Array.from({ length: 1_000 }, (_, i) => ({ exchange: 'binance', symbol: `C${i}USDT`, market: 'spot' }));
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches }).watches).toHaveLength(200);
  });

  it('reads a watch list that is not a list as watching nothing, and refuses other messages', () => {
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches: 'ARBUSDT' })).toEqual({ type: 'watchPrices', watches: [] });
    expect(livePageMessageSchema.safeParse({ type: 'vote', watches: [] }).success).toBe(false);
  });
});
