import type { LikesFrame } from '@newsflash/protocol/control';
import { Emitter } from '@/utils/net/emitter';
import type { ConnectionState, SessionDeps } from '@/utils/net/socket-session';
import type { PlannedFeed } from './extra-feeds';
import { LikesFeed } from '@/utils/feed/likes-feed';

/**
 * Frames an extra feed's vote stream may bring in one second; past it the rest of that second's are
 * dropped and counted. Each admitted frame costs a look-up, a store write and a message to every
 * open page, so a hostile feed's flood is held to this many of each a second; the first feed's
 * stream is not metered (its service is the reader's own choice and has no budget to race).
 */
export const EXTRA_LIKES_PER_SECOND = 50;

export interface ExtraLikesEvents {
  /** Totals from the feed that delivered the item, and only for such items; `arrivedAt`: their place in the order of arrival, taken before the look-up. */
  tally: LikesFrame & { via: string; arrivedAt?: number };
  [name: string]: unknown;
}

export interface ExtraLikesDeps extends SessionDeps {
  /** The feed that delivered this item first (`null`: the first feed; `undefined`: not stored). */
  viaOf: (newsId: string) => Promise<string | null | undefined>;
  /** A place in the order of vote totals' arrival (TallyOrder's): a frame's is taken as it comes, before its look-up waits. */
  arrival?: () => number;
}

interface Held {
  id: string;
  url: string;
  likes: LikesFeed;
  off: () => void;
  second: number;
  taken: number;
  dropped: number;
  foreign: number;
  closed: boolean;
}

/** What Diagnostics shows of one extra feed's vote stream. */
export interface ExtraLikesRow {
  id: string;
  connection: ConnectionState;
  /** Frames refused: unreadable, past the rate budget, or for an item the feed did not deliver. */
  refused: number;
}

/**
 * The vote streams (`/ws/likes`) of the extra feeds, one socket per feed that has a key, with the
 * first feed's keepalive and backoff (the same LikesFeed). A feed's totals apply only to items that
 * feed delivered first, whose votes go to it: a feed cannot set the counts of another's items.
 */
export class ExtraLikes extends Emitter<ExtraLikesEvents> {
  private held: Held[] = [];

  constructor(private readonly deps: ExtraLikesDeps) {
    super();
  }

  /** Unchanged feeds keep their socket; a changed address reconnects; a feed removed, broken or without a key is closed. */
  configure(plans: readonly PlannedFeed[]): void {
    const wanted = plans.flatMap((plan) => ('endpoints' in plan && plan.apiKey ? [{ id: plan.id, url: plan.endpoints.likesUrl }] : []));
    for (const held of this.held) if (!wanted.some((want) => want.id === held.id && want.url === held.url)) this.close(held);
    this.held = wanted.map((want) => this.held.find((held) => held.id === want.id && held.url === want.url) ?? this.open(want.id, want.url));
  }

  poke(): void {
    for (const held of this.held) held.likes.poke();
  }

  stop(): void {
    for (const held of this.held) this.close(held);
    this.held = [];
  }

  rows(): ExtraLikesRow[] {
    return this.held.map((held) => ({ id: held.id, connection: held.likes.connectionState, refused: held.likes.rejectedFrames + held.dropped + held.foreign }));
  }

  private open(id: string, url: string): Held {
    const likes = new LikesFeed(url, this.deps);
    const held: Held = { id, url, likes, off: () => {}, second: -1, taken: 0, dropped: 0, foreign: 0, closed: false };
    held.off = likes.on('tally', (frame) => void this.admit(held, frame));
    likes.start();
    return held;
  }

  private async admit(held: Held, frame: LikesFrame): Promise<void> {
    const second = Math.floor(this.deps.clock.now() / 1000);
    if (second !== held.second) {
      held.second = second;
      held.taken = 0;
    }
    if (held.taken >= EXTRA_LIKES_PER_SECOND) return void held.dropped++;
    held.taken++;
    const arrivedAt = this.deps.arrival?.();
    const via = await this.deps.viaOf(frame.newsId);
    // Closed while the look-up ran (the feed was removed): its last frames go nowhere.
    if (held.closed) return;
    if (via !== held.id) return void held.foreign++;
    this.emit('tally', arrivedAt === undefined ? { ...frame, via: held.id } : { ...frame, via: held.id, arrivedAt });
  }

  private close(held: Held): void {
    held.closed = true;
    held.off();
    held.likes.stop();
  }
}
