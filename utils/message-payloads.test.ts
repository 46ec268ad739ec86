import { describe, expect, it } from 'vitest';
import { livePageMessageSchema } from './message-payloads';

describe('livePageMessageSchema (what a page says over its live port)', () => {
  it('takes the price symbols a page shows', () => {
    const message = { type: 'watchPrices', watches: [{ symbol: 'ARBUSDT', market: 'spot' }] };
    expect(livePageMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['a symbol that could smuggle a stream name', { symbol: 'btcusdt@trade/ethusdt', market: 'spot' }],
    ['a lower-case symbol', { symbol: 'arbusdt', market: 'spot' }],
    ['an unknown market', { symbol: 'ARBUSDT', market: 'margin' }],
    ['an extra field', { symbol: 'ARBUSDT', market: 'spot', url: 'wss://elsewhere.example' }],
    ['an odd coin', { symbol: 'WIF!USDT', market: 'spot' }],
  ])('drops %s, and keeps the rest of the watch list', (_what, watch) => {
    const good = { symbol: 'ARBUSDT', market: 'spot' };
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches: [good, watch, good] })).toEqual({ type: 'watchPrices', watches: [good, good] });
  });

  it('takes at most as many symbols as a stream takes, ignoring the rest', () => {
    const watches = Array.from({ length: 1_000 }, (_, i) => ({ symbol: `C${i}USDT`, market: 'spot' }));
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches }).watches).toHaveLength(200);
  });

  it('reads a watch list that is not a list as watching nothing, and refuses other messages', () => {
    expect(livePageMessageSchema.parse({ type: 'watchPrices', watches: 'ARBUSDT' })).toEqual({ type: 'watchPrices', watches: [] });
    expect(livePageMessageSchema.safeParse({ type: 'vote', watches: [] }).success).toBe(false);
  });
});
