import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { storedItem } from '@/tests/fixtures/items';
import type { StorageHealth } from '@/utils/store/resilient-store';
import { MemoryStore } from '@/utils/store/memory-store';
import { openItemStore } from './open-item-store';

const retention = () => ({ maxItems: 100, maxAgeMs: 86_400_000 });
const inMemory = async () => new MemoryStore();

describe('openItemStore', () => {
  it('removes stored items no date can show and counts them; the rest stay', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    await store.putItems([storedItem('fine', { time: clock.now() }), storedItem('absurd', { time: 1e16 })]);
    const opened = await openItemStore({ openStore: async () => store, inMemory, clock, retention, onHealth: () => {} });
    expect(opened.unreadableRemoved).toBe(1);
    expect((await opened.store.recent(10)).map((item) => item.id)).toEqual(['fine']);
  });

  it('leaves the cache unscanned when told only checked times were ever written to it (the web page)', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    await store.putItems([storedItem('fine', { time: clock.now() })]);
    let scanned = false;
    store.removeImplausible = async () => ((scanned = true), 0);
    const opened = await openItemStore({ openStore: async () => store, inMemory, clock, retention, onHealth: () => {}, clearImplausible: false });
    expect(scanned).toBe(false);
    expect(opened.unreadableRemoved).toBe(0);
    expect((await opened.store.recent(10)).map((item) => item.id)).toEqual(['fine']);
  });

  it('an IndexedDB that will not open leaves a working memory store and says why', async () => {
    const health: StorageHealth[] = [];
    const clock = new FakeClock();
    const opened = await openItemStore({ openStore: async () => Promise.reject(new Error('blocked')), inMemory, clock, retention, onHealth: (next) => health.push(next) });
    opened.writer.add(storedItem('kept', { time: clock.now() }));
    await opened.writer.flush();
    expect((await opened.store.recent(10)).map((item) => item.id)).toEqual(['kept']);
    expect(health).toEqual([{ kind: 'memory', error: 'blocked' }]);
  });
});
