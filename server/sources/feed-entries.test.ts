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

  it('refuses a link that is not http(s), and publishes the entry with the feed’s link instead', () => {
    const script = rssDocument('T', [{ ...entry, link: 'javascript:alert(1)' }]);
    expect(feedEntries(script, NOW)[0]).toMatchObject({ identity: 'guid-1', link: 'https://example.org/' });
    const data = rssDocument('T', [{ ...entry, link: 'data:text/html,<script>alert(1)</script>' }]).replace('<channel>', '<channel xml:base="javascript:void(0)//">');
    expect(feedEntries(data, NOW)[0]!.link).toBe('https://example.org/');
  });

  it('reads at most MAX_ENTRIES entries and cuts long summaries', () => {
    const many = Array.from({ length: MAX_ENTRIES + 50 }, (_, i) => ({ ...entry, id: `g${i}`, summary: 'x'.repeat(5_000) }));
    const entries = feedEntries(rssDocument('T', many), NOW);
    expect(entries).toHaveLength(MAX_ENTRIES);
    expect(entries[0]!.summary).toHaveLength(SUMMARY_MAX);
  });

  it.each([
    ['RSS 2.0', rssDocument],
    ['Atom', atomDocument],
    ['JSON Feed', jsonFeedDocument],
  ])('%s: drops an entry without a title (or whose title is only markup) alone, and counts it', (_name, render) => {
    const tallies: unknown[] = [];
    const document = render('T', [{ ...entry, id: 'untitled', title: '' }, entry, { ...entry, id: 'markup', title: '<b></b>' }]);
    expect(feedEntries(document, NOW, undefined, (counts) => tallies.push(counts)).map((read) => read.identity)).toEqual(['guid-1']);
    expect(tallies).toEqual([{ 'no-title': 2 }]);
    // A document whose entries are all read tells nothing.
    feedEntries(render('T', [entry]), NOW, undefined, (counts) => tallies.push(counts));
    expect(tallies).toHaveLength(1);
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

  describe('links as real feeds write them', () => {
    const ADDRESS = 'https://feeds.example/world/rss.xml';
    const rss = (channel: string, items: string, root = '<rss version="2.0">') =>
      `<?xml version="1.0"?>${root}<channel><title>T</title>${channel}<description>d</description>${items}</channel></rss>`;

    it('reads a relative RSS link against the channel’s link, then the address it was fetched from', () => {
      const item = '<item><title>A</title><link>/content/c57f</link><guid isPermaLink="false">c57f</guid></item>';
      expect(feedEntries(rss('<link>https://www.ft.example</link>', item), NOW, ADDRESS)[0]!.link).toBe('https://www.ft.example/content/c57f');
      expect(feedEntries(rss('', item), NOW, ADDRESS)[0]!.link).toBe('https://feeds.example/content/c57f');
      expect(feedEntries(rss('', item), NOW)[0]).toMatchObject({ identity: 'c57f', link: undefined });
    });

    it('reads it against xml:base first: the root’s, then the item’s read against it', () => {
      const item = (base: string) => `<item${base}><title>A</title><link>image-feature/ice</link></item>`;
      const rooted = '<rss version="2.0" xml:base="http://www.nasa.example/">';
      expect(feedEntries(rss('<link>https://other.example/</link>', item(''), rooted), NOW, ADDRESS)[0]!.link).toBe('http://www.nasa.example/image-feature/ice');
      expect(feedEntries(rss('<link>https://other.example/</link>', item(' xml:base="post/1/"'), rooted), NOW, ADDRESS)[0]).toMatchObject({
        identity: 'http://www.nasa.example/post/1/image-feature/ice',
        link: 'http://www.nasa.example/post/1/image-feature/ice',
      });
    });

    it('takes the HTML alternate among several Atom links, relative to the feed’s xml:base', () => {
      const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://example.org/"><title>T</title><id>f</id><link href="/"/>
        <entry><id>tag:example.org,2005:3</id><title>First</title>
          <link href="/2003/12/13/atom03"/><link rel="alternate" type="text/html" href="/2003/12/13/atom03.html"/><link rel="edit" href="/edit"/>
        </entry></feed>`;
      expect(feedEntries(atom, NOW, ADDRESS)[0]).toMatchObject({ identity: 'tag:example.org,2005:3', link: 'http://example.org/2003/12/13/atom03.html' });
      const github = `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>f</id><link rel="alternate" type="text/html" href="https://github.example/gulpjs/gulp/releases"/>
        <entry><id>tag:github.com,2008:Repository/1/v3.9.0</id><title>v3.9.0</title><link rel="alternate" type="text/html" href="/gulpjs/gulp/releases/tag/v3.9.0"/></entry></feed>`;
      expect(feedEntries(github, NOW, ADDRESS)[0]!.link).toBe('https://github.example/gulpjs/gulp/releases/tag/v3.9.0');
    });

    it('publishes an entry with no link with its id when that is an http(s) URL, else with the feed’s link', () => {
      const items = '<item><title>A</title><guid>https://e.example/p/1</guid></item><item><title>B</title><guid isPermaLink="false">b-1</guid></item>';
      expect(feedEntries(rss('<link>https://e.example/</link>', items), NOW, ADDRESS).map(({ identity, link }) => ({ identity, link }))).toEqual([
        { identity: 'https://e.example/p/1', link: 'https://e.example/p/1' },
        { identity: 'b-1', link: 'https://e.example/' },
      ]);
    });

    it('gives RSS 0.91 items with no guid nor link an identity from their words, the same every read', () => {
      const items = (second: string) => `<item><title>Oferta de Empleo</title><description>Publicado el 14-05-2021</description></item><item><title>${second}</title></item>`;
      const document = rss('<link>http://www.dival.example/personal</link>', items('Otra'), '<rss version="0.91">');
      const first = feedEntries(document, NOW, ADDRESS);
      expect(first.map(({ title, link }) => ({ title, link }))).toEqual([
        { title: 'Oferta de Empleo', link: 'http://www.dival.example/personal' },
        { title: 'Otra', link: 'http://www.dival.example/personal' },
      ]);
      expect(first[0]!.identity).toMatch(/^content:[0-9a-f]{32}$/);
      expect(first[1]!.identity).not.toBe(first[0]!.identity);
      expect(feedEntries(document, NOW + 60_000, ADDRESS).map((read) => read.identity)).toEqual(first.map((read) => read.identity));
      expect(feedEntries(rss('', items('Cambiada')), NOW, ADDRESS)[1]!.identity).not.toBe(first[1]!.identity);
      // A character retyped (’ for ', a no-break space, a trailing full stop) is the same entry.
      const retyped = rss('<link>http://www.dival.example/personal</link>', items('Otra').replace('Oferta de Empleo', 'Oferta\u00A0de Empleo’').replace('14-05-2021', '14–05–2021.'), '<rss version="0.91">');
      expect(feedEntries(retyped, NOW, ADDRESS)[0]!.identity).toBe(feedEntries(document.replace('Oferta de Empleo', "Oferta de Empleo'"), NOW, ADDRESS)[0]!.identity);
    });

    it('reads every entry of a document whose bases are hostile past their budget, each unharmed but its link', () => {
      const items = Array.from(
        { length: MAX_ENTRIES },
        (_, i) => `<item xml:base="https://h.example/${'a/'.repeat(20_000)}"><title>Entry ${i}</title><link>${i % 2 ? 'javascript:alert(1)' : `p/${i}`}</link><guid>g${i}</guid></item>`,
      ).join('');
      const document = rss('<link>https://f.example/</link>', items, '<rss version="2.0" xml:base="data:text/html,x/">');
      const entries = feedEntries(document, NOW, ADDRESS);
      expect(entries).toHaveLength(MAX_ENTRIES);
      expect(entries[0]).toMatchObject({ identity: 'g0', title: 'Entry 0', link: 'https://f.example/p/0' });
      expect(entries[1]).toMatchObject({ identity: 'g1', title: 'Entry 1', link: 'https://f.example/' });
      expect(entries.every((read) => read.link!.startsWith('https://f.example/'))).toBe(true);
    });

    it('reads a podcast episode whose only address is its enclosure, titled only in the iTunes namespace', () => {
      const podcast = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>P</title><link>https://pod.example/</link><description>d</description>
        <item><itunes:title>Trailer</itunes:title><enclosure url="/episodes/trailer.mp3" length="1" type="audio/mpeg"/></item>
        <item><title>Episode 1</title><enclosure url="javascript:alert(1)" length="1" type="audio/mpeg"/></item></channel></rss>`;
      const [trailer, episode] = feedEntries(podcast, NOW, ADDRESS);
      expect(trailer).toMatchObject({ identity: 'https://pod.example/episodes/trailer.mp3', title: 'Trailer', link: 'https://pod.example/' });
      expect(episode).toMatchObject({ title: 'Episode 1', link: 'https://pod.example/' });
      expect(episode!.identity).toMatch(/^content:/);
    });
  });
});
