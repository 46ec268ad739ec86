import type { NewsItem } from '@newsflash/protocol/news-item';
import { keyedFeeds, planExtraFeeds, type ExtraFeed } from '@/utils/race/extra-feeds';
import { ExtraLikes } from '@/utils/race/extra-likes';
import { LikesFeed } from '@/utils/feed/likes-feed';
import { NewsFeed } from '@/utils/feed/news-feed';
import { createSourceDelays } from '@/utils/feed/source-delays';
import { createFeedMeter } from '@/utils/feed/item-budget';
import type { EngineDeps } from './engine-deps';
import { FeedRacer } from '@/utils/race/raced-feeds';

export interface FeedsDeps extends Pick<EngineDeps, 'createSocket' | 'fetch' | 'clock' | 'random'> {
  /** The extra feeds as saved. */
  extraFeeds: () => readonly ExtraFeed[];
  /** Whether keys may be sent (Firefox's consent): read at each plan. */
  keyConsented: () => boolean;
  /** The feed that delivered a stored item first (`null`: the first feed; `undefined`: not stored): an extra feed's vote totals apply only to its own items. */
  viaOf: (newsId: string) => Promise<string | null | undefined>;
  /** Vote totals' order of arrival, shared with the votes' replies. */
  tallyArrival?: () => number;
}

/**
 * The worker's news sockets: the first feed (feed 0 of the race), the extra feeds raced against it
 * (the same client, each with its own address and key), the first feed's likes feed and the extra
 * feeds' (one each that has a key), with what the engine
 * does to all of them at once.
 */
export function createFeeds(deps: FeedsDeps) {
  const sessionDeps = { createSocket: deps.createSocket, clock: deps.clock, random: deps.random };
  const newsFeed = (metered: boolean) =>
    new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...sessionDeps, fetch: deps.fetch, meter: metered ? createFeedMeter(deps.clock.now()) : undefined, sourceDelays: createSourceDelays() });
  const feed = newsFeed(false);
  // An extra feed's socket is metered before its frames are read; the first feed's is the reader's own service.
  const racer = new FeedRacer({ first: feed, createFeed: () => newsFeed(true), clock: deps.clock });
  const likes = new LikesFeed('', sessionDeps);
  const extraLikes = new ExtraLikes({ ...sessionDeps, viaOf: deps.viaOf, arrival: deps.tallyArrival });
  const extraPlans = () => planExtraFeeds(deps.extraFeeds(), deps.keyConsented());
  let keyedSeen = '';
  return {
    feed,
    racer,
    likes,
    extraLikes,
    sessionDeps,
    extraPlans,
    /** The extra feeds that have a key: their vote histories are fetched beside the first feed's. */
    keyed: () => keyedFeeds(extraPlans()),
    /** Whether a feed was added, or given a key or a new address, since the last call: its vote history is to be fetched. */
    applyExtraFeeds: (): boolean => {
      const plans = extraPlans();
      racer.configure(plans);
      extraLikes.configure(plans);
      const keyed = JSON.stringify(keyedFeeds(plans));
      const changed = keyed !== keyedSeen && keyed !== '[]';
      keyedSeen = keyed;
      return changed;
    },
    /** Items already stored are not delivered again by any feed. */
    markSeen: (kept: readonly NewsItem[]) => (feed.markSeen(kept), racer.markSeen(kept)),
    /** A late alarm (the machine slept) finds the sockets waiting out a backoff: go now. */
    poke: () => (feed.poke(), racer.poke(), likes.poke(), extraLikes.poke()),
  };
}
