import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import type { Outcome } from '@newsflash/protocol/outcome';
import { createOutcomeUpdates, MAX_WAITING_OUTCOMES, OUTCOME_BURST, OUTCOMES_PER_SECOND } from './outcome-updates';

const moved = (move: number): Outcome => ({ coins: [{ coin: 'EXMP', market: 'binance', symbol: 'EXMPUSDT', spans: { '1m': { price: 1, move, rise: Math.max(move, 0), fall: Math.min(move, 0) } } }] });
const moveOf = (outcome: Outcome) => (outcome.coins[0]!.spans['1m'] as { move: number }).move;
/** Lets the promise chains settle: one macrotask runs every microtask queued (the fake clock holds the timers). */
const settle = () => new Promise((turn) => setImmediate(turn));

function setup(fail = false) {
  const clock = new FakeClock();
  const applied: string[] = [];
  const updates = createOutcomeUpdates({
    clock,
    apply: async (id, outcome) => {
      applied.push(`${id} ${moveOf(outcome)}`);
      if (fail) throw new Error('store closed');
    },
  });
  return { clock, applied, updates };
}

describe('outcome frames under their budget', () => {
  it('a flood of frames for one item is one write after the one under way, with the latest outcome', async () => {
    const { applied, updates } = setup();
    for (let frame = 1; frame <= 10_000; frame++) updates.offer('a', moved(frame % 100));
    await settle();
    expect(applied).toEqual(['a 1', `a ${10_000 % 100}`]);
  });

  it('thousands of items a second: at most MAX_WAITING_OUTCOMES wait, the rest dropped; writes keep to the burst and the rate', async () => {
    const { clock, applied, updates } = setup();
    for (let frame = 0; frame < 10_000; frame++) updates.offer(`id${frame}`, moved(1));
    await settle();
    expect(applied).toHaveLength(OUTCOME_BURST);
    for (let step = 0; step < 20; step++) {
      clock.advance(50);
      await settle();
    }
    expect(applied).toHaveLength(OUTCOME_BURST + OUTCOMES_PER_SECOND);
    // In the order they came, none twice; a frame for an item still waiting is not dropped when full.
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied[0]).toBe('id0 1');
    updates.offer('id400', moved(7));
    clock.advance(60_000);
    await settle();
    for (let step = 0; step < 600; step++) {
      clock.advance(50);
      await settle();
    }
    // One taken at once and MAX_WAITING_OUTCOMES waiting: the rest were dropped, never applied.
    expect(applied).toHaveLength(MAX_WAITING_OUTCOMES + 1);
    expect(applied).toContain('id400 7');
    expect(applied.at(-1)).toBe(`id${MAX_WAITING_OUTCOMES} 1`);
    updates.offer('later', moved(2));
    await settle();
    expect(applied.at(-1)).toBe('later 2');
  });

  it('a write that fails does not stop the next', async () => {
    const { applied, updates } = setup(true);
    updates.offer('a', moved(1));
    updates.offer('b', moved(2));
    await settle();
    expect(applied).toEqual(['a 1', 'b 2']);
  });
});
