import { describe, expect, it } from 'vitest';
import { parseBinanceFrame as parsePriceFrame } from '@/utils/exchanges/binance-frame';
import { PriceHistory, SPARK_WINDOW_MS } from './price-history';
import { formatPrice, priceMove } from './move';
import { sparklinePath } from './sparkline';
import { priceTargets } from './price-targets';

const coin = (name: string, ...symbols: [string, string][]) => ({
  coin: name,
  found: [name],
  symbols: symbols.map(([exchange, symbol]) => ({ exchange, symbol })),
});

describe('priceTargets', () => {
  it('prefers USDT, then USD / USDC, then BTC, and carries the publication price', () => {
    const item = {
      coins: [coin('ARB', ['binance', 'ARBBTC'], ['binance', 'ARBUSDT']), coin('LDO', ['binance', 'LDOBTC'], ['binance', 'LDOUSDC']), coin('XYZ', ['binance', 'XYZBTC'])],
      firstPrice: { ARBUSDT: 1.673, ARBBTC: 0.00005515 },
    };
    expect(priceTargets(item)).toEqual([
      { coin: 'ARB', exchange: 'binance', symbol: 'ARBUSDT', quote: 'USDT', market: 'spot', reference: 1.673 },
      { coin: 'LDO', exchange: 'binance', symbol: 'LDOUSDC', quote: 'USDC', market: 'spot' },
      { coin: 'XYZ', exchange: 'binance', symbol: 'XYZBTC', quote: 'BTC', market: 'spot' },
    ]);
  });

  it('uses USDⓈ-M futures for a pair only futures list, and a publication price alone as proof of spot', () => {
    const item = { coins: [coin('EXMP', ['binance-futures', 'EXMPUSDT'], ['bybit-perps', 'EXMPUSDT']), coin('HBAR')], firstPrice: { EXMPUSDT: 0.412, HBARUSDT: 0.09364 } };
    expect(priceTargets(item)).toEqual([
      { coin: 'EXMP', exchange: 'binance', symbol: 'EXMPUSDT', quote: 'USDT', market: 'futures', reference: 0.412 },
      { coin: 'HBAR', exchange: 'binance', symbol: 'HBARUSDT', quote: 'USDT', market: 'spot', reference: 0.09364 },
    ]);
  });

  it('gives no price to a coin listed only on exchanges without a stream, or to an item without coins', () => {
    expect(priceTargets({ coins: [coin('ABC', ['okx', 'ABCUSDT'], ['upbit', 'ABCKRW'])] })).toEqual([]);
    expect(priceTargets({ coins: [], firstPrice: { BTCUSDT: 84012.5 } })).toEqual([]);
  });

  it('prices a coin Binance does not list on Bybit: per quote in preference order, spot before the perpetual', () => {
    const item = {
      coins: [coin('BYO', ['bybit', 'BYOUSDC'], ['bybit-perps', 'BYOUSDT']), coin('PRP', ['bybit-perps', 'PRPUSDT'], ['okx', 'PRPUSDT']), coin('SPT', ['bybit', 'SPTUSDT'])],
    };
    expect(priceTargets(item)).toEqual([
      { coin: 'BYO', exchange: 'bybit', symbol: 'BYOUSDT', quote: 'USDT', market: 'futures' },
      { coin: 'PRP', exchange: 'bybit', symbol: 'PRPUSDT', quote: 'USDT', market: 'futures' },
      { coin: 'SPT', exchange: 'bybit', symbol: 'SPTUSDT', quote: 'USDT', market: 'spot' },
    ]);
  });

  it('keeps Binance for a coin both list, whatever the order of its symbols', () => {
    const both = coin('ARB', ['bybit', 'ARBUSDT'], ['bybit-perps', 'ARBUSDT'], ['binance-futures', 'ARBUSDT']);
    expect(priceTargets({ coins: [both] })).toEqual([{ coin: 'ARB', exchange: 'binance', symbol: 'ARBUSDT', quote: 'USDT', market: 'futures' }]);
  });

  it('gives no price to a coin whose name is no exchange symbol, and still prices the item\'s other coins', () => {
    const targets = priceTargets({ coins: [coin('WIF!', ['binance', 'WIF!USDT']), coin('ARB', ['binance', 'ARBUSDT'])] });
    expect(targets.map((target) => target.symbol)).toEqual(['ARBUSDT']);
  });
});

