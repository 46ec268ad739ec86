import { describe, expect, it } from 'vitest';
import { storedItem, T0 } from '@/tests/fixtures/items';
import { MemoryStore } from '@/utils/store/memory-store';
import type { StoredItem } from '@/utils/store/types';
import { createHistoryRead, FIRST_PAGE } from './history-read';

async function filledStore(count: number) {
  const store = new MemoryStore();
  await store.putItems(Array.from({ length: count }, (_, i) => storedItem(`i${i}`, { time: T0 + i })));
  await store.setVote('i1', 'like', T0);
  return store;
}

describe('history read', () => {
  it('delivers the first screenful, then everything, and resolves with the votes', async () => {
    const store = await filledStore(FIRST_PAGE + 10);
    const delivered: StoredItem[][] = [];
    const history = createHistoryRead({ openReader: async () => store, fromWorker: async () => [] }, (items) => delivered.push(items));
    const votes = await history.read();
    expect(delivered.map((items) => items.length)).toEqual([FIRST_PAGE, FIRST_PAGE + 10]);
    expect(delivered[0]![0]!.id).toBe(`i${FIRST_PAGE + 9}`);
    expect(votes?.map((vote) => [vote.newsId, vote.vote])).toEqual([['i1', 'like']]);
  });

  it('a page that cannot open IndexedDB gets the worker copy instead, asked once however often storage fails', async () => {
    let asked = 0;
    const delivered: StoredItem[][] = [];
    const history = createHistoryRead(
      {
        openReader: async () => Promise.reject(new Error('blocked')),
        fromWorker: async () => (asked++, [storedItem('from-worker')]),
      },
      (items) => delivered.push(items),
    );
    expect(await history.read()).toBeUndefined();
    await history.fromWorker();
    expect(asked).toBe(1);
    expect(delivered).toEqual([[expect.objectContaining({ id: 'from-worker' })]]);
  });

  it('a worker that does not answer delivers an empty list rather than failing the page', async () => {
    const delivered: StoredItem[][] = [];
    const history = createHistoryRead({ openReader: async () => Promise.reject(new Error('x')), fromWorker: async () => Promise.reject(new Error('asleep')) }, (items) => delivered.push(items));
    await history.read();
    expect(delivered).toEqual([[]]);
  });
});
