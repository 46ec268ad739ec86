import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { alertsItem, apiKeyItem, defaultAlerts, DEFAULT_SERVER, readAlerts, readRetention, serverAddressItem } from './settings';

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('defaults: the public service, no key, notify everything', async () => {
    expect(await serverAddressItem.getValue()).toBe(DEFAULT_SERVER);
    expect(await apiKeyItem.getValue()).toBe('');
    expect(await alertsItem.getValue()).toEqual(defaultAlerts);
  });

  it('the key is stored in local storage only', async () => {
    await apiKeyItem.setValue('nf_secret');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({ apiKey: 'nf_secret' });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('readAlerts keeps good rules and fields, dropping only what is damaged', () => {
    const good = { id: 'a', name: 'BTC', enabled: true, action: 'notify', match: { coins: ['BTC'] } };
    const alerts = readAlerts({ rules: [good, { id: 'b', action: 'explode' }, 'junk'], maxPerWindow: -4, windowSeconds: 30 });
    expect(alerts.rules).toEqual([good]);
    expect(alerts.maxPerWindow).toBe(defaultAlerts.maxPerWindow);
    expect(alerts.windowSeconds).toBe(30);
    expect(readAlerts('garbage')).toEqual(defaultAlerts);
  });

  it('readRetention falls back to defaults on nonsense', () => {
    expect(readRetention({ maxItems: 5, maxAgeDays: 1 }).maxItems).toBe(5_000);
  });
});
