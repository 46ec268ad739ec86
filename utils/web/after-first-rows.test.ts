import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import { MemoryStore } from '@/utils/store/memory-store';
import { afterFirstRows, LIVE_START_WAIT_MS, type MarkWatch } from './after-first-rows';
import { createWebEngine } from './web-engine';

/** Marks set by hand and a timer the test fires. */
function fakeMarks(already: string[] = []) {
  const set = new Set(already);
  const listeners = new Set<(name: string) => void>();
  const timers: { ms: number; fire: () => void }[] = [];
  const watch: MarkWatch = {
    has: (name) => set.has(name),
    observe(onMark) {
      listeners.add(onMark);
      return () => listeners.delete(onMark);
    },
    wait: (ms) => new Promise((resolve) => timers.push({ ms, fire: () => resolve() })),
  };
  return {
    watch,
    timers,
    listening: () => listeners.size,
    mark(name: string) {
      set.add(name);
      listeners.forEach((listener) => listener(name));
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('afterFirstRows', () => {
  it('waits for the first rows, ignoring other marks, then stops watching', async () => {
    const marks = fakeMarks();
    const started = afterFirstRows(marks.watch);
    marks.mark('something-else');
    expect(await settled(started)).toBe(false);
    marks.mark('newsflash:first-items');
    expect(await settled(started)).toBe(true);
    expect(marks.listening()).toBe(0);
  });

  it('an empty cache shows no row: the cache read whole is enough', async () => {
    const marks = fakeMarks();
    const started = afterFirstRows(marks.watch);
    marks.mark('newsflash:all-items');
    expect(await settled(started)).toBe(true);
  });

  it('rows already shown: at once', async () => {
    expect(await settled(afterFirstRows(fakeMarks(['newsflash:first-items']).watch))).toBe(true);
  });

  it('rows that never show hold the live part back no longer than the wait', async () => {
    const marks = fakeMarks();
    const started = afterFirstRows(marks.watch);
    expect(marks.timers.map((timer) => timer.ms)).toEqual([LIVE_START_WAIT_MS]);
    expect(await settled(started)).toBe(false);
    marks.timers[0]!.fire();
    expect(await settled(started)).toBe(true);
    expect(marks.listening()).toBe(0);
  });

  it('a page whose rows never show still goes live once the clock is past the wait: its live part loads and opens its sockets', async () => {
    const clock = new FakeClock();
    const sockets = socketFactory();
    let loads = 0;
    const engine = createWebEngine({
      origin: 'https://news.example.org',
      createSocket: sockets.create,
      fetch: fakeFetch(() => jsonResponse([])).fetch,
      clock,
      random: () => 0.5,
      openStore: async () => new MemoryStore(),
      keys: { get: () => '', set: () => {}, remove: () => {} },
      loadLive: async () => (loads++, import('./web-live')),
    });
    // As the page wires it (web/main.tsx), on marks that never come and the fake clock's timer.
    const marks = fakeMarks();
    const watch: MarkWatch = { ...marks.watch, wait: (ms) => new Promise((resolve) => clock.setTimeout(resolve, ms)) };
    const live = afterFirstRows(watch).then(() => engine.start());
    clock.advance(LIVE_START_WAIT_MS - 1);
    expect(await settled(live)).toBe(false);
    expect([loads, sockets.sockets.length]).toEqual([0, 0]);
    clock.advance(10 * LIVE_START_WAIT_MS);
    await live;
    expect(loads).toBe(1);
    expect(sockets.sockets.map((socket) => socket.url).sort()).toEqual(['wss://news.example.org/ws', 'wss://news.example.org/ws/likes']);
    // Rows that show after all start nothing twice.
    marks.mark('newsflash:first-items');
    expect(marks.listening()).toBe(0);
    expect(loads).toBe(1);
    engine.stop();
  });
});
