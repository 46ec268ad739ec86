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
  ])('refuses %s', (_what, watch) => {
    expect(livePageMessageSchema.safeParse({ type: 'watchPrices', watches: [watch] }).success).toBe(false);
  });

  it('refuses more symbols than a stream takes', () => {
    const watches = Array.from({ length: 201 }, (_, i) => ({ symbol: `C${i}USDT`, market: 'spot' }));
    expect(livePageMessageSchema.safeParse({ type: 'watchPrices', watches }).success).toBe(false);
  });
});
