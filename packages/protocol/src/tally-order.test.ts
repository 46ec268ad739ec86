import { describe, expect, it } from 'vitest';
import { TallyOrder } from './tally-order';

describe('TallyOrder', () => {
  it('applies newer versions per item, refuses older or repeated ones, and always applies totals without a version', () => {
    const order = new TallyOrder();
    expect(order.admit('a', 2)).toBe(true);
    expect(order.admit('a', 1)).toBe(false);
    expect(order.admit('a', 2)).toBe(false);
    expect(order.admit('b', 1)).toBe(true);
    expect(order.admit('a', 3)).toBe(true);
    expect(order.admit('a', undefined)).toBe(true);
    expect(order.admit('a', 3)).toBe(false);
  });

  it('forgets the least recently updated items past its bound, so memory stays flat', () => {
    const order = new TallyOrder(100);
    for (let i = 0; i < 101; i++) order.admit(`item-${i}`, 5);
    expect(order.admit('item-0', 1)).toBe(true);
    expect(order.admit('item-100', 1)).toBe(false);
  });
});
