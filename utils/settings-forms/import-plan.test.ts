import { describe, expect, it } from 'vitest';
import { planAccount, planPriceSource } from './import-plan';

const current = { serverAddress: 'https://news.treeofalpha.com', endpointOverrides: {}, apiKey: 'nf_mine_1234' };

describe('planAccount', () => {
  it('nothing to confirm when the file leaves the address and key alone, or repeats them', () => {
    expect(planAccount(current, { retention: { maxItems: 100, maxAgeDays: 1 } })).toBeUndefined();
    expect(planAccount(current, { serverAddress: 'https://news.treeofalpha.com', endpointOverrides: {}, apiKey: 'nf_mine_1234' })).toBeUndefined();
  });

  it('a socket override that keeps the server address is a change, with the permission it needs', () => {
    const plan = planAccount(current, { serverAddress: 'https://news.treeofalpha.com', endpointOverrides: { socketUrl: 'wss://collector.example/ws' } });
    expect(plan?.changes).toEqual([{ what: 'Feed socket (receives your key at login)', now: 'wss://news.treeofalpha.com/ws', after: 'wss://collector.example/ws' }]);
    expect(plan?.permissions).toEqual(['https://collector.example/*']);
    expect(plan?.account).toEqual({ ...current, endpointOverrides: { socketUrl: 'wss://collector.example/ws' } });
  });

  it('a loopback address needs confirming and, like any address the manifest does not grant, its host permission', () => {
    const plan = planAccount(current, { serverAddress: 'http://127.0.0.1:6666' });
    expect(plan?.changes.map((change) => change.what)).toEqual(['Server address', 'Feed socket (receives your key at login)', 'API (receives your key with each vote)']);
    expect(plan?.permissions).toEqual(['http://127.0.0.1/*']);
  });

  it('a new key is shown masked, never whole', () => {
    const plan = planAccount(current, { apiKey: 'nf_theirs_5678' });
    expect(plan?.changes).toEqual([{ what: 'API key', now: 'nf_mi… (12 characters)', after: 'a different key: nf_th… (14 characters)' }]);
    expect(JSON.stringify(plan?.changes)).not.toContain('nf_theirs_5678');
    expect(plan?.account.apiKey).toBe('nf_theirs_5678');
  });

  it('overrides belong to the address they came with: a new address drops the stored ones', () => {
    const plan = planAccount({ ...current, endpointOverrides: { apiUrl: 'https://api.example/api' } }, { serverAddress: 'https://feed.example' });
    expect(plan?.account.endpointOverrides).toEqual({});
    expect(plan?.endpoints.apiUrl).toBe('https://feed.example/api');
  });
});

describe('planPriceSource', () => {
  const binance = { enabled: true, source: 'binance' };

  it('a file that moves price moves to another source waits for confirmation', () => {
    expect(planPriceSource(binance, { prices: { enabled: true, source: 'wss://prices.example/stream' } })).toEqual({
      what: 'Price source (learns your address and the coins on screen)',
      now: 'binance',
      after: 'wss://prices.example/stream',
    });
  });

  it('nothing to confirm when the source stays, prices are turned off, or the file has no prices', () => {
    expect(planPriceSource(binance, { prices: { enabled: true, source: 'binance' } })).toBeUndefined();
    expect(planPriceSource(binance, { prices: { enabled: false, source: 'wss://prices.example/stream' } })).toBeUndefined();
    expect(planPriceSource(binance, {})).toBeUndefined();
  });
});
