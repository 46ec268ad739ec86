import { describe, expect, it } from 'vitest';
import type { FeedCounters, FeedStatus } from '@/utils/feed/news-feed';
import { statusOf, type StatusParts } from './status';

const counters: FeedCounters = { frames: 5, items: 4, rejectedFrames: 0, duplicates: 1, backfilled: 3, reconnects: 2, sources: [{ source: 'Upbit', items: 2, medianMs: 800, p95Ms: 900 }] };
const open: FeedStatus = { connection: 'open', login: { state: 'anonymous' } };

function parts(over: Partial<StatusParts> = {}): StatusParts {
  return {
    feed: { getStatus: () => open, getCounters: () => counters },
    connector: { api: { apiKey: 'nf_mine', apiUrl: 'http://x/api' }, keyWithheld: false, keyNeedsConsent: false, error: undefined },
    hostAccess: { problem: undefined },
    notifications: { counters: () => ({ notificationsShown: 7, lastNotifyLatencyMs: 12 }) },
    prices: { status: () => ({ state: 'live', dropped: 0 }) },
    settings: { connection: { serverAddress: 'http://x', apiKey: 'nf_mine', overrides: {}, keyScope: null }, prices: { enabled: true } as never, onboarding: 'done', images: { feed: false, notifications: true } },
    storage: { kind: 'indexeddb' },
    unread: 5,
    unreadableRemoved: 2,
    updatesDropped: 3,
    warnings: [{ kind: 'silent', source: 'Upbit', lastAt: 1, usualGapMs: 900_000 }],
    channels: { states: () => [] },
    ...over,
  };
}

describe('statusOf', () => {
  it('gathers the feed, counters, storage, key, prices and onboarding', () => {
    expect(statusOf(parts())).toEqual({
      feed: open,
      counters: { ...counters, notificationsShown: 7, lastNotifyLatencyMs: 12, unreadableRemoved: 2, updatesDropped: 3 },
      storage: { kind: 'indexeddb' },
      unread: 5,
      serverAddress: 'http://x',
      hasKey: true,
      keyWithheld: false,
      keyNeedsConsent: false,
      prices: { state: 'live', dropped: 0, enabled: true },
      onboarding: 'done',
      feedImages: false,
      warnings: [{ kind: 'silent', source: 'Upbit', lastAt: 1, usualGapMs: 900_000 }],
      channels: [],
    });
  });

  it('an unusable address shows as a stopped feed with the reason, whatever the socket last said', () => {
    const status = statusOf(parts({ connector: { api: { apiKey: '', apiUrl: '' }, keyWithheld: false, keyNeedsConsent: false, error: 'Server address is invalid' } }));
    expect(status.feed).toEqual({ ...open, connection: 'stopped', lastError: 'Server address is invalid' });
    expect(status.hasKey).toBe(false);
  });

  it('puts the socket layer\'s problems into the reader\'s words for pages', () => {
    const waiting: FeedStatus = { connection: 'waiting', login: { state: 'anonymous' }, lastError: { code: 'no-pong' } };
    const failed: FeedCounters = { ...counters, lastError: { code: 'backfill-status', status: 500 } };
    const status = statusOf(parts({ feed: { getStatus: () => waiting, getCounters: () => failed } }));
    expect(status.feed.lastError).toBe('The server stopped answering pings');
    expect(status.counters.lastError).toBe('Could not fetch the headlines missed while offline: the service answered HTTP 500');
  });

  it('says in the reader\'s words that the saved address may be out of reach, and how to allow it', () => {
    const status = statusOf(parts({ hostAccess: { problem: { code: 'no-host-access', address: 'http://127.0.0.1:8080' } } }));
    expect(status.hostAccess).toBe('Newsflash may not reach http://127.0.0.1:8080 yet: open the options and press Save to allow it.');
    expect(status.feed).toEqual(open);
  });

  it("adds each extra feed's vote stream to its race row, where it has one", () => {
    const row = (id: string, feed: string) => ({ id, feed, items: 1, firstShare: 0.5, medianMs: 0 });
    const racer = { rows: () => [row('main', 'main'), row('second', 'Second'), row('keyless', 'Keyless')] };
    const extraLikes = { rows: () => [{ id: 'second', connection: 'open' as const, refused: 950 }] };
    expect(statusOf(parts({ racer, extraLikes })).race).toEqual([row('main', 'main'), { ...row('second', 'Second'), votes: { connection: 'open', refused: 950 } }, row('keyless', 'Keyless')]);
  });

  it("says an extra feed's last problem on its row: a backlog page past its budget, in the reader's words", () => {
    const row = (id: string, feed: string) => ({ id, feed, items: 1, firstShare: 0.5 });
    const racer = { rows: () => [row('main', 'main'), { ...row('hostile', 'Hostile'), problem: { code: 'reply-too-large' as const, megabytes: 4 } }, { ...row('broken', 'Broken'), error: 'Not an address', problem: { code: 'closed' as const, detail: 'x' } }] };
    const race = statusOf(parts({ racer })).race!;
    expect(race[1]).toEqual({ ...row('hostile', 'Hostile'), error: expect.stringContaining('4') });
    expect(race[1]).not.toHaveProperty('problem');
    expect(race[2]).toEqual({ ...row('broken', 'Broken'), error: 'Not an address' });
  });
});