describe('priceMove', () => {
  it.each([
    [1.673, 1.7265, '+3.2%', 'up'],
    [100, 99.6, '-0.4%', 'down'],
    [100, 100.04, '0.0%', 'flat'],
    [1, 3.5, '+250%', 'up'],
  ] as const)('%s → %s reads %s (%s)', (reference, now, text, tone) => {
    expect(priceMove(reference, now)).toMatchObject({ text, tone });
  });

  it('formats prices with the digits that matter', () => {
    expect([formatPrice(84012.5), formatPrice(1.67312), formatPrice(0.00005515), formatPrice(0.412)]).toEqual(['84,013', '1.6731', '0.00005515', '0.412']);
    expect([formatPrice(84012.5, 'ru'), priceMove(100, 99.6, 'ru').text]).toEqual(['84\u00a0013', '-0,4\u00a0%']);
  });
});

describe('parsePriceFrame', () => {
  it('reads a combined-stream mini ticker, the price a decimal string', () => {
    const frame = JSON.stringify({ stream: 'arbusdt@miniTicker', data: { e: '24hrMiniTicker', E: 1_700_000_000_000, s: 'ARBUSDT', c: '1.6731' } });
    expect(parsePriceFrame(frame)).toEqual({ kind: 'price', symbol: 'ARBUSDT', price: 1.6731, time: 1_700_000_000_000 });
  });

  it.each([
    ['far in the future', 8_000_000_000_000],
    ['before 2009', 5],
  ])('reads a ticker with an event time %s as malformed, so it cannot hold later ticks back', (_, time) => {
    expect(parsePriceFrame(JSON.stringify({ stream: 'arbusdt@miniTicker', data: { E: time, s: 'ARBUSDT', c: '1.6731' } }))).toEqual({ kind: 'malformed' });
  });

  it('knows the answer to a subscription', () => {
    expect(parsePriceFrame('{"result":null,"id":3}')).toEqual({ kind: 'reply' });
  });

  it.each([
    ['not JSON', '{"stream":'],
    ['a price that is no number', JSON.stringify({ stream: 'x', data: { s: 'ARBUSDT', c: 'abc', E: 1 } })],
    ['a negative price', JSON.stringify({ stream: 'x', data: { s: 'ARBUSDT', c: '-1', E: 1 } })],
    ['an error answer', '{"error":{"code":2,"msg":"Invalid request"},"id":null}'],
    ['a huge frame', JSON.stringify({ stream: 'x', data: { s: 'A'.repeat(5_000), c: '1', E: 1 } })],
    ['binary data', new ArrayBuffer(8)],
  ])('counts %s as malformed', (_what, frame) => {
    expect(parsePriceFrame(frame)).toEqual({ kind: 'malformed' });
  });
});

describe('PriceHistory and sparklinePath', () => {
  it('keeps the latest price of each 5-second step, for 30 minutes', () => {
    const history = new PriceHistory();
    for (let t = 0; t <= 40 * 60_000; t += 1_000) history.add(t, t);
    expect(history.points.length).toBe(361);
    expect(history.points[0]!.time).toBe(10 * 60_000 + 4_000);
    expect(history.points.at(-1)).toEqual({ time: 40 * 60_000, price: 40 * 60_000 });
    expect(history.points.every((p, i) => i === 0 || p.time - history.points[i - 1]!.time >= 1_000)).toBe(true);
  });

  it('draws from the publication price to the last point, highest at the top', () => {
    const points = [
      { time: 1_000, price: 2 },
      { time: 2_000, price: 1.5 },
    ];
    expect(sparklinePath(points, 0, 1, 48, 14)).toBe('M0.0 14.0 L24.0 0.0 L48.0 7.0');
  });

  it('ignores points before publication or past the window, and needs two points', () => {
    expect(sparklinePath([{ time: -5, price: 3 }, { time: SPARK_WINDOW_MS + 1, price: 4 }], 0, 1, 48, 14)).toBeUndefined();
    expect(sparklinePath([{ time: 10, price: 1 }, { time: 20, price: 1 }], 0, undefined, 48, 14)).toBe('M0.0 7.0 L48.0 7.0');
  });
});
