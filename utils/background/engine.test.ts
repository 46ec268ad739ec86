import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import { alertsItem, apiKeyItem, defaultAlerts, endpointOverridesItem, extraFeedsItem, keyScopeItem, serverAddressItem, settings, startAlertsItem } from '@/utils/settings';
import { MemoryStore } from '@/utils/store/memory-store';
import { storedItem } from '@/tests/fixtures/items';
import type { NewsStore } from '@/utils/store/store-types';
import { createEngine } from './engine';
import { START_ALARM } from './start-alarm';

function setup(clock = new FakeClock()) {
  const sockets = socketFactory();
  let openStore!: (store: NewsStore) => void;
  let storeRequested = false;
  const engine = createEngine({
    browser: fakeBrowser as unknown as WxtBrowser,
    browserName: 'chrome',
    createSocket: sockets.create,
    fetch: fakeFetch(() => jsonResponse([])).fetch,
    clock,
    random: () => 0.5,
    openStore: () => {
      storeRequested = true;
      return new Promise((resolve) => (openStore = resolve));
    },
    playSound: async () => {},
    settings,
  });
  return { engine, sockets, openStore: (store: NewsStore) => openStore(store), storeRequested: () => storeRequested };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('engine start', () => {
  beforeEach(() => fakeBrowser.reset());

  it('connects with settings saved while it was still starting', async () => {
    const { engine, sockets, openStore, storeRequested } = setup();
    const started = engine.start();
    // The settings have been read and the store is opening: the user saves now.
    await until(storeRequested);
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    await apiKeyItem.setValue('nf_saved-during-start');
    expect(sockets.sockets).toHaveLength(0);
    openStore(new MemoryStore());
    await started;
    expect(sockets.sockets.map((socket) => socket.url)).toEqual(['ws://127.0.0.1:9999/ws', 'ws://127.0.0.1:9999/ws/likes']);
    sockets.sockets[0]!.open();
    expect(sockets.sockets[0]!.sent).toEqual(['login nf_saved-during-start']);
  });
});

describe('where the key goes', () => {
  beforeEach(() => fakeBrowser.reset());

  async function started() {
    const local = { socketUrl: 'ws://127.0.0.1:9999/ws', apiUrl: 'http://127.0.0.1:9999/api' };
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    await apiKeyItem.setValue('nf_mine');
    await keyScopeItem.setValue(local);
    const harness = setup();
    const starting = harness.engine.start();
    await until(harness.storeRequested);
    harness.openStore(new MemoryStore());
    await starting;
    return harness;
  }
  const lastNewsSocket = (sockets: ReturnType<typeof socketFactory>['sockets']) => sockets.filter((socket) => !socket.url.endsWith('/likes')).at(-1)!;

  it('logs in where the key was saved', async () => {
    const { sockets, engine } = await started();
    lastNewsSocket(sockets.sockets).open();
    expect(lastNewsSocket(sockets.sockets).sent).toEqual(['login nf_mine']);
    expect(engine.status()).toMatchObject({ hasKey: true, keyWithheld: false });
  });

  it('sends no key to a socket address that changed without the key being saved with it', async () => {
    const { sockets, engine } = await started();
    await endpointOverridesItem.setValue({ socketUrl: 'ws://localhost:7777/ws' });
    await until(() => lastNewsSocket(sockets.sockets).url === 'ws://localhost:7777/ws');
    const socket = lastNewsSocket(sockets.sockets);
    socket.open();
    expect(socket.sent).toEqual([]);
    expect(engine.status()).toMatchObject({ hasKey: false, keyWithheld: true });
  });

  it('logs in at the new address once the user saves it with the key', async () => {
    const { sockets, engine } = await started();
    await endpointOverridesItem.setValue({ socketUrl: 'ws://localhost:7777/ws' });
    await keyScopeItem.setValue({ socketUrl: 'ws://localhost:7777/ws', apiUrl: 'http://127.0.0.1:9999/api' });
    await until(() => engine.status().keyWithheld === false && lastNewsSocket(sockets.sockets).url === 'ws://localhost:7777/ws');
    const socket = lastNewsSocket(sockets.sockets);
    socket.open();
    expect(socket.sent).toEqual(['login nf_mine']);
  });

  it('a damaged scope withholds the key', async () => {
    const { sockets, engine } = await started();
    await fakeBrowser.storage.local.set({ keyScope: 'https://anywhere' });
    await until(() => engine.status().keyWithheld);
    const socket = lastNewsSocket(sockets.sockets);
    socket.open();
    expect(socket.sent).toEqual([]);
  });
});

describe('stored items from before times were checked', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are removed at start and counted in the status; the rest stay', async () => {
    const store = new MemoryStore();
    await store.putItems([storedItem('fine', { time: new FakeClock().now() }), storedItem('absurd', { time: 1e16 }), storedItem('ancient', { time: 5 })]);
    const harness = setup();
    const starting = harness.engine.start();
    await until(harness.storeRequested);
    harness.openStore(store);
    await starting;
    expect(harness.engine.status().counters.unreadableRemoved).toBe(2);
    expect((await store.recent(10)).map((item) => item.id)).toEqual(['fine']);
  });
});

