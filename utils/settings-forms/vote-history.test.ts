import { describe, expect, it } from 'vitest';
import { parseMyLikes } from '@newsflash/protocol/vote-replies';
import { storedItem, T0 } from '@/tests/fixtures/items';
import { historyCsv, historyJson, joinHistory } from './vote-history';

const item = (id: string, title: string, time: number) => storedItem(id, { title, time, source: 'Upbit', link: `https://example.com/${id}` });

describe('vote history', () => {
  const { votes } = parseMyLikes([
    { newsId: 'a', type: 'like', time: T0 + 2_000 },
    { newsId: 'gone', type: 'dislike', time: T0 + 3_000 },
    { newsId: 'b', type: 'dislike', time: T0 + 1_000 },
  ]);
  const rows = joinHistory(votes, [item('a', 'Listing, "big" news', T0 + 100), item('b', '=HYPERLINK("x")', T0 + 50)]);

  it('joins votes with cached items, newest vote first, keeping votes whose item is not cached', () => {
    expect(rows.map((row) => [row.newsId, row.vote, row.title])).toEqual([
      ['gone', 'dislike', undefined],
      ['a', 'like', 'Listing, "big" news'],
      ['b', 'dislike', '=HYPERLINK("x")'],
    ]);
  });

  it("joins a vote with the cached item only when that feed delivered it: another feed's news under the same id is not its title", () => {
    const shared = [
      { newsId: 'a', vote: 'like' as const, time: 2 },
      { newsId: 'a', vote: 'dislike' as const, time: 1, feed: 'second' },
    ];
    expect(joinHistory(shared, [item('a', 'Main news', T0)], { second: 'Second' }).map((row) => [row.feed, row.vote, row.title])).toEqual([
      ['main', 'like', 'Main news'],
      ['Second', 'dislike', undefined],
    ]);
    expect(joinHistory(shared, [{ ...item('a', 'Second news', T0), via: 'second' }], { second: 'Second' }).map((row) => [row.feed, row.title])).toEqual([
      ['main', undefined],
      ['Second', 'Second news'],
    ]);
  });

  it('exports CSV with quoting and formula-safe cells', () => {
    const csv = historyCsv(rows).split('\r\n');
    expect(csv[0]).toBe('news_id,vote,voted_at,title,source,published_at,link,feed');
    expect(csv[1]).toBe('gone,dislike,2026-01-01T00:00:03.000Z,,,,,main');
    expect(csv[2]).toBe('a,like,2026-01-01T00:00:02.000Z,"Listing, ""big"" news",Upbit,2026-01-01T00:00:00.100Z,https://example.com/a,main');
    expect(csv[3]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('exports JSON with ISO times', () => {
    expect(JSON.parse(historyJson(rows))[1]).toEqual({
      newsId: 'a',
      vote: 'like',
      votedAt: '2026-01-01T00:00:02.000Z',
      title: 'Listing, "big" news',
      source: 'Upbit',
      publishedAt: '2026-01-01T00:00:00.100Z',
      link: 'https://example.com/a',
      feed: 'main',
    });
  });

  it('exports a row whose item was stored with a time no date can hold, leaving that time empty', () => {
    const [row] = joinHistory(parseMyLikes([{ newsId: 'odd', type: 'like', time: T0 }]).votes, [item('odd', 'Odd', 1e16)]);
    expect(historyCsv([row!]).split('\r\n')[1]).toBe('odd,like,2026-01-01T00:00:00.000Z,Odd,Upbit,,https://example.com/odd,main');
    expect(JSON.parse(historyJson([row!]))[0].publishedAt).toBeUndefined();
  });

  it("says which feed each vote was cast on: an extra feed by its name, one removed since by its id, never a name from the object's prototype", () => {
    const feeds = joinHistory(
      [{ newsId: 'x', vote: 'like', feed: 'second' }, { newsId: 'y', vote: 'dislike', feed: 'gone' }, { newsId: 'z', vote: 'like', feed: 'constructor' }, { newsId: 'w', vote: 'like' }],
      [],
      { second: 'Second' },
    ).map((row) => [row.newsId, row.feed]);
    expect(feeds.sort()).toEqual([['w', 'main'], ['x', 'Second'], ['y', 'gone'], ['z', 'constructor']]);
  });
});
