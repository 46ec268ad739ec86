import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Rule } from '@/utils/notify/rules';
import { storedViewPrefs } from '@/utils/feed-view/view-prefs';
import { defaultAlerts, settings } from '@/utils/settings';
import { itemBytes, RETRY_MS, SYNC_QUOTA, WRITE_GAP_MS } from './budget';
import { pieceNames, syncedPieces } from './pieces';
import { registerSettingsSync } from './register';
import { createSettingsSync, wxtSyncArea } from './settings-sync';

/** The worker's timers and clock, moved by the test. */
function fakeTime(start = 1_000_000) {
  let now = start;
  let timers: { due: number; job: () => void }[] = [];
  return {
    now: () => now,
    later: (job: () => void, ms: number) => void timers.push({ due: now + ms, job }),
    pending: () => timers.map(({ due }) => due - now),
    /** Moves the clock to each due timer in turn, up to `ms` from now, running it. */
    async advance(ms: number, settle: () => Promise<unknown>) {
      const end = now + ms;
      for (;;) {
        await settle();
        const next = timers.filter(({ due }) => due <= end).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        now = Math.max(now, next.due);
        next.job();
      }
      now = end;
      await settle();
    },
    set: (at: number) => void (now = at),
  };
}

/**
 * `storage.sync` refusing what Chrome refuses: an item over 8,192 bytes, more than 102,400 in all
 * or 512 items, more than 120 writes a minute or 1,800 an hour. Returns the writes it took.
 */
function chromeQuotas(now: () => number) {
  const accepted: number[] = [];
  const original = fakeBrowser.storage.sync.set.bind(fakeBrowser.storage.sync);
  vi.spyOn(fakeBrowser.storage.sync, 'set').mockImplementation(async (items: Record<string, unknown>) => {
    const within = (ms: number) => accepted.filter((at) => at > now() - ms).length;
    if (within(60_000) >= SYNC_QUOTA.writesPerMinute) throw new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded');
    if (within(3_600_000) >= SYNC_QUOTA.writesPerHour) throw new Error('MAX_WRITE_OPERATIONS_PER_HOUR quota exceeded');
    for (const [key, value] of Object.entries(items)) if (itemBytes(key, value) > SYNC_QUOTA.itemBytes) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
    const after = { ...(await fakeBrowser.storage.sync.get(null)), ...items };
    if (Object.keys(after).length > SYNC_QUOTA.items) throw new Error('MAX_ITEMS quota exceeded');
    if (Object.entries(after).reduce((sum, [key, value]) => sum + itemBytes(key, value), 0) > SYNC_QUOTA.totalBytes) throw new Error('QUOTA_BYTES quota exceeded');
    accepted.push(now());
    return original(items);
  });
  return accepted;
}

const rule = (id: string, extra: Partial<Rule> = {}): Rule => ({ id, name: `Rule ${id}`, enabled: true, action: 'notify', match: { coins: ['BTC'] }, ...extra });
/** A rule of about 1.3 kB: seven of them are more than one sync item holds. */
const bigRule = (id: string) => rule(id, { match: { keywords: Array.from({ length: 12 }, (_, i) => `listing-${id}-${i}-`.padEnd(99, 'x')) } });
const synced = async () => fakeBrowser.storage.sync.get(null) as Promise<Record<string, { v: number; at: number; value: unknown }>>;
const setRules = async (rules: Rule[]) => settings.alerts.item.setValue({ ...(await settings.alerts.get()), rules });

function startSync(time = fakeTime()) {
  const sync = createSettingsSync({
    pieces: syncedPieces(settings),
    choice: settings.syncChoice,
    state: { get: settings.syncState.get, set: (state) => settings.syncState.item.setValue(state) },
    sync: wxtSyncArea,
    now: time.now,
    later: time.later,
  });
  sync.start();
  return { sync, time, settle: () => time.advance(0, sync.idle), run: (ms = WRITE_GAP_MS) => time.advance(ms, sync.idle) };
}

