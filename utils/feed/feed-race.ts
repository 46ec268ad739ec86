import type { NewsItem } from '@newsflash/protocol';
import { median } from '@/utils/stats';

/** What the card says of a story several feeds carried: the feed that delivered it first, and by how much it beat each other one. */
export interface RaceResult {
  first: string;
  over: { feed: string; ms: number }[];
}

/** Per feed, live copies it delivered: how many, how many first, and its median lead (+) or lag (−) in ms. */
export interface FeedRaceRow {
  feed: string;
  items: number;
  firstShare: number;
  medianMs?: number;
}

export type RaceOutcome =
  /** New news: shown and notified at once. */
  | { kind: 'first' }
  /** Another feed's copy of news already delivered: never notified again; `id` is the first copy's, whose card shows `race`. */
  | { kind: 'later'; id: string; race: RaceResult }
  /** This feed's own repeat, or a copy past what is measured (a backfill): dropped silently. */
  | { kind: 'repeat' };

/**
 * Stories remembered per feed: at one item a second on every feed this is over a quarter of an hour
 * of news, far longer than any feed lags another. Past it the feed holding the most forgets its
 * oldest first, so memory stays at about `WINDOW_PER_FEED` entries (three keys each) per feed however
 * long the worker runs, and a feed flooding new stories cannot push out the others' (whose later
 * copies would then count as new news, shown and notified again).
 */
export const WINDOW_PER_FEED = 1_000;
/** Lead samples kept per feed for its median: the last this many races it ran in. */
export const SAMPLES_PER_FEED = 256;

interface Entry {
  id: string;
  /** Feed index that delivered it first, and when (monotonic ms; undefined when it came by backfill). */
  first: number;
  at?: number;
  /** Feeds that delivered a copy, by index → lag in ms over the first (0 for the first). */
  copies: Map<number, number>;
  keys: string[];
}

interface FeedTally {
  items: number;
  first: number;
  samples: number[];
  next: number;
}

