import { describe, expect, it, vi } from 'vitest';
import { storedItem, T0 } from '@/tests/fixtures/items';
import { MemoryStore } from '@/utils/store/memory-store';
import type { StoredItem } from '@/utils/store/store-types';
import { cardVotes, createHistoryRead, FIRST_PAGE, withStoredVotes } from './history-read';

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
    const history = createHistoryRead(
      { openReader: async () => store, fromWorker: async () => [], workerAnswered: Promise.resolve(), shown: async () => {} },
      (items) => delivered.push(items),
    );
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
        workerAnswered: Promise.resolve(),
        shown: async () => {},
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
    const history = createHistoryRead({ openReader: async () => Promise.reject(new Error('x')), fromWorker: async () => Promise.reject(new Error('asleep')), workerAnswered: Promise.resolve(), shown: async () => {} }, (items) => delivered.push(items));
    await history.read();
    expect(delivered).toEqual([[]]);
  });

  it('reads the whole store only after the worker answered, so an item written in between is not missed', async () => {
    // The race: the first read is taken, the worker stores an item, then it sees the page's port
    // (the item is no longer unwritten, so it is not sent). Only a read after its answer has it.
    const store = await filledStore(3);
    let answer = () => {};
    const workerAnswered = new Promise<void>((resolve) => (answer = resolve));
    const delivered: StoredItem[][] = [];
    const history = createHistoryRead(
      { openReader: async () => store, fromWorker: async () => [], workerAnswered, shown: async () => {} },
      (items) => delivered.push(items),
    );
    const reading = history.read();
    await new Promise((resolve) => setTimeout(resolve));
    expect(delivered.map((items) => items.length)).toEqual([3]);
    await store.putItems([storedItem('written-meanwhile', { time: T0 + 100 })]);
    answer();
    await reading;
    expect(delivered[1]!.map((item) => item.id)).toContain('written-meanwhile');
  });

  it('reads everything only once the first screenful is on screen, though the worker answered at once', async () => {
    const store = await filledStore(FIRST_PAGE + 10);
    let paint = () => {};
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const delivered: StoredItem[][] = [];
    let asked = 0;
    const history = createHistoryRead(
      { openReader: async () => store, fromWorker: async () => [], workerAnswered: Promise.resolve(), shown: () => (asked++, painted) },
      (items) => delivered.push(items),
    );
    const reading = history.read();
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(delivered.map((items) => items.length)).toEqual([FIRST_PAGE]);
    paint();
    await reading;
    expect(delivered.map((items) => items.length)).toEqual([FIRST_PAGE, FIRST_PAGE + 10]);
  });
});

describe('stored votes under the ones heard since opening', () => {
  const stored = [
    { newsId: 'a', vote: 'like' as const },
    { newsId: 'b', vote: 'dislike' as const },
  ];

  it('takes the stored votes when nothing was heard', () => {
    expect([...withStoredVotes(new Map(), stored, new Set())]).toEqual([
      ['a', 'like'],
      ['b', 'dislike'],
    ]);
  });

  it('keeps a vote heard since opening, and a removal heard since opening, over an older read', () => {
    const current = new Map([['c', 'like' as const]]);
    expect([...withStoredVotes(current, stored, new Set(['b', 'c']))].sort()).toEqual([
      ['a', 'like'],
      ['c', 'like'],
    ]);
  });
});

describe('the vote a card shows when feeds share an id', () => {
  it("takes the vote cast on the feed that delivered the stored item, never another feed's on the same id", () => {
    const votes = [
      { newsId: 'x', vote: 'like' as const },
      { newsId: 'x', vote: 'dislike' as const, feed: 'second' },
      { newsId: 'y', vote: 'dislike' as const },
      { newsId: 'y', vote: 'like' as const, feed: 'second' },
      { newsId: 'z', vote: 'like' as const, feed: 'second' },
      { newsId: 'z', vote: 'dislike' as const },
    ];
    const items = [{ id: 'x', via: 'second' }, { id: 'y' }];
    expect(cardVotes(votes, items).map((vote) => [vote.newsId, vote.vote])).toEqual([
      ['x', 'dislike'],
      ['y', 'dislike'],
      // No stored item: the first feed's vote.
      ['z', 'dislike'],
    ]);
  });
});
