import { describe, expect, it } from 'vitest';
import { adoptStoredViewPrefs, defaultViewPrefs, loadViewPrefs, readViewPrefs, saveViewPrefs, storedViewPrefs, VIEW_PREFS_KEY } from './view-prefs';

describe('view preferences', () => {
  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const prefs = { filter: { query: 'btc', coin: 'BTC', source: 'Upbit', mine: true, notice: 'delisting' as const }, dislike: { margin: 5, mode: 'hide' as const }, singleKeys: false };
    saveViewPrefs(prefs, storage);
    expect(JSON.parse(store.get(VIEW_PREFS_KEY)!).version).toBe(1);
    expect(loadViewPrefs(storage)).toEqual(prefs);
  });
  it('falls back per field on damaged values and to defaults on foreign ones', () => {
    expect(readViewPrefs('not json')).toEqual(defaultViewPrefs);
    expect(readViewPrefs(JSON.stringify({ version: 99, filter: { query: 'x' } }))).toEqual(defaultViewPrefs);
    expect(readViewPrefs(JSON.stringify({ version: 1, filter: { query: 5, mine: 'yes' }, dislike: { margin: -2, mode: 'explode' } }))).toEqual(defaultViewPrefs);
  });
  it('keeps single-key shortcuts on unless turned off (what was stored before the switch existed)', () => {
    expect(readViewPrefs(JSON.stringify({ version: 1 })).singleKeys).toBe(true);
    expect(readViewPrefs(JSON.stringify({ version: 1, singleKeys: false })).singleKeys).toBe(false);
  });
  it('a save is copied to storage.local for sync; a page adopts what sync stored there, and hands over what only it had', async () => {
    const store = new Map<string, string>();
    const page = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const local = new Map<string, unknown>();
    const area = {
      get: async (key: string) => (local.has(key) ? { [key]: local.get(key) } : {}),
      set: async (items: Record<string, unknown>) => void Object.entries(items).forEach(([k, v]) => local.set(k, v)),
    };
    const mine = { ...defaultViewPrefs, singleKeys: false };
    page.setItem(VIEW_PREFS_KEY, JSON.stringify(storedViewPrefs(mine)));
    await adoptStoredViewPrefs(area, page);
    expect(local.get('viewPrefs')).toEqual(storedViewPrefs(mine));
    const synced = { ...mine, dislike: { margin: 7, mode: 'hide' as const } };
    local.set('viewPrefs', storedViewPrefs(synced));
    await adoptStoredViewPrefs(area, page);
    expect(loadViewPrefs(page)).toEqual(synced);
    saveViewPrefs(defaultViewPrefs, page, area);
    await Promise.resolve();
    expect(local.get('viewPrefs')).toEqual(storedViewPrefs(defaultViewPrefs));
  });
  it('survives storage that throws', () => {
    expect(loadViewPrefs({ getItem: () => { throw new Error('denied'); } })).toEqual(defaultViewPrefs);
  });
});
