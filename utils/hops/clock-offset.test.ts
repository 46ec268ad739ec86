import { describe, expect, it } from 'vitest';
import { ClockOffset, OFFSET_MAX_MS, OFFSET_MAX_ROUND_TRIP_MS, OFFSET_SAMPLES, usableOffset } from './clock-offset';

describe('ClockOffset', () => {
  it('halves the round trip: a service 2 s ahead, answering 100 ms after asked, is 2 s ahead', () => {
    const offset = new ClockOffset();
    expect(offset.offsetMs).toBeUndefined();
    expect(offset.add({ askedAt: 1_000, answeredAt: 1_100, service: 3_050 })).toBe(true);
    expect(offset.offsetMs).toBe(2_000);
  });

  it('takes the median, so one answer held up on the way back does not move it', () => {
    const offset = new ClockOffset();
    for (const [askedAt, answeredAt, service] of [
      [0, 20, -490],
      [100, 120, -390],
      [200, 1_400, 210],
      [300, 320, -190],
      [400, 420, -90],
    ]) offset.add({ askedAt: askedAt!, answeredAt: answeredAt!, service: service! });
    expect(offset.offsetMs).toBe(-500);
    offset.add({ askedAt: 500, answeredAt: 520, service: 9 });
    expect(offset.offsetMs).toBe(-500);
  });

  it('keeps only the last samples: a clock set right is followed', () => {
    const offset = new ClockOffset();
    for (let i = 0; i < OFFSET_SAMPLES; i++) offset.add({ askedAt: i, answeredAt: i, service: i + 5_000 });
    for (let i = 0; i < OFFSET_SAMPLES; i++) offset.add({ askedAt: i, answeredAt: i, service: i });
    expect(offset.count).toBe(OFFSET_SAMPLES);
    expect(offset.offsetMs).toBe(0);
  });

  it('drops samples past its budget: a round trip over the limit, a negative one, a time that is no number', () => {
    const offset = new ClockOffset();
    expect(offset.add({ askedAt: 0, answeredAt: OFFSET_MAX_ROUND_TRIP_MS + 1, service: 10 })).toBe(false);
    expect(offset.add({ askedAt: 10, answeredAt: 5, service: 10 })).toBe(false);
    expect(offset.add({ askedAt: 0, answeredAt: 10, service: Number.NaN })).toBe(false);
    expect(offset.offsetMs).toBeUndefined();
    expect(offset.add({ askedAt: 0, answeredAt: 10, service: 15 })).toBe(true);
    expect(offset.offsetMs).toBe(10);
  });

  it('an answer flipping sign each time, or claiming years, gives no usable offset: no hop of that feed is timed by it', () => {
    const year = 365 * 24 * 3_600_000;
    const flipping = new ClockOffset();
    for (let i = 0; i < 20; i++) flipping.add({ askedAt: i, answeredAt: i, service: i + (i % 2 ? -year : year) });
    expect(Math.abs(flipping.offsetMs!)).toBe(year);
    expect(usableOffset(flipping.offsetMs)).toBeUndefined();
    const huge = new ClockOffset();
    for (const service of [Number.MAX_VALUE, -Number.MAX_VALUE, Infinity, 8.64e15 + 1]) huge.add({ askedAt: 0, answeredAt: 0, service });
    expect(usableOffset(huge.offsetMs)).toBeUndefined();
    // Within a day either way it is believed (Diagnostics says it is off past a second).
    expect(usableOffset(OFFSET_MAX_MS)).toBe(OFFSET_MAX_MS);
    expect(usableOffset(-OFFSET_MAX_MS - 1)).toBeUndefined();
  });
});
