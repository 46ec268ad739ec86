import { listingCoinsOf } from '@newsflash/protocol/market-live';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import { ListingStories } from './listing-stories';
import { WordIds } from './story-words';
import { foldText } from '../items/text-key';

/**
 * Stories: the same news from several origins. Two items are one story when, within the window,
 * they link the same page (after dropping what only tracks the reader) or their headlines share
 * enough words (Jaccard similarity of their word sets, outlet prefixes and small words left out).
 */

/** Share of distinct words two headlines must have in common (measured in the bench). */
export const STORY_SIMILARITY = 0.5;
/** Items remembered for matching, newest kept: at a few items a minute, more than the window holds. */
export const STORY_MEMORY = 5_000;
/** Characters of a headline read: the protocol's longest title; the rest of a longer text is not a headline. */
export const HEADLINE_CHARS = 1_000;
/** Distinct words kept of a headline: real ones have a dozen or two, and a longer set costs every comparison. */
export const HEADLINE_WORDS = 64;
/** Coins read of an item's `suggestions`: the protocol's own limit. */
const ITEM_COINS = 30;
/** The longest link the protocol accepts. */
const URL_CHARS = 2_048;
/** Headlines shorter than this share words by chance ("BTC UP"); only their links can match them. */
const MIN_WORDS = 4;

const TRACKING = /^(utm_\w+|ref|ref_src|fbclid|gclid|mc_cid|mc_eid|s|source)$/i;

