import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { applyTally, emptyFeed, release, type FeedState } from '@/utils/feed-view/feed-state';
import { FeedInbox, type Origin } from '@/utils/feed-view/feed-inbox';
import { createHistoryRead, withStoredVotes } from '@/utils/feed-view/history-read';
import { sendMessage, type LiveEvent, type StatusSnapshot } from '@/utils/messages';
import type { PriceBook } from '@/utils/prices/price-book';
import type { VoteType } from '@newsflash/protocol/control';
import type { StoredItem } from '@/utils/store/store-types';
import type { Tally } from '@/utils/votes/optimistic';
import type { LiveSubscription } from '@/utils/messages/page-host-types';
import { afterNextPaint } from '../after-paint';
import { usePageHost } from '../host/page-host';

/** How long the full history read waits for a worker that does not answer the port. */
const WORKER_ANSWER_MS = 2_000;

export interface LiveFeed {
  feed: FeedState;
  myVotes: Map<string, VoteType>;
  status?: StatusSnapshot;
  /** True once the cache has been read (so "no headlines" is the truth, not a loading state). */
  loaded: boolean;
  release(): void;
  /**
   * The prices of the coins the page's chips show, once price moves are on: the code is loaded
   * then, so a reader with them off never loads it (the popup's first paint stays small).
   */
  prices?: PriceBook;
  /** Applies a vote the service confirmed, before its echo arrives over the port. */
  confirmVote(newsId: string, vote: VoteType | null, tally?: Tally): void;
  /**
   * How many vote totals the port has brought so far. A vote's reply applies its totals only if
   * none came meanwhile: the worker sends the reply's totals over the port too when they are the
   * newest, so totals that came meanwhile are the reply's or newer (a reply answered over another
   * channel may arrive after them).
   */
  talliesHeard(): number;
}

/**
 * The popup's data: stored items at once, then live items, vote totals, the user's votes and the
 * connection status pushed by the background over the `live` port. Every item, whatever its origin,
 * reaches the rows through one FeedInbox (docs/architecture.md). While `hold()` is true new items
 * wait in `pending` so nothing moves under the reader.
 */
export function useLiveFeed(hold: () => boolean): LiveFeed {
  const [feed, setFeed] = useState<FeedState>(emptyFeed);
  const [myVotes, setMyVotes] = useState<Map<string, VoteType>>(new Map());
  const [status, setStatus] = useState<StatusSnapshot>();
  const [loaded, setLoaded] = useState(false);
  const host = usePageHost();
  const live = useRef<LiveSubscription>(undefined);
  const [prices, setPrices] = useState<PriceBook>();
  const pricesRef = useRef<PriceBook>(undefined);
  const pricesOn = status?.prices.enabled === true;
  useEffect(() => {
    if (!pricesOn || pricesRef.current) return;
    void import('@/utils/prices/price-book').then(({ PriceBook }) => {
      pricesRef.current ??= new PriceBook((watches) => live.current?.post({ type: 'watchPrices', watches }));
      setPrices(pricesRef.current);
    });
  }, [pricesOn]);
  const holdRef = useRef(hold);
  holdRef.current = hold;

  const heardVotes = useRef(new Set<string>());
  const talliesHeard = useRef(0);
  const setVote = (newsId: string, vote: VoteType | null) => {
    heardVotes.current.add(newsId);
    setMyVotes((current) => {
      if ((current.get(newsId) ?? null) === vote) return current;
      const next = new Map(current);
      if (vote) next.set(newsId, vote);
      else next.delete(newsId);
      return next;
    });
  };

  // As the page first renders, not a frame later as an effect would: the cache's first page is read
  // while the page's header is painted, and its rows can show in the next frame (in the first, on
  // the web page, which has read it as its code started: web/early.ts).
  useLayoutEffect(() => {
    let closed = false;
    const inbox = new FeedInbox();
    let frame = 0;
    const flush = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (!closed) setFeed((state) => inbox.drain(state, holdRef.current()));
    };
    const schedule = () => (frame ||= requestAnimationFrame(flush));
    const arrive = (origin: Origin) => (items: StoredItem[]) => {
      inbox.add(items, origin);
      if (origin === 'history') flush();
      else schedule();
    };
    let answer = () => {};
    const workerAnswered = new Promise<void>((resolve) => {
      answer = resolve;
      setTimeout(resolve, WORKER_ANSWER_MS);
    });
    const history = createHistoryRead(
      { openReader: () => host.openReader(), fromWorker: (limit) => sendMessage(host.messages, 'recentItems', { limit }), workerAnswered, shown: afterNextPaint },
      arrive('history'),
    );
    const liveItems = arrive('live');
    const load = async () => {
      const votes = await history.read();
      if (closed) return;
      if (votes) setMyVotes((current) => withStoredVotes(current, votes, heardVotes.current));
      setLoaded(true);
    };

    const onEvent = (event: LiveEvent) => {
      answer();
      switch (event.type) {
        case 'items':
          return liveItems(event.items);
        case 'tally':
          talliesHeard.current++;
          inbox.addTally(event.tally.newsId, { likes: event.tally.likes, dislikes: event.tally.dislikes });
          return schedule();
        case 'vote':
          return setVote(event.newsId, event.vote);
        case 'status':
          if (event.status.storage.kind === 'memory') void history.fromWorker();
          return setStatus(event.status);
        case 'prices':
          return pricesRef.current?.apply(event.ticks);
      }
    };

    void load();
    live.current = host.subscribeLive(onEvent, (post) => post({ type: 'watchPrices', watches: pricesRef.current?.watches() ?? [] }));
    void sendMessage(host.messages, 'markRead').catch(() => undefined);
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
    talliesHeard: () => talliesHeard.current,
  };
}