/** The link as two feeds would both write it: no fragment, no trailing slash, host in lower case. */
export function linkKey(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The keys under which two copies are the same news: the shared `_id`, else the link, else the story (utils/feed-view/stories.ts). */
export function raceKeys(item: Pick<NewsItem, 'id' | 'link' | 'story'>): string[] {
  const keys = [`i:${item.id}`];
  const link = linkKey(item.link);
  if (link) keys.push(`l:${link}`);
  if (item.story && item.story !== item.id) keys.push(`s:${item.story}`);
  return keys;
}

/**
 * The race between feeds: every copy of every feed passes here, the first copy of a story wins, and
 * each later copy records how far behind it came. Feeds are named by index (0: the first feed) and
 * given names only for what the card and Diagnostics show.
 */
export class FeedRace {
  private readonly entries = new Map<string, Entry>();
  private order: Entry[] = [];
  private tallies: FeedTally[] = [];

  constructor(
    private names: string[],
    private readonly windowPerFeed = WINDOW_PER_FEED,
  ) {
    this.tallies = names.map(() => ({ items: 0, first: 0, samples: [], next: 0 }));
  }

  /** The feeds changed (added, removed, renamed): tallies restart, remembered stories stay (they still dedupe). */
  setFeeds(names: string[]): void {
    const same = names.length === this.names.length && names.every((name, i) => name === this.names[i]);
    this.names = names;
    if (!same) this.tallies = names.map(() => ({ items: 0, first: 0, samples: [], next: 0 }));
  }

  /** News already delivered before this worker started (the store's items, oldest first): any later copy is a repeat. */
  remember(items: readonly Pick<NewsItem, 'id' | 'link' | 'story'>[]): void {
    for (const item of items) {
      const keys = raceKeys(item).filter((key) => !this.entries.has(key));
      if (keys.length === 0) continue;
      const entry: Entry = { id: item.id, first: -1, copies: new Map(), keys };
      for (const key of keys) this.entries.set(key, entry);
      this.order.push(entry);
    }
    this.tidy();
  }

  /** How many stories are remembered now (bounded by `windowPerFeed` × feeds). */
  get size(): number {
    return this.order.length;
  }

  /**
   * One copy from feed `feed`, received at `at` (monotonic ms) live, or with `at` undefined from a
   * backfill. Backfilled copies dedupe but never count in the race: their time is the request's.
   */
  offer(feed: number, item: Pick<NewsItem, 'id' | 'link' | 'story'>, at?: number): RaceOutcome {
    let keys = raceKeys(item);
    let entry: Entry | undefined;
    for (const key of keys) if ((entry = this.entries.get(key))) break;
    // Link and story join copies from different feeds only: one feed's two items that share a link
    // or a story are two items, as they were before feeds were raced (the feed view folds them).
    if (entry && entry.id !== item.id && entry.copies.has(feed)) {
      entry = undefined;
      keys = keys.filter((key) => !this.entries.has(key));
    }
    if (!entry) {
      entry = { id: item.id, first: feed, at, copies: new Map([[feed, 0]]), keys };
      for (const key of keys) this.entries.set(key, entry);
      this.order.push(entry);
      if (at !== undefined) this.count(feed, true);
      return { kind: 'first' };
    }
    // A copy may name the news by a key its first copy lacked (the link one feed left out): both find it from now on.
    for (const key of keys) {
      if (this.entries.has(key)) continue;
      this.entries.set(key, entry);
      entry.keys.push(key);
    }
    if (entry.copies.has(feed) || at === undefined || entry.at === undefined) {
      if (!entry.copies.has(feed)) entry.copies.set(feed, Number.NaN);
      return { kind: 'repeat' };
    }
    const lag = at - entry.at;
    entry.copies.set(feed, lag);
    this.count(feed, false, -lag);
    this.sample(entry.first, lag);
    return { kind: 'later', id: entry.id, race: this.resultOf(entry) };
  }

  /** Per feed, in the feeds' order. */
  rows(): FeedRaceRow[] {
    return this.names.map((feed, i) => {
      const tally = this.tallies[i]!;
      return { feed, items: tally.items, firstShare: tally.items ? tally.first / tally.items : 0, medianMs: median(tally.samples) };
    });
  }

  private resultOf(entry: Entry): RaceResult {
    const over = [...entry.copies]
      .filter(([feed, lag]) => feed !== entry.first && Number.isFinite(lag))
      .map(([feed, lag]) => ({ feed: this.names[feed] ?? '?', ms: Math.round(lag) }));
    return { first: this.names[entry.first] ?? '?', over };
  }

  private count(feed: number, first: boolean, lagSample?: number): void {
    const tally = this.tallies[feed];
    if (!tally) return;
    tally.items++;
    if (first) tally.first++;
    if (lagSample !== undefined) this.push(tally, lagSample);
  }

  private sample(feed: number, lead: number): void {
    const tally = this.tallies[feed];
    if (tally) this.push(tally, lead);
  }

  private push(tally: FeedTally, value: number): void {
    if (tally.samples.length < SAMPLES_PER_FEED) tally.samples.push(value);
    else tally.samples[tally.next] = value;
    tally.next = (tally.next + 1) % SAMPLES_PER_FEED;
  }

  /**
   * Forgets past the window's bound. Not part of `offer`: forgetting walks the window, which the
   * reader's notification should not wait on, so the racer calls it once an item is on its way.
   */
  tidy(): void {
    const capacity = this.windowPerFeed * Math.max(1, this.names.length);
    while (this.order.length > capacity) {
      // The feed holding the most stories forgets its own oldest (stored news counts as one more
      // feed, -1): a flooding feed pushes out its own stories, never another feed's. Dropped in bulk
      // (a tenth of a window at a time) so forgetting costs O(1) per item, not a scan per item.
      const held = new Map<number, number>();
      for (const entry of this.order) held.set(entry.first, (held.get(entry.first) ?? 0) + 1);
      const [heaviest, count] = [...held].reduce((most, next) => (next[1] > most[1] ? next : most));
      let drop = Math.min(count, this.order.length - capacity + Math.ceil(this.windowPerFeed / 10));
      this.order = this.order.filter((entry) => {
        if (drop === 0 || entry.first !== heaviest) return true;
        drop--;
        for (const key of entry.keys) if (this.entries.get(key) === entry) this.entries.delete(key);
        return false;
      });
    }
  }
}
