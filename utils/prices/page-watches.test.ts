import { describe, expect, it } from 'vitest';
import type { PriceWatch } from './price-feed';
import { PageWatches } from './page-watches';

describe('PageWatches', () => {
  it('watches every symbol any open page shows, once, and nothing once the last page closes', () => {
    const calls: PriceWatch[][] = [];
    const watches = new PageWatches((list) => calls.push(list));
    const [popup, panel] = [{}, {}];
    watches.set(popup, [
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'binance', symbol: 'BTCUSDT', market: 'spot' },
    ]);
    watches.set(panel, [{ exchange: 'binance', symbol: 'BTCUSDT', market: 'spot' }, { exchange: 'binance', symbol: 'EXMPUSDT', market: 'futures' }]);
    expect(calls.at(-1)!.map((watch) => watch.symbol)).toEqual(['ARBUSDT', 'BTCUSDT', 'EXMPUSDT']);
    watches.drop(popup);
    expect(calls.at(-1)!.map((watch) => watch.symbol)).toEqual(['BTCUSDT', 'EXMPUSDT']);
    watches.drop(panel);
    expect(calls.at(-1)).toEqual([]);
  });
});
