import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_FEEDS } from '@/utils/race/extra-feeds';
import { planAddFeed } from './add-feed';

const form = { name: 'Tree of Alpha (regional)', serverAddress: 'https://news.treeofalpha.com', socketUrl: 'wss://eu.treeofalpha.example/ws', apiKey: ' key ' };

describe('planAddFeed', () => {
  it('checks the entry and asks only for the hosts not granted yet (the built-in service needs none)', () => {
    const plan = planAddFeed(form, [], []);
    expect(plan).toEqual({
      ok: true,
      feed: { id: 'tree-of-alpha-regional', name: 'Tree of Alpha (regional)', serverAddress: 'https://news.treeofalpha.com', socketUrl: 'wss://eu.treeofalpha.example/ws', apiKey: 'key' },
      origins: ['https://eu.treeofalpha.example/*'],
    });
    expect(planAddFeed(form, [], ['https://eu.treeofalpha.example/*'])).toMatchObject({ ok: true, origins: [] });
  });

  it('refuses a nameless feed, a bad address, an overlong key and one past the budget, saying why', () => {
    expect(planAddFeed({ ...form, name: ' ' }, [], [])).toMatchObject({ ok: false });
    expect(planAddFeed({ ...form, serverAddress: 'http://remote.example' }, [], [])).toMatchObject({ ok: false, error: expect.stringContaining('https') });
    expect(planAddFeed({ ...form, apiKey: 'k'.repeat(257) }, [], [])).toMatchObject({ ok: false });
    const full = Array.from({ length: MAX_EXTRA_FEEDS }, (_, i) => ({ id: `f${i}`, name: `f${i}`, serverAddress: 'https://x.example', apiKey: '' }));
    expect(planAddFeed(form, full, [])).toMatchObject({ ok: false, error: expect.stringContaining(String(MAX_EXTRA_FEEDS)) });
  });

  it("refuses a socket already raced, the first feed's or another extra feed's, naming which", () => {
    const first = { serverAddress: 'https://news.treeofalpha.com' };
    expect(planAddFeed({ ...form, socketUrl: '' }, [], [], first)).toMatchObject({ ok: false, error: expect.stringContaining('main') });
    expect(planAddFeed({ ...form, socketUrl: '' }, [], [], { ...first, overrides: { socketUrl: 'wss://eu.treeofalpha.example/ws' } })).toMatchObject({ ok: true });
    const regional = { id: 'eu', name: 'EU', serverAddress: 'https://news.treeofalpha.com', socketUrl: 'wss://EU.treeofalpha.example/ws/', apiKey: '' };
    expect(planAddFeed(form, [regional], [], first)).toMatchObject({ ok: false, error: expect.stringContaining('EU') });
    expect(planAddFeed({ ...form, serverAddress: 'https://self.example', socketUrl: '' }, [regional], [], first)).toMatchObject({ ok: true });
  });

  it('keeps a name as shown and refuses one that reads as the first feed\'s or another\'s, or is only hidden characters', () => {
    expect(planAddFeed({ ...form, name: '\u202EEU\u202C\u200B fast\n' }, [], [])).toMatchObject({ ok: true, feed: { name: 'EU fast' } });
    expect(planAddFeed({ ...form, name: 'main\u200B' }, [], [])).toMatchObject({ ok: false, error: expect.stringContaining('"main"') });
    expect(planAddFeed({ ...form, name: 'Ｍain' }, [], [])).toMatchObject({ ok: false });
    const existing = [{ id: 'eu', name: 'EU', serverAddress: 'https://x.example', apiKey: '' }];
    expect(planAddFeed({ ...form, name: ' eu\u2060' }, existing, [])).toMatchObject({ ok: false, error: expect.stringContaining('"eu"') });
    expect(planAddFeed({ ...form, name: '\u202E\u200B' }, [], [])).toMatchObject({ ok: false, error: 'Give the feed a name.' });
  });
});
