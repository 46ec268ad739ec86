import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { HOLD_BUDGET, HoldRefused, PublishGate } from './publish-gate';

function universe() {
  let read!: () => void;
  let failed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    read = resolve;
    failed = reject;
  });
  return { ready, read, failed };
}

const published = async () => true;

/** Lets the promises settled so far run their callbacks. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the publish gate', () => {
  it('holds items until the universe is read, says how many and since when, then lets them all through', async () => {
    const clock = new FakeClock();
    const { ready, read } = universe();
    const gate = new PublishGate(ready, clock);
    const passed: number[] = [];
    const started = clock.now();
    void gate.through(published).then(() => passed.push(1));
    clock.advance(2_000);
    void gate.through(published).then(() => passed.push(2));
    await turn();
    expect(passed).toEqual([]);
    expect(gate.health()).toEqual({ markets: 'loading', held: 2, since: started, refused: 0 });
    read();
    await turn();
    expect(passed).toEqual([1, 2]);
    expect(gate.health()).toEqual({ markets: 'read', held: 0, since: null, refused: 0 });
    // Their timers went with them: nothing is refused later.
    expect(clock.pending).toBe(0);
    await expect(gate.through(published)).resolves.toBe(true);
  });

  it('refuses an item held for its whole time; the others, and later ones, are unharmed', async () => {
    const clock = new FakeClock();
    const { ready, read } = universe();
    const gate = new PublishGate(ready, clock);
    const first = gate.through(published);
    clock.advance(HOLD_BUDGET.ms / 2);
    const second = gate.through(published);
    clock.advance(HOLD_BUDGET.ms / 2);
    await expect(first).rejects.toEqual(new HoldRefused('waited'));
    expect(gate.health()).toMatchObject({ markets: 'loading', held: 1, refused: 1 });
    read();
    await expect(second).resolves.toBe(true);
    await expect(gate.through(published)).resolves.toBe(true);
    expect(gate.health()).toEqual({ markets: 'read', held: 0, since: null, refused: 1 });
  });

  it('refuses at once past the count it may hold; those held pass when the universe is read', async () => {
    const clock = new FakeClock();
    const { ready, read } = universe();
    const gate = new PublishGate(ready, clock);
    const held = Array.from({ length: HOLD_BUDGET.items }, () => gate.through(published));
    await expect(gate.through(published)).rejects.toEqual(new HoldRefused('full'));
    expect(gate.health()).toMatchObject({ held: HOLD_BUDGET.items, refused: 1 });
    read();
    await expect(Promise.all(held)).resolves.toHaveLength(HOLD_BUDGET.items);
  });

  it(`publishes held items ${HOLD_BUDGET.releasedAtOnce} at a time, in the order they came, once the universe is read; a new one goes at once`, async () => {
    const { ready, read } = universe();
    const gate = new PublishGate(ready, new FakeClock());
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const held = Array.from({ length: 20 }, (_, i) => gate.through(() => new Promise<number>((resolve) => {
      started.push(i);
      finish.set(i, () => resolve(i));
    })));
    read();
    await turn();
    const first = Array.from({ length: HOLD_BUDGET.releasedAtOnce }, (_, i) => i);
    expect(started).toEqual(first);
    finish.get(3)!();
    await turn();
    expect(started).toEqual([...first, HOLD_BUDGET.releasedAtOnce]);
    await expect(gate.through(published)).resolves.toBe(true);
    for (let i = 0; i < 20; i++) {
      finish.get(i)?.();
      await turn();
    }
    expect(await Promise.all(held)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('opens when the universe could not be read: a failed load is a tried one', async () => {
    const { ready, failed } = universe();
    const gate = new PublishGate(ready, new FakeClock());
    const held = gate.through(published);
    failed(new Error('storage down'));
    await expect(held).resolves.toBe(true);
    expect(gate.health().markets).toBe('read');
  });
});
