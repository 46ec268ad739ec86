import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';
import { rawItemSchema } from './item';

const base = { _id: '1', title: 'Binance Will List Arbitrum (ARB)', time: Date.UTC(2026, 10, 1) };

describe('notice', () => {
  it('reaches the reader with its kind, sign and parts', () => {
    const raw = rawItemSchema.parse({ ...base, notice: { kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at: Date.UTC(2026, 10, 2) } });
    expect(normalise(raw).notice).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at: Date.UTC(2026, 10, 2) });
  });

  it('drops an unknown kind whole and bad parts one by one, keeping the item', () => {
    expect(normalise(rawItemSchema.parse({ ...base, notice: { kind: 'moon' } })).notice).toBeUndefined();
    const raw = rawItemSchema.parse({ ...base, notice: { kind: 'delisting', sign: '?', exchange: 'x'.repeat(41), coins: ['ARB', 7, ''], at: Date.UTC(2040, 0, 1) } });
    expect(normalise(raw).notice).toEqual({ kind: 'delisting', coins: ['ARB'], markets: [] });
    expect(normalise(raw).title).toBe(base.title);
  });
});
