import { browser } from '@/utils/base/bare-browser';
import { defaultDislikePolicy, noFilter, readNoticeFilter, type DislikePolicy, type FeedFilter } from './filter';

/**
 * How the user likes the feed shown. Read from the extension's own localStorage, which a page can
 * read synchronously before the popup's first paint; every save is copied to storage.local too
 * (`VIEW_PREFS_STORED`), where the worker syncs it, and a page adopts what sync brought there.
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
  try {
    return readStoredViewPrefs(raw ? JSON.parse(raw) : {});
  } catch {
    return defaultViewPrefs;
  }
}

/** The same, from a stored object (storage.local's copy, or one from sync). */
export function readStoredViewPrefs(value: unknown): ViewPrefs {
  const stored = value as { version?: unknown; filter?: Record<string, unknown>; dislike?: unknown; singleKeys?: unknown } | null;
  if (typeof stored !== 'object' || stored === null || stored.version !== VERSION) return defaultViewPrefs;
  const filter = typeof stored.filter === 'object' && stored.filter !== null ? stored.filter : {};
  return {
    filter: {
      query: str(filter.query, 200),
      coin: str(filter.coin, 40),
      source: str(filter.source, 100),
      mine: filter.mine === true,
      notice: readNoticeFilter(filter.notice),
    },
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

/** The view preferences as storage.local and sync hold them. */
export const VIEW_PREFS_STORED = 'viewPrefs';
export const storedViewPrefs = (prefs: ViewPrefs) => ({ version: VERSION, ...prefs });

/** The extension's storage.local, where there is one (not in a plain page or a unit test's node). */
type Area = { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> };
const extensionArea = (): Area | undefined => (browser as { storage?: { local?: Area } } | undefined)?.storage?.local;

export function saveViewPrefs(prefs: ViewPrefs, store: Pick<Storage, 'setItem'> = localStorage, area: Area | undefined = extensionArea()): void {
  try {
    store.setItem(VIEW_PREFS_KEY, JSON.stringify(storedViewPrefs(prefs)));
  } catch (error) {
    console.warn('newsflash: could not save the view preferences', error);
  }
  area?.set({ [VIEW_PREFS_STORED]: storedViewPrefs(prefs) }).catch((error: unknown) => console.warn('newsflash: could not store the view preferences', error));
}

/**
 * Run as a page opens: what sync brought into storage.local becomes this page's localStorage (the
 * feed shows it from its next opening), and on the first opening since sync existed what
 * localStorage had goes to storage.local, so the worker can sync it.
 */
export async function adoptStoredViewPrefs(area: Area | undefined = extensionArea(), store: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Promise<void> {
  if (!area) return;
  try {
    const stored = (await area.get(VIEW_PREFS_STORED))[VIEW_PREFS_STORED];
    const local = store.getItem(VIEW_PREFS_KEY);
    if (stored === undefined) {
      if (local) await area.set({ [VIEW_PREFS_STORED]: storedViewPrefs(readViewPrefs(local)) });
      return;
    }
    const adopted = JSON.stringify(storedViewPrefs(readStoredViewPrefs(stored)));
    if (adopted !== local) store.setItem(VIEW_PREFS_KEY, adopted);
  } catch (error) {
    console.warn('newsflash: could not adopt the stored view preferences', error);
  }
}
