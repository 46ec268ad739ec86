import { describe, expect, it } from 'vitest';
import { LikesOrder } from './likes-order';

describe('LikesOrder', () => {
  it('admits newer versions per item and drops older or repeated ones', () => {
    const order = new LikesOrder();
    expect(order.admit('a', 2)).toBe(true);
    expect(order.admit('a', 1)).toBe(false);
    expect(order.admit('a', 2)).toBe(false);
    expect(order.admit('b', 1)).toBe(true);
    expect(order.admit('a', 3)).toBe(true);
  });

  it('forgets the least recently voted items first, so memory stays bounded', () => {
    const order = new LikesOrder();
    for (let i = 0; i < 10_001; i++) order.admit(`item-${i}`, 5);
    expect(order.admit('item-0', 1)).toBe(true);
    expect(order.admit('item-10000', 1)).toBe(false);
  });
});
