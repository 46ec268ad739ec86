import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { TURN_ITEMS, TurnBudget } from './turn-budget';

/** A budget on a fake clock whose pauses are counted: `turns` holds how many items each turn took. */
function setup(options: { maxItems?: number; maxMs?: number } = {}) {
  const clock = new FakeClock();
  const turns: number[] = [0];
  const budget = new TurnBudget({
    now: () => clock.now(),
    pause: async () => void turns.push(0),
    ...options,
  });
  const publish = async (itemMs = 0) => {
    await budget.next();
    turns[turns.length - 1]!++;
    clock.advance(itemMs);
  };
  return { clock, turns, publish };
}

describe('TurnBudget', () => {
  it('publishes a burst of 5,000 in turns of at most TURN_ITEMS, with a pause between each', async () => {
    const { turns, publish } = setup();
    for (let i = 0; i < 5_000; i++) await publish();
    expect(turns.reduce((sum, taken) => sum + taken, 0)).toBe(5_000);
    expect(Math.max(...turns)).toBe(TURN_ITEMS);
    expect(turns.length).toBe(5_000 / TURN_ITEMS);
  });

  it('pauses once a turn has held the thread its time, whatever the count: slow items take turns of their own', async () => {
    const { turns, publish } = setup({ maxItems: 1_000, maxMs: 25 });
    for (let i = 0; i < 100; i++) await publish(10);
    // Items of 10 ms: the third starts 20 ms in, the fourth would start 30 ms in and waits.
    expect(turns.slice(0, -1).every((taken) => taken === 3)).toBe(true);
    expect(turns.reduce((sum, taken) => sum + taken, 0)).toBe(100);
  });

  it('gives way before an item that comes after a quiet while, so a lone item costs one pause at most', async () => {
    const { clock, turns, publish } = setup({ maxItems: 50, maxMs: 25 });
    await publish();
    clock.advance(60_000);
    await publish();
    await publish();
    expect(turns).toEqual([1, 2]);
  });
});
