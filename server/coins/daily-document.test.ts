import { z } from '@newsflash/protocol/zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptDocuments } from '@/tests/fakes/kept-documents';
import { DailyDocument } from './daily-document';

const DAY = 86_400_000;
const MINUTE = 60_000;
const T0 = 1_000;

// The kept copy's schema trims, as the real ones trim to today's caps.
const kept = z.pipe(
  z.object({ words: z.array(z.string()) }),
  z.transform(({ words }) => ({ words: words.slice(0, 3) })),
);

/** A document whose origin answers `answer()` (or throws it), counting the asks, at a clock the test moves. */
function setup(stored?: { json: string; savedAt: number }) {
  const store = keptDocuments();
  if (stored) store.kept.set('words', stored);
  const clock = { now: T0 };
  const lines: string[] = [];
  let asked = 0;
  let changes = 0;
  let answer: () => Promise<{ words: string[] }> = async () => ({ words: ['fresh'] });
  const document = new DailyDocument({
    name: 'words',
    maxKeptBytes: 100,
    kept,
    fetch: () => (asked++, answer()),
    documents: store,
    log: (line) => lines.push(line),
    label: 'words',
    failing: { nothingYet: 'nothing is known until a refresh succeeds', keptEarlier: 'the words fetched earlier stay' },
    onChange: () => changes++,
    now: () => clock.now,
  });
  return {
    document,
    store,
    clock,
    lines,
    asked: () => asked,
    changes: () => changes,
    answer: (next: () => Promise<{ words: string[] }>) => (answer = next),
  };
}

const offline = async (): Promise<never> => {
  throw new Error('unreachable (fetch failed)');
};
const keptAt = (savedAt: number, words = ['kept']) => ({ json: JSON.stringify({ words }), savedAt });

describe('DailyDocument', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from a kept copy less than a day old without fetching, as its schema reads it, and refreshes when it turns a day old', async () => {
    const { document, clock, asked } = setup(keptAt(T0, ['a', 'b', 'c', 'd']));
    clock.now = T0 + DAY - 10 * MINUTE;
    await document.start();
    await document.settled();
    expect(asked()).toBe(0);
    expect(document.current()).toEqual({ words: ['a', 'b', 'c'] });
    expect(document.state()).toEqual({ fetchedAt: T0, error: null });
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(1);
    document.stop();
  });

  it('refreshes at start when the kept copy is a day old: keeps the new one, tells its listener, and refreshes again a day later', async () => {
    const { document, store, clock, asked, changes } = setup(keptAt(T0));
    clock.now = T0 + DAY;
    await document.start();
    expect(await document.settled()).toBe(true);
    expect(asked()).toBe(1);
    expect(changes()).toBe(1);
    expect(document.current()).toEqual({ words: ['fresh'] });
    expect(document.state()).toEqual({ fetchedAt: T0 + DAY, error: null });
    expect(store.kept.get('words')).toEqual({ json: '{"words":["fresh"]}', savedAt: T0 + DAY });
    await vi.advanceTimersByTimeAsync(DAY - 1);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(2);
    document.stop();
  });

  it.each([
    ['larger than its cap', { json: JSON.stringify({ words: ['x'.repeat(100)] }), savedAt: T0 }],
    ['not JSON', { json: '{"words":', savedAt: T0 }],
    ['of another shape', { json: '{"words":"none"}', savedAt: T0 }],
  ])('reads no kept copy %s: it fetches the document instead', async (_, stored) => {
    const { document, asked } = setup(stored);
    await document.start();
    await document.settled();
    document.stop();
    expect(asked()).toBe(1);
    expect(document.current()).toEqual({ words: ['fresh'] });
  });

  it('on a failed first fetch has nothing, says so, and tries again in ten minutes', async () => {
    const { document, lines, asked, changes, answer } = setup();
    answer(offline);
    await document.start();
    expect(await document.settled()).toBe(false);
    expect(document.current()).toBeUndefined();
    expect(document.state()).toEqual({ fetchedAt: null, error: 'unreachable (fetch failed)' });
    expect(lines).toEqual(['words: unreachable (fetch failed); nothing is known until a refresh succeeds']);
    answer(async () => ({ words: ['late'] }));
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(2);
    expect(document.current()).toEqual({ words: ['late'] });
    expect(document.state()).toEqual({ fetchedAt: T0, error: null });
    expect(changes()).toBe(1);
    document.stop();
  });

  it('keeps the document in use through a failed refresh, and does not tell its listener', async () => {
    const { document, store, clock, lines, changes, answer } = setup(keptAt(T0));
    clock.now = T0 + 2 * DAY;
    answer(offline);
    await document.start();
    await document.settled();
    document.stop();
    expect(document.current()).toEqual({ words: ['kept'] });
    expect(document.state()).toEqual({ fetchedAt: T0, error: 'unreachable (fetch failed)' });
    expect(store.kept.get('words')!.savedAt).toBe(T0);
    expect(lines).toEqual(['words: unreachable (fetch failed); the words fetched earlier stay']);
    expect(changes()).toBe(0);
  });

  it('fetches once at a start without a kept copy, however long the answer takes', async () => {
    const { document, asked, answer } = setup();
    let answered = () => {};
    const held = new Promise<void>((resolve) => (answered = resolve));
    answer(async () => (await held, { words: ['slow'] }));
    await document.start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    answered();
    await document.settled();
    expect(asked()).toBe(1);
    document.stop();
  });

  it('asks nothing more once stopped', async () => {
    const { document, asked } = setup();
    await document.start();
    await document.settled();
    document.stop();
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(asked()).toBe(1);
  });
});
