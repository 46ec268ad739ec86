import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import type { Outcome } from '@newsflash/protocol/outcome';
import { createUpdateFrames, MAX_WAITING_UPDATES, UPDATE_BURST, UPDATES_PER_SECOND, type UpdateFrame } from './update-frames';

const moved = (move: number): Outcome => ({ coins: [{ coin: 'EXMP', market: 'binance', symbol: 'EXMPUSDT', spans: { '1m': { price: 1, move, rise: Math.max(move, 0), fall: Math.min(move, 0) } } }] });
const outcome = (id: string, move: number): UpdateFrame => ({ kind: 'outcome', id, outcome: moved(move) });
const shown = (frame: UpdateFrame) => `${frame.kind} ${frame.id} ${frame.kind === 'outcome' ? (frame.outcome.coins[0]!.spans['1m'] as { move: number }).move : frame.ai.importance}`;
/** Lets the promise chains settle: one macrotask runs every microtask queued (the fake clock holds the timers). */
const settle = () => new Promise((turn) => setImmediate(turn));

function setup(fail = false) {
  const clock = new FakeClock();
  const applied: string[] = [];
  const updates = createUpdateFrames({
    clock,
    apply: async (frame) => {
      applied.push(shown(frame));
      if (fail) throw new Error('store closed');
    },
  });
  /** Moves the clock a second at a time, letting the writes of each run. */
  const seconds = async (count: number) => {
    for (let step = 0; step < count * 20; step++) {
      clock.advance(50);
      await settle();
    }
  };
  return { applied, updates, seconds };
}

describe('update frames under their budget', () => {
  it('a flood of frames for one item is one write after the one under way, with the latest outcome; its note waits apart', async () => {
    const { applied, updates } = setup();
    for (let frame = 1; frame <= 10_000; frame++) {
      updates.offer(outcome('a', frame % 100));
      updates.offer({ kind: 'ai', id: 'a', ai: { importance: 1 + (frame % 5) } });
    }
    await settle();
    expect(applied).toEqual(['outcome a 1', 'ai a 1', `outcome a ${10_000 % 100}`]);
  });

  it('thousands of items a second: at most MAX_WAITING_UPDATES wait, the rest dropped; writes keep to the burst and the rate', async () => {
    const { applied, updates, seconds } = setup();
    for (let frame = 0; frame < 10_000; frame++) updates.offer(outcome(`id${frame}`, 1));
    await settle();
    expect(applied).toHaveLength(UPDATE_BURST);
    await seconds(1);
    expect(applied).toHaveLength(UPDATE_BURST + UPDATES_PER_SECOND);
    // In the order they came, none twice; a frame for an item still waiting takes its place, not one more.
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied[0]).toBe('outcome id0 1');
    updates.offer(outcome('id900', 7));
    await seconds(60);
    // One taken at once and MAX_WAITING_UPDATES waiting: the rest were dropped, never applied.
    expect(applied).toHaveLength(MAX_WAITING_UPDATES + 1);
    expect(applied).toContain('outcome id900 7');
    expect(applied.at(-1)).toBe(`outcome id${MAX_WAITING_UPDATES} 1`);
    expect(updates.dropped()).toBe(10_000 - MAX_WAITING_UPDATES - 1);
    updates.offer(outcome('later', 2));
    await settle();
    expect(applied.at(-1)).toBe('outcome later 2');
  });

  it('a write that fails does not stop the next', async () => {
    const { applied, updates } = setup(true);
    updates.offer(outcome('a', 1));
    updates.offer(outcome('b', 2));
    await settle();
    expect(applied).toEqual(['outcome a 1', 'outcome b 2']);
  });
});
