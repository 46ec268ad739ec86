import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { storedItem } from '@/tests/fixtures/items';
import { BatchWriter, MAX_WAITING_MARKS } from './batch-writer';
import { openIdbReader, openIdbStore } from './idb-store';
import { MemoryStore } from './memory-store';
import { ResilientStore, type StorageHealth } from './resilient-store';
import type { NewsStore, StoredItem } from './store-types';

const item = (n: number, time = n * 1000) => storedItem(`i${n}`, { title: `t${n}`, time });

const stores: [string, () => Promise<NewsStore>][] = [
  ['IndexedDB', () => openIdbStore(new IDBFactory())],
  ['memory', async () => new MemoryStore()],
];

describe.each(stores)('%s store', (_name, open) => {
  it('applies race marks to stored items in the write that carries them, skipping ids not stored', async () => {
    const store = await open();
    await store.putItems([item(1), item(2)]);
    const race = { first: 'Second', over: [{ feed: 'main', ms: 12 }] };
    const marked: StoredItem[] = [];
    await store.putItems([item(3)], { races: new Map([['i1', race], ['i3', race], ['gone', race]]), marked: (one) => marked.push(one) });
    expect(marked.map((one) => [one.id, one.title, one.race])).toEqual([
      ['i1', 't1', race],
      ['i3', 't3', race],
    ]);
    expect((await store.getItem('i1'))?.race).toEqual(race);
    expect((await store.getItem('i3'))?.race).toEqual(race);
    expect((await store.getItem('i2'))?.race).toBeUndefined();
    expect(await store.getItem('gone')).toBeUndefined();
  });

  it('keeps items keyed by id and lists them newest first', async () => {
    const store = await open();
    await store.putItems([item(2), item(1), item(3), item(2)]);
    expect((await store.recent(10)).map((i) => i.id)).toEqual(['i3', 'i2', 'i1']);
    expect(await store.countItems()).toBe(3);
    expect((await store.recent(2)).map((i) => i.id)).toEqual(['i3', 'i2']);
  });

  it('reads the newest N exactly, also when times tie at the boundary', async () => {
    const store = await open();
    await store.putItems([item(1, 100), item(2, 200), item(3, 200), item(4, 200), item(5, 300)]);
    expect((await store.recent(0)).map((i) => i.id)).toEqual([]);
    expect((await store.recent(1)).map((i) => i.id)).toEqual(['i5']);
    const three = await store.recent(3);
    expect(three).toHaveLength(3);
    expect(three[0]?.id).toBe('i5');
    expect(three.every((i) => i.time >= 200)).toBe(true);
    expect((await store.recent(50)).map((i) => i.time)).toEqual([300, 200, 200, 200, 100]);
  });

  it('applies vote totals to stored items only', async () => {
    const store = await open();
    await store.putItems([item(1)]);
    await store.setTally('i1', 4, 1);
    await store.setTally('unknown', 9, 9);
    expect(await store.getItem('i1')).toMatchObject({ likes: 4, dislikes: 1 });
    expect(await store.getItem('unknown')).toBeUndefined();
  });

  it('prunes by count and by age, oldest first', async () => {
    const store = await open();
    await store.putItems([1, 2, 3, 4, 5, 6].map((n) => item(n)));
    expect(await store.prune({ maxItems: 4, maxAgeMs: 1e12 }, 7_000)).toBe(2);
    expect(await store.prune({ maxItems: 100, maxAgeMs: 2_500 }, 7_000)).toBe(2);
    expect((await store.recent(10)).map((i) => i.id)).toEqual(['i6', 'i5']);
  });

  it('removes items whose time no date can show, and only those', async () => {
    const store = await open();
    const now = Date.UTC(2026, 10, 1);
    await store.putItems([item(1, 1), item(2, now), item(3, now + 2 * 86_400_000), item(4, 1e16), item(5, now + 3_600_000)]);
    expect(await store.removeImplausible(now)).toBe(3);
    expect((await store.recent(10)).map((i) => i.id)).toEqual(['i5', 'i2']);
    expect(await store.removeImplausible(now)).toBe(0);
  });

  it('keeps the user votes: set, remove, replace', async () => {
    const store = await open();
    await store.setVote('a', 'like', 1);
    await store.setVote('b', 'dislike', 2);
    await store.setVote('a', null, 3);
    expect(await store.votes()).toEqual([{ newsId: 'b', vote: 'dislike', time: 2 }]);
    await store.replaceVotes([{ newsId: 'c', vote: 'like' }]);
    expect(await store.votes()).toEqual([{ newsId: 'c', vote: 'like' }]);
    await store.clear();
    expect(await store.votes()).toEqual([]);
  });

  it("replaces one feed's votes at a time: the others' stay, and an extra feed cannot take over another's", async () => {
    const store = await open();
    const byId = async () => Object.fromEntries((await store.votes()).map((vote) => [vote.newsId, vote]));
    await store.setVote('m1', 'like', 1);
    await store.setVote('s1', 'dislike', 2, 'second');
    await store.replaceVotes([{ newsId: 'h1', vote: 'like' }], 'hostile');
    // The hostile feed's history names the first feed's and the second's ids: they stay theirs.
    await store.replaceVotes([{ newsId: 'm1', vote: 'dislike' }, { newsId: 's1', vote: 'like' }, { newsId: 'h2', vote: 'like' }], 'hostile');
    expect(await byId()).toEqual({
      m1: { newsId: 'm1', vote: 'like', time: 1 },
      s1: { newsId: 's1', vote: 'dislike', time: 2, feed: 'second' },
      h2: { newsId: 'h2', vote: 'like', feed: 'hostile' },
    });
    await store.replaceVotes([{ newsId: 's2', vote: 'like', time: 5 }], 'second');
    await store.replaceVotes([{ newsId: 'm2', vote: 'like' }]);
    expect(await byId()).toEqual({
      m2: { newsId: 'm2', vote: 'like' },
      s2: { newsId: 's2', vote: 'like', time: 5, feed: 'second' },
      h2: { newsId: 'h2', vote: 'like', feed: 'hostile' },
    });
  });
});

