import { describe, expect, it } from 'vitest';
import { rawItemSchema } from './item';
import { liveMarketSymbol } from './listing-coins';
import { listingCoinsOf, marketLiveSchema } from './market-live';
import { normalise } from './normalise';
import { toPublishedItem } from './published-item';

const base = { _id: '1', title: 'Binance spot market ARB/USDT is live', time: Date.UTC(2026, 10, 1) };
const market = { exchange: 'Binance', kind: 'spot', symbol: 'ARB_USDT', at: Date.UTC(2026, 10, 1) };

describe('market gone live and a listing\'s deposits', () => {
  it('reach the reader; a bad `market` is dropped whole, keeping the item', () => {
    expect(normalise(rawItemSchema.parse({ ...base, market })).market).toEqual(market);
    for (const bad of [{ ...market, symbol: 'ARBUSDT' }, { ...market, kind: 'margin' }, { ...market, exchange: '' }, { ...market, at: 5 }, { ...market, at: Date.now() + 2 * 86_400_000 }, 'live']) {
      const item = normalise(rawItemSchema.parse({ ...base, market: bad }));
      expect(item.market).toBeUndefined();
      expect(item.title).toBe(base.title);
    }
    const notice = { kind: 'spot-listing', coins: ['ARB'], markets: [], deposits: Date.UTC(2026, 10, 2) };
    expect(normalise(rawItemSchema.parse({ ...base, notice })).notice).toEqual(notice);
    expect(normalise(rawItemSchema.parse({ ...base, notice: { ...notice, deposits: Date.UTC(2040, 0, 1) } })).notice).toEqual({ kind: 'spot-listing', coins: ['ARB'], markets: [] });
  });

  it('are kept by a publisher\'s item; a `market` or `notice` the schema cannot read is dropped and counted, never the item', () => {
    const kept = toPublishedItem({ ...base, market, notice: { kind: 'new-markets', coins: ['ARB'], markets: ['ARB_KRW'], at: Date.UTC(2026, 10, 2), deposits: Date.UTC(2026, 10, 2) } });
    expect(kept.ok && kept.item.market).toEqual(market);
    expect(kept.ok && kept.item.notice).toMatchObject({ kind: 'new-markets', deposits: Date.UTC(2026, 10, 2) });
    for (const bad of [{ market: { ...market, symbol: '../x' } }, { notice: { kind: 'moon', coins: [], markets: [] } }]) {
      const read = toPublishedItem({ ...base, ...bad });
      expect(read).toMatchObject({ ok: true, item: { title: base.title }, dropped: { unknown: 1 } });
      expect(read.ok && ('market' in read.item || 'notice' in read.item)).toBe(false);
    }
  });

  it('name the coins of a listing, and none of any other item', () => {
    expect(listingCoinsOf({ market })).toEqual(['ARB']);
    expect(listingCoinsOf({ notice: { kind: 'futures-listing', coins: ['arb', 'ARB', 'OP', 7, ''] } })).toEqual(['ARB', 'OP']);
    expect(listingCoinsOf({ notice: { kind: 'delisting', coins: ['ARB'] } })).toEqual([]);
    expect(listingCoinsOf({ notice: 'spot-listing' })).toEqual([]);
    expect(listingCoinsOf({ notice: { kind: 'spot-listing', coins: Array.from({ length: 50 }, (_, i) => `C${i}`) } })).toHaveLength(20);
  });

  it('are read the same without zod (the pages\' first paint) as by the schema, for every shape a sender may send', () => {
    const shapes: unknown[] = [
      market,
      { ...market, kind: 'futures', extra: 'ignored' },
      { ...market, symbol: 'ARBUSDT' },
      { ...market, symbol: 'arb_usdt' },
      { ...market, symbol: `${'A'.repeat(21)}_USDT` },
      { ...market, symbol: 7 },
      { ...market, kind: 'margin' },
      { ...market, exchange: '' },
      { ...market, exchange: 'x'.repeat(40) },
      { ...market, exchange: 'x'.repeat(41) },
      { ...market, exchange: ['Binance'] },
      { ...market, at: 5 },
      { ...market, at: Number.NaN },
      { ...market, at: Number.POSITIVE_INFINITY },
      { ...market, at: String(market.at) },
      { ...market, at: Date.now() + 2 * 86_400_000 },
      { exchange: 'Binance', kind: 'spot', symbol: 'ARB_USDT' },
      'live',
      null,
      undefined,
      [market],
    ];
    for (const shape of shapes) {
      const read = marketLiveSchema.safeParse(shape);
      expect(liveMarketSymbol(shape), JSON.stringify(shape)).toBe(read.success ? read.data.symbol : undefined);
    }
  });
});
