import { IDBDatabase, IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
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
    let waited: number | undefined;
    // The wait ends as soon as it starts: the test's clock, not a sleep.
    const store = storeOpenedWithin(factory, 10_000, (callback, ms) => {
      waited = ms;
      queueMicrotask(callback);
      return () => undefined;
    });
    await expect(store).rejects.toThrow('IndexedDB is not available here');
    expect(waited).toBe(10_000);
    // Once the holder goes, the open completes and is closed at once: it holds the database from nobody.
    const closed = vi.spyOn(IDBDatabase.prototype, 'close');
    holder.close();
    await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(2));
    closed.mockRestore();
  });

  it('opens as usual when nothing holds it, and starts no wait', async () => {
    let started = false;
    const store = await storeOpenedWithin(new IDBFactory(), 10_000, () => {
      started = true;
      return () => undefined;
    });
    expect(store.kind).toBe('indexeddb');
    expect(started).toBe(false);
  });
});