describe('ResilientStore', () => {
  it('moves to memory when IndexedDB fails, keeps the failed write and says so once', async () => {
    const broken = new MemoryStore();
    broken.putItems = async () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    };
    const reports: StorageHealth[] = [];
    const store = new ResilientStore(Object.assign(broken, { kind: 'indexeddb' as const }) as unknown as NewsStore, (h) => reports.push(h));
    await store.putItems([item(1)]);
    await store.putItems([item(2)]);
    expect(store.kind).toBe('memory');
    expect((await store.recent(5)).map((i) => i.id)).toEqual(['i2', 'i1']);
    expect(reports).toEqual([{ kind: 'memory', error: 'QuotaExceededError: quota exceeded' }]);
  });

  it('starts in memory when IndexedDB cannot be opened', async () => {
    const reports: StorageHealth[] = [];
    const store = new ResilientStore(new Error('blocked'), (h) => reports.push(h));
    await store.putItems([item(1)]);
    expect(store.kind).toBe('memory');
    expect(reports).toEqual([{ kind: 'memory', error: 'blocked' }]);
  });
});

describe('BatchWriter', () => {
  it('writes in batches by size or delay and prunes at most every so often', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const writes: number[] = [];
    const put = store.putItems.bind(store);
    store.putItems = async (items) => {
      writes.push(items.length);
      return put(items);
    };
    const writer = new BatchWriter(store, clock, {
      maxBatch: 3,
      maxDelayMs: 200,
      pruneEveryMs: 60_000,
      retention: () => ({ maxItems: 4, maxAgeMs: Number.POSITIVE_INFINITY }),
      onError: () => {},
    });
    for (let n = 1; n <= 4; n++) writer.add(item(n));
    clock.advance(200);
    await writer.flush();
    expect(writes).toEqual([3, 1]);
    for (let n = 5; n <= 7; n++) writer.add(item(n));
    await writer.flush();
    expect(await store.countItems()).toBe(7);
    clock.advance(60_000);
    writer.add(item(8));
    await writer.flush();
    expect(await store.countItems()).toBe(4);
  });
});

