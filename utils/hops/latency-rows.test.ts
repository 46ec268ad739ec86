import { describe, expect, it } from 'vitest';
import { extraFeedsOf, latencyRows } from './latency-rows';
import type { HopRow } from './hop-stats';

const hop = (source: string, feed?: string): HopRow => ({ source, ...(feed ? { feed } : {}), items: 3, lastAt: 1_000, spans: { 'origin-arrived': { p50: 900, p95: 1_200 } } });
const live = (source: string) => ({ source, items: 7, medianMs: 400, p95Ms: 1_538_301 });

describe('latencyRows', () => {
  it('shows a source once: its hops when stamped, else its live figures as origin → screen', () => {
    const rows = latencyRows([hop('Binance'), hop('Binance', 'ff-2')], [live('Binance'), live('Blogs')]);
    expect(rows).toEqual([
      { source: 'Binance', items: 3, lastAt: 1_000, spans: { 'origin-arrived': { p50: 900, p95: 1_200 } } },
      { source: 'Blogs', items: 7, spans: { 'origin-arrived': { p50: 400, p95: 1_538_301 } } },
    ]);
  });

  it('fills in the whole way from the live figures where the origin stamped no time', () => {
    const unstamped: HopRow = { source: 'Blogs', items: 2, lastAt: 5, spans: { 'read-sent': { p50: 3, p95: 4 } } };
    expect(latencyRows([unstamped], [live('Blogs')])[0]!.spans).toEqual({ 'origin-arrived': { p50: 400, p95: 1_538_301 }, 'read-sent': { p50: 3, p95: 4 } });
  });

  it("shows an extra feed's own hops only, on demand", () => {
    expect(latencyRows([hop('Binance'), hop('Regional', 'ff-2')], [live('Blogs')], 'ff-2').map((row) => row.source)).toEqual(['Regional']);
    expect(extraFeedsOf([hop('A'), hop('B', 'ff-3'), hop('C', 'ff-2'), hop('D', 'ff-3')])).toEqual(['ff-3', 'ff-2']);
  });
});
