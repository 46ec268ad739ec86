import { describe, expect, it } from 'vitest';
import { feedOrigins, MAX_EXTRA_FEEDS, newFeedId, planExtraFeeds, readExtraFeeds } from './extra-feeds';
import { shownName } from '@/utils/text/shown-name';

const feed = (id: string, over = {}) => ({ id, name: id, serverAddress: `https://${id}.example`, apiKey: `k-${id}`, ...over });

describe('extra feeds', () => {
  it('reads entry by entry: damaged and duplicate entries and the first feed\'s id are dropped, the count capped', () => {
    const stored = [feed('a'), { id: 'b' }, feed('a'), feed('main'), feed('c', { name: 'x'.repeat(41) }), ...Array.from({ length: 10 }, (_, i) => feed(`f${i}`))];
    const read = readExtraFeeds(stored);
    expect(read).toHaveLength(MAX_EXTRA_FEEDS);
    expect(read.map((entry) => entry.id)).toEqual(['a', 'f0', 'f1', 'f2']);
    expect(readExtraFeeds('junk')).toEqual([]);
  });

  it('reads names as shown: hidden and control characters out, and a name that reads as the first feed\'s or an earlier one\'s is shown as the feed\'s id', () => {
    expect(shownName('\u202Eniam\u202C  EU\n\t(\u200Bfast\u2060)\u00AD ')).toBe('niam EU (fast)');
    expect(shownName('👨\u200D👩\u200D👧 feed')).toBe('👨\u200D👩\u200D👧 feed');
    const stored = [
      feed('a', { name: 'main\u200B' }),
      feed('b', { name: 'ＭＡＩＮ' }),
      feed('c', { name: '\u202E\u200B' }),
      feed('d', { name: 'Regional\u202E' }),
      feed('e', { name: 'regional' }),
      feed('f', { name: 'W'.repeat(40) }),
      feed('g', { name: 'N'.repeat(10_000) }),
    ];
    expect(readExtraFeeds(stored).map((entry) => [entry.id, entry.name])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
      ['d', 'Regional'],
    ]);
    expect(readExtraFeeds([feed('a'), feed('b', { name: 'A' }), feed('c', { name: 'W'.repeat(40) })]).map((entry) => entry.name)).toEqual(['a', 'b', 'W'.repeat(40)]);
    expect(readExtraFeeds([feed('a', { name: 'b' }), feed('b', { name: 'B' })]).map((entry) => entry.name)).toEqual(['b']);
  });

  it('asks for the hosts of each feed beyond the built-in service, the regional socket included', () => {
    expect(feedOrigins([feed('a'), { serverAddress: 'https://news.treeofalpha.com', socketUrl: 'wss://eu.treeofalpha.example/ws' }])).toEqual([
      'https://a.example/*',
      'https://eu.treeofalpha.example/*',
    ]);
  });

  it('plans each feed with its own key, withheld without Firefox\'s consent, and says why a feed cannot run', () => {
    const plans = planExtraFeeds([feed('a'), feed('b', { serverAddress: 'http://remote.example' })], true);
    expect(plans[0]).toMatchObject({ id: 'a', apiKey: 'k-a', endpoints: { apiUrl: 'https://a.example/api' } });
    expect(plans[1]).toHaveProperty('error');
    expect(planExtraFeeds([feed('a')], false)[0]).toMatchObject({ apiKey: '' });
  });

  it('gives a new feed an unused id from its name', () => {
    expect(newFeedId('Tree of Alpha (EU)', [])).toBe('tree-of-alpha-eu');
    expect(newFeedId('Main', [])).toBe('main-2');
    expect(newFeedId('!!', ['feed'])).toBe('feed-2');
  });

  it('reads names without control characters or ones that hide or reorder text; a name of nothing else is shown as the feed\'s id', () => {
    expect(shownName('Evil\u202e niam\u0000\n\t feed\u200b')).toBe('Evil niam feed');
    const read = readExtraFeeds([feed('rtl', { name: '\u202eniam' }), feed('empty', { name: '\u2066\u0007 \u2069' }), feed('long', { name: 'x'.repeat(39) + '\u202e' })]);
    expect(read.map((entry) => [entry.id, entry.name])).toEqual([
      ['rtl', 'niam'],
      ['empty', 'empty'],
      ['long', 'x'.repeat(39)],
    ]);
  });
});
