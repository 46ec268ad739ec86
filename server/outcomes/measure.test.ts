import { describe, expect, it } from 'vitest';
import { KlineRefused } from './klines';
import { measure } from './measure';

const candle = (at: number, open: number, high: number, low: number, close: number) => ({ at, open, high, low, close });

describe('measure', () => {
  it('takes the last close as the price, and the highest high and lowest low as the largest rise and fall, from the firstPrice', () => {
    const candles = [candle(0, 1.0, 1.1, 0.95, 1.05), candle(60_000, 1.05, 1.2, 1.0, 1.02)];
    expect(measure(candles, 1)).toEqual({ from: 1, outcome: { price: 1.02, move: 2, rise: 20, fall: -5 } });
  });

  it("measures from the first candle's open when the item has no firstPrice", () => {
    expect(measure([candle(0, 2, 2, 1.5, 1.5)], undefined)).toEqual({ from: 2, outcome: { price: 1.5, move: -25, rise: 0, fall: -25 } });
  });

  it('reads a span that stayed above the reference as no fall, and one below it as no rise', () => {
    expect(measure([candle(0, 2.2, 2.3, 2.1, 2.2)], 2).outcome).toEqual({ price: 2.2, move: 10, rise: 15, fall: 0 });
    expect(measure([candle(0, 1.8, 1.9, 1.7, 1.8)], 2).outcome).toEqual({ price: 1.8, move: -10, rise: 0, fall: -15 });
  });

  it('refuses prices a factor of ten from the reference', () => {
    expect(() => measure([candle(0, 1, 11, 1, 1)], 1)).toThrow(KlineRefused);
    expect(() => measure([candle(0, 1, 1, 0.09, 1)], 1)).toThrow(KlineRefused);
  });

  it("refuses a measurement the outcome's readers refuse, which stored would drop the item's whole outcome", () => {
    expect(() => measure([candle(0, 9e11, 9e11, 9e11, 9e11)], 1.5e12)).toThrow(KlineRefused);
    expect(measure([candle(0, 9e11, 9e11, 9e11, 9e11)], undefined).outcome).toEqual({ price: 9e11, move: 0, rise: 0, fall: 0 });
  });
});
