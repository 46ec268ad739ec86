import { describe, expect, it } from 'vitest';
import { planConnection, type ConnectionSettings } from './connection';

const local = { socketUrl: 'ws://127.0.0.1:9999/ws', apiUrl: 'http://127.0.0.1:9999/api' };
const saved: ConnectionSettings = { serverAddress: 'http://127.0.0.1:9999', apiKey: ' nf_mine ', overrides: {}, keyScope: local };

describe('planConnection', () => {
  it('sends the key (trimmed) where it was saved', () => {
    expect(planConnection(saved)).toMatchObject({ ok: true, apiKey: 'nf_mine', keyWithheld: false, endpoints: local });
  });

  it('withholds the key from addresses it was not saved with', () => {
    const plan = planConnection({ ...saved, overrides: { socketUrl: 'ws://localhost:7777/ws' } });
    expect(plan).toMatchObject({ ok: true, apiKey: '', keyWithheld: true, endpoints: { socketUrl: 'ws://localhost:7777/ws' } });
  });

  it('a key stored before scopes existed adopts the stored addresses', () => {
    const plan = planConnection({ ...saved, keyScope: null });
    expect(plan).toMatchObject({ ok: true, apiKey: 'nf_mine', keyWithheld: false, adoptScope: local });
  });

  it('no key: nothing to send, nothing withheld, nothing adopted', () => {
    const plan = planConnection({ ...saved, apiKey: '', keyScope: null });
    expect(plan).toEqual({ ok: true, endpoints: expect.any(Object), apiKey: '', keyWithheld: false, keyNeedsConsent: false });
  });

  it("a key Firefox's consent does not cover is not sent, and the plan says why (not the addresses)", () => {
    expect(planConnection(saved, false)).toMatchObject({ ok: true, apiKey: '', keyWithheld: false, keyNeedsConsent: true });
    expect(planConnection({ ...saved, apiKey: '' }, false)).toMatchObject({ apiKey: '', keyNeedsConsent: false });
  });

  it('an address that cannot be used is an error that says why', () => {
    expect(planConnection({ ...saved, serverAddress: 'http://lan-box:8787' })).toEqual({ ok: false, error: expect.stringMatching(/^Server address is invalid: .*https/) });
  });
});
