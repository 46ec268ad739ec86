import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import type { HopSample } from './hop-stats';
import { GAPS_TO_LEARN, SILENCE_FLOOR_MS, SOCKET_DOWN_AFTER_MS, sourceWarnings, usualGap, WarningLatch } from './silence';

const MINUTE = 60_000;
const at = (source: string, time: number): HopSample => ({ source, at: time, hops: { arrived: time } });
/** A source that spoke every `gap` ms, `count` times, the last at `last`. */
const spoke = (source: string, gap: number, count: number, last: number) => Array.from({ length: count }, (_, i) => at(source, last - (count - 1 - i) * gap));

describe('usualGap', () => {
  it('is unknown until enough gaps are seen, then the 99th percentile of them, never under the floor', () => {
    expect(usualGap([0, MINUTE, 2 * MINUTE])).toBeUndefined();
    expect(usualGap(Array.from({ length: GAPS_TO_LEARN + 1 }, (_, i) => i * MINUTE))).toBe(SILENCE_FLOOR_MS);
    const hourly = Array.from({ length: 30 }, (_, i) => i * 60 * MINUTE);
    expect(usualGap([...hourly, 29 * 60 * MINUTE + 150 * MINUTE])).toBe(150 * MINUTE);
  });
});

describe('sourceWarnings, on a clock the test moves', () => {
  it('warns of a source quiet past its usual gap, and no longer once it speaks', () => {
    const clock = new FakeClock();
    const samples = spoke('Upbit', 20 * MINUTE, 10, clock.now());
    clock.advance(20 * MINUTE);
    expect(sourceWarnings(samples, clock.now())).toEqual([]);
    clock.advance(1);
    expect(sourceWarnings(samples, clock.now())).toEqual([{ kind: 'silent', source: 'Upbit', lastAt: clock.now() - 20 * MINUTE - 1, usualGapMs: 20 * MINUTE }]);
    samples.push(at('Upbit', clock.now()));
    expect(sourceWarnings(samples, clock.now())).toEqual([]);
  });

  it('never calls a source silent before the floor, nor one it has not learned', () => {
    const clock = new FakeClock();
    const samples = [...spoke('Bluesky', 10_000, 50, clock.now()), ...spoke('New', MINUTE, GAPS_TO_LEARN, clock.now())];
    clock.advance(SILENCE_FLOOR_MS);
    expect(sourceWarnings(samples, clock.now())).toEqual([]);
    clock.advance(1);
    expect(sourceWarnings(samples, clock.now()).map((warning) => warning.kind === 'silent' && warning.source)).toEqual(['Bluesky']);
  });

  it('warns of the socket once it has been down past the grace', () => {
    const clock = new FakeClock();
    const since = clock.now();
    clock.advance(SOCKET_DOWN_AFTER_MS - 1);
    expect(sourceWarnings([], clock.now(), since)).toEqual([]);
    clock.advance(1);
    expect(sourceWarnings([], clock.now(), since)).toEqual([{ kind: 'socket-down', since }]);
  });
});

describe('WarningLatch', () => {
  it('raises each warning once, and again only after it recovered', () => {
    const latch = new WarningLatch();
    const upbit = { kind: 'silent', source: 'Upbit', lastAt: 1, usualGapMs: 2 } as const;
    const socket = { kind: 'socket-down', since: 5 } as const;
    expect(latch.update([upbit])).toEqual([upbit]);
    expect(latch.update([upbit, socket])).toEqual([socket]);
    expect(latch.update([upbit, socket])).toEqual([]);
    expect(latch.update([socket])).toEqual([]);
    expect(latch.update([upbit, socket])).toEqual([upbit]);
  });
});
