/**
 * Stories: the same news from several origins. Two items are one story when, within the window,
 * they link the same page (after dropping what only tracks the reader) or their headlines share
 * enough words (Jaccard similarity of their word sets, outlet prefixes and small words left out).
 */

/** An exchange's notice and the outlets repeating it arrive within minutes; a day later it is new news. */
export const STORY_WINDOW_MS = 6 * 60 * 60_000;
/** Share of distinct words two headlines must have in common (measured in the bench). */
export const STORY_SIMILARITY = 0.5;
/** Items remembered for matching, newest kept: at a few items a minute, more than the window holds. */
export const STORY_MEMORY = 5_000;
/** Headlines shorter than this share words by chance ("BTC UP"); only their links can match them. */
const MIN_WORDS = 4;

const TRACKING = /^(utm_\w+|ref|ref_src|fbclid|gclid|mc_cid|mc_eid|s|source)$/i;

/** A page's address without what differs between shares of it: scheme, `www.`, tracking parameters, fragment, trailing slash. */
export function canonicalUrl(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // A social post's link names the post, not the news: two posts are two items.
  if (/(^|\.)(twitter|x|t)\.(com|me)$/.test(url.hostname)) return undefined;
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${query}`.toLowerCase();
}

const SMALL_WORDS = new Set('a an and are as at be by for from has have in is it its of on or the to was will with after over into new says said'.split(' '));

/** A headline's distinct words: lower case, an outlet prefix ("COINDESK: ") dropped, small words left out. */
export function headlineWords(title: string): Set<string> {
  const body = title.replace(/^[\p{Lu}\p{N} .&'-]{2,40}:\s+/u, '');
  const words = body.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => !SMALL_WORDS.has(word)));
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size < MIN_WORDS || b.size < MIN_WORDS) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface StoryCandidate {
  _id: string;
  time: number;
  title: string;
  en?: unknown;
  body?: unknown;
  type?: unknown;
  url?: unknown;
  link?: unknown;
  story?: unknown;
  suggestions?: unknown;
}

/** The coins an item names (its `suggestions`), to tell apart two news made from one template. */
function coinsOf(item: StoryCandidate): Set<string> {
  if (!Array.isArray(item.suggestions)) return new Set();
  return new Set(item.suggestions.flatMap((entry: unknown) => (typeof (entry as { coin?: unknown })?.coin === 'string' ? [(entry as { coin: string }).coin] : [])));
}

interface Remembered {
  id: string;
  story: string;
  time: number;
  url?: string;
  words: Set<string>;
  coins: Set<string>;
}

/** The items of the window, to find which story a new item belongs to. Memory is bounded by STORY_MEMORY. */
export class StoryIndex {
  private readonly items: Remembered[] = [];

  /** The id of the story the item joins (its first item's id), or undefined when it starts one. */
  assign(item: StoryCandidate): string | undefined {
    // A post's title is its author ("Gala Games (@GoGalaGames)"); what it says is its body.
    const social = item.type === 'direct' || item.type === 'telegram';
    const title = social ? (typeof item.body === 'string' ? item.body.slice(0, 1_000) : '') : typeof item.en === 'string' && item.en.trim() ? item.en : item.title;
    const link = typeof item.url === 'string' ? item.url : typeof item.link === 'string' ? item.link : undefined;
    const url = link ? canonicalUrl(link) : undefined;
    const words = headlineWords(title);
    const coins = coinsOf(item);
    let match: Remembered | undefined;
    let best = STORY_SIMILARITY;
    for (let i = this.items.length - 1; i >= 0; i--) {
      const other = this.items[i]!;
      if (Math.abs(item.time - other.time) > STORY_WINDOW_MS) continue;
      if (url && other.url === url) {
        match = other;
        break;
      }
      // "Binance will list X" and "Binance will list Y" share every word but the coin.
      if (coins.size > 0 && other.coins.size > 0 && ![...coins].some((coin) => other.coins.has(coin))) continue;
      const score = similarity(words, other.words);
      if (score >= best) {
        best = score;
        match = other;
      }
    }
    // An item relayed from another Newsflash keeps the story its origin gave it.
    const story = typeof item.story === 'string' && item.story ? item.story : match?.story;
    this.items.push({ id: item._id, story: story ?? item._id, time: item.time, url, words, coins });
    if (this.items.length > STORY_MEMORY) this.items.splice(0, this.items.length - STORY_MEMORY);
    return story;
  }
}
