import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { keptDocuments } from '@/tests/fakes/kept-documents';
import type { Fetch } from '../outbound/fetch-capped';
import { CoinNames, MAX_KEPT_NAMES_BYTES, MAX_NAMES_BYTES, MAX_NAMES_ENTRIES } from './names';

const LIST = [
  { id: 'walrus-2', symbol: 'wal', name: 'Walrus' },
  { id: 'aster-2', symbol: 'aster', name: 'Aster' },
];
const serving =
  (body: () => BodyInit, status = 200): Fetch =>
  async (input) =>
    String(input) === 'https://names.example/api/v3/coins/list' ? new Response(body(), { status, headers: { 'content-type': 'application/json' } }) : new Response('', { status: 404 });
const list = (entries: unknown[]) => serving(() => JSON.stringify(entries));
const offline: Fetch = async () => {
  throw new TypeError('fetch failed');
};

const options = (fetch: Fetch, store = keptDocuments(), now = () => 1_000, lines: string[] = []) => ({ api: 'https://names.example/', fetch, documents: store, log: (line: string) => lines.push(line), now });

describe('CoinNames', () => {
  it('reads the list, keeps only each coin’s ticker and name, and drops one odd entry alone', async () => {
    const store = keptDocuments();
    const names = new CoinNames(options(list([...LIST, { id: 'x', symbol: 'bad\u0000', name: 'Control' }, { id: 'y', symbol: 'big', name: 'n'.repeat(101) }, 'garbage']), store));
    expect(await names.refresh()).toBe(true);
    names.stop();
    expect(names.entries()).toEqual([
      { symbol: 'wal', name: 'Walrus' },
      { symbol: 'aster', name: 'Aster' },
    ]);
    expect(names.health()).toEqual({ entries: 2, fetchedAt: 1_000, error: null });
    expect(JSON.parse(store.kept.get('coin-names')!.json)).toEqual({ entries: names.entries() });
  });

  it('tells its listener after each new list, not after a failed refresh', async () => {
    let answer = list(LIST);
    const names = new CoinNames(options(async (input) => answer(input)));
    let changes = 0;
    await names.start(() => changes++);
    await names.settled();
    answer = offline;
    await names.refresh();
    names.stop();
    expect(changes).toBe(1);
  });

  it('starts offline from the kept list, and says why a refresh failed while keeping it', async () => {
    const store = keptDocuments();
    const online = new CoinNames(options(list(LIST), store));
    await online.refresh();
    online.stop();
    const later = new CoinNames(options(offline, store, () => 1_000 + 2 * 86_400_000));
    await later.start();
    await later.settled();
    later.stop();
    expect(later.entries()).toHaveLength(2);
    expect(later.health()).toEqual({ entries: 2, fetchedAt: 1_000, error: 'unreachable (fetch failed)' });
  });

  it.each([
    ['not JSON', serving(() => '<html>busy</html>')],
    ['an object, not a list', serving(() => JSON.stringify({ coins: LIST }))],
    ['a list with no readable coin', list([{ id: 1 }, null, { symbol: '', name: '' }])],
    ['an empty list', list([])],
    ['an error status', serving(() => '[]', 500)],
  ])('keeps the names it had when the list is %s', async (_, fetch) => {
    const store = keptDocuments();
    const first = new CoinNames(options(list(LIST), store));
    await first.refresh();
    first.stop();
    const lines: string[] = [];
    const names = new CoinNames(options(fetch, store, () => 1_000 + 2 * 86_400_000, lines));
    await names.start();
    await names.settled();
    names.stop();
    expect(names.entries()).toHaveLength(2);
    expect(names.health().error).toBeTruthy();
    expect(store.kept.get('coin-names')!.savedAt).toBe(1_000);
    expect(lines[0]).toMatch(/^coin names: .*; detection keeps the names fetched earlier$/);
  });

  it(`stops reading past ${MAX_NAMES_BYTES / 1024 / 1024} MB and keeps the names it had`, async () => {
    const store = keptDocuments();
    const first = new CoinNames(options(list(LIST), store));
    await first.refresh();
    first.stop();
    const huge = serving(() => `[${'{"id":"x","symbol":"x","name":"padding"},'.repeat(Math.ceil(MAX_NAMES_BYTES / 40))}{}]`);
    const names = new CoinNames(options(huge, store, () => 2_000));
    expect(await names.refresh()).toBe(false);
    names.stop();
    expect(names.health().error).toMatch(/MB|bytes|large/i);
    expect(JSON.parse(store.kept.get('coin-names')!.json).entries).toHaveLength(2);
  }, 30_000);

  it(`uses and keeps the first ${MAX_NAMES_ENTRIES} coins of a longer list, under the kept copy's cap`, async () => {
    // 14 MB: under the read cap, twice the entries, each name as long as allowed.
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ id: `c${i}`, symbol: `c${i}`, name: `Coin number ${i} with a long name`.padEnd(100, '.') }));
    const store = keptDocuments();
    const lines: string[] = [];
    const names = new CoinNames(options(list(entries), store, () => 1_000, lines));
    expect(await names.refresh()).toBe(true);
    names.stop();
    expect(names.entries()).toHaveLength(MAX_NAMES_ENTRIES);
    expect(names.entries().at(-1)?.symbol).toBe(`c${MAX_NAMES_ENTRIES - 1}`);
    expect(lines).toEqual([`coin names: https://names.example/api/v3/coins/list lists 100000 coins; the first ${MAX_NAMES_ENTRIES} are used`]);
    expect(store.kept.get('coin-names')!.json.length).toBeLessThan(MAX_KEPT_NAMES_BYTES);
  }, 30_000);

  it('gives up on a list that does not arrive within its time, keeping the names it had', async () => {
    const store = keptDocuments();
    const first = new CoinNames(options(list(LIST), store));
    await first.refresh();
    first.stop();
    const hanging: Fetch = (_, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const names = new CoinNames({ ...options(hanging, store, () => 2_000), timeoutMs: 50 });
    await names.start();
    expect(await names.refresh()).toBe(false);
    names.stop();
    expect(names.health()).toEqual({ entries: 2, fetchedAt: 1_000, error: 'no answer within 0.05 s' });
  });

  it('reads no kept copy larger than its cap, nor a broken one: it fetches the list again instead', async () => {
    for (const json of ['x'.repeat(MAX_KEPT_NAMES_BYTES + 1), '{"entries":', '{"entries":"none"}']) {
      const store = keptDocuments();
      store.kept.set('coin-names', { json, savedAt: 1_000 });
      let asked = 0;
      const counting: Fetch = async (input) => {
        asked++;
        return list(LIST)(input);
      };
      const names = new CoinNames(options(counting, store, () => 2_000));
      await names.start();
      await names.settled();
      names.stop();
      expect(asked).toBe(1);
      expect(names.entries()).toHaveLength(2);
    }
  });
});

/** CoinGecko's `coins/list` of February 2024, 12,868 entries: ALEXA8596/CoinGecko-Price-Bots `coins_list.json` at a9ef3b4fc1471797beb4f10ddf9096f63c64f106. */
describe.skipIf(!RECORDED)('CoinNames, as CoinGecko answered', () => {
  it('keeps the 12,863 coins with a ticker and a name, leaving out the four without a ticker and one whose ticker is 38 letters', async () => {
    const names = new CoinNames(options(serving(() => recorded('markets/coingecko-coins-list-2024.json.gz'))));
    expect(await names.refresh()).toBe(true);
    names.stop();
    expect(names.health()).toEqual({ entries: 12_863, fetchedAt: 1_000, error: null });
    expect(names.entries().filter((entry) => entry.symbol === 'sei')).toEqual([
      { symbol: 'sei', name: 'Sei' },
      { symbol: 'sei', name: 'SeiWhale' },
    ]);
    expect(names.entries()[0]).toEqual({ symbol: 'zoc', name: '01coin' });
    expect(names.entries().some((entry) => entry.name === 'BAYC Fraction Token' || entry.name === 'DEV SMASHED HIS KEYBOARD')).toBe(false);
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
