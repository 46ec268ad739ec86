import type { NewsItem } from '@newsflash/protocol/news-item';
import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';

/** Query parameters that say who sent the reader, not what they read: a link differing only in these names the same item. */
const TRACKING = /^(?:utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|yclid|twclid|_hsenc|_hsmi|mkt_tok)$/i;
/** A path ending in one of these is a page of many items (a site's news, an exchange's announcements), not one. */
const LISTINGS = new Set(['news', 'announcement', 'announcements', 'latest', 'blog', 'feed', 'rss', 'archive', 'archives', 'index', 'home', 'list', 'lists']);
/** A path ending in one of these and one segment more is a list too: a catalog, a tag, a list's page (Binance's `…/announcement/list/48`). */
const COLLECTIONS = new Set(['list', 'lists', 'catalog', 'catalogs', 'category', 'categories', 'tag', 'tags', 'topic', 'topics', 'section', 'sections', 'author', 'authors', 'page', 'search']);
/** Text compared as is up to this many characters; a longer one by its start, its length and a hash of the whole. */
const TEXT_KEPT = 300;

const segmentWord = (segment: string) => segment.toLowerCase().replace(/\.[a-z0-9]+$/, '');

/**
 * Whether a path, with no query left, names a listing: a site's root, or a path ending in a listing
 * word or in a collection word and one segment. A query is left alone: `?p=123` may be the item.
 */
function isListing(pathname: string): boolean {
  const words = pathname.split('/').filter(Boolean).map(segmentWord);
  const last = words.at(-1);
  return last === undefined || LISTINGS.has(last) || COLLECTIONS.has(words.at(-2) ?? '');
}

/** The query as two feeds would both write it: tracking parameters out, the rest in order. */
function queryKey(given: URLSearchParams): string {
  const params = new URLSearchParams([...given].filter(([name]) => !TRACKING.test(name)));
  params.sort();
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The link as two feeds would both write it (no fragment, no trailing slash, host in lower case,
 * tracking parameters out, the rest in order), or none when it names a listing rather than an item:
 * a link many items carry would make each later one a copy of the first (issue 52).
 */
export function linkKey(link: string | undefined): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const query = url.search ? queryKey(url.searchParams) : '';
  if (!query && isListing(url.pathname)) return undefined;
  return `${url.protocol}//${url.host.toLowerCase()}${withoutTrailing(url.pathname, isSlash)}${query}`;
}

/** The keys under which two copies are the same news: the shared `_id`, else the link, else the story (utils/feed-view/stories.ts). */
export function raceKeys(item: Pick<NewsItem, 'id' | 'link' | 'story'>): string[] {
  const keys = [`i:${item.id}`];
  const link = linkKey(item.link);
  if (link) keys.push(`l:${link}`);
  if (item.story && item.story !== item.id) keys.push(`s:${item.story}`);
  return keys;
}

/** cyrb53: 53 bits of a string, cheap and in step (not a defence by itself: the start and length are kept beside it). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const readAs = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * What a reader reads of an item (headline and body; case, width forms and runs of space aside):
 * a link or a story joins two copies only when this is the same, so a copy joined by its link never
 * shows a card with other words than the news it stands for.
 */
export function raceText(item: Pick<NewsItem, 'title' | 'body'>): string {
  const text = `${readAs(item.title)}\n${readAs(item.body ?? '')}`;
  return text.length <= TEXT_KEPT ? text : `${text.slice(0, TEXT_KEPT)}…${text.length}:${hash53(text)}`;
}
