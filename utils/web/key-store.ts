import type { KeyStore } from './web-engine-types';

const KEY = 'newsflash:apiKey';

/**
 * The reader's key in this origin's own storage: no other site can read it, the page sends it
 * only to its own origin, and "Remove key" deletes it. Storage a policy disabled keeps it for
 * this visit only.
 */
export function pageKeyStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): KeyStore {
  let held = '';
  return {
    get() {
      try {
        return storage.getItem(KEY) ?? held;
      } catch {
        return held;
      }
    },
    set(key) {
      held = key;
      try {
        storage.setItem(KEY, key);
      } catch {
        // Held in memory for this visit.
      }
    },
    remove() {
      held = '';
      try {
        storage.removeItem(KEY);
      } catch {
        // Nothing was stored.
      }
    },
  };
}
