import { describe, expect, it } from 'vitest';
import { storedItem, T0 } from '@/tests/fixtures/items';
import { emptyFeed } from './feed-state';
import { FeedInbox } from './feed-inbox';

describe('FeedInbox', () => {
  it('applies a burst of items and the totals that came with them in one pass', () => {
    const batch = new FeedInbox();
    batch.add([storedItem('a', { time: T0 + 1 })], 'live');
    batch.addTally('b', { likes: 4, dislikes: 1 });
    batch.add([storedItem('b', { time: T0 + 2 }), storedItem('c', { time: T0 + 3 })], 'live');
    const state = batch.drain(emptyFeed, false);
    expect(state.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(state.items.find((item) => item.id === 'b')).toMatchObject({ likes: 4, dislikes: 1 });
  });

  it('holds new items while the reader is scrolled down or paused', () => {
    const batch = new FeedInbox();
    batch.add([storedItem('a')], 'live');
    expect(batch.drain(emptyFeed, true)).toMatchObject({ items: [], pending: [{ id: 'a' }] });
  });

  it('is empty after a drain', () => {
    const batch = new FeedInbox();
    batch.add([storedItem('a')], 'live');
    const once = batch.drain(emptyFeed, false);
    expect(batch.drain(once, false)).toEqual(once);
  });

  it('history is never held: it was there before the reader looked', () => {
    const batch = new FeedInbox();
    batch.add([storedItem('old', { time: T0 })], 'history');
    batch.add([storedItem('new', { time: T0 + 1 })], 'live');
    expect(batch.drain(emptyFeed, true)).toMatchObject({ items: [{ id: 'old' }], pending: [{ id: 'new' }] });
  });

  it('the same item from two origins is one row, with the fields of both', () => {
    const batch = new FeedInbox();
    batch.add([storedItem('a', { likes: 2 })], 'history');
    batch.add([storedItem('a', { title: 'Edited' })], 'live');
    const state = batch.drain(emptyFeed, false);
    expect(state.items).toEqual([expect.objectContaining({ id: 'a', likes: 2, title: 'Edited' })]);
  });
});