describe('a rule whose pattern overruns its time', () => {
  beforeEach(() => fakeBrowser.reset());

  /** Every reading of the monotonic clock is 30 ms after the last: each pattern test seems to take 30 ms. */
  class SlowPatterns extends FakeClock {
    private elapsed = 0;
    override monotonic(): number {
      return (this.elapsed += 30);
    }
  }

  it('is turned off with a note saying why, and the item is still stored', async () => {
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    const slow = { id: 'slow', name: 'Slow', enabled: true, action: 'hide' as const, match: { pattern: 'never-matches' } };
    const other = { id: 'other', name: 'Other', enabled: true, action: 'notify' as const, match: { keywords: ['binance'] } };
    await alertsItem.setValue({ ...defaultAlerts, rules: [slow, other] });
    const clock = new SlowPatterns();
    const harness = setup(clock);
    const starting = harness.engine.start();
    await until(harness.storeRequested);
    const store = new MemoryStore();
    harness.openStore(store);
    await starting;
    const news = harness.sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    news.open();
    news.receive({ _id: 'slow-item', title: 'Binance lists a coin', time: clock.now() });
    for (let i = 0; i < 100 && (await alertsItem.getValue()).rules[0]!.enabled; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    const [turnedOff, untouched] = (await alertsItem.getValue()).rules;
    expect(turnedOff).toMatchObject({ id: 'slow', enabled: false, note: expect.stringMatching(/^Turned off: its pattern took 30 ms on one headline \(the budget is 25 ms\)/) });
    expect(untouched).toEqual(other);
    // The batch writer stores on its timer.
    clock.advance(1_000);
    for (let i = 0; i < 100 && !(await store.getItem('slow-item')); i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await store.getItem('slow-item')).toMatchObject({ title: 'Binance lists a coin' });
  });
});

describe('host access to a saved address', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  /** The browser's grants, and the listener a grant given in its own settings calls. */
  function grants(...granted: string[]) {
    const held = new Set(granted);
    const added: Array<() => void> = [];
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins }) => origins!.every((pattern) => held.has(pattern)));
    vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation((listener) => void added.push(listener as () => void));
    vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => {});
    return { grant: (pattern: string) => (held.add(pattern), added.forEach((listener) => listener())) };
  }

  async function started() {
    const harness = setup();
    // The fake browser has no ports: the pages' side is not what these tests follow.
    vi.spyOn(fakeBrowser.runtime.onConnect, 'addListener').mockImplementation(() => {});
    harness.engine.register();
    const starting = harness.engine.start();
    await until(harness.storeRequested);
    harness.openStore(new MemoryStore());
    await starting;
    return harness;
  }

  it('an address saved without its grant says so until the browser grants it', async () => {
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    const browser = grants();
    const { engine } = await started();
    await until(() => engine.status().hostAccess !== undefined);
    expect(engine.status().hostAccess).toBe('Newsflash may not reach http://127.0.0.1:9999 yet: open the options and press Save to allow it.');
    browser.grant('http://127.0.0.1/*');
    await until(() => engine.status().hostAccess === undefined);
  });

  it('is checked again when the saved address changes', async () => {
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    grants('http://127.0.0.1/*');
    const { engine } = await started();
    await serverAddressItem.setValue('http://localhost:9999');
    await until(() => engine.status().hostAccess !== undefined);
    expect(engine.status().hostAccess).toContain('http://localhost:9999');
  });
});

