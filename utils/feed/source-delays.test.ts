import { describe, expect, it } from 'vitest';
import { createSourceDelays } from './source-delays';

const HOUR = 60 * 60_000;
const T0 = 1_700_000_000_000;

describe('createSourceDelays', () => {
  it('gives each source its count, median and p95 of received − published, busiest first', () => {
    const delays = createSourceDelays();
    for (let i = 1; i <= 20; i++) delays.record('Binance', T0 + i, T0 + i - i * 100);
    delays.record('OKX', T0, T0 - 40);
    expect(delays.summary(T0 + 100)).toEqual([
      { source: 'Binance', items: 20, medianMs: 1_000, p95Ms: 1_900 },
      { source: 'OKX', items: 1, medianMs: 40, p95Ms: 40 },
    ]);
  });

  it("shows the origin's own delay only when items carry it", () => {
    const delays = createSourceDelays();
    delays.record('Bluesky', T0, T0 - 500, 300);
    delays.record('Bluesky', T0, T0 - 500);
    delays.record('Bluesky', T0, T0 - 500, 100);
    delays.record('Upbit', T0, T0 - 500);
    const rows = delays.summary(T0);
    expect(rows.find((row) => row.source === 'Bluesky')?.originDelayMs).toBe(100);
    expect(rows.find((row) => row.source === 'Upbit')).not.toHaveProperty('originDelayMs');
  });

  it('forgets items older than an hour, and a source with none left', () => {
    const delays = createSourceDelays();
    delays.record('Old', T0, T0 - 10);
    delays.record('Both', T0, T0 - 10);
    delays.record('Both', T0 + HOUR / 2, T0 + HOUR / 2 - 30);
    expect(delays.summary(T0 + HOUR + 1)).toEqual([{ source: 'Both', items: 1, medianMs: 30, p95Ms: 30 }]);
  });

  it('keeps the newest 500 items of a source: the 501st pushes out the oldest', () => {
    const delays = createSourceDelays();
    delays.record('Feed', T0, T0 - 99_999);
    for (let i = 0; i < 500; i++) delays.record('Feed', T0 + 1, T0 + 1 - 10);
    expect(delays.summary(T0 + 2)).toEqual([{ source: 'Feed', items: 500, medianMs: 10, p95Ms: 10 }]);
  });

  it('keeps 50 sources: the 51st evicts the one heard from least recently, the others are unharmed', () => {
    const delays = createSourceDelays();
    for (let i = 0; i < 50; i++) delays.record(`s${i}`, T0 + i, T0 + i - 5);
    delays.record('s0', T0 + 100, T0 + 100 - 5);
    delays.record('s50', T0 + 101, T0 + 101 - 7);
    const rows = delays.summary(T0 + 200);
    expect(rows).toHaveLength(50);
    const names = rows.map((row) => row.source);
    expect(names).not.toContain('s1');
    expect(names).toContain('s0');
    expect(rows.find((row) => row.source === 's50')).toEqual({ source: 's50', items: 1, medianMs: 7, p95Ms: 7 });
    expect(rows.find((row) => row.source === 's0')?.items).toBe(2);
  });

  it('makes room for a new source by first dropping sources gone quiet for an hour', () => {
    const delays = createSourceDelays({ windowMs: HOUR, perSource: 500, sources: 2 });
    delays.record('quiet', T0, T0 - 1);
    delays.record('live', T0 + HOUR, T0 + HOUR - 1);
    delays.record('new', T0 + HOUR + 1, T0 + HOUR);
    expect(delays.summary(T0 + HOUR + 1).map((row) => row.source).sort()).toEqual(['live', 'new']);
  });
});
