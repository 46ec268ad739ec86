import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSources } from './config';
import type { Fetch } from '../outbound/fetch-capped';
import { feedEntries } from './feed-entries';
import { startFeedSource } from './feed-source';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';
import { readJsonHere } from '../outbound/json-bounds';

afterEach(() => void vi.useRealTimers());

const feedConfig = (extra: Record<string, unknown> = {}) => {
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: 'https://blog.example/rss', intervalSeconds: 60, ...extra }] }));
  return source as Extract<typeof source, { kind: 'feed' }>;
};

function context(fetch: Fetch) {
  const offered: Candidate[] = [];
  const notes: string[] = [];
  const failures: string[] = [];
  const unreadable: unknown[] = [];
  const ctx: SourceContext = {
    offer: async (candidates) => (offered.push(...candidates), candidates.length),
    ok: () => {},
    failing: (reason) => void failures.push(reason),
    note: (line) => void notes.push(line),
    dropped: () => {},
    fetch,
    kept: { read: async () => undefined, write: async () => {} },
    unreadable: (counts) => void unreadable.push(counts),
    readFeed: async (document, now, address, tally) => feedEntries(document, now, address, tally),
    readJson: readJsonHere,
    now: () => Date.UTC(2026, 0, 1),
    random: () => 0.5,
  };
  return { ctx, offered, notes, failures, unreadable };
}

const rss = '<rss version="2.0"><channel><title>B</title><item><title>Revolução</title><guid>r</guid></item></channel></rss>';

describe('a feed source', () => {
  it('says once, not every poll, that it read a feed with an unknown charset as UTF-8', async () => {
    vi.useFakeTimers();
    const t = context(async () => new Response(rss, { headers: { 'content-type': 'application/rss+xml; charset=x-klingon' } }));
    const source = startFeedSource(feedConfig(), t.ctx);
    await vi.advanceTimersByTimeAsync(3 * 66_000);
    source.stop();
    expect(t.offered.length).toBeGreaterThanOrEqual(3);
    expect(t.offered[0]!.item.title).toBe('Revolução');
    expect(t.notes).toEqual(['unknown charset "x-klingon", read as UTF-8']);
  });

  it('reads an entry’s relative link against the address it fetched the feed from, after a redirect', async () => {
    const relative = '<rss version="2.0"><channel><title>B</title><item><title>Listed</title><link>posts/listed</link></item></channel></rss>';
    const t = context(async (url) =>
      String(url) === 'https://blog.example/rss'
        ? new Response(null, { status: 301, headers: { location: '/moved/feed.xml' } })
        : new Response(relative, { headers: { 'content-type': 'application/rss+xml' } }),
    );
    startFeedSource(feedConfig(), t.ctx).stop();
    await vi.waitFor(() => expect(t.offered.map((candidate) => [candidate.identity, candidate.item.url])).toEqual([['https://blog.example/moved/posts/listed', 'https://blog.example/moved/posts/listed']]));
  });

  it('gives each title as en for an English feed (the default), none for a feed in another language or script', async () => {
    vi.useFakeTimers();
    const entries = '<item><title>Exchange lists KITE</title><guid>a</guid></item><item><title>거래소 KITE 상장</title><guid>b</guid></item>';
    const answer = async () => new Response(`<rss version="2.0"><channel><title>B</title>${entries}</channel></rss>`, { headers: { 'content-type': 'application/rss+xml' } });
    const english = context(answer);
    const french = context(answer);
    const sources = [startFeedSource(feedConfig(), english.ctx), startFeedSource(feedConfig({ language: 'fr' }), french.ctx)];
    await vi.advanceTimersByTimeAsync(66_000);
    for (const source of sources) source.stop();
    expect(english.offered.slice(0, 2).map((candidate) => candidate.item.en)).toEqual(['Exchange lists KITE', undefined]);
    expect(french.offered.slice(0, 2).map((candidate) => candidate.item.en)).toEqual([undefined, undefined]);
    expect(french.offered).toHaveLength(english.offered.length);
  });

  it('counts the entries it drops, and is failing when it had entries and none could be read', async () => {
    const untitled = '<item><title></title><guid>u1</guid></item><item><guid>u2</guid><link>https://blog.example/u2</link></item>';
    const someRead = context(async () => new Response(`<rss version="2.0"><channel><title>B</title>${untitled}<item><title>Read</title><guid>r</guid></item></channel></rss>`));
    startFeedSource(feedConfig(), someRead.ctx).stop();
    await vi.waitFor(() => expect(someRead.offered.map((candidate) => candidate.identity)).toEqual(['r']));
    expect(someRead.unreadable).toEqual([{ 'no-title': 2 }]);
    expect(someRead.failures).toEqual([]);

    const noneRead = context(async () => new Response(`<rss version="2.0"><channel><title>B</title>${untitled}</channel></rss>`));
    startFeedSource(feedConfig(), noneRead.ctx).stop();
    await vi.waitFor(() => expect(noneRead.failures).toEqual(["none of the answer's entries could be read: 2 entries without a title"]));
    expect(noneRead.unreadable).toEqual([{ 'no-title': 2 }]);
    expect(noneRead.offered).toEqual([]);

    // An empty feed is quiet, not failing.
    const empty = context(async () => new Response('<rss version="2.0"><channel><title>B</title></channel></rss>'));
    const ok = vi.spyOn(empty.ctx, 'ok');
    startFeedSource(feedConfig(), empty.ctx).stop();
    await vi.waitFor(() => expect(ok).toHaveBeenCalled());
    expect(empty.failures).toEqual([]);
  });

  it('says an entry without a believable date is timeless (read now), and one with a date is not', async () => {
    const items = '<item><title>Dated</title><guid>d</guid><pubDate>Wed, 31 Dec 2025 23:00:00 GMT</pubDate></item><item><title>Undated</title><guid>u</guid></item>';
    const t = context(async () => new Response(`<rss version="2.0"><channel><title>B</title>${items}</channel></rss>`));
    startFeedSource(feedConfig(), t.ctx).stop();
    await vi.waitFor(() => expect(t.offered).toHaveLength(2));
    expect(t.offered.map((candidate) => [candidate.identity, candidate.item.time, candidate.timeless])).toEqual([
      ['d', Date.UTC(2025, 11, 31, 23), undefined],
      ['u', Date.UTC(2026, 0, 1), true],
    ]);
  });

  // Followed when the source allows it: tests/integration/service-origins.test.ts.
  it('fails, saying why, when its feed redirects to a private address it was not allowed', async () => {
    const redirected: Fetch = async () => new Response(null, { status: 302, headers: { location: 'http://10.0.0.7/rss' } });
    const refused = context(redirected);
    startFeedSource(feedConfig(), refused.ctx).stop();
    await vi.waitFor(() => expect(refused.failures).toEqual(['redirected to 10.0.0.7, a private address: refused (a source reaches such addresses only with "allowPrivate": true)']));
  });
});
