import { describe, expect, it } from 'vitest';
import { MessageBudget } from './socket-limits';

describe('MessageBudget', () => {
  it('allows a burst, then the sustained rate, and refuses past it', () => {
    let now = 0;
    const budget = new MessageBudget(2, 3, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now += 500;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now += 10_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
