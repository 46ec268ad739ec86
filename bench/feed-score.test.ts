import { afterAll, describe, expect, it } from 'vitest';
import { FeedReader } from '@/server/sources/feed-reader';
import { describeFailures, emptyScore, loadRealFeeds, REAL_FEEDS_DIR, scoreDocument, scoreRealFeeds, share, type ExpectedDocument } from './feed-score';

/**
 * Real feeds as peer parsers read them: the service's feed reader, worker and all, must agree on
 * at least 99 % of titles and of links. Agreement (in full in feed-score.ts and bench/README.md):
 * each document carries one peer's reading (the peer whose test data it is), so that reading is
 * the reference, not a majority; titles are the same text (whitespace collapsed), links the same
 * normalised URL, a peer link kept relative agrees by its path, query and fragment; an entry the
 * peer gives no link is not counted for links; an entry the service does not read fails both.
 */
const GOAL = 0.99;

const document = (entries: ExpectedDocument['entries']): ExpectedDocument => ({ id: 'doc', file: 'docs/doc.xml', format: 'rss', contentType: 'application/rss+xml', entries });

describe('scoring feed entries against a peer', () => {
  it('counts same titles and same links, a relative peer link by its path, and names each failure by class', () => {
    const score = emptyScore();
    scoreDocument(
      document([
        { i: 0, title: 'A  title', link: 'http://E.example' },
        { i: 1, title: 'Gone', link: 'https://e.example/gone' },
        { i: 2, title: 'v1', link: '/org/repo/releases/tag/v1' },
        { i: 3, title: 'Other', link: 'https://e.example/3' },
        { i: 4, title: 'Linkless', link: 'https://e.example/4' },
        { i: 5, title: 'Untitled', skip: 'no title' },
      ]),
      [
        { title: 'A title', link: 'http://e.example/' },
        { title: 'v1', link: 'https://github.com/org/repo/releases/tag/v1' },
        { title: 'Another', link: 'https://e.example/elsewhere' },
        { title: 'Linkless' },
      ],
      score,
    );
    expect(score.titles).toEqual({ right: 3, of: 5 });
    expect(score.links).toEqual({ right: 2, of: 5 });
    expect(score.failures).toEqual({
      'entry not read': ['doc #1: "Gone"'],
      'title differs': ['doc #3: peer "Other", service "Another"'],
      'link differs': ['doc #3: peer https://e.example/3, service https://e.example/elsewhere'],
      'link missing': ['doc #4: peer https://e.example/4, service (none)'],
    });
    expect(describeFailures(score)).toContain('entry not read (1):\n  doc #1: "Gone"');
  });

  it('does not take a relative peer link for agreement with a link of another path or scheme', () => {
    const score = emptyScore();
    scoreDocument(
      document([
        { i: 0, title: 'a', link: '/a' },
        { i: 1, title: 'b', link: '/b' },
      ]),
      [
        { title: 'a', link: 'https://e.example/x/a' },
        { title: 'b', link: 'ftp://e.example/b' },
      ],
      score,
    );
    expect(score.links).toEqual({ right: 0, of: 2 });
  });
});

const material = loadRealFeeds();
if (!material) console.log(`real feeds: ${REAL_FEEDS_DIR} is absent, skipping the replay`);

describe.skipIf(!material)('real feeds as peer parsers read them', () => {
  const reader = new FeedReader();
  afterAll(() => reader.close());

  it(`agrees on at least ${GOAL} of titles and of links`, { timeout: 120_000 }, async () => {
    const score = await scoreRealFeeds(material!, (text, address) => reader.read(text, Date.now(), address));
    const failures = describeFailures(score, 50);
    console.log(
      `real feeds: ${score.documents} documents, titles ${score.titles.right}/${score.titles.of} (${share(score.titles).toFixed(3)}), links ${score.links.right}/${score.links.of} (${share(score.links).toFixed(3)})${failures ? `\n${failures}` : ''}`,
    );
    expect(score.documents).toBe(material!.documents.length);
    expect(share(score.titles)).toBeGreaterThanOrEqual(GOAL);
    expect(share(score.links)).toBeGreaterThanOrEqual(GOAL);
  });
});
