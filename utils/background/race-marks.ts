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
 * update its card in place. Nothing is notified: the first copy already was. `pending` counts marks
 * under way (the race bench reads the heap once there are none).
 */
export function markRaces(deps: RaceMarksDeps) {
  let pending = 0;
  const mark = async ({ id, race }: { id: string; race: RaceResult }): Promise<void> => {
    const item = await deps.find(id);
    if (!item) return;
    const marked = { ...item, race };
    deps.store(marked);
    deps.broadcast({ type: 'items', items: [marked] });
  };
  return {
    mark: async (raced: { id: string; race: RaceResult }) => {
      pending++;
      try {
        await mark(raced);
      } finally {
        pending--;
      }
    },
    pending: () => pending,
  };
}
