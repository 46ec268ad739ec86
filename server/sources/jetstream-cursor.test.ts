import { describe, expect, it } from 'vitest';
import { CURSOR_OVERLAP_US, CURSOR_WRITE_EVERY_MS, CursorKeeper, plausibleTimeUs, resumeFrom } from './jetstream-cursor';

const NOW = Date.UTC(2026, 10, 25, 6);
const OLDEST = NOW - 6 * 3_600_000;
const us = (ms: number) => ms * 1000;

describe('resumeFrom', () => {
  it('resumes a little before the stored cursor, so an event at the boundary is not missed', () => {
    expect(resumeFrom(JSON.stringify({ timeUs: us(NOW - 60_000) }), NOW, OLDEST)).toEqual({ cursor: us(NOW - 60_000) - CURSOR_OVERLAP_US });
    expect(resumeFrom(undefined, NOW, OLDEST)).toEqual({});
  });

  it('starts live, saying why, from a stored cursor that is damaged or hostile', () => {
    for (const json of ['{', '"x"', 'null', '[]', '{}', '{"timeUs":"1764050400000000"}', '{"timeUs":-5}', '{"timeUs":0}', '{"timeUs":1.5}', '{"timeUs":1e300}', `{"timeUs":${Number.MAX_SAFE_INTEGER + 2}}`]) {
      const resume = resumeFrom(json, NOW, OLDEST);
      expect(resume.cursor, json).toBeUndefined();
      expect(resume.note, json).toMatch(/starting from live posts/);
    }
    // A year ahead would, taken as it is, make Jetstream tail live and the cursor never move again.
    expect(resumeFrom(JSON.stringify({ timeUs: us(NOW + 365 * 86_400_000) }), NOW, OLDEST)).toEqual({ note: expect.stringContaining('in the future') });
    expect(resumeFrom(JSON.stringify({ timeUs: us(NOW + 30_000) }), NOW, OLDEST).cursor).toBe(us(NOW + 30_000) - CURSOR_OVERLAP_US);
  });

  it('resumes no earlier than the oldest news, whatever the stored cursor says', () => {
    const resume = resumeFrom(JSON.stringify({ timeUs: us(NOW - 30 * 86_400_000) }), NOW, OLDEST);
    expect(resume).toEqual({ cursor: us(OLDEST), note: expect.stringContaining('older posts are not news') });
    expect(resumeFrom(JSON.stringify({ timeUs: 1 }), NOW, OLDEST).cursor).toBe(us(OLDEST));
  });

  it('lets the cursor move only to times not far past the clock', () => {
    expect(plausibleTimeUs(us(NOW), NOW)).toBe(true);
    expect(plausibleTimeUs(us(NOW + 59_000), NOW)).toBe(true);
    expect(plausibleTimeUs(Number.MAX_SAFE_INTEGER, NOW)).toBe(false);
  });
});

function keeper(write: (json: string) => Promise<void> = async () => {}) {
  let clock = NOW;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const written: number[] = [];
  const failures: string[] = [];
  const kept = new CursorKeeper({
    write: async (json) => {
      await write(json);
      written.push((JSON.parse(json) as { timeUs: number }).timeUs);
    },
    failed: (reason) => void failures.push(reason),
    now: () => clock,
    schedule: (run, ms) => {
      const timer = { at: clock + ms, run, cancelled: false };
      timers.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
  });
  /** Moves the clock, running what falls due. */
  const pass = async (ms: number) => {
    clock += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
    }
    await Promise.resolve();
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { kept, written, failures, pass, settle, pending: () => timers.filter((timer) => !timer.cancelled).length };
}

describe('CursorKeeper', () => {
  it(`writes at most once every ${CURSOR_WRITE_EVERY_MS / 1000} s however many events come, and the last of a burst at the end of it`, async () => {
    const { kept, written, pass, settle, pending } = keeper();
    kept.advance(100);
    await settle();
    expect(written).toEqual([100]);
    for (let n = 1; n <= 1_000; n++) kept.advance(100 + n);
    await settle();
    expect(written).toEqual([100]);
    expect(pending()).toBe(1);
    await pass(CURSOR_WRITE_EVERY_MS - 1);
    await settle();
    expect(written).toEqual([100]);
    await pass(1);
    await settle();
    expect(written).toEqual([100, 1_100]);
    // Quiet since: the next event is written at once, and nothing is written for nothing.
    await pass(60_000);
    kept.advance(1_200);
    await settle();
    expect(written).toEqual([100, 1_100, 1_200]);
    expect(pending()).toBe(0);
  });

  it('never moves backwards, and a stop writes what is pending at once', async () => {
    const { kept, written, settle, pending } = keeper();
    kept.advance(500);
    kept.advance(400);
    kept.advance(600);
    await settle();
    kept.flush();
    await settle();
    expect(written).toEqual([500, 600]);
    expect(pending()).toBe(0);
    kept.flush();
    await settle();
    expect(written).toEqual([500, 600]);
  });

  it('says once that storage refused, and writes again when it is back', async () => {
    let down = true;
    const { kept, written, failures, pass, settle } = keeper(async () => {
      if (down) throw new Error('database is locked');
    });
    kept.advance(1);
    await settle();
    for (let n = 2; n <= 5; n++) {
      await pass(CURSOR_WRITE_EVERY_MS);
      kept.advance(n);
      await settle();
    }
    expect(written).toEqual([]);
    expect(failures).toEqual([expect.stringContaining('could not keep the Jetstream cursor (database is locked)')]);
    down = false;
    await pass(CURSOR_WRITE_EVERY_MS);
    kept.advance(6);
    await settle();
    expect(written).toEqual([6]);
  });
});
