import { describe, expect, it } from 'vitest';
import { withSpan } from './merge';

const coin = { coin: 'ARB', market: 'binance', symbol: 'ARBUSDT' } as const;
const measured = { price: 2.2, move: 10, rise: 10, fall: 0 };

describe('withSpan', () => {
  it('keeps a measured span when the same check, run again by a node whose lease lapsed, records it missed', () => {
    const first = withSpan(undefined, '1m', [{ coin, from: 2, outcome: measured }]);
    expect(withSpan(first, '1m', [{ coin, outcome: { missed: true } }])).toEqual({ coins: [{ ...coin, from: 2, spans: { '1m': measured } }] });
    expect(withSpan(first, '5m', [{ coin, outcome: { missed: true } }]).coins[0]!.spans).toEqual({ '1m': measured, '5m': { missed: true } });
  });
});
