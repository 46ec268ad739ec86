import type { NewsItem } from '@newsflash/protocol/news-item';
import { Emitter } from '@/utils/net/emitter';
import type { Clock } from '@/utils/net/net-types';
import type { FeedCounters, FeedEvents, NewsFeed } from '@/utils/feed/news-feed';
import { FeedRace, type RaceResult } from '@/utils/race/feed-race';
import { FIRST_FEED_ID, type PlannedFeed } from '@/utils/race/extra-feeds';
import { ItemBudget } from '@/utils/feed/item-budget';
import type { Problem } from '@/utils/net/problem';
import type { RacedItem, RaceRow } from './race-types';

export interface RacerEvents {
  item: { item: RacedItem; receivedAt: number; arrivedAt: number };
  backfill: { items: RacedItem[]; initial: boolean; quiet?: boolean };
  /** A later copy of news already delivered: the first copy's card says who won and by how much. */
  raced: { id: string; race: RaceResult };
  /** Every live copy from every feed, first or not (`feed`: the extra feed's id; none: the first feed): each copy's hops time its own feed. */
  copy: { item: NewsItem; receivedAt: number; feed?: string };
  [name: string]: unknown;
}

/** The feed's last problem: its backlog's (counted by the feed) before its socket's. */
const problemOf = (problem: Problem | undefined) => (problem ? { problem } : {});

type FeedLike = Pick<NewsFeed, 'on' | 'start' | 'stop' | 'configure' | 'poke' | 'markSeen' | 'getStatus' | 'getCounters' | 'clockOffsetMs'>;

export interface RacerDeps {
  /** The first feed (feed 0), as the connector drives it. */
  first: FeedLike;
  /** A new feed client for an extra feed: the same connection and backfill code as the first. */
  createFeed: () => FeedLike;
  clock: Clock;
}

interface Held {
  plan: PlannedFeed;
  feed?: FeedLike;
  off: (() => void)[];
  /** Kept while the feed stays in the list, across reconnects and new addresses. */
  budget: ItemBudget;
}

/**
 * Holds the extra feeds beside the first and races them all: every copy passes one FeedRace, the
 * first copy goes on as if one feed had sent it, later copies only name the winner's margin.
 */
export class FeedRacer extends Emitter<RacerEvents> {
  private extras: Held[] = [];
  private readonly race = new FeedRace([FIRST_FEED_ID]);

  constructor(private readonly deps: RacerDeps) {
    super();
    this.listen(deps.first, 0);
  }

  /** Applies the planned extra feeds: unchanged ones keep their socket, changed ones reconnect, removed ones stop. */
  configure(plans: readonly PlannedFeed[], firstName = FIRST_FEED_ID): void {
    const next: Held[] = [];
    for (const plan of plans) {
      const held = this.extras.find((entry) => entry.plan.id === plan.id);
      const kept = held && 'endpoints' in plan && held.feed ? held : undefined;
      if (held && !kept) this.drop(held);
      next.push(kept ? { ...kept, plan } : { plan, off: [], budget: held?.budget ?? new ItemBudget(this.deps.clock.now()) });
    }
    for (const held of this.extras) if (!plans.some((plan) => plan.id === held.plan.id)) this.drop(held);
    this.extras = next;
    // Indices change with the list: each feed's listener reads its index when an event arrives.
    this.race.setFeeds([firstName, ...next.map((held) => held.plan.name)]);
    next.forEach((held) => {
      if (!('endpoints' in held.plan)) return;
      const { socketUrl, apiUrl } = held.plan.endpoints;
      if (!held.feed) {
        held.feed = this.deps.createFeed();
        const feed = held.feed;
        held.off = this.listen(feed, () => this.extras.findIndex((entry) => entry.feed === feed) + 1, held.plan.id, held.budget);
      }
      held.feed.configure({ socketUrl, apiUrl, apiKey: held.plan.apiKey || undefined });
      held.feed.start();
    });
  }

  /** Items already stored are not delivered again by any feed. */
  markSeen(items: readonly NewsItem[]): void {
    // The store gives newest first; the race forgets in the order it learns, so oldest go in first.
    this.race.remember([...items].reverse());
    for (const held of this.extras) held.feed?.markSeen(items);
  }

  poke(): void {
    for (const held of this.extras) held.feed?.poke();
  }

  stop(): void {
    for (const held of this.extras) this.drop(held);
    this.extras = [];
  }

  /** The first feed's row and one per extra feed, in the list's order. */
  rows(): RaceRow[] {
    const rows = this.race.rows();
    return rows.map((row, i) => {
      if (i === 0) return { ...row, id: FIRST_FEED_ID };
      const held = this.extras[i - 1]!;
      const counters: Partial<FeedCounters> = held.feed?.getCounters() ?? {};
      const lost = held.budget.dropped + (counters.overBudgetFrames ?? 0);
      const dropped = lost > 0 ? { dropped: lost } : {};
      if (!('endpoints' in held.plan)) return { ...row, id: held.plan.id, error: held.plan.error, ...dropped };
      const status = held.feed?.getStatus();
      return {
        ...row,
        id: held.plan.id,
        connection: status?.connection,
        reconnects: counters.reconnects,
        ...dropped,
        ...problemOf(counters.lastError ?? status?.lastError),
      };
    });
  }

  /** Each connected extra feed's clock offset, measured over its own socket. */
  feedOffsets(): { feed: string; clockOffsetMs?: number }[] {
    return this.extras.flatMap((held) => {
      if (!held.feed) return [];
      const offset = held.feed.clockOffsetMs;
      return [offset === undefined ? { feed: held.plan.id } : { feed: held.plan.id, clockOffsetMs: offset }];
    });
  }

  get windowSize(): number {
    return this.race.size;
  }

  private listen(feed: FeedLike, index: number | (() => number), via?: string, budget?: ItemBudget): (() => void)[] {
    const at = () => (typeof index === 'number' ? index : index());
    const tag = (item: NewsItem): RacedItem => (via ? { ...item, via } : item);
    const admitted = (): boolean => !budget || budget.take(this.deps.clock.now());
    return [
      feed.on('item', ({ item, receivedAt, arrivedAt }: FeedEvents['item']) => {
        if (!admitted()) return;
        const outcome = this.race.offer(at(), item, arrivedAt);
        if (outcome.kind === 'first') this.emit('item', { item: tag(item), receivedAt, arrivedAt });
        else if (outcome.kind === 'later') this.emit('raced', { id: outcome.id, race: outcome.race });
        this.emit('copy', via ? { item, receivedAt, feed: via } : { item, receivedAt });
        this.race.tidy();
      }),
      feed.on('backfill', ({ items, initial }: FeedEvents['backfill']) => {
        const fresh = items.filter((item) => admitted() && this.race.offer(at(), item).kind === 'first').map(tag);
        // An extra feed's first history is context for it, not news: stored, never notified, and the badge stays.
        if (index === 0) {
          if (fresh.length > 0 || initial) this.emit('backfill', { items: fresh, initial });
        } else if (fresh.length > 0) this.emit('backfill', initial ? { items: fresh, initial: false, quiet: true } : { items: fresh, initial });
        this.race.tidy();
      }),
    ];
  }

  private drop(held: Held): void {
    for (const off of held.off) off();
    held.feed?.stop();
    held.feed = undefined;
  }
}
