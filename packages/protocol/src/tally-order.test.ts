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

  it('orders totals without a version by arrival: totals that waited do not apply over later ones applied meanwhile', () => {
    const order = new TallyOrder();
    const reply = order.arrival();
    expect(order.admit('a', undefined)).toBe(true);
    expect(order.admit('a', undefined, reply)).toBe(false);
    const later = order.arrival();
    expect(order.admit('b', undefined, later)).toBe(true);
    expect(order.admit('a', undefined, order.arrival())).toBe(true);
  });

  it('forgets the least recently updated items past its bound, so memory stays flat', () => {
    const order = new TallyOrder(100);
    for (let i = 0; i < 101; i++) order.admit(`item-${i}`, 5);
    expect(order.admit('item-0', 1)).toBe(true);
    expect(order.admit('item-100', 1)).toBe(false);
  });
});
