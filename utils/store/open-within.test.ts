import { IDBDatabase, IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { storeOpenedWithin } from './open-within';

describe('IndexedDB held by an older connection', () => {
  /** Opens the database at version 1, as version 1 made it, and keeps it open, ignoring every request to close: an older page that never steps aside. */
  const holdOpen = (factory: IDBFactory) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open('newsflash', 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('items', { keyPath: 'id' }).createIndex('time', 'time');
        request.result.createObjectStore('votes', { keyPath: 'newsId' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });

  it('fails after its wait, so the worker runs on memory, and closes the database when the open comes through later', async () => {
    const factory = new IDBFactory();
    const holder = await holdOpen(factory);
    // The wait is the test's clock's, not a sleep: it starts when the open is blocked, and ends at 10 s.
    const clock = new FakeClock();
    const store = storeOpenedWithin(factory, 10_000, clock);
    let settled = false;
    store.catch(() => undefined).finally(() => (settled = true));
    await vi.waitFor(() => expect(clock.pending).toBe(1));
    clock.advance(9_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(store).rejects.toThrow('IndexedDB is not available here');
    // Once the holder goes, the open completes and is closed at once: it holds the database from nobody.
    const closed = vi.spyOn(IDBDatabase.prototype, 'close');
    holder.close();
    await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(2));
    closed.mockRestore();
  });

  it('opens as usual when nothing holds it, and starts no wait', async () => {
    const clock = new FakeClock();
    const store = await storeOpenedWithin(new IDBFactory(), 10_000, clock);
    expect(store.kind).toBe('indexeddb');
    expect(clock.pending).toBe(0);
  });
});
