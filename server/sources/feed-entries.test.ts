import { describe, expect, it } from 'vitest';
import { atomDocument, jsonFeedDocument, rssDocument, type StandInEntry } from '@/devkit/stand-ins/documents';
import { feedEntries, MAX_ENTRIES, SUMMARY_MAX, TITLE_MAX } from './feed-entries';

const NOW = Date.UTC(2026, 10, 23, 12);
const entry: StandInEntry = { id: 'guid-1', title: 'Bitcoin tops $100K & more', link: 'https://e.example/a', summary: '<p>Markets <b>rally</b> &amp; cheer</p>', time: NOW - 60_000 };

describe('feed entries', () => {
  it.each([
    ['RSS 2.0', rssDocument],
    ['Atom', atomDocument],
    ['JSON Feed', jsonFeedDocument],
  ])('reads %s: identity, plain title and summary, date', (_name, render) => {
    expect(feedEntries(render('T', [entry]), NOW)).toEqual([
      { identity: 'guid-1', title: 'Bitcoin tops $100K & more', link: 'https://e.example/a', summary: 'Markets rally & cheer', published: NOW - 60_000 },
    ]);
  });

  it('does not believe dates before Bitcoin, a day ahead, or unreadable', () => {
    const doc = rssDocument('T', [{ ...entry, id: 'a' }]).replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>yesterday-ish</pubDate>');
    expect(feedEntries(doc, NOW)[0]!.published).toBeUndefined();
    expect(feedEntries(rssDocument('T', [{ ...entry, time: Date.UTC(1999, 0, 1) }]), NOW)[0]!.published).toBeUndefined();
    expect(feedEntries(rssDocument('T', [{ ...entry, time: NOW + 3 * 86_400_000 }]), NOW)[0]!.published).toBeUndefined();
  });

  it('falls back to the link for identity, skips entries with neither, and drops unsafe links', () => {
    const doc = rssDocument('T', [entry]).replace(/<guid[^>]*>[^<]*<\/guid>/, '');
    expect(feedEntries(doc, NOW)[0]!.identity).toBe('https://e.example/a');
    const bare = doc.replace('<link>https://e.example/a</link>', '');
    expect(feedEntries(bare, NOW)).toEqual([]);
    const script = rssDocument('T', [{ ...entry, link: 'javascript:alert(1)' }]);
    expect(feedEntries(script, NOW)[0]).toMatchObject({ identity: 'guid-1', link: undefined });
  });

  it('reads at most MAX_ENTRIES entries and cuts long summaries', () => {
    const many = Array.from({ length: MAX_ENTRIES + 50 }, (_, i) => ({ ...entry, id: `g${i}`, summary: 'x'.repeat(5_000) }));
    const entries = feedEntries(rssDocument('T', many), NOW);
    expect(entries).toHaveLength(MAX_ENTRIES);
    expect(entries[0]!.summary).toHaveLength(SUMMARY_MAX);
  });

  it('reads markup in a title as a browser lays it out: inline joins, block parts', () => {
    const [read] = feedEntries(rssDocument('T', [{ ...entry, title: 'Penthouse of 1930ft<sup>2</sup> sold for <b>12</b> BTC', summary: '<p>Paid</p><p>in &lt;b&gt;bitcoin&lt;/b&gt;</p>' }]), NOW);
    expect(read).toMatchObject({ title: 'Penthouse of 1930ft2 sold for 12 BTC', summary: 'Paid in <b>bitcoin</b>' });
  });

  it('reads a title, summary and date of megabytes only as far as their budgets', () => {
    const huge = '<'.repeat(1_900_000);
    const document = jsonFeedDocument('T', [{ ...entry, title: huge, summary: huge }]).replace(/"date_published":"[^"]*"/, `"date_published":"${'1'.repeat(1_000_000)}"`);
    const [read] = feedEntries(document, NOW);
    expect(read).toEqual({ identity: 'guid-1', title: `${'<'.repeat(TITLE_MAX - 1)}…`, link: 'https://e.example/a', summary: `${'<'.repeat(SUMMARY_MAX - 1)}…`, published: undefined });
  });

  it('does not expand entities a document declares (a billion laughs stays a few bytes)', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "lol">${levels}]><rss version="2.0"><channel><title>T</title><item><title>&l9;</title><guid>b</guid></item></channel></rss>`;
    const entries = feedEntries(bomb, NOW);
    expect(JSON.stringify(entries).length).toBeLessThan(1_000);
  });

  it('throws, naming the problem, on a document that is not a feed', () => {
    expect(() => feedEntries('<html><body>hello</body></html>', NOW)).toThrow(/^not a feed/);
    expect(() => feedEntries('{"json": "but no feed"}', NOW)).toThrow(/^not a feed/);
  });
});
