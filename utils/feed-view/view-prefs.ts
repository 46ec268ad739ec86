import { defaultDislikePolicy, noFilter, type DislikePolicy, type FeedFilter } from './filter';

/**
 * How the user likes the feed shown. Kept in the extension's own localStorage, not storage.local:
 * it is read synchronously before the popup's first paint, and the background never needs it.
 */
export interface ViewPrefs {
  filter: FeedFilter;
  dislike: DislikePolicy;
  /** Character-key shortcuts (j, k, l…) on; off for speech input or anyone they get in the way of. */
  singleKeys: boolean;
}

export const VIEW_PREFS_KEY = 'newsflash:view';
const VERSION = 1;

export const defaultViewPrefs: ViewPrefs = { filter: noFilter, dislike: defaultDislikePolicy, singleKeys: true };

const str = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A dislike policy from untrusted input (storage, an imported file), or undefined if damaged. */
export function readDislikePolicy(value: unknown): DislikePolicy | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { margin, mode } = value as Record<string, unknown>;
  if (typeof margin !== 'number' || !Number.isInteger(margin) || margin < 1 || margin > 1000) return undefined;
  if (mode !== 'dim' && mode !== 'hide') return undefined;
  return { margin, mode };
}

/** Tolerant: a damaged or foreign value gives the defaults for what it damaged, never an error. */
export function readViewPrefs(raw: string | null): ViewPrefs {
  let stored: { version?: unknown; filter?: Record<string, unknown>; dislike?: unknown; singleKeys?: unknown };
  try {
    stored = raw ? JSON.parse(raw) : {};
  } catch {
    return defaultViewPrefs;
  }
  if (typeof stored !== 'object' || stored === null || stored.version !== VERSION) return defaultViewPrefs;
  const filter = stored.filter ?? {};
  return {
    filter: { query: str(filter.query, 200), coin: str(filter.coin, 40), source: str(filter.source, 100), mine: filter.mine === true },
    dislike: readDislikePolicy(stored.dislike) ?? defaultDislikePolicy,
    singleKeys: stored.singleKeys !== false,
  };
}

export function loadViewPrefs(storage: Pick<Storage, 'getItem'> = localStorage): ViewPrefs {
  try {
    return readViewPrefs(storage.getItem(VIEW_PREFS_KEY));
  } catch {
    // Storage disabled by policy: the defaults still make a working popup.
    return defaultViewPrefs;
  }
}

export function saveViewPrefs(prefs: ViewPrefs, store: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    store.setItem(VIEW_PREFS_KEY, JSON.stringify({ version: VERSION, ...prefs }));
  } catch (error) {
    console.warn('newsflash: could not save the view preferences', error);
  }
}
