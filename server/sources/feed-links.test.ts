import { describe, expect, it } from 'vitest';
import { absoluteWebLink, alternateLink, BASE_DEPTH_MAX, LINK_MAX, linkBase, resolveLink, type LinkBases } from './feed-links';

const ADDRESS = 'https://feeds.example/news/rss.xml';
const resolved = (link: unknown, bases: Partial<LinkBases>) => resolveLink(link, linkBase({ feedBases: [], entryBases: [], address: ADDRESS, ...bases }));

describe('feed links', () => {
  it('reads a relative link against the xml:base in scope, each level against the one outside it', () => {
    expect(resolved('/content/1', { feedBases: ['http://www.nasa.example/'], feedLink: 'https://elsewhere.example/' })).toBe('http://www.nasa.example/content/1');
    expect(resolved('item', { feedBases: ['https://b.example/blog/'], entryBases: ['2024/post/'] })).toBe('https://b.example/blog/2024/post/item');
    // The outermost relative base is read against the address it came from.
    expect(resolved('x', { feedBases: ['/archive/'] })).toBe('https://feeds.example/archive/x');
  });

  it('without an xml:base, reads it against the feed’s own link (itself relative to the address), then the address', () => {
    expect(resolved('/content/c57f', { feedLink: 'https://www.ft.example' })).toBe('https://www.ft.example/content/c57f');
    expect(resolved('tag/v1', { feedLink: '/org/repo/releases/' })).toBe('https://feeds.example/org/repo/releases/tag/v1');
    expect(resolved('/org/repo/releases/tag/v1', {})).toBe('https://feeds.example/org/repo/releases/tag/v1');
    expect(resolveLink('/no/base', linkBase({ feedBases: [], entryBases: [] }))).toBeUndefined();
  });

  it('keeps absolute links as a browser writes them, and refuses what is not http(s) however it is reached', () => {
    expect(resolved('HTTP://Dicas-L.example', {})).toBe('http://dicas-l.example/');
    for (const hostile of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)']) {
      expect(resolved(hostile, { feedLink: 'https://f.example/' })).toBeUndefined();
    }
    // A base of another scheme is no base: the link is read against the next one in order.
    expect(resolved('x', { feedBases: ['javascript:alert(1)//'], feedLink: 'https://f.example/' })).toBe('https://f.example/x');
    expect(resolved('x', { entryBases: ['data:text/html,a/'] })).toBe('https://feeds.example/news/x');
    expect(resolveLink('x', linkBase({ feedBases: [], entryBases: [], feedLink: 'javascript:alert(1)', address: 'file:///etc/' }))).toBeUndefined();
  });

  it('skips a base that is not a URL, as if it were absent', () => {
    expect(resolved('x', { feedBases: ['http://[::1', 'https://ok.example/a/'], entryBases: ['http://bad host/'] })).toBe('https://ok.example/a/x');
    expect(resolved('x', { feedBases: ['https://'] })).toBe('https://feeds.example/news/x');
    expect(resolved('x', { feedBases: [42, { href: 'https://o.example/' }], feedLink: 'https://f.example/' })).toBe('https://f.example/x');
    expect(resolveLink('x', linkBase({ feedBases: [], entryBases: [], feedLink: 'not a url' }))).toBeUndefined();
  });

  it(`ignores a base or link longer than ${LINK_MAX} characters, and xml:base levels past ${BASE_DEPTH_MAX}`, () => {
    const huge = `https://h.example/${'a/'.repeat(500_000)}`;
    expect(resolved('x', { feedBases: [huge], feedLink: 'https://f.example/' })).toBe('https://f.example/x');
    expect(resolved(`/${'p'.repeat(LINK_MAX)}`, {})).toBeUndefined();
    expect(absoluteWebLink(huge)).toBeUndefined();
    const chain = Array.from({ length: 100_000 }, () => 'a/');
    expect(resolved('x', { feedBases: ['https://c.example/', ...chain] })).toBe(`https://c.example/${'a/'.repeat(BASE_DEPTH_MAX - 1)}x`);
    expect(resolved('x', { feedBases: ['https://c.example/'], entryBases: chain })).toBe(`https://c.example/${'a/'.repeat(BASE_DEPTH_MAX - 1)}x`);
  });

  it('takes an id as a link only when it is an absolute http(s) URL', () => {
    expect(absoluteWebLink('https://e.example/p/1')).toBe('https://e.example/p/1');
    for (const id of ['tag:e.example,2024:1', 'urn:uuid:1', '/p/1', 'guid-1', 'javascript:alert(1)', undefined]) expect(absoluteWebLink(id)).toBeUndefined();
  });

  it('picks the HTML alternate among several Atom links, else the first alternate, never another rel', () => {
    expect(
      alternateLink([
        { href: 'https://e.example/a', rel: 'self' },
        { href: 'https://e.example/a.json', rel: 'alternate', type: 'application/json' },
        { href: 'https://e.example/a.html', rel: 'alternate', type: 'text/html' },
      ]),
    ).toBe('https://e.example/a.html');
    expect(alternateLink([{ href: 'https://e.example/a' }, { href: 'https://e.example/a.html', rel: 'alternate', type: 'text/html' }, { href: 'https://e.example/edit', rel: 'edit' }])).toBe(
      'https://e.example/a.html',
    );
    expect(alternateLink([{ href: 'https://e.example/first' }, { href: 'https://e.example/second', rel: 'alternate' }])).toBe('https://e.example/first');
    expect(alternateLink([{ href: 'https://e.example/m.mp4', rel: 'enclosure' }, { href: 'https://e.example/r', rel: 'related', type: 'text/html' }])).toBeUndefined();
    expect(alternateLink(undefined)).toBeUndefined();
  });
});
