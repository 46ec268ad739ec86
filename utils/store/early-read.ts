import type { StoreReader } from './idb-store';

/**
 * The cache opened and its first page read as soon as the page's code runs, beside the fetch of
 * the reader's words rather than after it and the first render: the feed's first ask for that page
 * (`recent(firstPage)`) takes the read already made; every other read is the reader's own. A
 * failure is the feed's to handle when it asks (it falls back to the engine), not before.
 */
export function earlyRead(open: () => Promise<StoreReader>, firstPage: number): () => Promise<StoreReader> {
  const opening = open();
  const first = opening.then((reader) => reader.recent(firstPage));
  // Handled when the feed asks; until then, not an unhandled rejection.
  first.catch(() => undefined);
  let taken = false;
  return async () => {
    const reader = await opening;
    return {
      recent: (limit) => {
        if (taken || limit !== firstPage) return reader.recent(limit);
        taken = true;
        return first;
      },
      getItem: (id) => reader.getItem(id),
      votes: () => reader.votes(),
      countItems: () => reader.countItems(),
    };
  };
}
