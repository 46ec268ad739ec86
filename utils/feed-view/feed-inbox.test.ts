import { describe, expect, it } from 'vitest';
import { storedItem, T0 } from '@/tests/fixtures/items';
import { emptyFeed } from './feed-state';
import { LiveBatch } from './live-batch';

describe('LiveBatch', () => {
  it('applies a burst of items and the totals that came with them in one pass', () => {
    const batch = new LiveBatch();
    batch.addItems([storedItem('a', { time: T0 + 1 })]);
    batch.addTally('b', { likes: 4, dislikes: 1 });
    batch.addItems([storedItem('b', { time: T0 + 2 }), storedItem('c', { time: T0 + 3 })]);
    const state = batch.drain(emptyFeed, false);
    expect(state.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(state.items.find((item) => item.id === 'b')).toMatchObject({ likes: 4, dislikes: 1 });
  });

  it('holds new items while the reader is scrolled down or paused', () => {
    const batch = new LiveBatch();
    batch.addItems([storedItem('a')]);
    expect(batch.drain(emptyFeed, true)).toMatchObject({ items: [], pending: [{ id: 'a' }] });
  });

  it('is empty after a drain', () => {
    const batch = new LiveBatch();
    batch.addItems([storedItem('a')]);
    const once = batch.drain(emptyFeed, false);
    expect(batch.drain(once, false)).toEqual(once);
  });
});
