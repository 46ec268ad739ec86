import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FeedArea } from './FeedArea';
import type { FeedLayout } from './feed-layout';
import { FeedFooter } from './FeedFooter';
import type { FeedListProps } from './FeedList';
import { FeedHeader } from './FeedHeader';
import { FeedNotices } from './FeedNotices';
import { FilterBar } from './FilterBar';
import { lazyComponent } from './lazy';
import { useFeedView } from './hooks/useFeedView';
import { useKeyboard } from './hooks/useKeyboard';
import { useLiveFeed } from './hooks/useLiveFeed';
import { useNow } from './hooks/useNow';
import { usePaintMark } from './hooks/usePaintMark';
import { useVoting } from './hooks/useVoting';
import { PriceBookContext } from './prices/PriceBookContext';
import { isFiltering, noFilter } from '@/utils/feed-view/filter';
import { MAX_ITEMS } from '@/utils/feed-view/feed-state';

/** The list `?` opens, loaded when first asked for. */
const ShortcutsHelp = lazyComponent(async () => (await import('./ShortcutsHelp')).ShortcutsHelp);

/**
 * The live feed page: the popup, and the docked panel (Chrome's side panel, Firefox's sidebar),
 * which stays open while the user browses and is laid out for a tall column of any width.
 */
export function FeedPage({ layout }: { layout: FeedLayout }) {
  const [paused, setPaused] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const [selectedId, setSelectedId] = useState<string>();
  const [scrollTo, setScrollTo] = useState<{ index: number; key: number }>();
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const held = useRef({ paused, atTop });
  held.current = { paused, atTop };

  const live = useLiveFeed(() => held.current.paused || !held.current.atTop);
  const voting = useVoting(live);
  const now = useNow(1_000);
  const { status, feed } = live;
  const view = useFeedView(feed.items, live.myVotes);
  const { prefs, visible, setFilter } = view;
  // Chips re-render for what they show (on, stale), not for every state the streams pass through.
  const pricesOn = status?.prices.enabled === true;
  const stale = status?.prices.state === 'stale';
  const book = live.prices;
  const prices = useMemo(() => (pricesOn && book ? { book, stale } : undefined), [pricesOn, stale, book]);

  useEffect(() => {
    if (atTop && !paused) live.release();
  }, [atTop, paused, feed.pending.length]);

  const selectedIndex = selectedId === undefined ? -1 : visible.findIndex((item) => item.id === selectedId);

  // For the benchmark: when the first rows, then the whole cache, were painted (a frame after render).
  usePaintMark('newsflash:first-items', visible.length > 0);
  usePaintMark('newsflash:all-items', live.loaded);

  const showNew = () => {
    live.release();
    setScrollTo({ index: 0, key: Date.now() });
  };

  useKeyboard({
    searchRef,
    singleKeys: prefs.singleKeys,
    toggleHelp: () => setHelpOpen((open) => !open),
    visible,
    selectedIndex,
    select(index) {
      setSelectedId(visible[index]?.id);
      setScrollTo({ index, key: Date.now() });
    },
    vote: (item, action) => void voting.vote(item, action),
    voteOf: voting.voteOf,
    // Esc closes the shortcut list first, then clears the search, then the selection.
    clearSearch: () => (helpOpen ? setHelpOpen(false) : prefs.filter.query ? setFilter({ ...prefs.filter, query: '' }) : setSelectedId(undefined)),
  });

  const list: FeedListProps = {
    rows: visible,
    voting,
    status,
    now,
    selectedIndex,
    dislikeMargin: prefs.dislike.margin,
    scrollTo,
    onAtTopChange: setAtTop,
    onSelect: setSelectedId,
    capped: feed.items.length >= MAX_ITEMS,
  };
  return (
    <PriceBookContext.Provider value={prices}>
      <main class={layout}>
        <FeedHeader layout={layout} status={status} now={now} paused={paused} onPause={setPaused} />
        {helpOpen && <ShortcutsHelp singleKeys={prefs.singleKeys} onClose={() => setHelpOpen(false)} />}
        <FilterBar filter={prefs.filter} coins={view.coins} sources={view.sources} notices={view.notices} searchRef={searchRef} onChange={setFilter} />
        <FeedNotices status={status} vote={voting.notice} onDismissVote={voting.dismiss} />
        <FeedArea
          list={list}
          pending={feed.pending.length}
          paused={paused}
          onShowNew={showNew}
          loaded={live.loaded}
          filtering={isFiltering(prefs.filter)}
          onClearFilters={() => setFilter(noFilter)}
        />
        <FeedFooter hidden={view.hiddenDisliked} showing={view.showDisliked} mode={prefs.dislike.mode} onShow={view.setShowDisliked} />
      </main>
    </PriceBookContext.Provider>
  );
}
