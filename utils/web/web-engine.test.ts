import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import { sendMessage, type LiveEvent } from '@/utils/messages';
import { MemoryStore } from '@/utils/store/memory-store';
import { UPDATE_BURST } from '@/utils/background/update-frames';
import { createWebEngine } from './web-engine';
import type { KeyStore, WebEngineDeps } from './web-engine-types';

const ORIGIN = 'https://news.example.org';

function setup(storedKey = '', loadLive?: WebEngineDeps['loadLive'], openReader?: WebEngineDeps['openReader']) {
  const sockets = socketFactory();
  const store = new MemoryStore();
  const http = fakeFetch((url) => {
    if (url.pathname === '/api/mylikes') return url.searchParams.get('api_key') === 'good-key' ? jsonResponse([{ newsId: 'n1', type: 'like', time: 1 }]) : jsonResponse({ error: 'unknown key' }, 401);
    if (url.pathname === '/api/like') return jsonResponse({ newsId: url.searchParams.get('id'), vote: 'like', likes: 3, dislikes: 1 });
    return jsonResponse([]);
  });
  let held = storedKey;
  const keys: KeyStore = { get: () => held, set: (key) => (held = key), remove: () => (held = '') };
  const engine = createWebEngine({
    origin: ORIGIN,
    createSocket: sockets.create,
    fetch: http.fetch,
    clock: new FakeClock(),
    random: () => 0.5,
    openStore: async () => store,
    keys,
    loadLive,
    openReader,
  });
  const events: LiveEvent[] = [];
  engine.host.subscribeLive((event) => events.push(event));
  return { engine, sockets, http, store, events, key: () => held };
}

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('the web page’s engine', () => {
  it('talks only to its own origin: the news socket, the vote stream and the API', async () => {
    const { engine, sockets, http } = setup('good-key');
    await engine.start();
    expect(sockets.sockets.map((socket) => socket.url).sort()).toEqual(['wss://news.example.org/ws', 'wss://news.example.org/ws/likes']);
    const feed = sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    feed.open();
    expect(feed.sent).toContain('login good-key');
    await sendMessage(engine.host.messages, 'vote', { newsId: 'n2', action: 'like' });
    await settle(() => http.calls.length >= 2);
    expect(http.calls.every((url) => url.origin === ORIGIN && url.pathname.startsWith('/api/'))).toBe(true);
    engine.stop();
  });

  it('reads anonymously without a key, and signs in and out with the reader’s key', async () => {
    const { engine, sockets, key, store } = setup();
    await engine.start();
    const first = sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    first.open();
    expect(first.sent.some((frame) => frame.startsWith('login'))).toBe(false);
    expect(engine.account()).toMatchObject({ hasKey: false, rejected: false });
    engine.signIn('good-key');
    expect(key()).toBe('good-key');
    await settle(() => engine.account().history?.ok === true);
    expect(await store.votes()).toEqual([expect.objectContaining({ newsId: 'n1', vote: 'like' })]);
    engine.signOut();
    expect(key()).toBe('');
    expect(engine.account().hasKey).toBe(false);
    await settle(() => true);
    expect(await store.votes()).toEqual([]);
    engine.stop();
  });

  it('says a key the service refuses is refused', async () => {
    const { engine } = setup('bad-key');
    await engine.start();
    await settle(() => engine.account().history !== undefined);
    expect(engine.account()).toMatchObject({ hasKey: true, rejected: true });
    engine.stop();
  });

  it('passes votes, their totals and the vote stream’s totals to the page', async () => {
    const { engine, sockets, events } = setup('good-key');
    await engine.start();
    const outcome = await sendMessage(engine.host.messages, 'vote', { newsId: 'n2', action: 'like' });
    expect(outcome).toMatchObject({ ok: true, vote: 'like', likes: 3, dislikes: 1 });
    const likes = sockets.sockets.find((socket) => socket.url.endsWith('/ws/likes'))!;
    likes.open();
    likes.receive({ newsId: 'n3', type: 'dislike', likes: 0, dislikes: 2 });
    expect(events).toContainEqual({ type: 'tally', tally: expect.objectContaining({ newsId: 'n3', likes: 0, dislikes: 2 }) });
    await expect(engine.host.messages.runtime.sendMessage({ name: 'clearCache' })).rejects.toThrow(/does not answer clearCache/);
    engine.stop();
  });

  it('puts a model\'s note on the item the page shows, as it arrives after it', async () => {
    const { engine, sockets, events } = setup();
    await engine.start();
    const feed = sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    feed.open();
    feed.receive({ _id: 'n9', title: 'Binance Will List Xyz (XYZ)', source: 'Binance EN', time: 1_700_000_000_000 });
    feed.receive({ update: 'n9', ai: { importance: 4, summary: 'Binance lists XYZ.' } });
    const shown = () => events.flatMap((event) => (event.type === 'items' ? event.items : [])).filter((item) => item.id === 'n9');
    await settle(() => shown().some((item) => item.ai?.importance === 4));
    expect(shown().at(-1)).toMatchObject({ title: 'Binance Will List Xyz (XYZ)', ai: { importance: 4, summary: 'Binance lists XYZ.' } });
    engine.stop();
  });

  it('keeps a flood of update frames to its budget: the item shown with its latest outcome, never a write per frame', async () => {
    const { engine, sockets, events, store } = setup();
    await engine.start();
    const writes = vi.spyOn(store, 'setOutcome');
    const feed = sockets.sockets.find((socket) => socket.url.endsWith('/ws'))!;
    feed.open();
    feed.receive({ _id: 'n9', title: 'Binance Will List Xyz (XYZ)', source: 'Binance EN', time: 1_700_000_000_000 });
    const moved = (move: number) => ({ coins: [{ coin: 'XYZ', market: 'binance', symbol: 'XYZUSDT', spans: { '1m': { price: 1, move, rise: Math.max(move, 0), fall: 0 } } }] });
    for (let frame = 1; frame <= 2_000; frame++) {
      feed.receive({ update: 'n9', outcome: moved(frame / 100) });
      feed.receive({ update: `never-sent-${frame}`, outcome: moved(1) });
    }
    const shown = () => events.flatMap((event) => (event.type === 'items' ? event.items : [])).filter((item) => item.id === 'n9');
    await settle(() => shown().some((item) => item.outcome !== undefined && JSON.stringify(item.outcome) === JSON.stringify(moved(20))));
    await settle(() => writes.mock.calls.length === UPDATE_BURST);
    engine.stop();
  });

  it('answers the account from the stored key before its live part has loaded, and tells an early subscriber the status once it has', async () => {
    const { engine, events } = setup('good-key');
    expect(engine.account()).toEqual({ hasKey: true, rejected: false });
    expect(events).toEqual([]);
    await engine.start();
    expect(events).toContainEqual({ type: 'status', status: expect.objectContaining({ hasKey: true, serverAddress: ORIGIN }) });
    engine.stop();
  });

  it('asks again for a live part that failed to arrive, and then works', async () => {
    let fails = 1;
    const { engine, sockets } = setup('', async () => {
      if (fails-- > 0) throw new Error('chunk not fetched');
      return import('./web-live');
    });
    await expect(engine.start()).rejects.toThrow(/chunk not fetched/);
    expect(sockets.sockets).toEqual([]);
    await engine.start();
    expect(sockets.sockets.map((socket) => socket.url).sort()).toEqual(['wss://news.example.org/ws', 'wss://news.example.org/ws/likes']);
    engine.stop();
  });

  it('opens without its live part: the feed marked read and the cached history read from the feed\'s reader, the chunk loaded at start', async () => {
    let loads = 0;
    const reader = new MemoryStore();
    await reader.putItems([{ id: 'n1', title: 'Kept', time: 1, kind: 'news', source: 'x', coins: [], actions: [], requireInteraction: false, receivedAt: 1 }]);
    await reader.replaceVotes([{ newsId: 'n1', vote: 'like', time: 1 }]);
    const { engine, sockets } = setup('', async () => (loads++, import('./web-live')), async () => reader);
    expect(await sendMessage(engine.host.messages, 'markRead')).toEqual({ unread: 0 });
    expect(await engine.cachedHistory()).toEqual([{ vote: expect.objectContaining({ newsId: 'n1', vote: 'like' }), item: expect.objectContaining({ title: 'Kept' }) }]);
    expect([loads, sockets.sockets.length]).toEqual([0, 0]);
    await engine.start();
    expect([loads, sockets.sockets.length]).toEqual([1, 2]);
    engine.stop();
  });

  it('reads the cached history from the live part\'s store when the feed\'s reader cannot open', async () => {
    const { engine, store } = setup('', undefined, async () => Promise.reject(new Error('no IndexedDB')));
    await store.replaceVotes([{ newsId: 'gone', vote: 'dislike', time: 1 }]);
    expect(await engine.cachedHistory()).toEqual([{ vote: expect.objectContaining({ newsId: 'gone' }), item: undefined }]);
  });
});