describe("the worker honours Firefox's key consent", () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  /** Firefox's data consents as the browser holds them, and its permission events, fired by the test. */
  function firefoxConsent(given: boolean) {
    const state = { given };
    const listeners = { added: [] as Array<() => void>, removed: [] as Array<() => void> };
    vi.spyOn(fakeBrowser.permissions, 'getAll').mockImplementation(async () => ({ origins: [], permissions: [], data_collection: state.given ? ['authenticationInfo'] : [] }) as never);
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true);
    vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation((listener) => void listeners.added.push(listener as () => void));
    vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation((listener) => void listeners.removed.push(listener as () => void));
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({ browser_specific_settings: { gecko: { data_collection_permissions: { required: ['none'], optional: ['authenticationInfo'] } } } } as never);
    vi.spyOn(fakeBrowser.runtime.onConnect, 'addListener').mockImplementation(() => {});
    return {
      withdraw: () => ((state.given = false), listeners.removed.forEach((listener) => listener())),
      give: () => ((state.given = true), listeners.added.forEach((listener) => listener())),
    };
  }

  async function started() {
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    await apiKeyItem.setValue('nf_mine');
    await keyScopeItem.setValue({ socketUrl: 'ws://127.0.0.1:9999/ws', apiUrl: 'http://127.0.0.1:9999/api' });
    const sockets = socketFactory();
    const api = fakeFetch(() => jsonResponse({ likes: [], dislikes: [] }));
    const engine = createEngine({
      browser: fakeBrowser as unknown as WxtBrowser,
      browserName: 'firefox',
      createSocket: sockets.create,
      fetch: api.fetch,
      clock: new FakeClock(),
      random: () => 0.5,
      openStore: async () => new MemoryStore(),
      playSound: async () => {},
      settings,
    });
    engine.register();
    await engine.start();
    const newsSocket = () => sockets.sockets.filter((socket) => !socket.url.endsWith('/likes')).at(-1)!;
    const keyRequests = () => api.calls.filter((url) => url.searchParams.has('api_key'));
    return { engine, newsSocket, keyRequests, sockets };
  }

  it('withdrawn: the feed reconnects without the key, no request carries it, and the status says why; given again, the key is back', async () => {
    const browser = firefoxConsent(true);
    const { engine, newsSocket, keyRequests, sockets } = await started();
    newsSocket().open();
    expect(newsSocket().sent).toEqual(['login nf_mine']);
    expect(engine.status()).toMatchObject({ hasKey: true, keyNeedsConsent: false });

    const before = sockets.sockets.length;
    const requestsBefore = keyRequests().length;
    browser.withdraw();
    await until(() => engine.status().keyNeedsConsent === true);
    await until(() => sockets.sockets.length > before);
    newsSocket().open();
    expect(newsSocket().sent).toEqual([]);
    expect(engine.status()).toMatchObject({ hasKey: false, keyWithheld: false, keyNeedsConsent: true });
    expect(await engine.handlers.vote({ newsId: 'n1', action: 'like' } as never)).toMatchObject({ ok: false });
    expect(keyRequests()).toHaveLength(requestsBefore);

    const anonymous = newsSocket();
    browser.give();
    await until(() => engine.status().keyNeedsConsent === false);
    await until(() => newsSocket() !== anonymous);
    newsSocket().open();
    expect(newsSocket().sent).toEqual(['login nf_mine']);
  });

  it('never given: the key is not sent from the first connection on', async () => {
    firefoxConsent(false);
    const { engine, newsSocket, keyRequests } = await started();
    newsSocket().open();
    expect(newsSocket().sent).toEqual([]);
    expect(keyRequests()).toEqual([]);
    expect(engine.status()).toMatchObject({ hasKey: false, keyNeedsConsent: true });
  });
});

