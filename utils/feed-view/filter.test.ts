import { describe, expect, it } from 'vitest';
import { storedItem } from '@/tests/fixtures/items';
import type { StoredItem } from '@/utils/store/types';
import { applyFilter, facets, isDisliked, noFilter, type DislikePolicy } from './filter';

const item = (id: string, over: Partial<StoredItem> = {}) => storedItem(id, { source: 'Binance EN', ...over });
const coin = (name: string) => ({ coin: name, found: [name], symbols: [] });
const items = [
  item('a', { title: 'Binance will list EXMP', coins: [coin('EXMP')] }),
  item('b', { source: 'Upbit', title: 'Market support', originalTitle: '원화 마켓', coins: [coin('EXMP'), coin('BTC')] }),
  item('c', { source: 'Twitter', title: 'Someone', body: 'Whale alert on BTC', coins: [coin('BTC')], likes: 1, dislikes: 5 }),
];
const dim: DislikePolicy = { margin: 3, mode: 'dim' };
const visible = (filter = noFilter, votes = new Map(), policy = dim, showDisliked = false) =>
  applyFilter(items, filter, votes, policy, showDisliked).visible.map((entry) => entry.id);

describe('applyFilter', () => {
  it('shows everything without a filter', () => {
    expect(visible()).toEqual(['a', 'b', 'c']);
  });
  it('text search needs every word, across title, original title, body and coins', () => {
    expect(visible({ ...noFilter, query: 'whale btc' })).toEqual(['c']);
    expect(visible({ ...noFilter, query: '원화' })).toEqual(['b']);
    expect(visible({ ...noFilter, query: 'EXMP list' })).toEqual(['a']);
  });
  it('filters by coin, source and my votes', () => {
    expect(visible({ ...noFilter, coin: 'btc' })).toEqual(['b', 'c']);
    expect(visible({ ...noFilter, source: 'Upbit' })).toEqual(['b']);
    expect(visible({ ...noFilter, mine: true }, new Map([['c', 'like']]))).toEqual(['c']);
  });
  it('hides disliked items when asked, counts them, and shows them again on request', () => {
    const policy: DislikePolicy = { margin: 3, mode: 'hide' };
    expect(applyFilter(items, noFilter, new Map(), policy, false)).toMatchObject({ hiddenDisliked: 1 });
    expect(visible(noFilter, new Map(), policy, false)).toEqual(['a', 'b']);
    expect(visible(noFilter, new Map(), policy, true)).toEqual(['a', 'b', 'c']);
  });
  it('isDisliked uses the margin', () => {
    expect(isDisliked({ likes: 1, dislikes: 4 }, 3)).toBe(true);
    expect(isDisliked({ likes: 2, dislikes: 4 }, 3)).toBe(false);
    expect(isDisliked({}, 1)).toBe(false);
  });
});

describe('facets', () => {
  it('lists coins and sources by frequency', () => {
    expect(facets(items)).toEqual({ coins: ['BTC', 'EXMP'], sources: ['Binance EN', 'Twitter', 'Upbit'] });
  });
});
