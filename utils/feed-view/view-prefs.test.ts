import { describe, expect, it } from 'vitest';
import { defaultViewPrefs, loadViewPrefs, readViewPrefs, saveViewPrefs, VIEW_PREFS_KEY } from './view-prefs';

describe('view preferences', () => {
  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const prefs = { filter: { query: 'btc', coin: 'BTC', source: 'Upbit', mine: true }, dislike: { margin: 5, mode: 'hide' as const }, singleKeys: false };
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
  it('survives storage that throws', () => {
    expect(loadViewPrefs({ getItem: () => { throw new Error('denied'); } })).toEqual(defaultViewPrefs);
  });
});
