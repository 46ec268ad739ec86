import { describe, expect, it } from 'vitest';
import { withOutcome } from './outcome-merge';

const measured = (move: number) => ({ price: 1, move, rise: Math.max(move, 0), fall: Math.min(move, 0) });
const coin = (spans: object, from?: number) => ({ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', ...(from === undefined ? {} : { from }), spans });

describe('withOutcome', () => {
  it('never lets `missed` replace a measured span (a replayed, doubled or hostile update), and keeps every other span the update brings', () => {
    const held = { coins: [coin({ '1m': measured(1), '5m': measured(5) }, 2)] };
    const update = { coins: [coin({ '1m': { missed: true }, '5m': measured(6), '30m': { missed: true } })] };
    expect(withOutcome(held, update)).toEqual({ coins: [coin({ '1m': measured(1), '5m': measured(6), '30m': { missed: true } }, 2)] });
  });

  it('lets a measurement replace `missed`', () => {
    expect(withOutcome({ coins: [coin({ '1m': { missed: true } })] }, { coins: [coin({ '1m': measured(2) })] })).toEqual({ coins: [coin({ '1m': measured(2) })] });
  });

  it('keeps the main coin first whatever an update puts first, so no update swaps the coin the record reads', () => {
    const other = { ...coin({ '1m': measured(40) }), coin: 'BTC', symbol: 'BTCUSDT' };
    const merged = withOutcome({ coins: [coin({ '1m': measured(1) })] }, { coins: [other, coin({ '5m': measured(2) })] });
    expect(merged.coins.map((entry) => entry.symbol)).toEqual(['ARBUSDT', 'BTCUSDT']);
    expect(merged.coins[0]!.spans).toEqual({ '1m': measured(1), '5m': measured(2) });
  });

  it('keeps the reference price first given: a later update neither moves nor drops it, and one given late is taken', () => {
    expect(withOutcome({ coins: [coin({ '1m': measured(1) }, 2)] }, { coins: [coin({ '5m': measured(2) }, 900)] }).coins[0]!.from).toBe(2);
    expect(withOutcome({ coins: [coin({ '1m': measured(1) }, 2)] }, { coins: [coin({ '5m': measured(2) })] }).coins[0]!.from).toBe(2);
    expect(withOutcome({ coins: [coin({ '1m': measured(1) })] }, { coins: [coin({ '5m': measured(2) }, 3)] }).coins[0]!.from).toBe(3);
  });
});
