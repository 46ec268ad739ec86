import { describe, expect, it, vi } from 'vitest';
import type { StoreReader } from '@/utils/store/idb-store';
import type { StoredItem } from '@/utils/store/store-types';
import { earlyRead } from './early-read';

const item = (id: string) => ({ id }) as StoredItem;

function fakeReader(): StoreReader & { reads: number[] } {
  const reads: number[] = [];
  return {
    reads,
    recent: async (limit) => (reads.push(limit), [item(`read-${reads.length}`)]),
    getItem: async () => undefined,
    votes: async () => [],
    countItems: async () => 1,
  };
}

describe('earlyRead', () => {
  it('opens the cache and reads the first page at once, hands that read to the feed’s first ask, and reads anew after', async () => {
    const store = fakeReader();
    const open = vi.fn(async () => store);
    const openReader = earlyRead(open, 30);
    expect(open).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.reads).toEqual([30]);
    const reader = await openReader();
    expect(await reader.recent(30)).toEqual([item('read-1')]);
    expect(await reader.recent(30)).toEqual([item('read-2')]);
    expect(await reader.recent(5_000)).toEqual([item('read-3')]);
    expect(await (await openReader()).countItems()).toBe(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves a cache that cannot open to the feed’s ask, without an unhandled rejection before', async () => {
    const openReader = earlyRead(() => Promise.reject(new Error('blocked')), 30);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(openReader()).rejects.toThrow('blocked');
  });
});
