import { describe, expect, it } from 'vitest';
import { MAX_SYMBOLS, PriceWalk } from './price-walk';

describe('PriceWalk memory and prices', () => {
  it(`remembers at most ${MAX_SYMBOLS} symbols seeded, pins at most as many, and walks at most as many again`, () => {
    const walk = new PriceWalk();
    // 10,000 items, each pricing five symbols never seen before: a demo listing new coins all day.
    for (let i = 0; i < 10_000; i++) walk.seed(Object.fromEntries(Array.from({ length: 5 }, (_, j) => [`C${i * 5 + j}USDT`, 1 + j])));
    for (let i = 0; i < MAX_SYMBOLS + 100; i++) walk.pin(`P${i}USDT`, 1);
    for (let i = 0; i < MAX_SYMBOLS + 100; i++) walk.next(`C${i}USDT`);
    const remembered = walk.remembered();
    expect(remembered.seeded).toBe(MAX_SYMBOLS);
    expect(remembered.pinned).toBe(MAX_SYMBOLS);
    expect(remembered.walking).toBeLessThanOrEqual(2 * MAX_SYMBOLS);
    // The newest are kept: the last seed and the last pin still price.
    expect(walk.next(`C${10_000 * 5 - 1}USDT`)).toBeGreaterThan(0);
    expect(walk.next(`P${MAX_SYMBOLS + 99}USDT`)).toBe(1);
  });

  it('skips seeds that are no price or no symbol, and quotes nothing it was never given', () => {
    const walk = new PriceWalk(undefined, () => 0.5);
    walk.seed({ ARBUSDT: 1.5, BAD: -1, NANUSDT: Number.NaN, INFUSDT: Number.POSITIVE_INFINITY, 'x/../y': 1, TXTUSDT: '2', ZEROUSDT: 0 });
    expect(walk.remembered().seeded).toBe(1);
    expect(walk.next('ARBUSDT')).toBe(1.5);
    expect(walk.next('NOSUCHUSDT')).toBeUndefined();
  });

  it('walks within 0.2 % a tick, holds a pinned symbol still, and quotes the fallback for an unseeded one', () => {
    let turn = 0;
    const walk = new PriceWalk((symbol) => (symbol === 'ETHUSDT' ? 3_000 : undefined), () => [0, 1][turn++ % 2]!);
    walk.seed({ ARBUSDT: 1 });
    const first = walk.next('ARBUSDT')!;
    expect(first).toBeCloseTo(0.998, 10);
    expect(walk.next('ARBUSDT')!).toBeCloseTo(first * 1.002, 10);
    walk.pin('ARBUSDT', 0.5);
    expect([walk.next('ARBUSDT'), walk.next('ARBUSDT')]).toEqual([0.5, 0.5]);
    expect(walk.next('ETHUSDT')).toBeCloseTo(3_000 * 0.998, 6);
  });
});
