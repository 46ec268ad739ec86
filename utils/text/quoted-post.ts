import type { NewsItem } from '@newsflash/protocol/news-item';

export type Post = NonNullable<NewsItem['post']>;

/**
 * The service writes a quoted post into the quoting post's body too, after a markdown link:
 * "own words\n\nQuote [@handle](https://twitter.com/handle/status/…)\nquoted words" (corpus item
 * …004). Bounded runs, so a long body costs a linear scan.
 */
const QUOTE_MARK = /(?:^|\n)[ \t]*Quote \[@([^\]\s]{1,64})\]\(https?:\/\/[^\s)]{1,2000}\)[ \t]*(?:\n|$)/;

/**
 * What a card shows of a post: the poster's own words as the body, and the post it quotes or
 * retweets once, as the post. A quote written into the body moves out of it (and becomes the post
 * when the item's `info` named none); a retweet whose body only repeats the retweeted text loses
 * the copy. A quote mark under a reply keeps the quoted words in the body, without the mark.
 */
export function splitQuotedPost({ body, post }: { body?: string; post?: Post }): { body?: string; post?: Post } {
  if (body === undefined) return { body, post };
  const mark = QUOTE_MARK.exec(body);
  if (mark) {
    const own = body.slice(0, mark.index).trim();
    const quoted = body.slice(mark.index + mark[0].length).trim();
    if (post && post.kind !== 'quote') return { body: [own, quoted].filter(Boolean).join('\n\n') || undefined, post };
    const text = post?.text || quoted || undefined;
    return { body: own || undefined, post: { ...post, kind: 'quote', account: post?.account ?? mark[1], text } };
  }
  if (post?.kind === 'retweet' && post.text && body.trim() === `RT @${post.account}: ${post.text.trim()}`) return { post };
  return { body, post };
}
