import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { applyTally, emptyFeed, MAX_ITEMS, receive, release, type FeedState } from '@/utils/feed-view/feed-state';
import { LiveBatch } from '@/utils/feed-view/live-batch';
import { sendMessage, type LiveEvent, type StatusSnapshot } from '@/utils/messages';
import { PriceBook } from '@/utils/prices/price-book';
import type { VoteType } from '@newsflash/protocol/control';
import { openIdbReader } from '@/utils/store/idb-store';
import type { StoredItem } from '@/utils/store/types';
import type { Tally } from '@/utils/votes/optimistic';
import { subscribeLive } from './livePort';

/** Enough rows to fill the popup: shown before the rest of the cache is read. */
const FIRST_PAGE = 30;

export interface LiveFeed {
  feed: FeedState;
  myVotes: Map<string, VoteType>;
  status?: StatusSnapshot;
  /** True once the cache has been read (so "no headlines" is the truth, not a loading state). */
  loaded: boolean;
  release(): void;
  /** The prices of the coins the page's chips show. */
  prices: PriceBook;
  /** Applies a vote the service confirmed, before its echo arrives over the port. */
  confirmVote(newsId: string, vote: VoteType | null, tally?: Tally): void;
}

/**
 * The popup's data: cached items from IndexedDB at once, then live items, vote totals, the user's
 * votes and the connection status pushed by the background over the `live` port. While `hold()`
 * is true new items wait in `pending` so nothing moves under the reader.
 */
export function useLiveFeed(hold: () => boolean): LiveFeed {
  const [feed, setFeed] = useState<FeedState>(emptyFeed);
  const [myVotes, setMyVotes] = useState<Map<string, VoteType>>(new Map());
  const [status, setStatus] = useState<StatusSnapshot>();
  const [loaded, setLoaded] = useState(false);
  const live = useRef<ReturnType<typeof subscribeLive>>(undefined);
  const [prices] = useState(() => new PriceBook((watches) => live.current?.post({ type: 'watchPrices', watches })));
  const holdRef = useRef(hold);
  holdRef.current = hold;

  const setVote = (newsId: string, vote: VoteType | null) =>
    setMyVotes((current) => {
      if ((current.get(newsId) ?? null) === vote) return current;
      const next = new Map(current);
      if (vote) next.set(newsId, vote);
      else next.delete(newsId);
      return next;
    });

  useEffect(() => {
    let closed = false;
    const cached = (items: StoredItem[]) => !closed && setFeed((state) => receive(state, items, false));
    // The background serves what it holds (memory or disk); asked once, when this page cannot read
    // IndexedDB itself or when storage has failed over to memory.
    let askedBackground = false;
    const askBackground = async () => {
      if (askedBackground) return;
      askedBackground = true;
      cached(await sendMessage(browser, 'recentItems', { limit: MAX_ITEMS }).catch(() => []));
    };

    const load = async () => {
      try {
        const reader = await openIdbReader();
        cached(await reader.recent(FIRST_PAGE));
        const [all, votes] = await Promise.all([reader.recent(MAX_ITEMS), reader.votes()]);
        cached(all);
        if (!closed) setMyVotes(new Map(votes.map((vote) => [vote.newsId, vote.vote])));
      } catch {
        await askBackground();
      }
      if (!closed) setLoaded(true);
    };

    // Port events are applied once per frame: a burst of 500 items is one render, not 500.
    const batch = new LiveBatch();
    let frame = 0;
    const flush = () => {
      frame = 0;
      setFeed((state) => batch.drain(state, holdRef.current()));
    };
    const schedule = () => (frame ||= requestAnimationFrame(flush));

    const onEvent = (event: LiveEvent) => {
      switch (event.type) {
        case 'item':
          batch.addItems([event.item]);
          return schedule();
        case 'items':
          batch.addItems(event.items);
          return schedule();
        case 'counts':
          batch.addTally(event.counts.newsId, { likes: event.counts.likes, dislikes: event.counts.dislikes });
          return schedule();
        case 'vote':
          return setVote(event.newsId, event.vote);
        case 'status':
          if (event.status.storage.kind === 'memory') void askBackground();
          return setStatus(event.status);
        case 'prices':
          return prices.apply(event.ticks);
      }
    };

    void load();
    live.current = subscribeLive(onEvent, (post) => post({ type: 'watchPrices', watches: prices.watches() }));
    void sendMessage(browser, 'markRead').catch(() => undefined);
    return () => {
      closed = true;
      cancelAnimationFrame(frame);
      live.current?.close();
    };
  }, []);

  return {
    feed,
    myVotes,
    status,
    loaded,
    release: () => setFeed(release),
    prices,
    confirmVote(newsId, vote, tally) {
      setVote(newsId, vote);
      if (tally) setFeed((state) => applyTally(state, newsId, tally));
    },
  };
}
