import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities';
import { linkify } from './linkify';
import { countdownLabel, latencyLabel, relativeTime } from './time';

describe('linkify', () => {
  it('turns http(s) URLs into links and keeps the rest as text', () => {
    expect(linkify('Read https://apnews.com/x, then http://a.example/b.')).toEqual([
      { text: 'Read ' },
      { text: 'apnews.com/x', href: 'https://apnews.com/x', host: 'apnews.com' },
      { text: ', then ' },
      { text: 'a.example/b', href: 'http://a.example/b', host: 'a.example' },
      { text: '.' },
    ]);
  });

  it('keeps a parenthesis that belongs to the URL', () => {
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual([
      { text: 'en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)', host: 'en.wikipedia.org' },
    ]);
  });

  it('never links javascript:, data: or markup', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="javascript:alert(1)">x</a>';
    expect(linkify(text)).toEqual([{ text }]);
  });

  it('trims every kind of trailing punctuation, however long the run', () => {
    expect(linkify('(see https://x.example/a?b=1).')).toEqual([{ text: '(see ' }, { text: 'x.example/a?b=1', href: 'https://x.example/a?b=1', host: 'x.example' }, { text: ').' }]);
    expect(linkify(`https://x.example/${'.,;:!?]}\'"”’'.repeat(3)}`)[0]).toEqual({ text: 'x.example', href: 'https://x.example/', host: 'x.example' });
  });

  it('handles a 200,000-character URL made of punctuation in one pass (the regex it replaced took 35 s)', () => {
    const body = `https://x.example/${'.,'.repeat(100_000)}a`;
    // Too long to be a link (over 2,048 characters), so it stays text, whole.
    expect(linkify(body)).toEqual([{ text: body }]);
    const trailing = `https://x.example/a${'.'.repeat(200_000)}`;
    expect(linkify(trailing)).toEqual([{ text: 'x.example/a', href: 'https://x.example/a', host: 'x.example' }, { text: '.'.repeat(200_000) }]);
  });

  it('loses no text around a link and links only http(s), whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('https://ok.example/p', 'javascript:x', 'http://[::1'), (a, b, url) => {
        const text = `${a} ${url} ${b}`;
        const segments = linkify(text);
        const links = segments.filter((segment) => 'href' in segment);
        const linked = url.startsWith('https:');
        expect(links).toEqual(linked ? [{ text: 'ok.example/p', href: url, host: 'ok.example' }] : []);
        const around = segments.map((segment) => ('href' in segment ? url : segment.text)).join('');
        expect(around).toBe(text);
      }),
    );
  });
});

describe('decodeEntities', () => {
  it('decodes the common entities and numeric references', () => {
    expect(decodeEntities('AT&amp;T &lt;b&gt; &#39;x&#39; &#x1F680; &quot;q&quot;')).toBe('AT&T <b> \'x\' 🚀 "q"');
  });
  it('leaves unknown or invalid references alone', () => {
    expect(decodeEntities('&bogus; &#xD800; &#0; a & b')).toBe('&bogus; &#xD800; &#0; a & b');
  });
});

describe('time labels', () => {
  it('countdownLabel counts to the second under a day, in days and hours beyond, never below zero', () => {
    expect([0, 999, 5_000, 65_000, 3_600_000, 3 * 3_600_000 + 4 * 60_000 + 5_000, 2 * 86_400_000 + 3 * 3_600_000 + 59_000].map((ms) => countdownLabel(ms, 'en'))).toEqual(['0s', '1s', '5s', '1m 5s', '1h 0m 0s', '3h 4m 5s', '2d 3h']);
    expect(countdownLabel(-5_000, 'en')).toBe('0s');
    expect(countdownLabel(65_000, 'ko')).toBe('1분 5초');
  });

  it('relativeTime is compact and never negative', () => {
    expect([0, 59_000, 60_000, 3_600_000, 90_000_000].map((age) => relativeTime(1_000_000_000, 1_000_000_000 + age))).toEqual(['0s', '59s', '1m', '1h', '1d']);
    expect(relativeTime(2_000, 1_000)).toBe('0s');
  });
  it('latencyLabel shows only sensible latencies', () => {
    expect(latencyLabel(1_000, 1_450)).toBe('450 ms');
    expect(latencyLabel(1_000, 3_500)).toBe('2.5 sec');
    expect(latencyLabel(1_000, 3_500, 'ru')).toBe('2,5 с');
    expect(relativeTime(0, 90_000_000, 'zh-CN')).toBe('1天');
    expect(latencyLabel(1_000, 500)).toBeUndefined();
    expect(latencyLabel(0, 11 * 60_000)).toBeUndefined();
    expect(latencyLabel(0, undefined)).toBeUndefined();
  });
});
