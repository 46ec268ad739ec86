import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listingsRule } from '@/utils/notify/rules';
import { alertsItem, apiKeyItem, checkPriceSource, pricesItem, defaultAlerts, DEFAULT_SERVER, MAX_RULES, offerListings, readAlerts, defaultImagesFor, readImages, readPrices, readRetention, serverAddressItem, settings } from '@/utils/settings';

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('defaults: the public service, no key, notify everything', async () => {
    expect(await serverAddressItem.getValue()).toBe(DEFAULT_SERVER);
    expect(await apiKeyItem.getValue()).toBe('');
    expect(await alertsItem.getValue()).toEqual(defaultAlerts);
  });

  it('the key is stored in local storage only', async () => {
    await apiKeyItem.setValue('nf_secret');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({ apiKey: 'nf_secret' });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('readAlerts keeps good rules and fields, dropping only what is damaged', () => {
    const good = { id: 'a', name: 'BTC', enabled: true, action: 'notify', match: { coins: ['BTC'] } };
    const alerts = readAlerts({ rules: [good, { id: 'b', action: 'explode' }, 'junk'], maxPerWindow: -4, windowSeconds: 30 });
    expect(alerts.rules).toEqual([good]);
    expect(alerts.maxPerWindow).toBe(defaultAlerts.maxPerWindow);
    expect(alerts.windowSeconds).toBe(30);
    expect(readAlerts('garbage')).toEqual(defaultAlerts);
  });

  const lookahead = { id: 'l', name: 'Not delistings', enabled: true, action: 'notify', match: { pattern: '^(?!.*delist).*list' } };

  it('readAlerts keeps a stored rule whose pattern cannot run, turned off with the reason', () => {
    const alerts = readAlerts({ rules: [lookahead] });
    expect(alerts.rules).toEqual([{ ...lookahead, enabled: false, note: expect.stringMatching(/^Turned off: Newsflash cannot run this pattern .*lookahead/) }]);
  });

  it('migrations v2 and v3 turn off stored rules whose pattern cannot run, keep the rest, and keep every notification of a reader from before the welcome page', async () => {
    const fine = { id: 'f', name: 'Listings', enabled: true, action: 'notify', match: { pattern: '^(a+)+$' } };
    const { desktop: _desktop, ...before } = defaultAlerts;
    await fakeBrowser.storage.local.set({ alerts: { ...before, rules: [lookahead, fine] }, alerts$: { v: 1 } });
    await alertsItem.migrate();
    const { alerts, alerts$ } = await fakeBrowser.storage.local.get(['alerts', 'alerts$']);
    expect(alerts$).toEqual({ v: 4 });
    expect((alerts as { rules: unknown[] }).rules).toEqual([{ ...lookahead, enabled: false, note: expect.stringMatching(/^Turned off: /) }, fine, listingsRule('Listings', false)]);
    expect((alerts as { desktop: unknown }).desktop).toBe('all');
  });

  it('a new install starts with the Listings rule on; migration v4 offers it to an existing one, off and after its own rules, once', async () => {
    expect(defaultAlerts.rules).toEqual([{ id: 'listings', name: 'Listings', enabled: true, action: 'notify', match: { notices: ['spot-listing', 'futures-listing', 'new-markets'] } }]);
    const own = { id: 'o', name: 'BTC', enabled: true, action: 'hide', match: { coins: ['BTC'] } };
    await fakeBrowser.storage.local.set({ alerts: { ...defaultAlerts, rules: [own] }, alerts$: { v: 3 } });
    await alertsItem.migrate();
    expect((await settings.alerts.get()).rules).toEqual([own, listingsRule('Listings', false)]);
    // A rule with its id already (a synced copy), a full rule list and a damaged value are left as they are.
    const mine = { ...listingsRule('Mine', true), match: { notices: ['delisting'] } };
    expect(offerListings({ rules: [mine] })).toEqual({ rules: [mine] });
    const full = { rules: Array.from({ length: MAX_RULES }, (_, n) => ({ ...own, id: `r${n}` })) };
    expect(offerListings(full)).toBe(full);
    expect(offerListings('junk')).toBe('junk');
    expect(offerListings({ rules: 'junk' })).toEqual({ rules: 'junk' });
  });

  it('a stored rule keeps its follow-up; one whose follow-up is past the bounds is dropped alone; the followed-up list is read bounded, with no migration', async () => {
    const kept = { id: 'k', name: 'Moves', enabled: true, action: 'notify', followUp: { percent: 5, span: '5m' }, match: {} };
    const planted = { id: 'p', name: 'Planted', enabled: true, action: 'notify', followUp: { percent: 1e9, span: '4h' }, match: {} };
    expect(readAlerts({ ...defaultAlerts, rules: [kept, planted] }).rules).toEqual([kept]);
    await fakeBrowser.storage.local.set({ followUps: [{ id: 'a', at: 1 }, 'junk'] });
    expect(await settings.followUps.get()).toEqual([{ id: 'a', at: 1 }]);
  });

  it('settings read every stored value through its reader, on get and on watch', async () => {
    await fakeBrowser.storage.local.set({ serverAddress: 42, apiKey: ['x'], unread: -3, votesSyncedAt: 1.5, endpointOverrides: 'junk', keyScope: 7 });
    expect(await settings.serverAddress.get()).toBe(DEFAULT_SERVER);
    expect(await settings.apiKey.get()).toBe('');
    expect(await settings.unread.get()).toBe(0);
    expect(await settings.votesSyncedAt.get()).toBe(0);
    expect(await settings.endpointOverrides.get()).toEqual({});
    expect(await settings.keyScope.get()).toEqual({ socketUrl: '', apiUrl: '' });
    const seen: number[] = [];
    const unwatch = settings.unread.watch((value) => seen.push(value));
    await fakeBrowser.storage.local.set({ unread: 'many' });
    await fakeBrowser.storage.local.set({ unread: 12 });
    unwatch();
    expect(seen).toEqual([0, 12]);
  });

  it("pictures: an install from before the setting (alerts at v3, no images stored) gets the feed's pictures and notifications with the bundled icon", async () => {
    await fakeBrowser.storage.local.set({ alerts: defaultAlerts, alerts$: { v: 3 } });
    expect(await settings.images.get()).toEqual({ feed: true, notifications: false });
    await settings.images.item.setValue({ feed: false, notifications: true });
    expect(await fakeBrowser.storage.local.get('images')).toEqual({ images: { feed: false, notifications: true } });
    expect(await settings.images.get()).toEqual({ feed: false, notifications: true });
  });

  it('readImages falls back field by field: a damaged choice never turns pictures on', () => {
    expect(readImages('junk')).toEqual({ feed: true, notifications: false });
    expect(readImages({ feed: false, notifications: 'yes' })).toEqual({ feed: false, notifications: false });
    expect(readImages({ feed: 1, notifications: true })).toEqual({ feed: true, notifications: true });
    // Firefox's pictures would bring their hosts the reader's cookies: they start off there.
    expect(readImages(undefined, defaultImagesFor('firefox'))).toEqual({ feed: false, notifications: false });
    expect(readImages({ feed: true }, defaultImagesFor('firefox'))).toEqual({ feed: true, notifications: false });
  });

  it('readRetention falls back to defaults on nonsense', () => {
    expect(readRetention({ maxItems: 5, maxAgeDays: 1 }).maxItems).toBe(5_000);
  });

  it('prices default to on, from Binance; a damaged stored value falls back field by field', () => {
    expect(readPrices(undefined)).toEqual({ enabled: true, source: 'binance', bybit: 'bybit', confirmed: true });
    expect(readPrices({ enabled: false, source: 'javascript:alert(1)' })).toEqual({ enabled: false, source: 'binance', bybit: 'bybit', confirmed: true });
    expect(readPrices({ enabled: 'yes', source: 'ws://127.0.0.1:8787/stream', confirmed: true })).toEqual({ enabled: true, source: 'ws://127.0.0.1:8787/stream', bybit: 'off', confirmed: true });
  });

  it('prices migration v2: a source in use stays on, one stored with prices off (perhaps planted by a file) reads unconfirmed', async () => {
    await fakeBrowser.storage.local.set({ prices: { enabled: false, source: 'wss://planted.example/stream' }, prices$: { v: 1 } });
    await pricesItem.migrate();
    expect(await fakeBrowser.storage.local.get(['prices', 'prices$'])).toEqual({ prices: { enabled: false, source: 'wss://planted.example/stream', bybit: 'off', confirmed: false }, prices$: { v: 3 } });
    await fakeBrowser.storage.local.set({ prices: { enabled: true, source: 'wss://mine.example/stream' }, prices$: { v: 1 } });
    await pricesItem.migrate();
    expect(await settings.prices.get()).toEqual({ enabled: true, source: 'wss://mine.example/stream', bybit: 'off', confirmed: true });
  });

  it('prices migration v3: Bybit for a reader on the exchanges, none for one on their own source', async () => {
    await fakeBrowser.storage.local.set({ prices: { enabled: true, source: 'binance', confirmed: true }, prices$: { v: 2 } });
    await pricesItem.migrate();
    expect(await fakeBrowser.storage.local.get(['prices', 'prices$'])).toEqual({ prices: { enabled: true, source: 'binance', bybit: 'bybit', confirmed: true }, prices$: { v: 3 } });
    await fakeBrowser.storage.local.set({ prices: { enabled: true, source: 'wss://mine.example/stream', confirmed: true }, prices$: { v: 2 } });
    await pricesItem.migrate();
    expect(await settings.prices.get()).toEqual({ enabled: true, source: 'wss://mine.example/stream', bybit: 'off', confirmed: true });
  });

  it('a price source is Binance or a WebSocket address without credentials, query or fragment', () => {
    expect(checkPriceSource(' Binance ')).toEqual({ ok: true, source: 'binance' });
    expect(checkPriceSource('wss://prices.example/stream?streams=x#y')).toEqual({ ok: true, source: 'wss://prices.example/stream' });
    expect(checkPriceSource('https://prices.example/stream')).toMatchObject({ ok: false });
    // Unencrypted only to this machine: anyone on the path would see the coins and could fake moves.
    expect(checkPriceSource('ws://prices.example/stream')).toMatchObject({ ok: false, error: expect.stringMatching(/must use wss:\/\//) });
    expect(checkPriceSource('ws://127.0.0.1:8787/stream')).toEqual({ ok: true, source: 'ws://127.0.0.1:8787/stream' });
    expect(checkPriceSource('ws://localhost:8787/stream')).toEqual({ ok: true, source: 'ws://localhost:8787/stream' });
    expect(checkPriceSource('wss://user:pass@prices.example/stream')).toMatchObject({ ok: false });
    expect(checkPriceSource('not a url')).toMatchObject({ ok: false });
  });
});
