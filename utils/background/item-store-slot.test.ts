import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { storedItem } from '@/tests/fixtures/items';
import { MemoryStore } from '@/utils/store/memory-store';
import { itemStoreSlot } from './item-store-slot';

const retention = () => ({ maxItems: 100, maxAgeMs: 86_400_000 });

describe('itemStoreSlot', () => {
  it('says nothing is stored before it opens, and drops nothing it is handed then', async () => {
    const slot = itemStoreSlot();
    slot.add(storedItem('early'));
    expect([slot.store(), await slot.find('early'), await slot.recent(5), slot.unwritten(), slot.unreadableRemoved()]).toEqual([undefined, undefined, [], [], 0]);
    expect(slot.health()).toEqual({ kind: 'indexeddb' });
  });

  it('finds an item still on its way to the store as well as one written, and follows the store’s health', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    await store.putItems([storedItem('kept', { time: clock.now() })]);
    const slot = itemStoreSlot();
    await slot.open({ openStore: async () => store, clock, retention }, () => undefined);
    slot.add(storedItem('arriving', { time: clock.now() }));
    expect((await slot.find('arriving'))?.id).toBe('arriving');
    expect((await slot.find('kept'))?.id).toBe('kept');
    expect((await slot.recent(5)).map((item) => item.id)).toEqual(['kept']);

    let told = 0;
    const failing = itemStoreSlot();
    await failing.open({ openStore: () => Promise.reject(new Error('blocked')), clock, retention }, () => told++);
    expect([failing.health().kind, told]).toEqual(['memory', 1]);
  });
});
