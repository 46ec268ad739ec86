// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Calls afterNextPaint on fake timers and frames; the function returned says whether it settled. */
function asked(before = () => {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  before();
  let done = false;
  void afterNextPaint().then(() => (done = true));
  return () => done;
}

describe('afterNextPaint', () => {
  it('settles in a task after the next frame, not in the task that asked', async () => {
    const done = asked();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    // A frame comes 16 ms after the request on fake frames; the task after it a moment later.
    await vi.advanceTimersByTimeAsync(17);
    expect(done()).toBe(true);
  });

  it('settles anyway once 100 ms pass without a frame (a hidden page paints none)', async () => {
    const done = asked(() => vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0));
    await vi.advanceTimersByTimeAsync(99);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done()).toBe(true);
  });
});
