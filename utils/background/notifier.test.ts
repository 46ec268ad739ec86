import { describe, expect, it, vi } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { newsItem } from '@/tests/fixtures/items';
import { Notifier } from './notifier';

const item = newsItem('n1', { kind: 'tweet', source: 'Twitter', icon: 'https://pbs.twimg.com/gone.jpg' });

function setup(create: (id: string, options: { iconUrl: string }) => Promise<string>) {
  const calls: { iconUrl: string }[] = [];
  const shown = vi.fn();
  const browser = {
    notifications: {
      create: async (id: string, options: { iconUrl: string }) => {
        calls.push(options);
        return create(id, options);
      },
    },
  } as unknown as WxtBrowser;
  const notifier = new Notifier({
    browser,
    context: () => ({ browser: 'chrome', fallbackIcon: 'chrome-extension://x/icon/128.png', canVote: false, allowRequireInteraction: false }),
    playSound: async () => {},
    linkOf: async () => undefined,
    vote: async () => ({ ok: true, newsId: 'n1', vote: null }),
    onLatency: () => {},
    onShown: shown,
    monotonic: () => 0,
  });
  return { notifier, calls, shown };
}

describe('Notifier', () => {
  it('shows the item with its own icon when it loads', async () => {
    const { notifier, calls, shown } = setup(async (id) => id);
    await notifier.show({ kind: 'item', item });
    expect(calls.map((c) => c.iconUrl)).toEqual(['https://pbs.twimg.com/gone.jpg']);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('an icon that cannot be downloaded does not cost the headline: it goes out with ours', async () => {
    const { notifier, calls, shown } = setup(async (id, options) => {
      if (options.iconUrl.startsWith('https://')) throw new Error('Unable to download all specified images.');
      return id;
    });
    await notifier.show({ kind: 'item', item });
    expect(calls.map((c) => c.iconUrl)).toEqual(['https://pbs.twimg.com/gone.jpg', 'chrome-extension://x/icon/128.png']);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('a failure with our own icon is reported once, not retried', async () => {
    const { notifier, calls, shown } = setup(async () => {
      throw new Error('notifications are blocked');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await notifier.show({ kind: 'item', item: { ...item, icon: undefined } });
    expect(calls).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
