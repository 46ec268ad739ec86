import { describe, expect, it } from 'vitest';
import { HOP_ROWS_MAX, HOP_ROWS_PER_EXTRA_FEED, hopRows, type HopSample } from './hop-stats';

const sample = (source: string, at: number, hops: Partial<HopSample['hops']>): HopSample => ({ source, at, hops: { arrived: at, ...hops } });

describe('hopRows', () => {
  it('gives each source its items, p50 and p95 of each stamped span, and when it last spoke', () => {
    const samples = Array.from({ length: 20 }, (_, i) => sample('Bybit', 1_000 + i, { origin: 1_000 + i - 1_000 - i * 10, read: 1_000 + i - 300, sent: 1_000 + i - 100 }));
    samples.push(sample('Blogs', 50, { read: 40, sent: 45 }));
    const [bybit, blogs] = hopRows(samples);
    expect(bybit).toMatchObject({ source: 'Bybit', items: 20, lastAt: 1_019 });
    expect(bybit!.spans).toEqual({
      'origin-read': { p50: 790, p95: 880 },
      'read-sent': { p50: 200, p95: 200 },
      'sent-arrived': { p50: 100, p95: 100 },
      'origin-arrived': { p50: 1_090, p95: 1_180 },
    });
    // An origin that states no time has no origin spans, and the rest are still shown.
    expect(blogs).toEqual({ source: 'Blogs', items: 1, lastAt: 50, spans: { 'read-sent': { p50: 5, p95: 5 }, 'sent-arrived': { p50: 5, p95: 5 } } });
  });

  it('shows at most its budget of sources, the busiest', () => {
    const samples = Array.from({ length: HOP_ROWS_MAX + 10 }, (_, i) => Array.from({ length: i + 1 }, () => sample(`s${i}`, i, {}))).flat();
    const rows = hopRows(samples);
    expect(rows).toHaveLength(HOP_ROWS_MAX);
    expect(rows[0]!.source).toBe(`s${HOP_ROWS_MAX + 9}`);
    expect(rows.some((row) => row.source === 's0')).toBe(false);
  });

  it("shows each extra feed's copies apart, after the first feed's, and a hostile feed's invented sources never push the first feed's rows out", () => {
    const main = Array.from({ length: HOP_ROWS_MAX }, (_, i) => sample(`m${i}`, i, { sent: i - 10 }));
    const flood = Array.from({ length: 5_000 }, (_, i): HopSample => ({ ...sample(`fake${i % 500}`, i, { sent: i - 3e10 }), feed: 'hostile' }));
    const second = [{ ...sample('m0', 5, { sent: -15 }), feed: 'second' }];
    const rows = hopRows([...flood, ...main, ...second]);
    expect(rows.filter((row) => row.feed === undefined)).toHaveLength(HOP_ROWS_MAX);
    expect(rows.slice(0, HOP_ROWS_MAX).every((row) => row.feed === undefined && row.spans['sent-arrived']!.p50 === 10)).toBe(true);
    expect(rows.filter((row) => row.feed === 'hostile')).toHaveLength(HOP_ROWS_PER_EXTRA_FEED);
    expect(rows.find((row) => row.feed === 'second')).toEqual({ source: 'm0', feed: 'second', items: 1, lastAt: 5, spans: { 'sent-arrived': { p50: 20, p95: 20 } } });
  });
});
