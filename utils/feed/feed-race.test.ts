import { describe, expect, it } from 'vitest';
import { FeedRace, linkKey, raceKeys, SAMPLES_PER_FEED } from './feed-race';

const item = (id: string, link?: string, story?: string) => ({ id, link, story });

describe('FeedRace', () => {
  it('lets the first copy win by shared _id and names the margin over each later feed', () => {
    const race = new FeedRace(['main', 'regional', 'self']);
    expect(race.offer(1, item('a'), 1_000)).toEqual({ kind: 'first' });
    expect(race.offer(0, item('a'), 1_250)).toEqual({ kind: 'later', id: 'a', race: { first: 'regional', over: [{ feed: 'main', ms: 250 }] } });
    expect(race.offer(2, item('a'), 5_200)).toEqual({
      kind: 'later',
      id: 'a',
      race: { first: 'regional', over: [{ feed: 'main', ms: 250 }, { feed: 'self', ms: 4_200 }] },
    });
  });

  it('matches copies with different ids by link (fragment, trailing slash and host case aside), then by story', () => {
    const race = new FeedRace(['main', 'self']);
    race.offer(0, item('toa-1', 'https://Example.com/post/'), 10);
    expect(race.offer(1, item('nf-9', 'https://example.com/post#x'), 30)).toMatchObject({ kind: 'later', id: 'toa-1' });
    race.offer(0, item('toa-2', undefined, 'story-7'), 10);
    expect(race.offer(1, item('nf-10', undefined, 'story-7'), 15)).toMatchObject({ kind: 'later', id: 'toa-2', race: { over: [{ feed: 'self', ms: 5 }] } });
    expect(race.offer(1, item('nf-11', 'https://example.com/other'), 15)).toEqual({ kind: 'first' });
  });

  it('keeps two items of one feed that share a link or a story: only copies from different feeds are joined', () => {
    const race = new FeedRace(['main', 'self']);
    race.offer(0, item('a', 'https://x.example/same', 'story-1'), 1);
    expect(race.offer(0, item('b', 'https://x.example/same', 'story-1'), 2)).toEqual({ kind: 'first' });
    expect(race.offer(1, item('b'), 9)).toMatchObject({ kind: 'later', id: 'b', race: { over: [{ feed: 'self', ms: 7 }] } });
    expect(race.offer(1, item('z', 'https://x.example/same'), 9)).toMatchObject({ kind: 'later', id: 'a' });
  });

  it("drops a feed's own repeat and any backfilled copy without counting it in the race", () => {
    const race = new FeedRace(['main', 'self']);
    race.offer(0, item('a'), 100);
    expect(race.offer(0, item('a'), 200)).toEqual({ kind: 'repeat' });
    expect(race.offer(1, item('a'))).toEqual({ kind: 'repeat' });
    expect(race.offer(1, item('a'), 900)).toEqual({ kind: 'repeat' });
    expect(race.offer(1, item('b'))).toEqual({ kind: 'first' });
    expect(race.offer(0, item('b'), 50)).toEqual({ kind: 'repeat' });
    expect(race.rows()).toEqual([
      { feed: 'main', items: 1, firstShare: 1, medianMs: undefined },
      { feed: 'self', items: 0, firstShare: 0, medianMs: undefined },
    ]);
  });

  it('computes per feed the share delivered first and the median lead (+) or lag (−)', () => {
    const race = new FeedRace(['main', 'regional']);
    // Regional wins three of four, by 100, 200 and 300 ms; main wins one by 50 ms.
    [
      ['a', 1, 0, 100],
      ['b', 1, 0, 200],
      ['c', 1, 0, 300],
      ['d', 0, 1, 50],
    ].forEach(([id, winner, loser, ms], i) => {
      race.offer(winner as number, item(id as string), i * 1_000);
      race.offer(loser as number, item(id as string), i * 1_000 + (ms as number));
    });
    const [main, regional] = race.rows();
    expect(main).toEqual({ feed: 'main', items: 4, firstShare: 0.25, medianMs: (-200 + -100) / 2 });
    expect(regional).toEqual({ feed: 'regional', items: 4, firstShare: 0.75, medianMs: (100 + 200) / 2 });
  });

  it('keeps at most SAMPLES_PER_FEED lead samples, the newest', () => {
    const race = new FeedRace(['main', 'self']);
    for (let i = 0; i < SAMPLES_PER_FEED; i++) {
      race.offer(0, item(`old${i}`), 0);
      race.offer(1, item(`old${i}`), 1_000);
    }
    for (let i = 0; i < SAMPLES_PER_FEED; i++) {
      race.offer(0, item(`new${i}`), 0);
      race.offer(1, item(`new${i}`), 7);
    }
    expect(race.rows()[0]!.medianMs).toBe(7);
  });

  it('bounds the dedupe window to its size per feed, forgetting the oldest first, past 10,000 hostile items', () => {
    const race = new FeedRace(['main', 'a', 'b'], 100);
    for (let i = 0; i < 10_000; i++) {
      race.offer(i % 3, item(`id${i}`, `https://x.example/${i}`, `story${i}`), i);
      race.tidy();
    }
    expect(race.size).toBeLessThanOrEqual(300);
    expect(race.size).toBeGreaterThan(200);
    // The newest are still known; the oldest are forgotten, so a very late copy is news again.
    expect(race.offer(1, item('id9999'), 20_000).kind).toBe('later');
    expect(race.offer(1, item('id0'), 20_000).kind).toBe('first');
    // Still working for new news after all that.
    expect(race.offer(2, item('fresh'), 30_000).kind).toBe('first');
  });

  it("a feed flooding new stories forgets its own oldest, never the first feed's or another's", () => {
    const race = new FeedRace(['main', 'honest', 'hostile'], 100);
    race.remember([item('stored')]);
    for (let i = 0; i < 50; i++) {
      race.offer(0, item(`main${i}`, `https://main.example/${i}`), i);
      race.tidy();
    }
    for (let i = 0; i < 50; i++) {
      race.offer(1, item(`honest${i}`), i);
      race.tidy();
    }
    for (let i = 0; i < 10_000; i++) {
      race.offer(2, item(`flood${i}`, `https://flood.example/${i}`, `s${i}`), 100 + i);
      race.tidy();
    }
    expect(race.size).toBeLessThanOrEqual(300);
    // The others' news is still known after the flood: a late copy is a copy (never notified again), not news.
    expect(race.offer(1, item('main0'), 20_000).kind).toBe('later');
    expect(race.offer(2, item('honest0'), 20_000).kind).toBe('later');
    expect(race.offer(1, item('other-id', 'https://main.example/1'), 20_000).kind).toBe('later');
    expect(race.offer(2, item('stored'), 20_000).kind).toBe('repeat');
    // The flood's own oldest are the ones gone.
    expect(race.offer(0, item('flood0'), 20_000).kind).toBe('first');
    expect(race.offer(0, item('flood9999'), 20_000).kind).toBe('later');
  });

  it('knows the items stored before it started: a copy of one is a repeat, never news', () => {
    const race = new FeedRace(['main', 'self']);
    race.remember([item('kept', 'https://x.example/kept')]);
    expect(race.offer(1, item('other-id', 'https://x.example/kept'), 5)).toEqual({ kind: 'repeat' });
    expect(race.rows()[1]!.items).toBe(0);
  });

  it('restarts tallies when the feeds change but still dedupes what it saw', () => {
    const race = new FeedRace(['main', 'self']);
    race.offer(0, item('a'), 1);
    race.setFeeds(['main', 'self', 'third']);
    expect(race.rows().map((row) => row.items)).toEqual([0, 0, 0]);
    expect(race.offer(2, item('a'), 9).kind).toBe('later');
  });
});

describe('race keys', () => {
  it('reads only http(s) links and ignores what is not an address', () => {
    expect(linkKey('not a url')).toBeUndefined();
    expect(linkKey(undefined)).toBeUndefined();
    expect(raceKeys({ id: 'x', story: 'x' })).toEqual(['i:x']);
  });
});
