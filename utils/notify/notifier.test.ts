import { describe, expect, it, vi } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { newsItem } from '@/tests/fixtures/items';
import { Notifier } from './notifier';

const item = newsItem('n1', { kind: 'tweet', source: 'Twitter', icon: 'https://pbs.twimg.com/gone.jpg' });

const DATA_ICON = 'data:image/png;base64,iVBORw0KGgo=';

function setup(create: (id: string, options: { iconUrl: string }) => Promise<string>, icons: { remote?: boolean; loaded?: string } = {}) {
  const downloads: string[] = [];
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
    context: () => ({ browser: 'chrome', fallbackIcon: 'chrome-extension://x/icon/128.png', remoteIcons: icons.remote ?? true, canVote: false, allowRequireInteraction: false }),
    loadIcon: async (url) => (downloads.push(url), icons.loaded),
    playSound: async () => {},
    linkOf: async () => undefined,
    vote: async () => ({ ok: true, newsId: 'n1', vote: null }),
    onLatency: () => {},
    onShown: shown,
    monotonic: () => 0,
  });
  return { notifier, calls, shown, downloads };
}

describe('Notifier', () => {
  it('remote icons on: the worker downloads the icon and hands the browser its data, never the address', async () => {
    const { notifier, calls, shown, downloads } = setup(async (id) => id, { loaded: DATA_ICON });
    await notifier.show({ kind: 'item', item });
    expect(downloads).toEqual(['https://pbs.twimg.com/gone.jpg']);
    expect(calls.map((c) => c.iconUrl)).toEqual([DATA_ICON]);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('remote icons off (the default): nothing is downloaded and the notification shows ours', async () => {
    const { notifier, calls, downloads } = setup(async (id) => id, { remote: false, loaded: DATA_ICON });
    await notifier.show({ kind: 'item', item });
    expect(downloads).toEqual([]);
    expect(calls.map((c) => c.iconUrl)).toEqual(['chrome-extension://x/icon/128.png']);
  });

  it('an icon that cannot be downloaded does not cost the headline: it goes out with ours', async () => {
    const { notifier, calls, shown } = setup(async (id) => id);
    await notifier.show({ kind: 'item', item });
    expect(calls.map((c) => c.iconUrl)).toEqual(['chrome-extension://x/icon/128.png']);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('an icon the browser cannot draw does not cost the headline either: it goes out again with ours', async () => {
    const { notifier, calls, shown } = setup(
      async (id, options) => {
        if (options.iconUrl.startsWith('data:')) throw new Error('Unable to download all specified images.');
        return id;
      },
      { loaded: DATA_ICON },
    );
    await notifier.show({ kind: 'item', item });
    expect(calls.map((c) => c.iconUrl)).toEqual([DATA_ICON, 'chrome-extension://x/icon/128.png']);
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
