import { describe, expect, it } from 'vitest';
import { FeedRace, SAMPLES_PER_FEED, SHARED_LINKS_PER_FEED } from './feed-race';

/** Copies read the same unless a test says otherwise: the race joins by link or story only then. */
const item = (id: string, link?: string, story?: string, title = 'Same headline', body?: string) => ({ id, link, story, title, body });

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
    expect(race.offer(1, item('y', undefined, 'story-1'), 9)).toMatchObject({ kind: 'later', id: 'a' });
    // The link main carried on two items names neither: another feed's item carrying it is news of its own.
    expect(race.offer(1, item('z', 'https://x.example/same'), 9)).toEqual({ kind: 'first' });
  });

  it("drops a feed's repeat of a copy it delivered under its own id", () => {
    const race = new FeedRace(['main', 'self']);
    race.offer(0, item('toa-1', 'https://x.example/post'), 1);
    expect(race.offer(1, item('nf-1', 'https://x.example/post'), 5)).toMatchObject({ kind: 'later', id: 'toa-1' });
    expect(race.offer(1, item('nf-1', 'https://x.example/post'), 6)).toEqual({ kind: 'repeat' });
    expect(race.offer(1, item('nf-1'))).toEqual({ kind: 'repeat' });
  });

  it("lets every notice of a catalog win on its own, whichever feed carries it first: the catalog's link names none of them", () => {
    const race = new FeedRace(['main', 'extra']);
    const catalog = 'https://www.binance.com/en/support/announcement/list/48';
    const notice = (id: string, coin: string) => item(id, catalog, undefined, `Binance Will List ${coin}`);
    expect(race.offer(0, notice('n1', 'AAA'), 10)).toEqual({ kind: 'first' });
    expect(race.offer(1, notice('n2', 'BBB'), 20)).toEqual({ kind: 'first' });
    expect(race.offer(0, notice('n3', 'CCC'), 30)).toEqual({ kind: 'first' });
    expect(race.offer(1, notice('n4', 'DDD'), 40)).toEqual({ kind: 'first' });
    // Even two notices reading alike: the link alone never joins them.
    expect(race.offer(1, notice('n5', 'AAA'), 50)).toEqual({ kind: 'first' });
    // Each notice's own copies still race by their shared _id.
    expect(race.offer(0, notice('n2', 'BBB'), 60)).toMatchObject({ kind: 'later', id: 'n2', race: { first: 'extra', over: [{ feed: 'main', ms: 40 }] } });
    expect(race.offer(1, notice('n3', 'CCC'), 45)).toMatchObject({ kind: 'later', id: 'n3' });
    expect(race.rows().map((row) => [row.items, row.firstShare])).toEqual([
      [3, 2 / 3],
      [4, 3 / 4],
    ]);
  });

  it('stops keying a link one feed carried on two different items, for every feed, from then on', () => {
    const race = new FeedRace(['main', 'extra']);
    const shared = 'https://exchange.example/notices/48';
    race.offer(0, item('a', shared), 1);
    // Until then it names one item: another feed's copy joins it.
    expect(race.offer(1, item('x', shared), 2)).toMatchObject({ kind: 'later', id: 'a' });
    expect(race.offer(0, item('b', shared), 3)).toEqual({ kind: 'first' });
    expect(race.sharedLinks).toBe(1);
    expect(race.offer(1, item('y', shared), 4)).toEqual({ kind: 'first' });
    expect(race.offer(0, item('c', shared), 5)).toEqual({ kind: 'first' });
    // Copies by _id are unharmed.
    expect(race.offer(1, item('c', shared), 9)).toMatchObject({ kind: 'later', id: 'c' });
    // So for the store's items: two stored items carrying one link leave it no key.
    const restarted = new FeedRace(['main', 'extra']);
    restarted.remember([item('s1', 'https://exchange.example/notices/7'), item('s2', 'https://exchange.example/notices/7')]);
    expect(restarted.offer(1, item('z', 'https://exchange.example/notices/7'), 1)).toEqual({ kind: 'first' });
  });

  it("joins by link or story only copies that read the same: a feed sending the first feed's link ahead of it with other words takes nothing", () => {
    const race = new FeedRace(['main', 'hostile']);
    const link = 'https://news.example/2026/binance-lists-aaa';
    expect(race.offer(1, item('fake', link, 'story-9', 'Binance delists AAA'), 1)).toEqual({ kind: 'first' });
    expect(race.offer(0, item('real', link, 'story-9', 'Binance lists AAA', 'Trading opens at 10:00'), 5)).toEqual({ kind: 'first' });
    // The same words (case, width forms and spacing aside) are the same news: the race is for that.
    const next = 'https://news.example/2026/binance-lists-bbb';
    race.offer(1, item('early', `${next}?utm_source=x`, undefined, 'BINANCE  lists BBB', 'Trading opens at 11:00'), 10);
    expect(race.offer(0, item('late', `${next}?fbclid=1`, undefined, 'Binance lists BBB', 'Trading opens at 11:00'), 30)).toMatchObject({ kind: 'later', id: 'early' });
    // A body is part of the words.
    race.offer(1, item('tw-1', 'https://x.com/a/status/1', undefined, 'Someone (@someone)', 'We are hacked'), 40);
    expect(race.offer(0, item('tw-1b', 'https://x.com/a/status/1', undefined, 'Someone (@someone)', 'All is well'), 50)).toEqual({ kind: 'first' });
  });

  it("gives an _id back to the first feed when an extra feed sent it first with other words, for every id it steals; an extra feed cannot reword an id's card", () => {
    const race = new FeedRace(['main', 'hostile', 'regional'], 100);
    // Past the window: 1,000 of the first feed's next ids, each sent first with forged words.
    for (let n = 0; n < 1_000; n++) {
      expect(race.offer(1, item(`next-${n}`, `https://news.example/${n}`, undefined, 'Forged'), n)).toEqual({ kind: 'first' });
      expect(race.offer(0, item(`next-${n}`, `https://news.example/${n}`, undefined, `Real ${n}`), n + 1)).toEqual({ kind: 'first' });
      // Once the first feed has worded it, later copies with other words change nothing, and the same words are a copy.
      expect(race.offer(2, item(`next-${n}`, undefined, undefined, 'Reworded'), n + 2)).toEqual({ kind: 'repeat' });
      expect(race.offer(2, item(`next-${n}`, undefined, undefined, `Real ${n}`), n + 3)).toMatchObject({ kind: 'later', id: `next-${n}`, race: { first: 'main' } });
      race.tidy();
    }
    expect(race.size).toBeLessThanOrEqual(300);
    // Sent first with the first feed's very words, the id is the extra feed's win, as decided.
    race.offer(1, item('fast', undefined, undefined, 'Same words'), 5_000);
    expect(race.offer(0, item('fast', undefined, undefined, 'Same words'), 5_010)).toMatchObject({ kind: 'later', id: 'fast', race: { first: 'hostile' } });
    // An extra feed's id another extra feed rewords stays the first one's.
    race.offer(2, item('regional-1', undefined, undefined, 'Regional words'), 6_000);
    expect(race.offer(1, item('regional-1', undefined, undefined, 'Forged'), 6_001)).toEqual({ kind: 'repeat' });
  });

  it('keeps at most SHARED_LINKS_PER_FEED shared links per feed: past it a feed forgets its own oldest, never another feed\'s', () => {
    const race = new FeedRace(['main', 'hostile'], 100_000);
    race.offer(0, item('m1', 'https://main.example/catalog-7'), 0);
    race.offer(0, item('m2', 'https://main.example/catalog-7'), 1);
    for (let i = 0; i < 10 * SHARED_LINKS_PER_FEED; i++) {
      race.offer(1, item(`h${i}a`, `https://flood.example/${i}`), 10 + i);
      race.offer(1, item(`h${i}b`, `https://flood.example/${i}`), 10 + i);
    }
    expect(race.sharedLinks).toBe(SHARED_LINKS_PER_FEED + 1);
    // Main's shared link is still no key; the flood's oldest is one again, its newest is not.
    expect(race.offer(1, item('x1', 'https://main.example/catalog-7'), 50_000)).toEqual({ kind: 'first' });
    race.offer(0, item('k0', 'https://flood.example/0'), 50_000);
    expect(race.offer(1, item('k0-copy', 'https://flood.example/0', undefined), 50_010)).toMatchObject({ kind: 'later', id: 'k0' });
    const newest = `https://flood.example/${10 * SHARED_LINKS_PER_FEED - 1}`;
    race.offer(0, item('k1', newest), 50_000);
    expect(race.offer(1, item('k1-copy', newest), 50_010)).toEqual({ kind: 'first' });
    // Racing by _id is unharmed.
    race.offer(0, item('after'), 60_000);
    expect(race.offer(1, item('after'), 60_005)).toMatchObject({ kind: 'later', id: 'after' });
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
