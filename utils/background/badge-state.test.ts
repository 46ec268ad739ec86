import { describe, expect, it } from 'vitest';
import { badgeTrouble, badgeView, DOWN_AFTER_MS, UNREAD_COLOR, WARNING_COLOR } from './badge-state';

describe('badgeView', () => {
  it('"count" shows the unread headlines, capped, and nothing at zero', () => {
    expect(badgeView({ mode: 'count', unread: 7, trouble: undefined })).toEqual({ text: '7', color: UNREAD_COLOR });
    expect(badgeView({ mode: 'count', unread: 1000, trouble: undefined }).text).toBe('999+');
    expect(badgeView({ mode: 'count', unread: 0, trouble: undefined }).text).toBe('');
  });

  it('"off" shows nothing however many are unread', () => {
    expect(badgeView({ mode: 'off', unread: 42, trouble: undefined })).toEqual({ text: '', color: UNREAD_COLOR });
  });

  it('trouble shows "!" in the warning colour with a title saying why, in either mode', () => {
    for (const mode of ['count', 'off'] as const) {
      expect(badgeView({ mode, unread: 5, trouble: 'down' })).toEqual({ text: '!', color: WARNING_COLOR, title: 'badge.down' });
      expect(badgeView({ mode, unread: 5, trouble: 'keyRefused' })).toEqual({ text: '!', color: WARNING_COLOR, title: 'badge.keyRefused' });
    }
  });
});

describe('badgeTrouble', () => {
  const now = 1_000_000;

  it('a refused key is trouble at once, even on an open socket', () => {
    expect(badgeTrouble({ connection: 'open', login: { state: 'rejected', reason: 'bad key' }, downSince: undefined, now })).toBe('keyRefused');
  });

  it('the feed is down only once not open for longer than the threshold', () => {
    const login = { state: 'anonymous' } as const;
    expect(badgeTrouble({ connection: 'waiting', login, downSince: now - DOWN_AFTER_MS, now })).toBeUndefined();
    expect(badgeTrouble({ connection: 'waiting', login, downSince: now - DOWN_AFTER_MS - 1, now })).toBe('down');
    expect(badgeTrouble({ connection: 'stopped', login, downSince: now - DOWN_AFTER_MS - 1, now })).toBe('down');
    expect(badgeTrouble({ connection: 'open', login, downSince: now - DOWN_AFTER_MS - 1, now })).toBeUndefined();
    expect(badgeTrouble({ connection: 'connecting', login, downSince: undefined, now })).toBeUndefined();
  });
});
