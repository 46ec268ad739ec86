import type { NewsItem } from '@newsflash/protocol/news-item';
import { median } from '@/utils/base/stats';
import { raceKeys, raceText } from './race-keys';

/** What the race reads of an item. */
export type RaceItem = Pick<NewsItem, 'id' | 'link' | 'story' | 'title' | 'body'>;

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
/**
 * Links remembered as naming no single item, per feed that showed it (the store counts as one feed
 * more): a feed carries a catalog's or a site's few shared links, so this is far more than any needs.
 * Past it the feed forgets its own oldest first (that link is a key again until a feed shows it
 * shared again), so a feed marking links by the thousand pushes out only its own marks.
 */
export const SHARED_LINKS_PER_FEED = 100;

/** The feed index under which the store's items are remembered. */
const STORED = -1;

interface Copy {
  /** The id the feed's copy carried (feeds that do not share ids give the same news their own). */
  id: string;
  /** Its lag in ms over the first (0 for the first; NaN when not measured). */
  lag: number;
}

interface Entry {
  id: string;
  /** Feed index that delivered it first, and when (monotonic ms; undefined when it came by backfill). */
  first: number;
  at?: number;
  /** Feeds that delivered a copy, by index. */
  copies: Map<number, Copy>;
  /** What its first copy reads (race-keys.ts): a link or a story joins only a copy that reads the same. */
  text: string;
  keys: string[];
  /**
   * For each link this entry holds, per feed (`feed link`): the id of the item the feed carried it
   * on, joined here or not. A second id from one feed means the link names no single item.
   */
  linkIds?: Map<string, string>;
}

interface FeedTally {
  items: number;
  first: number;
  samples: number[];
  next: number;
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
  /** Per feed, the links it showed shared, oldest first. */
  private readonly shared = new Map<number, Set<string>>();

  constructor(
    private names: string[],
    private readonly windowPerFeed = WINDOW_PER_FEED,
    private readonly sharedPerFeed = SHARED_LINKS_PER_FEED,
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
  remember(items: readonly RaceItem[]): void {
    for (const item of items) {
      const keys = this.keysOf(STORED, item);
      const text = raceText(item);
      if (this.match(keys, text)) continue;
      const entry: Entry = { id: item.id, first: STORED, copies: new Map(), text, keys: keys.filter((key) => !this.entries.has(key)) };
      for (const key of entry.keys) this.entries.set(key, entry);
      this.order.push(entry);
      this.noteLink(STORED, item.id, keys);
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
  offer(feed: number, item: RaceItem, at?: number): RaceOutcome {
    const keys = this.keysOf(feed, item);
    const text = raceText(item);
    let entry = this.match(keys, text);
    let copy = entry?.copies.get(feed);
    // One feed's two items that a key joins (a story, or an id another feed gave the copy it sent)
    // are two items, as they were before feeds were raced (the feed view folds a story's): only
    // copies from different feeds are joined. Its two items sharing a link never get here: keysOf
    // has taken the link out.
    if (copy && copy.id !== item.id) entry = copy = undefined;
    // Matched by `_id` alone (a link or a story joins only the same words): an `_id` is the first
    // feed's to word. Its copy takes the id back from an extra feed that sent it first with other
    // words (a new card in the old one's place, notified); an extra feed's copy with other words
    // than the id's first copy is dropped, so it cannot reword a card shown.
    if (entry && !copy && entry.text !== text) {
      if (feed !== 0 || entry.first <= 0) return { kind: 'repeat' };
      this.release(entry);
      entry = undefined;
    }
    if (!entry) {
      entry = { id: item.id, first: feed, at, copies: new Map([[feed, { id: item.id, lag: 0 }]]), text, keys: keys.filter((key) => !this.entries.has(key)) };
      for (const key of entry.keys) this.entries.set(key, entry);
      this.order.push(entry);
      this.noteLink(feed, item.id, keys);
      if (at !== undefined) this.count(feed, true);
      return { kind: 'first' };
    }
    // A copy may name the news by a key its first copy lacked (the link one feed left out): both find it from now on.
    for (const key of keys) {
      if (this.entries.has(key)) continue;
      this.entries.set(key, entry);
      entry.keys.push(key);
    }
    this.noteLink(feed, item.id, keys);
    if (copy || at === undefined || entry.at === undefined) {
      if (!copy) entry.copies.set(feed, { id: item.id, lag: Number.NaN });
      return { kind: 'repeat' };
    }
    const lag = at - entry.at;
    entry.copies.set(feed, { id: item.id, lag });
    this.count(feed, false, -lag);
    this.sample(entry.first, lag);
    return { kind: 'later', id: entry.id, race: this.resultOf(entry) };
  }

  /** Forgets a story whose id its first copy took from the first feed: its keys are free for the first feed's copy. */
  private release(entry: Entry): void {
    for (const key of entry.keys) if (this.entries.get(key) === entry) this.entries.delete(key);
    this.order = this.order.filter((held) => held !== entry);
  }

  /** Links remembered as shared now (bounded by `sharedPerFeed` × (feeds + the store)). */
  get sharedLinks(): number {
    let count = 0;
    for (const links of this.shared.values()) count += links.size;
    return count;
  }

  /** The item's keys, less its link when that names no single item: known shared, or now shown shared by this feed's second item carrying it. */
  private keysOf(feed: number, item: RaceItem): string[] {
    const keys = raceKeys(item);
    const at = keys.findIndex((key) => key.startsWith('l:'));
    if (at < 0) return keys;
    const link = keys[at]!.slice(2);
    const known = this.entries.get(keys[at]!)?.linkIds?.get(`${feed} ${link}`);
    if (known !== undefined && known !== item.id) this.share(feed, link);
    if (this.isShared(link)) keys.splice(at, 1);
    return keys;
  }

  /** The entry the keys find: by `_id` whatever it reads (offer then decides whose words the id keeps), by link or story only when it reads the same. */
  private match(keys: readonly string[], text: string): Entry | undefined {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && (key.startsWith('i:') || entry.text === text)) return entry;
    }
    return undefined;
  }

  /** Which item this feed carried the link on, kept by the entry holding the link (joined there or not). */
  private noteLink(feed: number, id: string, keys: readonly string[]): void {
    const key = keys.find((candidate) => candidate.startsWith('l:'));
    const holder = key && this.entries.get(key);
    if (!holder) return;
    holder.linkIds ??= new Map();
    const mark = `${feed} ${key.slice(2)}`;
    if (!holder.linkIds.has(mark)) holder.linkIds.set(mark, id);
  }

  private isShared(link: string): boolean {
    for (const links of this.shared.values()) if (links.has(link)) return true;
    return false;
  }

  /** The link names no single item: no entry holds it from now on, and this feed remembers it (its oldest forgotten past its budget). */
  private share(feed: number, link: string): void {
    const links = this.shared.get(feed) ?? new Set<string>();
    this.shared.set(feed, links);
    links.delete(link);
    links.add(link);
    if (links.size > this.sharedPerFeed) links.delete(links.values().next().value!);
    const key = `l:${link}`;
    const holder = this.entries.get(key);
    if (!holder) return;
    this.entries.delete(key);
    holder.keys = holder.keys.filter((held) => held !== key);
    for (const mark of holder.linkIds?.keys() ?? []) if (mark.endsWith(` ${link}`)) holder.linkIds!.delete(mark);
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
      .filter(([feed, { lag }]) => feed !== entry.first && Number.isFinite(lag))
      .map(([feed, { lag }]) => ({ feed: this.names[feed] ?? '?', ms: Math.round(lag) }));
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
