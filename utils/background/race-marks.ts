import type { RaceResult } from '@/utils/feed/feed-race';
import type { LiveEvent } from '@/utils/messages';
import type { StoredItem } from '@/utils/store/store-types';

export interface RaceMarksDeps {
  /** The item as stored or still on its way to the store. */
  find: (id: string) => Promise<StoredItem | undefined>;
  store: (item: StoredItem) => void;
  broadcast: (event: LiveEvent) => void;
}

/**
 * A later copy arrived: the first copy's stored item learns who won and by how much, and open pages
 * update its card in place. Nothing is notified: the first copy already was.
 */
export function markRaces(deps: RaceMarksDeps): (raced: { id: string; race: RaceResult }) => Promise<void> {
  return async ({ id, race }) => {
    const item = await deps.find(id);
    if (!item) return;
    const marked = { ...item, race };
    deps.store(marked);
    deps.broadcast({ type: 'items', items: [marked] });
  };
}