describe('BatchWriter under a store slower than the arrivals', () => {
  it('holds and writes one copy of each waiting item however often it is handed in, one write at a time', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writes: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const put = store.putItems.bind(store);
    store.putItems = async (items) => {
      writes.push(items.length);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await gate;
      inFlight--;
      return put(items);
    };
    const writer = new BatchWriter(store, clock, { maxBatch: 100, maxDelayMs: 250, pruneEveryMs: 60_000, retention: () => ({ maxItems: 100_000, maxAgeMs: Number.MAX_SAFE_INTEGER }), onError: () => {} });
    // Three feeds: each item arrives, then two later copies mark its card, while the store stalls.
    for (let n = 0; n < 1_000; n++) for (let copy = 0; copy < 3; copy++) writer.add({ ...item(n), title: `t${n} copy ${copy}` });
    expect(writer.backlog).toBe(1_000);
    expect(writer.unwrittenItem('i500')?.title).toBe('t500 copy 2');
    release();
    await writer.flush();
    // The first batch of 100 went before the copies of its last item; everything else waited once.
    expect(writes).toEqual([100, 901]);
    expect(mostInFlight).toBe(1);
    expect(writer.backlog).toBe(0);
    expect(await store.countItems()).toBe(1_000);
    expect((await store.getItem('i500'))?.title).toBe('t500 copy 2');
  });
});

describe('BatchWriter race marks', () => {
  const race = (ms: number) => ({ first: 'Second', over: [{ feed: 'main', ms }] });
  function stalledWriter() {
    const clock = new FakeClock();
    const store = new MemoryStore();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const put = store.putItems.bind(store);
    const writes: { items: number; marks: number }[] = [];
    store.putItems = async (items, marks) => {
      writes.push({ items: items.length, marks: marks?.races.size ?? 0 });
      await gate;
      return put(items, marks);
    };
    const marked: StoredItem[] = [];
    const writer = new BatchWriter(store, clock, { maxBatch: 100, maxDelayMs: 250, pruneEveryMs: 60_000, retention: () => ({ maxItems: 100_000, maxAgeMs: Number.MAX_SAFE_INTEGER }), onError: () => {}, onMarked: (one) => marked.push(one) });
    return { clock, store, put, writer, writes, marked, release };
  }

  it('marks a waiting item in place and tells pages at once; a stored one in the next write', async () => {
    const { put, writer, writes, marked, release } = stalledWriter();
    await put([item(1)]);
    writer.add(item(2));
    writer.mark('i2', race(5));
    writer.mark('i1', race(7));
    expect(writer.backlog).toBe(2);
    expect(marked.map((one) => [one.id, one.race])).toEqual([['i2', race(5)]]);
    release();
    await writer.flush();
    expect(writes).toEqual([{ items: 1, marks: 1 }]);
    expect(marked.map((one) => [one.id, one.race])).toEqual([
      ['i2', race(5)],
      ['i1', race(7)],
    ]);
    expect(writer.backlog).toBe(0);
  });

  it(`keeps at most ${MAX_WAITING_MARKS} marks waiting on a stalled store, one write in flight, and applies every mark kept once it answers`, async () => {
    const { put, writer, writes, store, marked, release } = stalledWriter();
    const total = MAX_WAITING_MARKS + 500;
    await put(Array.from({ length: total + 1 }, (_, n) => item(n)));
    // A write the store holds, then the marks behind it; a later result for one item replaces its earlier.
    writer.add({ ...item(total), title: 'in flight' });
    void writer.flush();
    for (let n = 0; n < total; n++) writer.mark(`i${n}`, race(n));
    writer.mark('i0', race(99));
    expect(writes).toEqual([{ items: 1, marks: 0 }]);
    expect(writer.backlog).toBe(1 + MAX_WAITING_MARKS);
    let flushed = false;
    const flushing = writer.flush().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flushed).toBe(false);
    release();
    await flushing;
    expect(writes).toEqual([
      { items: 1, marks: 0 },
      { items: 0, marks: MAX_WAITING_MARKS },
    ]);
    expect(writer.backlog).toBe(0);
    expect(marked).toHaveLength(MAX_WAITING_MARKS);
    expect((await store.getItem('i0'))?.race).toEqual(race(99));
    expect((await store.getItem(`i${MAX_WAITING_MARKS - 1}`))?.race).toEqual(race(MAX_WAITING_MARKS - 1));
    // Past the budget the card shows no race line; the item itself is unharmed.
    expect(await store.getItem(`i${MAX_WAITING_MARKS}`)).toEqual(item(MAX_WAITING_MARKS));
    expect((await store.getItem(`i${total}`))?.title).toBe('in flight');
    expect(await store.countItems()).toBe(total + 1);
  });
});

