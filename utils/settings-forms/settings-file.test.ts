import { describe, expect, it } from 'vitest';
import { defaultAlerts, defaultRetention } from '@/utils/settings/schema';
import { exportSettings, importSettings, type SettingsBundle } from './settings-file';

const bundle: SettingsBundle = {
  serverAddress: 'http://127.0.0.1:8787',
  endpointOverrides: {},
  apiKey: 'nf_secret',
  alerts: { ...defaultAlerts, rules: [{ id: 'r1', name: 'BTC', enabled: true, action: 'notify', match: { coins: ['BTC'] } }] },
  retention: defaultRetention,
  prices: { enabled: true, source: 'ws://127.0.0.1:8787/stream' },
  dislike: { margin: 4, mode: 'hide' },
  images: { feed: false, notifications: true },
};

describe('settings file', () => {
  it('exports without the key unless asked', () => {
    expect(exportSettings(bundle, false)).not.toContain('nf_secret');
    expect(exportSettings(bundle, true)).toContain('nf_secret');
  });

  it('a price source travels without this reader\'s word for it, and a file claiming one is not believed', () => {
    const exported = JSON.parse(exportSettings({ ...bundle, prices: { enabled: true, source: 'wss://mine.example/stream', confirmed: true } as SettingsBundle['prices'] }, false));
    expect(exported.settings.prices).toEqual({ enabled: true, source: 'wss://mine.example/stream' });
    exported.settings.prices = { enabled: false, source: 'wss://planted.example/stream', confirmed: true };
    const result = importSettings(JSON.stringify(exported));
    expect(result.ok && result.settings.prices).toEqual({ enabled: false, source: 'wss://planted.example/stream' });
  });

  it('round-trips everything', () => {
    const result = importSettings(exportSettings(bundle, true));
    expect(result).toEqual({
      ok: true,
      settings: bundle,
      imported: [
        { part: 'serverAddress', text: 'server address' },
        { part: 'apiKey', text: 'API key' },
        { part: 'alerts', text: 'notification settings (1 rule)' },
        { part: 'retention', text: 'storage limits' },
        { part: 'prices', text: 'price moves (on, from ws://127.0.0.1:8787/stream)' },
        { part: 'dislike', text: 'disliked-headline display' },
        { part: 'images', text: 'pictures from other sites' },
      ],
      rejected: [],
    });
  });

  it('takes both picture choices, refuses a damaged one with the reason, and reads a file from before them', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    file.settings.images = { feed: 'yes', notifications: true };
    const damaged = importSettings(JSON.stringify(file));
    if (!damaged.ok) throw new Error(damaged.error);
    expect(damaged.settings.images).toBeUndefined();
    expect(damaged.rejected).toEqual([expect.stringMatching(/^pictures from other sites: feed: /)]);
    expect(damaged.settings.dislike).toEqual(bundle.dislike);
    delete file.settings.images;
    const older = importSettings(JSON.stringify(file));
    expect(older).toMatchObject({ ok: true, rejected: [] });
    expect(older.ok && older.settings.images).toBeUndefined();
  });

  it('takes what is valid and reports the rest with reasons', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    file.settings.alerts.rules.push({ id: 'r2', name: 'Broken', enabled: true, action: 'notify', match: { pattern: '(' } });
    file.settings.alerts.rules.push('junk');
    file.settings.retention = { maxItems: 3, maxAgeDays: 1 };
    file.settings.serverAddress = 'http://lan-box:8787';
    file.settings.prices = { enabled: true, source: 'https://prices.example/stream' };
    const result = importSettings(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.settings.alerts?.rules.map((rule) => rule.id)).toEqual(['r1']);
    expect(result.settings.serverAddress).toBeUndefined();
    expect(result.settings.retention).toBeUndefined();
    expect(result.rejected).toEqual([
      expect.stringMatching(/^server address: The server address must use https/),
      expect.stringMatching(/^rule 2 "Broken": match\.pattern: Newsflash cannot run this pattern \(missing closing \)/),
      expect.stringMatching(/^rule 3: /),
      'storage limits: maxItems: must be at least 100',
      'price moves: a price source is a WebSocket address (ws:// or wss://)',
    ]);
  });

  it('refuses an imported rule whose pattern Newsflash cannot run, saying why; a backtracking-prone one is safe to take', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    file.settings.alerts.rules = [
      { id: 'a', name: 'Lookahead', enabled: true, action: 'notify', match: { pattern: '(?=x)' } },
      { id: 'b', name: 'Nested', enabled: true, action: 'notify', match: { pattern: '^(a+)+$' } },
    ];
    const result = importSettings(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.settings.alerts?.rules.map((rule) => rule.id)).toEqual(['b']);
    expect(result.rejected).toEqual([expect.stringMatching(/^rule 1 "Lookahead": match\.pattern: Newsflash cannot run this pattern .*no lookahead/)]);
  });

  it('refuses patterns past their cost budgets: a costly one alone, and any that puts the rule set over its total', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    const costly = '.{0,1000}'.repeat(43);
    // About 1,000 steps each: ten fit the rule set's 10,000; the eleventh does not, nor any after it.
    file.settings.alerts.rules = [
      { id: 'huge', name: 'Huge', enabled: true, action: 'notify', match: { pattern: costly } },
      ...Array.from({ length: 199 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, enabled: true, action: 'notify', match: { pattern: `x${i}.{0,490}y` } })),
    ];
    const started = performance.now();
    const result = importSettings(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.settings.alerts?.rules.map((rule) => rule.id)).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}`));
    expect(result.rejected[0]).toMatch(/^rule 1 "Huge": match\.pattern: Newsflash cannot run this pattern \(its counted repeats add up to 43000, more than 1000\)/);
    expect(result.rejected.slice(1)).toHaveLength(189);
    expect(result.rejected[1]).toMatch(/^rule 12 "P10": Your rules' patterns together would cost \d+ steps per headline, more than 10000/);
    // Not a timing assertion on the machine's speed: a sanity bound far above the ~0.5 s this takes, far below the minute it took.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('adds no extra feed: a file naming a hundred, with keys, has them ignored (only Add feed writes feeds, each asking for its host)', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    file.settings.extraFeeds = Array.from({ length: 100 }, (_, i) => ({ id: `f${i}`, name: `F${i}`, serverAddress: `https://f${i}.example`, apiKey: 'stolen' }));
    const result = importSettings(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.settings).not.toHaveProperty('extraFeeds');
    expect(JSON.stringify(result)).not.toContain('f99.example');
  });

  it('keeps at most 200 rules from a file and says so', () => {
    const file = JSON.parse(exportSettings(bundle, false));
    file.settings.alerts.rules = Array.from({ length: 1_000 }, (_, i) => ({ id: `r${i}`, name: `R${i}`, enabled: true, action: 'notify', match: { keywords: [`w${i}`] } }));
    const result = importSettings(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.settings.alerts?.rules).toHaveLength(200);
    expect(result.rejected).toEqual(['rules 201 to 1,000: at most 200 rules are kept']);
  });

  it.each([
    ['not json', /not JSON/],
    ['{"format":"other"}', /not a Newsflash settings file/],
    ['{"format":"newsflash-settings","version":7,"settings":{}}', /version 7/],
    ['{"format":"newsflash-settings","version":1,"settings":{}}', /holds no settings/],
  ])('refuses %s with a clear message', (text, message) => {
    const result = importSettings(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});