/** The first feed on 127.0.0.1:9999 with a key, these extra feeds beside it, and the browser's APIs a raced engine touches; returns the notifications spy. */
async function racedSettings(extraFeeds: { id: string; name: string; serverAddress: string; apiKey: string }[]) {
  await serverAddressItem.setValue('http://127.0.0.1:9999');
  await apiKeyItem.setValue('nf_main');
  await keyScopeItem.setValue({ socketUrl: 'ws://127.0.0.1:9999/ws', apiUrl: 'http://127.0.0.1:9999/api' });
  await extraFeedsItem.setValue(extraFeeds);
  vi.spyOn(fakeBrowser.runtime.onConnect, 'addListener').mockImplementation(() => {});
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true);
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => {});
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => {});
  return vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation(async () => 'id');
}

describe('feeds raced beside the first', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('shows and notifies the first copy once, marks its card with the margin, reports the race and votes where the item came from', async () => {
    const created = await racedSettings([{ id: 'second', name: 'Second', serverAddress: 'http://localhost:8888', apiKey: 'nf_second' }]);
    const clock = new FakeClock();
    const sockets = socketFactory();
    const api = fakeFetch((url) => (url.pathname.endsWith('/news') ? jsonResponse([]) : jsonResponse({})));
    const store = new MemoryStore();
    const engine = createEngine({ browser: fakeBrowser as unknown as WxtBrowser, browserName: 'chrome', createSocket: sockets.create, fetch: api.fetch, clock, random: () => 0.5, openStore: async () => store, playSound: async () => {}, settings });
    engine.register();
    await engine.start();
    const main = sockets.sockets.find((socket) => socket.url === 'ws://127.0.0.1:9999/ws')!;
    const second = sockets.sockets.find((socket) => socket.url === 'ws://localhost:8888/ws')!;
    main.open();
    second.open();
    expect(second.sent).toEqual(['login nf_second']);
    const frame = { _id: 'shared-1', title: 'Binance will list X', time: clock.now() };
    second.receive(frame);
    clock.advance(4_200);
    main.receive(frame);
    clock.advance(1_000);
    await until(() => created.mock.calls.length > 0);
    await until(() => engine.status().race?.[0]?.items === 1);
    expect(created).toHaveBeenCalledOnce();
    expect(engine.status().race!.map((row) => [row.id, row.items, row.firstShare, row.medianMs])).toEqual([
      ['main', 1, 0, -4_200],
      ['second', 1, 1, 4_200],
    ]);
    for (let i = 0; i < 50 && !(await store.getItem('shared-1'))?.race; i++) {
      clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await store.getItem('shared-1')).toMatchObject({ via: 'second', race: { first: 'Second', over: [{ feed: 'main', ms: 4_200 }] } });
    await engine.handlers.vote({ newsId: 'shared-1', action: 'like' } as never);
    expect(api.calls.filter((url) => url.pathname.endsWith('/like')).map((url) => url.href)).toEqual(['http://localhost:8888/api/like?id=shared-1&api_key=nf_second']);
  });
});

