import { describe, expect, it } from 'vitest';
import { linkKey, raceKeys, raceText } from './race-keys';

describe('linkKey', () => {
  it('reads only http(s) links and ignores what is not an address', () => {
    expect(linkKey('not a url')).toBeUndefined();
    expect(linkKey(undefined)).toBeUndefined();
    expect(linkKey('javascript:alert(1)')).toBeUndefined();
  });

  it('writes a link as two feeds would both write it: fragment, trailing slash, host case and tracking parameters aside, the rest in order', () => {
    expect(linkKey('https://Example.com/post/#top')).toBe('https://example.com/post');
    expect(linkKey('https://example.com/post?utm_source=x&utm_medium=y&fbclid=1&gclid=2')).toBe('https://example.com/post');
    expect(linkKey('https://example.com/post?b=2&utm_campaign=z&a=1')).toBe(linkKey('https://example.com/post?a=1&b=2'));
    expect(linkKey('https://example.com/post?id=1')).not.toBe(linkKey('https://example.com/post?id=2'));
    // Slashes read from the end once, however many (a safe link's 2,048 characters of them).
    expect(linkKey(`https://example.com/post${'/'.repeat(2_000)}`)).toBe('https://example.com/post');
    expect(linkKey(`https://example.com/${'/'.repeat(2_000)}post/`)).toBe(`https://example.com/${'/'.repeat(2_000)}post`);
  });

  it('names no item for a listing: a site, a catalog, a tag, a page of a list', () => {
    for (const listing of [
      'https://www.binance.com/en/support/announcement/list/48',
      'https://www.binance.com/en/support/announcement/list/161?utm_source=push',
      'https://www.binance.com/en/support/announcement',
      'https://example.com',
      'https://example.com/?utm_source=x',
      'https://news.example/news/',
      'https://news.example/news.html',
      'https://news.example/tag/bitcoin',
      'https://news.example/markets/page/2',
      'https://news.example/category/exchanges',
    ])
      expect(linkKey(listing), listing).toBeUndefined();
  });

  it('keeps a key for an item, whether its path or its query names it', () => {
    expect(linkKey('https://www.binance.com/en/support/announcement/c5d4e3f2a1b04c6e8f7a')).toBe('https://www.binance.com/en/support/announcement/c5d4e3f2a1b04c6e8f7a');
    expect(linkKey('https://blog.example/?p=123')).toBe('https://blog.example?p=123');
    expect(linkKey('https://news.example/news.php?id=5')).toBe('https://news.example/news.php?id=5');
    expect(linkKey('https://news.example/2026/05/binance-lists-aaa')).toBe('https://news.example/2026/05/binance-lists-aaa');
    expect(linkKey('https://x.com/someone/status/1')).toBe('https://x.com/someone/status/1');
  });
});

describe('raceKeys', () => {
  it("gives the _id, a link naming an item, and a story other than the item's own", () => {
    expect(raceKeys({ id: 'x', story: 'x' })).toEqual(['i:x']);
    expect(raceKeys({ id: 'x', link: 'https://a.example/item', story: 's' })).toEqual(['i:x', 'l:https://a.example/item', 's:s']);
    expect(raceKeys({ id: 'x', link: 'https://a.example/' })).toEqual(['i:x']);
  });
});

describe('raceText', () => {
  it('reads headline and body, case, width forms and runs of space aside', () => {
    expect(raceText({ title: 'BINANCE  Lists AAA', body: 'Opens\nat 10:00' })).toBe(raceText({ title: 'binance lists ＡＡＡ', body: 'opens at 10:00' }));
    expect(raceText({ title: 'Someone (@someone)', body: 'We are hacked' })).not.toBe(raceText({ title: 'Someone (@someone)', body: 'All is well' }));
    expect(raceText({ title: 'A headline' })).not.toBe(raceText({ title: 'A', body: 'headline' }));
  });

  it('keeps a long text short, yet tells apart texts differing only past their start', () => {
    const start = 'x'.repeat(5_000);
    const long = raceText({ title: 'Long', body: `${start} true ending` });
    expect(long.length).toBeLessThan(350);
    expect(long).not.toBe(raceText({ title: 'Long', body: `${start} false ending` }));
    expect(long).toBe(raceText({ title: 'LONG', body: `${start}  true ending` }));
  });
});
