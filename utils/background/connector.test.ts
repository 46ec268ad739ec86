import { describe, expect, it } from 'vitest';
import type { KeyScope } from '@/utils/base/endpoints';
import type { ConnectionSettings } from './connection';
import { createConnector } from './connector';

const local = { socketUrl: 'ws://127.0.0.1:9999/ws', apiUrl: 'http://127.0.0.1:9999/api' };
const saved: ConnectionSettings = { serverAddress: 'http://127.0.0.1:9999', apiKey: 'nf_mine', overrides: {}, keyScope: local };

function setup(consent = { given: true }) {
  const calls: string[] = [];
  const scopes: KeyScope[] = [];
  let syncs = 0;
  let changes = 0;
  const connector = createConnector({
    feed: {
      configure: (config) => calls.push(`feed ${config.socketUrl} ${config.apiKey ?? 'anonymous'}`),
      start: () => calls.push('feed start'),
      stop: () => calls.push('feed stop'),
    },
    likes: { setUrl: (url) => calls.push(`likes ${url}`), start: () => calls.push('likes start'), stop: () => calls.push('likes stop') },
    syncHistory: () => syncs++,
    saveKeyScope: (scope) => scopes.push(scope),
    changed: () => changes++,
    keyConsented: () => consent.given,
  });
  return { connector, calls, scopes, syncs: () => syncs, changes: () => changes };
}

describe('connector', () => {
  it('points both sockets and the API at the saved address with the key, and fetches the history once per key', () => {
    const t = setup();
    t.connector.apply(saved);
    expect(t.calls).toEqual(['feed ws://127.0.0.1:9999/ws nf_mine', 'likes ws://127.0.0.1:9999/ws/likes', 'feed start', 'likes start']);
    expect(t.connector.api).toEqual({ apiKey: 'nf_mine', apiUrl: local.apiUrl });
    t.connector.apply(saved);
    expect(t.syncs()).toBe(1);
    expect(t.changes()).toBe(2);
  });

  it('connects anonymously where the key was not saved, and says it is withheld', () => {
    const t = setup();
    t.connector.apply({ ...saved, overrides: { socketUrl: 'ws://localhost:7777/ws' } });
    expect(t.calls[0]).toBe('feed ws://localhost:7777/ws anonymous');
    expect(t.connector).toMatchObject({ keyWithheld: true, api: { apiKey: '' } });
    expect(t.syncs()).toBe(0);
  });

  it("without Firefox's consent the key goes nowhere, and it says so; with it, the key and its history come back", () => {
    const consent = { given: false };
    const t = setup(consent);
    t.connector.apply(saved);
    expect(t.calls[0]).toBe('feed ws://127.0.0.1:9999/ws anonymous');
    expect(t.connector).toMatchObject({ keyNeedsConsent: true, keyWithheld: false, api: { apiKey: '' } });
    expect(t.syncs()).toBe(0);
    consent.given = true;
    t.connector.apply(saved);
    expect(t.connector).toMatchObject({ keyNeedsConsent: false, api: { apiKey: 'nf_mine' } });
    expect(t.syncs()).toBe(1);
  });

  it('records the scope a key saved before scopes existed adopts', () => {
    const t = setup();
    t.connector.apply({ ...saved, keyScope: null });
    expect(t.scopes).toEqual([local]);
  });

  it('an address that cannot be used stops both sockets and keeps the reason until a usable one is applied', () => {
    const t = setup();
    t.connector.apply(saved);
    t.calls.length = 0;
    t.connector.apply({ ...saved, serverAddress: 'http://lan-box:8787' });
    expect(t.calls).toEqual(['feed stop', 'likes stop']);
    expect(t.connector.error).toMatch(/^Server address is invalid/);
    t.connector.apply(saved);
    expect(t.connector.error).toBeUndefined();
  });
});
