import { describe, expect, it } from 'vitest';
import { PriceSourceRate } from './price-source-rate';

describe('PriceSourceRate', () => {
  it('gives each source its burst, then its rate per minute, all of a check or none', () => {
    let now = 0;
    const rate = new PriceSourceRate(() => now, { binance: { perMinute: 60, burst: 2 }, 'binance-futures': { perMinute: 60, burst: 2 }, bybit: { perMinute: 60, burst: 1 } });
    expect(rate.take(['binance', 'binance'])).toBe(true);
    expect(rate.take(['binance'])).toBe(false);
    expect(rate.take(['bybit', 'binance-futures'])).toBe(true);
    // Bybit has none left: the futures token is not spent for a check that cannot run.
    expect(rate.take(['binance-futures', 'bybit'])).toBe(false);
    expect(rate.take(['binance-futures'])).toBe(true);
    now += 1_000;
    expect(rate.take(['binance'])).toBe(true);
    expect(rate.take(['binance'])).toBe(false);
  });

  it('gives a source that asked to be left alone nothing until then, at most 15 minutes', () => {
    let now = 0;
    const rate = new PriceSourceRate(() => now);
    rate.pause('bybit', 10 * 3_600_000);
    expect(rate.take(['bybit'])).toBe(false);
    expect(rate.take(['binance'])).toBe(true);
    now += 15 * 60_000;
    expect(rate.take(['bybit'])).toBe(true);
  });
});
