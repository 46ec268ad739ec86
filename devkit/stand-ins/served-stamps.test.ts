import { describe, expect, it } from 'vitest';
import { ServedStamps } from './served-stamps';

describe('ServedStamps', () => {
  it('stamps an entry when its own list is next served, once, and leaves other lists waiting', () => {
    const stamps = new ServedStamps();
    const bybit = { time: 0 };
    const okx = { time: 0 };
    stamps.later('/bybit', (now) => (bybit.time = now));
    stamps.later('/okx', (now) => (okx.time = now));
    stamps.serve('/bybit', 1_000);
    expect([bybit.time, okx.time]).toEqual([1_000, 0]);
    stamps.serve('/bybit', 2_000);
    expect(bybit.time).toBe(1_000);
    stamps.serve('/okx', 3_000);
    expect(okx.time).toBe(3_000);
  });
});