describe('BatchWriter flush', () => {
  it('resolves once what was handed in before it is stored, however much arrives after', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const gates: (() => void)[] = [];
    const put = store.putItems.bind(store);
    store.putItems = async (items) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return put(items);
    };
    const writer = new BatchWriter(store, clock, { maxBatch: 2, maxDelayMs: 250, pruneEveryMs: 60_000, retention: () => ({ maxItems: 100, maxAgeMs: Number.MAX_SAFE_INTEGER }), onError: () => {} });
    writer.add(item(1));
    writer.add(item(2));
    writer.add(item(3));
    let flushed = false;
    void writer.flush().then(() => (flushed = true));
    // Items keep arriving while each write waits: the flush above waits for item 3's write only.
    for (let n = 4; !flushed && n < 50; n++) {
      writer.add(item(n));
      await new Promise((resolve) => setTimeout(resolve, 0));
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(flushed).toBe(true);
    expect(await store.getItem('i3')).toBeDefined();
    expect(writer.backlog).toBeGreaterThan(0);
  });
});

describe('BatchWriter unwritten items', () => {
  it('lists items handed in until their batch is stored', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const writer = new BatchWriter(store, clock, { maxBatch: 10, maxDelayMs: 250, pruneEveryMs: 60_000, retention: () => ({ maxItems: 100, maxAgeMs: Number.MAX_SAFE_INTEGER }), onError: () => {} });
    writer.add(item(1));
    writer.add(item(2));
    expect(writer.unwrittenItems().map((i) => i.id)).toEqual(['i1', 'i2']);
    expect(await store.countItems()).toBe(0);
    clock.advance(250);
    await writer.flush();
    expect(writer.unwrittenItems()).toEqual([]);
    expect(await store.countItems()).toBe(2);
  });
});

describe('page reader', () => {
  it('reads what the background wrote', async () => {
    const factory = new IDBFactory();
    await (await openIdbStore(factory)).putItems([item(1), item(2)]);
    const reader = await openIdbReader(factory);
    expect((await reader.recent(10)).map((i) => i.id)).toEqual(['i2', 'i1']);
  });

  it('steps aside (closes) when a newer version needs to upgrade the schema', async () => {
    const factory = new IDBFactory();
    const reader = await openIdbReader(factory);
    const upgrade = factory.open('newsflash', 99);
    await new Promise((resolve, reject) => {
      upgrade.onsuccess = resolve;
      upgrade.onerror = reject;
    });
    upgrade.result.close();
    await expect(reader.recent(1)).rejects.toThrow(/InvalidState|closed/i);
  });
});
