import { describe, expect, it } from 'vitest';
import { storedItem } from '@/tests/fixtures/items';
import type { StoredItem } from '@/utils/store/store-types';
import { applyFilter, facets, isDisliked, isFiltering, noFilter, readNoticeFilter, type DislikePolicy } from './filter';

const item = (id: string, over: Partial<StoredItem> = {}) => storedItem(id, { source: 'Binance EN', ...over });
const coin = (name: string) => ({ coin: name, found: [name], symbols: [] });
const items = [
  item('a', { title: 'Binance will list EXMP', coins: [coin('EXMP')] }),
  item('b', { source: 'Upbit', title: 'Market support', originalTitle: '원화 마켓', coins: [coin('EXMP'), coin('BTC')] }),
  item('c', { source: 'Twitter', title: 'Someone', body: 'Whale alert on BTC', coins: [coin('BTC')], likes: 1, dislikes: 5 }),
  item('d', { source: 'Upbit', title: 'Listing', notice: { kind: 'spot-listing', exchange: 'Upbit', coins: ['ARB'], markets: [] } }),
  item('e', { source: 'Binance EN', title: 'Trading competition', notice: { kind: 'promotion', coins: [], markets: [] } }),
];
const dim: DislikePolicy = { margin: 3, mode: 'dim' };
const visible = (filter = noFilter, votes = new Map(), policy = dim, showDisliked = false) =>
  applyFilter(items, filter, votes, policy, showDisliked).visible.map((entry) => entry.id);

describe('applyFilter', () => {
  it('shows everything without a filter', () => {
    expect(visible()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('text search needs every word, across title, original title, body and coins', () => {
    expect(visible({ ...noFilter, query: 'whale btc' })).toEqual(['c']);
    expect(visible({ ...noFilter, query: '원화' })).toEqual(['b']);
    expect(visible({ ...noFilter, query: 'EXMP list' })).toEqual(['a']);
  });
  it('filters by coin, source and my votes', () => {
    expect(visible({ ...noFilter, coin: 'btc' })).toEqual(['b', 'c']);
    expect(visible({ ...noFilter, source: 'Upbit' })).toEqual(['b', 'd']);
    expect(visible({ ...noFilter, mine: true }, new Map([['c', 'like']]))).toEqual(['c']);
  });
  it('filters by notice kind, or any notice', () => {
    expect(visible({ ...noFilter, notice: 'spot-listing' })).toEqual(['d']);
    expect(visible({ ...noFilter, notice: 'delisting' })).toEqual([]);
    expect(visible({ ...noFilter, notice: 'any' })).toEqual(['d', 'e']);
    expect(isFiltering({ ...noFilter, notice: 'any' })).toBe(true);
  });
  it('reads a stored notice filter it knows, and every other value as none', () => {
    expect(['any', 'delisting', 'moon', 7, undefined].map(readNoticeFilter)).toEqual(['any', 'delisting', '', '', '']);
  });
  it('hides disliked items when asked, counts them, and shows them again on request', () => {
    const policy: DislikePolicy = { margin: 3, mode: 'hide' };
    expect(applyFilter(items, noFilter, new Map(), policy, false)).toMatchObject({ hiddenDisliked: 1 });
    expect(visible(noFilter, new Map(), policy, false)).toEqual(['a', 'b', 'd', 'e']);
    expect(visible(noFilter, new Map(), policy, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('isDisliked uses the margin', () => {
    expect(isDisliked({ likes: 1, dislikes: 4 }, 3)).toBe(true);
    expect(isDisliked({ likes: 2, dislikes: 4 }, 3)).toBe(false);
    expect(isDisliked({}, 1)).toBe(false);
  });
});

describe('facets', () => {
  it('lists coins, sources and notice kinds by frequency', () => {
    expect(facets(items)).toEqual({ coins: ['BTC', 'EXMP'], sources: ['Binance EN', 'Upbit', 'Twitter'], notices: ['promotion', 'spot-listing'] });
  });
});