describe('settings sync', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('a choice changed here goes to storage.sync, with its version and time; the key, addresses and price source never do', async () => {
    await settings.syncChoice.item.setValue('sync');
    await fakeBrowser.storage.local.set({ apiKey: 'nf_secret', serverAddress: 'https://news.example', prices: { enabled: true, source: 'wss://prices.example/s', confirmed: true } });
    const { run, time } = startSync();
    await run();
    await setRules([rule('a')]);
    await settings.badge.item.setValue('off');
    await run();
    const stored = await synced();
    expect(stored).toEqual({ rules: { v: 1, at: time.now() - WRITE_GAP_MS, value: [rule('a')] }, badge: { v: 1, at: time.now() - WRITE_GAP_MS, value: 'off' } });
    expect(Object.keys(stored).every((key) => (pieceNames as readonly string[]).includes(key))).toBe(true);
    expect(JSON.stringify(stored)).not.toMatch(/nf_secret|news\.example|prices\.example|desktop/);
  });

  it("a change from another browser is applied here, and not written back", async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    const writes = vi.spyOn(fakeBrowser.storage.sync, 'set');
    await fakeBrowser.storage.sync.set({ rules: { v: 1, at: time.now() + 5, value: [rule('theirs')] }, images: { v: 1, at: time.now() + 5, value: { feed: false, notifications: true } } });
    await run();
    expect((await settings.alerts.get()).rules).toEqual([rule('theirs')]);
    expect(await settings.images.get()).toEqual({ feed: false, notifications: true });
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('two browsers changing at once: the later change wins, piece by piece, and the other pieces are untouched', async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    time.set(2_000_000);
    await setRules([rule('mine, later')]);
    await settings.alerts.item.setValue({ ...(await settings.alerts.get()), maxPerWindow: 7 });
    // Theirs: rules from before this browser's change, the burst limit from after it.
    await fakeBrowser.storage.sync.set({
      rules: { v: 1, at: 1_999_000, value: [rule('theirs, earlier')] },
      notifications: { v: 1, at: 2_001_000, value: { ...notificationsOf(defaultAlerts), maxPerWindow: 9 } },
    });
    await run(WRITE_GAP_MS * 2);
    const alerts = await settings.alerts.get();
    expect(alerts.rules).toEqual([rule('mine, later')]);
    expect(alerts.maxPerWindow).toBe(9);
    expect((await synced()).rules?.value).toEqual([rule('mine, later')]);
    expect((await synced()).notifications?.value).toMatchObject({ maxPerWindow: 9 });
  });

  it('kept local: nothing is read from or written to sync; turned on, what changed here meanwhile is newer and goes out', async () => {
    const { settle, run, time } = startSync();
    await settle();
    await fakeBrowser.storage.sync.set({ badge: { v: 1, at: 1, value: 'off' }, rules: { v: 1, at: time.now() + 10_000, value: [rule('theirs, newest')] } });
    time.set(time.now() + 1_000);
    await settings.images.item.setValue({ feed: false, notifications: false });
    await run();
    expect(await settings.badge.get()).toBe('count');
    expect((await settings.alerts.get()).rules).toEqual(defaultAlerts.rules);
    expect((await synced()).images).toBeUndefined();
    await settings.syncChoice.item.setValue('sync');
    await run();
    // The badge and rules were not changed here since sync came: the other browser's are newer.
    expect(await settings.badge.get()).toBe('off');
    expect((await settings.alerts.get()).rules).toEqual([rule('theirs, newest')]);
    expect((await synced()).images?.value).toEqual({ feed: false, notifications: false });
  });

  it('a fresh install syncs, an update keeps what was chosen (local when nothing was)', async () => {
    registerSettingsSync(fakeBrowser as unknown as WxtBrowser, settings);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', previousVersion: '0.1.0', temporary: false });
    expect(await settings.syncChoice.get()).toBe('local');
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(await settings.syncChoice.get()).toBe('sync');
  });

  it("past one item's 8,192 bytes: the rules stay here, whole, take nothing from sync, and the page is told; everything else still syncs", async () => {
    // Five pieces at most 8,192 bytes each: the 102,400-byte total and the 512 items cannot be reached.
    expect(pieceNames.length * SYNC_QUOTA.itemBytes).toBeLessThan(SYNC_QUOTA.totalBytes);
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    const accepted = chromeQuotas(time.now);
    await settle();
    const big = Array.from({ length: 8 }, (_, i) => bigRule(`r${i}`));
    await setRules(big);
    await settings.badge.item.setValue('off');
    await run();
    const state = await settings.syncState.get();
    expect(state.pieces.rules).toMatchObject({ problem: 'tooLarge', bytes: expect.any(Number) });
    expect(state.pieces.rules!.bytes).toBeGreaterThan(SYNC_QUOTA.itemBytes);
    expect(state.error).toBeUndefined();
    expect(await synced()).toEqual({ badge: expect.objectContaining({ value: 'off' }) });
    expect(accepted).toHaveLength(1);
    // Another browser's rules, newer: not applied over the ones too large to sync.
    await fakeBrowser.storage.sync.set({ rules: { v: 1, at: time.now() + 60_000, value: [rule('theirs')] } });
    await run();
    expect((await settings.alerts.get()).rules).toEqual(big);
    // Made to fit again, they sync.
    await setRules(big.slice(0, 3));
    await run();
    expect((await synced()).rules?.value).toEqual(big.slice(0, 3));
    expect((await settings.syncState.get()).pieces.rules?.problem).toBeUndefined();
  });

  it("past the browser's write rates: a reader changing something every 100 ms for an hour makes at most 24 writes a minute, none refused, and the last value arrives", async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, time, sync } = startSync();
    const accepted = chromeQuotas(time.now);
    await settle();
    for (let tick = 0; tick < 36_000; tick++) {
      await settings.alerts.item.setValue({ ...(await settings.alerts.get()), windowSeconds: (tick % 600) + 1 });
      await time.advance(100, sync.idle);
    }
    await time.advance(WRITE_GAP_MS, sync.idle);
    expect(accepted.slice(1).every((at, i) => at - accepted[i]! >= WRITE_GAP_MS)).toBe(true);
    expect(accepted.length).toBeGreaterThan(1_000);
    expect((await settings.syncState.get()).error).toBeUndefined();
    expect((await synced()).notifications?.value).toMatchObject({ windowSeconds: (35_999 % 600) + 1 });
  }, 60_000);

  it('a write the browser refuses leaves everything here as it was, says why, and is tried again a minute later', async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValueOnce(new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded'));
    await setRules([rule('a')]);
    await settle();
    expect((await settings.syncState.get()).error).toMatch(/MAX_WRITE_OPERATIONS_PER_MINUTE/);
    expect((await settings.alerts.get()).rules).toEqual([rule('a')]);
    expect(await synced()).toEqual({});
    expect(time.pending()).toEqual([RETRY_MS]);
    await run(RETRY_MS);
    expect((await synced()).rules?.value).toEqual([rule('a')]);
    expect((await settings.syncState.get()).error).toBeUndefined();
  });

  it('damaged or hostile values in sync are not applied: this browser keeps its own and writes it back', async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    await setRules([rule('mine')]);
    await run();
    await fakeBrowser.storage.sync.set({
      rules: { v: 1, at: time.now() + 1_000, value: [rule('fine'), { id: 'x', action: 'explode' }] },
      badge: { v: 1, at: time.now() + 1_000, value: 'flashing' },
      images: 'junk',
    });
    await run();
    expect((await settings.alerts.get()).rules).toEqual([rule('mine')]);
    expect(await settings.badge.get()).toBe('count');
    expect((await synced()).rules?.value).toEqual([rule('mine')]);
  });

  it('a piece written by a later Newsflash is held: neither applied here nor overwritten, and the page is told', async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    const later = { v: 2, at: time.now() + 1_000, value: { rules: [], groups: [] } };
    await fakeBrowser.storage.sync.set({ rules: later });
    await run();
    await setRules([rule('mine')]);
    await run();
    expect((await synced()).rules).toEqual(later);
    expect((await settings.alerts.get()).rules).toEqual([rule('mine')]);
    expect((await settings.syncState.get()).pieces.rules?.problem).toBe('newer');
  });

  it("the feed's filters, dislike policy and shortcuts sync as one piece; a damaged field from sync is not applied", async () => {
    await settings.syncChoice.item.setValue('sync');
    const { settle, run, time } = startSync();
    await settle();
    const mine = { filter: { query: 'etf', coin: 'BTC', source: '', mine: false, notice: 'any' as const }, dislike: { margin: 4, mode: 'hide' as const }, singleKeys: false };
    await fakeBrowser.storage.local.set({ viewPrefs: storedViewPrefs(mine) });
    await run();
    expect((await synced()).view?.value).toEqual(mine);
    const theirs = { ...mine, dislike: { margin: 9, mode: 'dim' as const } };
    await fakeBrowser.storage.sync.set({ view: { v: 1, at: time.now() + 1, value: theirs } });
    await run();
    expect((await fakeBrowser.storage.local.get('viewPrefs')).viewPrefs).toEqual(storedViewPrefs(theirs));
    await fakeBrowser.storage.sync.set({ view: { v: 1, at: time.now() + 2, value: { ...theirs, dislike: { margin: -1, mode: 'dim' } } } });
    await run();
    expect((await fakeBrowser.storage.local.get('viewPrefs')).viewPrefs).toEqual(storedViewPrefs(theirs));
  });

  it('untouched defaults are not sent (a new computer may not have received sync yet); a value its reader set is', async () => {
    await settings.syncChoice.item.setValue('sync');
    await fakeBrowser.storage.local.set({ badge: 'off' });
    const { run } = startSync();
    await run();
    expect(Object.keys(await synced())).toEqual(['badge']);
  });
});

function notificationsOf({ defaultAction, quietHours, maxPerWindow, windowSeconds, allowRequireInteraction }: typeof defaultAlerts) {
  return { defaultAction, quietHours, maxPerWindow, windowSeconds, allowRequireInteraction };
}
