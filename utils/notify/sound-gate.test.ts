import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { SoundGate } from './sound-gate';

describe('SoundGate', () => {
  it('lets the first maxPerWindow sounds of a burst play and silences the rest until the window moves on', () => {
    const clock = new FakeClock();
    const gate = new SoundGate(clock, () => ({ maxPerWindow: 3, windowMs: 10_000 }));
    const burst = Array.from({ length: 100 }, () => gate.admit());
    expect(burst.filter(Boolean)).toHaveLength(3);
    expect(burst.slice(0, 3)).toEqual([true, true, true]);
    clock.advance(9_999);
    expect(gate.admit()).toBe(false);
    clock.advance(1);
    expect(gate.admit()).toBe(true);
  });

  it('follows the reader changing the limits', () => {
    const clock = new FakeClock();
    let limits = { maxPerWindow: 1, windowMs: 10_000 };
    const gate = new SoundGate(clock, () => limits);
    expect([gate.admit(), gate.admit()]).toEqual([true, false]);
    limits = { maxPerWindow: 5, windowMs: 10_000 };
    expect(gate.admit()).toBe(true);
  });
});
