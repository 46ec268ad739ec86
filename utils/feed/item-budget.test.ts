import { describe, expect, it } from 'vitest';
import { ItemBudget } from './item-budget';

describe('an extra feed\'s item budget', () => {
  it('admits a burst, then the rate, and counts the rest; a clock set back refills nothing', () => {
    const budget = new ItemBudget(1_000, 3, 2);
    expect([1, 2, 3, 4].map(() => budget.take(1_000))).toEqual([true, true, true, false]);
    expect(budget.take(1_499)).toBe(false);
    expect(budget.take(1_500)).toBe(true);
    expect(budget.take(-1e12)).toBe(false);
    expect(budget.take(1_600)).toBe(false);
    // Past a long quiet spell the budget is the burst again, never more.
    expect(Array.from({ length: 5 }, () => budget.take(1e12)).filter(Boolean)).toHaveLength(3);
    expect(budget.dropped).toBe(6);
  });
});
