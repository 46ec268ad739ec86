import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { alertsItem, apiKeyItem, defaultAlerts, endpointOverridesItem, keyScopeItem, serverAddressItem, settings, unreadItem } from '@/utils/settings';
import { watchSettings } from './settings-watch';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSettings', () => {
  beforeEach(() => fakeBrowser.reset());

  function watch() {
    const events = {
      connectionChanged: vi.fn(),
      alertsChanged: vi.fn(),
      pricesChanged: vi.fn(),
      onboardingChanged: vi.fn(),
      imagesChanged: vi.fn(),
      feedsChanged: vi.fn(),
    };
    return { events, settingsWatch: watchSettings(settings, events) };
  }

  it('reads what is stored, with the unread count', async () => {
    await serverAddressItem.setValue('http://127.0.0.1:1');
    await apiKeyItem.setValue('nf_k');
    await unreadItem.setValue(4);
    const { settingsWatch, events } = watch();
    expect(await settingsWatch.start()).toBe(4);
    expect(settingsWatch.connection).toEqual({ serverAddress: 'http://127.0.0.1:1', apiKey: 'nf_k', overrides: {}, keyScope: null });
    expect(events.alertsChanged).toHaveBeenCalledWith(defaultAlerts);
    expect(events.connectionChanged).not.toHaveBeenCalled();
  });

  it('keeps a value saved while it was starting rather than the older one it read', async () => {
    await apiKeyItem.setValue('nf_old');
    const { settingsWatch } = watch();
    const starting = settingsWatch.start();
    await apiKeyItem.setValue('nf_new');
    await starting;
    expect(settingsWatch.connection.apiKey).toBe('nf_new');
  });

  it('once live, a save of address, overrides, key and scope together reconnects once', async () => {
    const { settingsWatch, events } = watch();
    await settingsWatch.start();
    await apiKeyItem.setValue('nf_before-live');
    await flush();
    expect(events.connectionChanged).not.toHaveBeenCalled();
    settingsWatch.goLive();
    await fakeBrowser.storage.local.set({ serverAddress: 'http://127.0.0.1:2', endpointOverrides: {}, apiKey: 'nf_k', keyScope: { socketUrl: 'a', apiUrl: 'b' } });
    await flush();
    expect(events.connectionChanged).toHaveBeenCalledOnce();
    expect(settingsWatch.connection).toMatchObject({ serverAddress: 'http://127.0.0.1:2', keyScope: { socketUrl: 'a', apiUrl: 'b' } });
  });

  it('alerts and retention changes apply without reconnecting, read through their readers', async () => {
    const { settingsWatch, events } = watch();
    await settingsWatch.start();
    settingsWatch.goLive();
    await alertsItem.setValue({ ...defaultAlerts, maxPerWindow: 7 });
    await fakeBrowser.storage.local.set({ retention: 'junk' });
    await endpointOverridesItem.setValue({});
    await keyScopeItem.setValue({ socketUrl: 'c', apiUrl: 'd' });
    await flush();
    expect(events.alertsChanged).toHaveBeenLastCalledWith(expect.objectContaining({ maxPerWindow: 7 }));
    expect(settingsWatch.retention).toEqual({ maxItems: 5_000, maxAgeDays: 30 });
    expect(events.connectionChanged).toHaveBeenCalledTimes(2);
  });

  it('follows the extra feeds once live, read entry by entry, without reconnecting the first feed', async () => {
    const { settingsWatch, events } = watch();
    await settingsWatch.start();
    expect(settingsWatch.extraFeeds).toEqual([]);
    settingsWatch.goLive();
    const good = { id: 'regional', name: 'Regional', serverAddress: 'https://news.treeofalpha.com', socketUrl: 'wss://news.treeofalpha.com/ws/regional', apiKey: 'k' };
    await fakeBrowser.storage.local.set({ extraFeeds: [good, { id: 'BAD ID', name: 'x', serverAddress: 'y', apiKey: '' }] });
    await flush();
    expect(events.feedsChanged).toHaveBeenCalledOnce();
    expect(settingsWatch.extraFeeds).toEqual([good]);
    expect(events.connectionChanged).not.toHaveBeenCalled();
  });
});
