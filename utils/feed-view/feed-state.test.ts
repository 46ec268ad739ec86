import { describe, expect, it } from 'vitest';
import { storedItem, T0 } from '@/tests/fixtures/items';
import type { StoredItem } from '@/utils/store/store-types';
import { applyTally, emptyFeed, MAX_ITEMS, receive, release } from './feed-state';

const item = (id: string, time: number, over: Partial<StoredItem> = {}) => storedItem(id, { title: id, time: T0 + time, ...over });
const ids = (list: StoredItem[]) => list.map((entry) => entry.id);

describe('feed state', () => {
  it('puts new items on top, newest first, without duplicates', () => {
    let state = receive(emptyFeed, [item('a', 1), item('c', 3)], false);
    state = receive(state, [item('b', 2), item('c', 3)], false);
    expect(ids(state.items)).toEqual(['c', 'b', 'a']);
  });

  it('holds new items while the reader is scrolled down or paused, and releases them in order', () => {
    let state = receive(emptyFeed, [item('a', 1)], false);
    state = receive(state, [item('b', 2), item('c', 3)], true);
    expect(ids(state.items)).toEqual(['a']);
    expect(ids(state.pending)).toEqual(['c', 'b']);
    state = receive(state, [item('b', 2)], true);
    expect(ids(state.pending)).toEqual(['c', 'b']);
    state = release(state);
    expect(ids(state.items)).toEqual(['c', 'b', 'a']);
    expect(state.pending).toEqual([]);
  });

  it('updates a known item in place even while holding', () => {
    let state = receive(emptyFeed, [item('a', 1), item('b', 2)], false);
    const before = state.items;
    state = receive(state, [item('a', 1, { likes: 5 })], true);
    expect(state.pending).toEqual([]);
    expect(state.items.find((entry) => entry.id === 'a')?.likes).toBe(5);
    expect(ids(state.items)).toEqual(ids(before));
  });

  it('applies vote totals to shown and held items alike', () => {
    let state = receive(emptyFeed, [item('a', 1)], false);
    state = receive(state, [item('b', 2)], true);
    state = applyTally(applyTally(state, 'a', { likes: 2, dislikes: 1 }), 'b', { likes: 0, dislikes: 4 });
    expect(state.items[0]).toMatchObject({ likes: 2, dislikes: 1 });
    expect(state.pending[0]).toMatchObject({ dislikes: 4 });
    expect(applyTally(state, 'unknown', { likes: 1, dislikes: 1 })).toEqual(state);
  });

  it('keeps at most MAX_ITEMS, dropping the oldest', () => {
    const many = Array.from({ length: MAX_ITEMS + 10 }, (_, i) => item(`i${i}`, i));
    const state = receive(emptyFeed, many, false);
    expect(state.items).toHaveLength(MAX_ITEMS);
    expect(state.items.at(-1)?.id).toBe('i10');
  });
});

describe('items no date can show', () => {
  it.each([
    ['before 2009', 1],
    ['more than a day ahead', Date.now() + 2 * 86_400_000],
    ['past what a Date holds', 8.64e15 + 1],
    ['not a number', Number.NaN],
  ])('an item with a time %s is left out; the rest of the feed is unharmed', (_, time) => {
    const state = receive(emptyFeed, [storedItem('good', { time: T0 }), storedItem('bad', { time }), storedItem('also-good', { time: T0 + 1 })], false);
    expect(state.items.map((i) => i.id)).toEqual(['also-good', 'good']);
    expect(receive(state, [storedItem('bad', { time })], true)).toEqual(state);
  });
});
