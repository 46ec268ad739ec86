import { describe, expect, it } from 'vitest';
import { plannedCoins } from './main-market';

const suggestion = (coin: string, ...symbols: [string, string][]) => ({
  coin,
  found: [coin],
  symbols: symbols.map(([exchange, symbol]) => ({ exchange, symbol })),
});

describe('plannedCoins', () => {
  it('takes Binance spot in USDT first, with the firstPrice as the reference', () => {
    const item = { suggestions: [suggestion('ARB', ['binance', 'ARBBTC'], ['binance', 'ARBUSDT'], ['binance-futures', 'ARBUSDT'])], firstPrice: { ARBUSDT: 1.673, ARBBTC: 5.5e-5 } };
    expect(plannedCoins(item)).toEqual([{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 1.673 }]);
  });

  it('falls back to Binance futures, then Bybit spot, then Bybit perpetuals, without a reference', () => {
    const item = {
      suggestions: [suggestion('AAA', ['binance-futures', 'AAAUSDT']), suggestion('BBB', ['bybit', 'BBBUSDT'], ['bybit-perps', 'BBBUSDT']), suggestion('CCC', ['bybit-perps', 'CCCUSDT'])],
    };
    expect(plannedCoins(item)).toEqual([
      { coin: 'AAA', market: 'binance-futures', symbol: 'AAAUSDT' },
      { coin: 'BBB', market: 'bybit', symbol: 'BBBUSDT' },
      { coin: 'CCC', market: 'bybit-perps', symbol: 'CCCUSDT' },
    ]);
  });

  it('prefers any Binance quote over Bybit, as the chips do', () => {
    expect(plannedCoins({ suggestions: [suggestion('XYZ', ['bybit', 'XYZUSDT'], ['binance', 'XYZBTC'])] })).toEqual([{ coin: 'XYZ', market: 'binance', symbol: 'XYZBTC' }]);
  });

  it('measures at most three coins, each pair once, and skips what cannot be priced', () => {
    const many = ['A1', 'A2', 'A3', 'A4'].map((coin) => suggestion(coin, ['binance', `${coin}USDT`]));
    expect(plannedCoins({ suggestions: [suggestion('ARB', ['binance', 'ARBUSDT']), suggestion('ARB', ['binance', 'ARBUSDT']), ...many] }).map((c) => c.coin)).toEqual(['ARB', 'A1', 'A2']);
    expect(plannedCoins({ suggestions: [suggestion('WIF!', ['binance', 'WIF!USDT']), suggestion('NONE')] })).toEqual([]);
    expect(plannedCoins({ suggestions: 'junk', firstPrice: 3 })).toEqual([]);
    expect(plannedCoins({ suggestions: [{ coin: 'ARB', symbols: [null, { exchange: 1 }] }], firstPrice: { ARBUSDT: -1 } })).toEqual([]);
    // A reference no outcome reader takes is no reference: the pair is measured from its first candle.
    expect(plannedCoins({ suggestions: [suggestion('ARB', ['binance', 'ARBUSDT'])], firstPrice: { ARBUSDT: 1e13 } })).toEqual([{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT' }]);
  });
});
