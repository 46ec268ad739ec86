import { describe, expect, it, vi } from 'vitest';
import { HISTORY_RETURN_GAP_MS, refreshHistoryOnReturn } from './history-on-return';

function setup(hasKey = true) {
  const target = new EventTarget();
  const page = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  let now = 1_000_000;
  const refresh = vi.fn(async () => undefined);
  const stop = refreshHistoryOnReturn({ page, now: () => now, hasKey: () => hasKey, refresh });
  const show = (after: number) => {
    now += after;
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { show, refresh, stop };
}

describe('refreshHistoryOnReturn', () => {
  it('refreshes when the page is shown again, at most once per gap however often the reader switches tabs', () => {
    const { show, refresh } = setup();
    show(HISTORY_RETURN_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i++) show(100);
    expect(refresh).toHaveBeenCalledTimes(1);
    show(HISTORY_RETURN_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh right after the page opened (it fetched the history as it started)', () => {
    const { show, refresh } = setup();
    show(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks nothing without a key, and nothing once stopped', () => {
    const withoutKey = setup(false);
    withoutKey.show(HISTORY_RETURN_GAP_MS);
    expect(withoutKey.refresh).not.toHaveBeenCalled();
    const stopped = setup();
    stopped.stop();
    stopped.show(HISTORY_RETURN_GAP_MS);
    expect(stopped.refresh).not.toHaveBeenCalled();
  });

  it('a refresh that fails is swallowed, and the next return tries again', async () => {
    const { show, refresh } = setup();
    refresh.mockRejectedValueOnce(new Error('offline'));
    show(HISTORY_RETURN_GAP_MS);
    await Promise.resolve();
    show(HISTORY_RETURN_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
