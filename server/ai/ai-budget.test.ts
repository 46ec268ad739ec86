import { describe, expect, it } from 'vitest';
import { AiBudget } from './ai-budget';

const start = Date.parse('2026-11-29T23:58:00Z');

describe('AiBudget', () => {
  it('lets requests through per minute and per day, and counts the day', () => {
    let now = start;
    const budget = new AiBudget({ requestsPerMinute: 2, requestsPerDay: 3, tokensPerMinute: 1e6, tokensPerDay: 1e6 }, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    now += 60_000;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    expect(budget.spent()).toEqual({ day: '2026-11-29', requests: 3, tokens: 0 });
    now += 2 * 60_000;
    expect(budget.spent()).toEqual({ day: '2026-11-30', requests: 0, tokens: 0 });
    expect(budget.take()).toBe(true);
  });

  it('stops at the token limits once spent', () => {
    let now = Date.parse('2026-11-29T12:00:00Z');
    const budget = new AiBudget({ requestsPerMinute: 100, requestsPerDay: 100, tokensPerMinute: 500, tokensPerDay: 800 }, () => now);
    expect(budget.take()).toBe(true);
    budget.spend(500);
    expect(budget.take()).toBe(false);
    now += 60_000;
    expect(budget.take()).toBe(true);
    budget.spend(300);
    now += 60_000;
    expect(budget.take()).toBe(false);
    expect(budget.spent()).toEqual({ day: '2026-11-29', requests: 2, tokens: 800 });
  });

  it('spends no day twice and holds no minute shut when the clock is stepped back', () => {
    let now = Date.parse('2026-11-30T00:00:30Z');
    const budget = new AiBudget({ requestsPerMinute: 2, requestsPerDay: 3, tokensPerMinute: 1e6, tokensPerDay: 1e6 }, () => now);
    expect([budget.take(), budget.take()]).toEqual([true, true]);
    // Back across midnight: still the day just spent, not a fresh one.
    now -= 60 * 60_000;
    expect(budget.spent()).toEqual({ day: '2026-11-30', requests: 2, tokens: 0 });
    expect(budget.take()).toBe(false);
    // A minute after the step, the next minute opens, and the day's limit still holds.
    now += 60_000;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
  });
});
