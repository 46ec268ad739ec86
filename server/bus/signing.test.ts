import { describe, expect, it } from 'vitest';
import { BusSigner, FRESH_MS } from './signing';

const SECRET = 's'.repeat(32);

describe('BusSigner', () => {
  const clock = (start = 1_800_000_000_000) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('a node reads what another node with the same secret signed, once, and recognises its own', () => {
    const time = clock();
    const a = new BusSigner(SECRET, 'a', time.now);
    const b = new BusSigner(SECRET, 'b', time.now);
    const entry = a.sign('{"type":"revoke","keyId":1}');
    expect(b.open(entry)).toEqual({ ok: true, event: '{"type":"revoke","keyId":1}', sentAt: time.now() });
    expect(a.open(entry)).toBe('own');
    // The same entry added to the stream again (a replay) is refused.
    expect(b.open(entry)).toEqual({ ok: false, reason: 'replayed' });
    expect(b.open(a.sign('{"type":"revoke","keyId":2}'))).toMatchObject({ ok: true });
  });

  it.each([
    ['unsigned', (entry: string[]) => ['node', 'a', 'event', entry[1]!], 'unsigned'],
    ['signed with another secret', () => new BusSigner('x'.repeat(32), 'a').sign('{"type":"revoke","keyId":1}'), 'wrong signature'],
    ['altered after signing', (entry: string[]) => ['m', entry[1]!.replace('keyId', 'keyXd'), 's', entry[3]!], 'wrong signature'],
    ['with a signature of the wrong length', (entry: string[]) => ['m', entry[1]!, 's', 'abcd'], 'wrong signature'],
  ])('refuses an entry %s', (_, forge, reason) => {
    const a = new BusSigner(SECRET, 'a');
    const b = new BusSigner(SECRET, 'b');
    expect(b.open(forge(a.sign('{"type":"revoke","keyId":1}')))).toEqual({ ok: false, reason });
  });

  it('refuses an entry captured and replayed after the freshness window, even by a node that never saw it', () => {
    const time = clock();
    const entry = new BusSigner(SECRET, 'a', time.now).sign('{"type":"revoke","keyId":1}');
    time.advance(FRESH_MS + 1);
    expect(new BusSigner(SECRET, 'c', time.now).open(entry)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a secret too short to be one', () => {
    expect(() => new BusSigner('short', 'a')).toThrow(/at least 32 characters/);
  });
});