/** A page's address without what differs between shares of it: scheme, `www.`, tracking parameters, fragment, trailing slash. */
export function canonicalUrl(value: string): string | undefined {
  if (value.length > URL_CHARS || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // A social post's link names the post, not the news: two posts are two items.
  if (/(^|\.)(twitter|x|t)\.(com|me)$/.test(url.hostname)) return undefined;
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${url.hostname.replace(/^www\./, '')}${withoutTrailing(url.pathname, isSlash)}${query}`.toLowerCase();
}

/** A copy of `text`: a slice of a string keeps the whole string alive, and a word is a slice of an item's text. */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const SMALL_WORDS = new Set('a an and are as at be by for from has have in is it its of on or the to was will with after over into new says said'.split(' '));

/**
 * A headline's distinct words: read folded (items/text-key.ts: "Bin\u200Bance" is one word, "ＢＴＣ"
 * is "btc"), lower case, an outlet prefix ("COINDESK: ") dropped, small words left out; at most
 * HEADLINE_WORDS of them from its first HEADLINE_CHARS characters.
 */
export function headlineWords(title: string): Set<string> {
  const body = foldText(title.slice(0, HEADLINE_CHARS)).replace(/^[\p{Lu}\p{N} .&'-]{2,40}:\s+/u, '');
  const words = new Set<string>();
  for (const [word] of body.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    if (SMALL_WORDS.has(word)) continue;
    if (!words.has(word)) words.add(detached(word));
    if (words.size === HEADLINE_WORDS) break;
  }
  return words;
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
  notice?: unknown;
  market?: unknown;
}

/** What an item is compared by; all of it bounded, whatever the item's size. */
export interface StoryTraits {
  url?: string;
  words: Set<string>;
  coins: Set<string>;
  /** The coins it is a listing of (a listing notice, a market gone live): such items fold by coin over days. */
  listing: string[];
}

/** The coins an item names (its `suggestions`), to tell apart two news made from one template. */
function coinsOf(item: StoryCandidate): Set<string> {
  if (!Array.isArray(item.suggestions)) return new Set();
  const coins = item.suggestions.slice(0, ITEM_COINS).map((entry: unknown) => (entry as { coin?: unknown } | null)?.coin);
  return new Set(coins.filter((coin): coin is string => typeof coin === 'string').map((coin) => detached(coin.slice(0, 40))));
}

export function storyTraits(item: StoryCandidate): StoryTraits {
  // A post's title is its author ("Gala Games (@GoGalaGames)"); what it says is its body.
  const social = item.type === 'direct' || item.type === 'telegram';
  const en = typeof item.en === 'string' ? item.en.slice(0, HEADLINE_CHARS) : '';
  const title = social ? (typeof item.body === 'string' ? item.body : '') : en.trim() ? en : item.title;
  const link = typeof item.url === 'string' ? item.url : typeof item.link === 'string' ? item.link : undefined;
  return { url: link ? canonicalUrl(link) : undefined, words: headlineWords(title), coins: coinsOf(item), listing: listingCoinsOf(item).map(detached) };
}

/** The story an item relayed from another Newsflash already carries: it keeps the one its origin gave it. */
export function relayedStory(item: StoryCandidate): string | undefined {
  return typeof item.story === 'string' && item.story ? item.story : undefined;
}

/** An item as the index holds it: its words as numbers (WordIds), smaller than a set and quicker to compare. */
interface Remembered {
  id: string;
  story: string;
  time: number;
  url?: string;
  words: Uint32Array;
  coins: ReadonlySet<string>;
}

/**
 * The items of the window, to find which story a new item belongs to. It holds each item's
 * traits only (a link and at most HEADLINE_WORDS words), never the item, and at most `memory`
 * items, newest kept; an item already held (by id) is not held twice.
 */
export class StoryIndex {
  private readonly items: Remembered[] = [];
  private readonly ids = new Set<string>();
  private readonly vocabulary = new WordIds();
  private readonly listings = new ListingStories();
  /** Marks the words of the headline being matched, by number: reused, so matching allocates nothing per item. */
  private marks = new Uint8Array(1_024);

  constructor(private readonly memory = STORY_MEMORY) {}

  get size(): number {
    return this.items.length;
  }

  /**
   * The story of the remembered item most like this one: the same page first, else the highest
   * Jaccard similarity of their words, at least STORY_SIMILARITY. At most `memory` items of at
   * most HEADLINE_WORDS words are compared, whatever the item. A listing joins the listing story
   * of its coin before anything else (ListingStories).
   */
  match(traits: StoryTraits, time: number): string | undefined {
    const { url, words, coins } = traits;
    const listing = traits.listing.length > 0 ? this.listings.match(traits.listing, time) : undefined;
    if (listing) return listing;
    const known = this.vocabulary.known(words);
    // Words no held item has are shared with none: too few known ones and no headline can match.
    const comparable = words.size >= MIN_WORDS && known.length >= STORY_SIMILARITY * words.size;
    if (comparable) this.mark(known, 1);
    const marks = this.marks;
    let match: Remembered | undefined;
    let best = STORY_SIMILARITY;
    try {
      for (let i = this.items.length - 1; i >= 0; i--) {
        const other = this.items[i]!;
        if (Math.abs(time - other.time) > STORY_SPAN_MS) continue;
        if (url && other.url === url) return other.story;
        if (!comparable || other.words.length < MIN_WORDS) continue;
        // "Binance will list X" and "Binance will list Y" share every word but the coin.
        if (coins.size > 0 && other.coins.size > 0 && ![...coins].some((coin) => other.coins.has(coin))) continue;
        // Two sets of very different sizes cannot reach `best`: the larger is never counted through.
        if (Math.min(words.size, other.words.length) < best * Math.max(words.size, other.words.length)) continue;
        let shared = 0;
        for (let w = 0; w < other.words.length; w++) shared += marks[other.words[w]!]!;
        const score = shared / (words.size + other.words.length - shared);
        if (score >= best) {
          best = score;
          match = other;
        }
      }
      return match?.story;
    } finally {
      if (comparable) this.mark(known, 0);
    }
  }

  /** Holds an item whose story is known: its own, or the one this or another node gave it. */
  remember(id: string, story: string, time: number, traits: StoryTraits): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    if (traits.listing.length > 0) this.listings.remember(traits.listing, story, time);
    this.items.push({ id, story, time, url: traits.url, words: this.vocabulary.hold(traits.words), coins: traits.coins });
    if (this.items.length <= this.memory) return;
    for (const gone of this.items.splice(0, this.items.length - this.memory)) {
      this.ids.delete(gone.id);
      this.vocabulary.release(gone.words);
    }
  }

  /** Holds an item published already (stored, or heard from another node) with the story it was sent with. */
  rememberItem(item: StoryCandidate): void {
    this.remember(item._id, relayedStory(item) ?? item._id, item.time, storyTraits(item));
  }

  /** The id of the story the item joins (its first item's id), or undefined when it starts one. */
  assign(item: StoryCandidate): string | undefined {
    const traits = storyTraits(item);
    const story = relayedStory(item) ?? this.match(traits, item.time);
    this.remember(item._id, story ?? item._id, item.time, traits);
    return story;
  }

  private mark(ids: number[], value: 0 | 1): void {
    if (this.marks.length < this.vocabulary.limit) this.marks = new Uint8Array(Math.max(this.vocabulary.limit, this.marks.length * 2));
    for (const id of ids) this.marks[id] = value;
  }
}
