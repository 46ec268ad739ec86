import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import type { KeyConsent } from '@/utils/options/permission-request';
import { apiKeyItem, keyScopeItem, serverAddressItem, settings } from '@/utils/settings';
import { MemoryStore } from '@/utils/store/memory-store';
import { createEngine } from './engine';
import { watchKeyConsent } from './key-consent-watch';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('watchKeyConsent', () => {
  it('allows nothing until read; follows the answer; says so only when it changes', async () => {
    let answer: KeyConsent = 'missing';
    let changes = 0;
    const consent = watchKeyConsent(async () => answer, () => changes++);
    expect(consent.allowed).toBe(false);
    await consent.check();
    expect([consent.allowed, changes]).toEqual([false, 1]);
    await consent.check();
    expect(changes).toBe(1);
    answer = 'granted';
    await consent.check();
    expect([consent.allowed, changes]).toEqual([true, 2]);
    answer = 'unsupported';
    await consent.check();
    expect(consent.allowed).toBe(true);
  });

  it('an answer that arrives after a later one is dropped', async () => {
    const answers: Array<(consent: KeyConsent) => void> = [];
    const consent = watchKeyConsent(() => new Promise((resolve) => answers.push(resolve)), () => {});
    const first = consent.check();
    const second = consent.check();
    answers[1]!('missing');
    await second;
    answers[0]!('granted');
    await first;
    expect(consent.allowed).toBe(false);
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
