import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceBook, WATCH_DEBOUNCE_MS } from './price-book';
import type { PriceWatch } from './price-feed';
import type { PriceTarget } from './price-targets';

const arb: PriceTarget = { coin: 'ARB', exchange: 'binance', symbol: 'ARBUSDT', quote: 'USDT', market: 'spot', reference: 1.6 };
const btc: PriceTarget = { coin: 'BTC', exchange: 'binance', symbol: 'BTCUSDT', quote: 'USDT', market: 'futures' };

describe('PriceBook', () => {
  let posted: PriceWatch[][];
  let book: PriceBook;
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    book = new PriceBook((watches) => posted.push(watches));
  });
  afterEach(() => vi.useRealTimers());

  it('tells the background what the mounted chips show, once per pause, each symbol once', () => {
    const stopArb = book.watch(arb);
    book.watch(arb);
    book.watch(btc);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(WATCH_DEBOUNCE_MS);
    expect(posted).toEqual([
      [
        { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
        { exchange: 'binance', symbol: 'BTCUSDT', market: 'futures' },
      ],
    ]);
    stopArb();
    vi.advanceTimersByTime(WATCH_DEBOUNCE_MS);
    expect(posted.at(-1)).toHaveLength(2);
    expect(book.watches().map((w) => w.symbol)).toEqual(['ARBUSDT', 'BTCUSDT']);
  });

  it('stops asking for a symbol when its last chip unmounts', () => {
    const stops = [book.watch(arb), book.watch(arb)];
    for (const stop of stops) stop();
    vi.advanceTimersByTime(WATCH_DEBOUNCE_MS);
    expect(posted).toEqual([[]]);
  });

  it('quotes against the publication price, or against the first price seen and keeps that one', () => {
    expect(book.quote(arb, 'i1')).toBeUndefined();
    book.apply([
      { exchange: 'binance', symbol: 'ARBUSDT', price: 1.7, time: 1_000 },
      { exchange: 'binance', symbol: 'BTCUSDT', price: 84_000, time: 1_000 },
    ]);
    expect(book.quote(arb, 'i1')).toMatchObject({ reference: 1.6, sinceSeen: false, now: { price: 1.7 } });
    expect(book.quote(btc, 'i1')).toMatchObject({ reference: 84_000, sinceSeen: true });
    book.apply([{ exchange: 'binance', symbol: 'BTCUSDT', price: 85_000, time: 2_000 }]);
    expect(book.quote(btc, 'i1')).toMatchObject({ reference: 84_000, now: { price: 85_000 } });
    expect(book.quote(btc, 'i2')).toMatchObject({ reference: 85_000 });
  });

  it('notifies subscribers on every update and ignores nonsense prices', () => {
    const heard = vi.fn();
    const unsubscribe = book.subscribe(heard);
    book.apply([{ exchange: 'binance', symbol: 'ARBUSDT', price: -1, time: 1 }]);
    expect(book.quote(arb, 'i1')).toBeUndefined();
    book.apply([{ exchange: 'binance', symbol: 'ARBUSDT', price: 1.7, time: 2 }]);
    unsubscribe();
    book.apply([{ exchange: 'binance', symbol: 'ARBUSDT', price: 1.8, time: 3 }]);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
