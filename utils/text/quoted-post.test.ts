import { describe, expect, it } from 'vitest';
import { parseItem } from '@newsflash/protocol/frames';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { readCorpus } from '@/tests/fixtures/corpus';
import { linkify } from './linkify';
import { splitQuotedPost } from './quoted-post';

const corpusItem = (id: string): NewsItem => {
  const parsed = parseItem(readCorpus('live-items').find((frame) => frame._id === id));
  if (parsed.kind !== 'item') throw new Error(`corpus item ${id} did not parse`);
  return parsed.item;
};

describe('splitQuotedPost', () => {
  it('a quote tweet from the corpus keeps its own words as the body and the quoted post once, as the post', () => {
    const item = corpusItem('1900000000000000004');
    expect(item.body).toContain('Quote [@example_project]');
    expect(splitQuotedPost(item)).toEqual({
      body: 'this is the one everyone slept on',
      post: { kind: 'quote', account: 'example_project', text: 'Mainnet is live. Bridging opens in 2 hours. $EXMP' },
    });
  });

  it('a retweet from the corpus whose body only repeats the retweeted text shows it once', () => {
    const item = corpusItem('1900000000000000006');
    expect(splitQuotedPost(item)).toEqual({ post: { kind: 'retweet', account: 'example_exchange', text: 'We will list Example Token (EXMP) in the Innovation Zone.' } });
  });

  it('a reply from the corpus is left as it is', () => {
    const item = corpusItem('1900000000000000005');
    expect(splitQuotedPost(item)).toEqual({ body: item.body, post: item.post });
  });

  it('a quote mark without info becomes the post; a quote of nothing but the quote leaves no body', () => {
    expect(splitQuotedPost({ body: 'Quote [@orbix_project](https://x.com/orbix_project/status/1)\nWe ship today' })).toEqual({
      post: { kind: 'quote', account: 'orbix_project', text: 'We ship today' },
    });
  });

  it('under a reply, the quoted words stay in the body without the mark', () => {
    const post = { kind: 'reply' as const, account: 'a' };
    expect(splitQuotedPost({ body: 'agreed\nQuote [@b](https://x.com/b/status/2)\nthe quoted words', post })).toEqual({ body: 'agreed\n\nthe quoted words', post });
  });

  it('a retweet whose body says more than the retweeted text keeps it', () => {
    const post = { kind: 'retweet' as const, account: 'a', text: 'hello' };
    expect(splitQuotedPost({ body: 'RT @a: hello… and more', post })).toEqual({ body: 'RT @a: hello… and more', post });
  });
});

describe('linkify and markdown links', () => {
  it('reads a markdown link as its label and the address, never its syntax', () => {
    const segments = linkify('see [the notice](https://example.com/notice) now');
    expect(segments).toEqual([{ text: 'see the notice (' }, { text: 'example.com/notice', href: 'https://example.com/notice', host: 'example.com' }, { text: ') now' }]);
    expect(segments.map((segment) => segment.text).join('')).not.toMatch(/\]\(/);
  });
});