describe('race marks while the store stalls', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('applies 1,000 marks (two later copies of 500 stored items) inside the writer: one store call in flight, no read per mark, each applied once the store answers', async () => {
    await racedSettings([
      { id: 'second', name: 'Second', serverAddress: 'http://localhost:8888', apiKey: '' },
      { id: 'third', name: 'Third', serverAddress: 'http://localhost:7777', apiKey: '' },
    ]);
    const clock = new FakeClock();
    const sockets = socketFactory();
    const store = new MemoryStore();
    // The store answers nothing while `stalled` is set; every call to it is counted while it waits.
    let stalled: Promise<void> | undefined;
    let release = () => {};
    let waiting = 0;
    let mostWaiting = 0;
    let reads = 0;
    const stall = async <T>(call: () => Promise<T>): Promise<T> => {
      mostWaiting = Math.max(mostWaiting, ++waiting);
      await stalled;
      waiting--;
      return call();
    };
    const put = store.putItems.bind(store);
    const get = store.getItem.bind(store);
    store.putItems = (items, marks) => stall(() => put(items, marks));
    store.getItem = (id) => (stalled && reads++, stall(() => get(id)));
    const engine = createEngine({ browser: fakeBrowser as unknown as WxtBrowser, browserName: 'chrome', createSocket: sockets.create, fetch: fakeFetch(() => jsonResponse([])).fetch, clock, random: () => 0.5, openStore: async () => store, playSound: async () => {}, settings });
    engine.register();
    await engine.start();
    const main = sockets.sockets.find((socket) => socket.url === 'ws://127.0.0.1:9999/ws')!;
    const second = sockets.sockets.find((socket) => socket.url === 'ws://localhost:8888/ws')!;
    const third = sockets.sockets.find((socket) => socket.url === 'ws://localhost:7777/ws')!;
    for (const socket of [main, second, third]) socket.open();
    // Within the race's window (1,000 stories per feed), so every later copy is a mark. An extra
    // feed's frames come at 50 a second, within its budget (utils/feed/item-budget.ts); the first
    // feed's are not metered.
    const frames = Array.from({ length: 500 }, (_, n) => ({ _id: `raced-${n}`, title: `Raced ${n}`, time: clock.now() }));
    const firstAt = new Map<string, number>();
    for (const frame of frames) {
      firstAt.set(frame._id, clock.now());
      second.receive(frame);
      clock.advance(20);
    }
    const drained = async () => {
      for (let i = 0; i < 50 && engine.debug.backlog() > 0; i++) {
        clock.advance(250);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(engine.debug.backlog()).toBe(0);
    };
    await drained();
    expect(await store.countItems()).toBe(500);

    stalled = new Promise((resolve) => (release = resolve));
    mostWaiting = 0;
    const mainAt = clock.now();
    for (const frame of frames) main.receive(frame);
    clock.advance(2);
    const thirdAt = new Map<string, number>();
    for (const frame of frames) {
      thirdAt.set(frame._id, clock.now());
      third.receive(frame);
      clock.advance(20);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first 100 marks went into the write the store holds; behind it one mark waits per item
    // (its latest result), as its id and result alone.
    expect(engine.debug.backlog()).toBe(600);
    expect(reads).toBe(0);
    expect(mostWaiting).toBe(1);

    release();
    stalled = undefined;
    await drained();
    const marked = (await store.recent(500)).filter((item) => item.race);
    expect(marked).toHaveLength(500);
    for (const item of marked) {
      const first = firstAt.get(item.id)!;
      expect(item.race).toEqual({ first: 'Second', over: [{ feed: 'main', ms: mainAt - first }, { feed: 'Third', ms: thirdAt.get(item.id)! - first }] });
    }
  });
});

describe('a rule that also notifies when trading starts', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('arms the alarm at the start an alerted notice states, keeps it stored, and raises it once when the alarm fires', async () => {
    await serverAddressItem.setValue('http://127.0.0.1:9999');
    const rule = { id: 'listings', name: 'Listings', enabled: true, action: 'notify' as const, atStart: true, match: { notices: ['spot-listing' as const] } };
    await alertsItem.setValue({ ...defaultAlerts, rules: [rule] });
    const clock = new FakeClock();
    const harness = setup(clock);
    // The fake browser has no ports or permission events; the alarm's listener is what this test needs.
    for (const event of [fakeBrowser.runtime.onConnect, fakeBrowser.permissions.onAdded, fakeBrowser.permissions.onRemoved]) vi.spyOn(event, 'addListener').mockImplementation(() => {});
    harness.engine.register();
    const starting = harness.engine.start();
    await until(harness.storeRequested);
    harness.openStore(new MemoryStore());
    await starting;
    const news = harness.sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    news.open();
    const at = clock.now() + 3_600_000;
    news.receive({ _id: 'listing', title: 'Binance will list ARB', time: clock.now(), story: 'arb', notice: { kind: 'spot-listing', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at } });
    for (let i = 0; i < 100 && (await startAlertsItem.getValue()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await fakeBrowser.alarms.get(START_ALARM)).toMatchObject({ scheduledTime: at });
    expect(await startAlertsItem.getValue()).toMatchObject([{ exchange: 'Binance', coins: 'ARB', at }]);
    clock.advance(3_600_000);
    await fakeBrowser.alarms.onAlarm.trigger({ name: START_ALARM, scheduledTime: at });
    const startId = 'newsflash:start:arb|binance';
    for (let i = 0; i < 100 && !(await fakeBrowser.notifications.getAll())[startId]; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await fakeBrowser.notifications.getAll())[startId]).toMatchObject({ title: 'Trading starts now: Binance ARB' });
    expect(await startAlertsItem.getValue()).toEqual([]);
    expect(await fakeBrowser.alarms.get(START_ALARM)).toBeUndefined();
  });
});
