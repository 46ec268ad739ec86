import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from '@/utils/bare-browser';
import { ConnectionPill } from './ConnectionPill';
import { FilterBar } from './FilterBar';
import { NewsCard } from './NewsCard';
import { RowBoundary } from './RowBoundary';
import { lazyComponent } from './lazy';
import { NoticeBar } from './NoticeBar';
import { useKeyboard } from './hooks/useKeyboard';
import { useLiveFeed } from './hooks/useLiveFeed';
import { useNow } from './hooks/useNow';
import { useUpdateNote } from './hooks/useUpdateNote';
import { usePaintMark } from './hooks/usePaintMark';
import { useVoting } from './hooks/useVoting';
import { openPanel } from './openPanel';
import { PriceBookContext } from './prices/PriceBookContext';
import { VirtualFeed } from './VirtualFeed';
import { applyFilter, facets, isDisliked, isFiltering, noFilter, type FeedFilter } from '@/utils/feed-view/filter';
import { foldStories } from '@/utils/feed-view/stories';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import { t, tn } from '@/utils/i18n';

const optionsUrl = () => browser.runtime.getURL('/options.html');
// `?virtualise=off` renders every row: the benchmark's baseline for the virtualised list.
const virtual = new URLSearchParams(location.search).get('virtualise') !== 'off';
/** The list `?` opens, loaded when first asked for. */
const ShortcutsHelp = lazyComponent(async () => (await import('./ShortcutsHelp')).ShortcutsHelp);

/**
 * The live feed page: the popup, and the docked panel (Chrome's side panel, Firefox's sidebar),
 * which stays open while the user browses and is laid out for a tall column of any width.
 */
export function FeedPage({ layout }: { layout: 'popup' | 'panel' }) {
  const [prefs, setPrefs] = useState(loadViewPrefs);
  const [paused, setPaused] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const [showDisliked, setShowDisliked] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();
  const [scrollTo, setScrollTo] = useState<{ index: number; key: number }>();
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const held = useRef({ paused, atTop });
  held.current = { paused, atTop };

  const live = useLiveFeed(() => held.current.paused || !held.current.atTop);
  const voting = useVoting(live);
  const update = useUpdateNote();
  const now = useNow(1_000);
  const { status, feed } = live;
  // Chips re-render for what they show (on, stale), not for every state the streams pass through.
  const pricesOn = status?.prices.enabled === true;
  const stale = status?.prices.state === 'stale';
  const book = live.prices;
  const prices = useMemo(() => (pricesOn && book ? { book, stale } : undefined), [pricesOn, stale, book]);

  useEffect(() => {
    if (atTop && !paused) live.release();
  }, [atTop, paused, feed.pending.length]);

  const { visible, hiddenDisliked } = useMemo(
    () => {
      const filtered = applyFilter(feed.items, prefs.filter, live.myVotes, prefs.dislike, showDisliked);
      return { ...filtered, visible: foldStories(filtered.visible) };
    },
    [feed.items, prefs, live.myVotes, showDisliked],
  );
  const { coins, sources } = useMemo(() => facets(feed.items), [feed.items]);
  const selectedIndex = selectedId === undefined ? -1 : visible.findIndex((item) => item.id === selectedId);

  // For the benchmark: when the first rows, then the whole cache, were painted (a frame after render).
  usePaintMark('newsflash:first-items', visible.length > 0);
  usePaintMark('newsflash:all-items', live.loaded);

  const setFilter = (filter: FeedFilter) => {
    const next = { ...prefs, filter };
    setPrefs(next);
    saveViewPrefs(next);
  };
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

  const storageNotice =
    status?.storage.kind === 'memory'
      ? t('feed.storageMemory', [status.storage.error ?? t('feed.unknownError')])
      : undefined;

  return (
    <PriceBookContext.Provider value={prices}>
      <main class={layout}>
        <header class="bar">
          <h1>{t('extName')}</h1>
          <ConnectionPill status={status} now={now} />
          <button type="button" class="toggle" aria-pressed={paused} onClick={() => setPaused(!paused)} title={t('feed.pauseTitle')}>
            {paused ? t('feed.resume') : t('feed.pause')}
          </button>
          {layout === 'popup' && (
            <button type="button" class="icon-link" aria-label={t('feed.dock')} title={t('feed.dockTitle')} onClick={() => void openPanel()}>
              ⇥
            </button>
          )}
          <a class="icon-link" href={optionsUrl()} target="_blank" rel="noreferrer" aria-label={t('feed.options')} title={t('feed.options')}>
            ⚙
          </a>
        </header>
        {helpOpen && <ShortcutsHelp singleKeys={prefs.singleKeys} onClose={() => setHelpOpen(false)} />}
        <FilterBar filter={prefs.filter} coins={coins} sources={sources} searchRef={searchRef} onChange={setFilter} />
        {voting.notice && (
          <NoticeBar tone="bad" onDismiss={voting.dismiss} retry={voting.notice.retry} optionsUrl={voting.notice.action === 'options' ? optionsUrl() : undefined}>
            {voting.notice.message}
          </NoticeBar>
        )}
        {storageNotice && <NoticeBar tone="warn">{storageNotice}</NoticeBar>}
        {update.note && (
          <NoticeBar tone="info" link={{ href: '/changelog.txt', label: t('feed.whatChanged') }} onDismiss={update.dismiss}>
            {t('feed.updated', [update.note.to])}
          </NoticeBar>
        )}
        {status && status.onboarding !== 'done' && (
          <NoticeBar tone="info" link={{ href: browser.runtime.getURL('/welcome.html'), label: t('feed.consentChoose') }}>
            {t('feed.consentOff')}
          </NoticeBar>
        )}
        {status?.keyWithheld ? (
          <NoticeBar tone="warn" optionsUrl={optionsUrl()}>
            {t('feed.keyWithheld')}
          </NoticeBar>
        ) : (
          status &&
          !status.hasKey && (
            <NoticeBar tone="info" optionsUrl={optionsUrl()}>
              {t('feed.noKey')}
            </NoticeBar>
          )
        )}
        <div class="feed-area">
          {feed.pending.length > 0 && (
            <button type="button" class="new-pill" onClick={showNew}>
              {tn(paused ? 'feed.pausedNew' : 'feed.newCount', feed.pending.length)}
            </button>
          )}
          {visible.length > 0 ? (
            <VirtualFeed
              items={visible}
              keyOf={(item) => item.id}
              virtual={virtual}
              scrollTo={scrollTo}
              onAtTopChange={setAtTop}
              label={t('feed.headlines')}
              render={(item, index) => {
                const tally = voting.tallyOf(item);
                return (
                  <RowBoundary>
                    <NewsCard
                      item={item}
                      vote={voting.voteOf(item.id)}
                      tally={tally}
                      busy={voting.pending(item.id)}
                      canVote={status?.hasKey !== false}
                      images={status?.feedImages === true}
                      now={now}
                      selected={index === selectedIndex}
                      disliked={isDisliked(tally, prefs.dislike.margin)}
                      onVote={(action) => void voting.vote(item, action)}
                      onSelect={() => setSelectedId(item.id)}
                    />
                  </RowBoundary>
                );
              }}
            />
          ) : (
            <p class="empty">
              {!live.loaded
                ? t('feed.loading')
                : isFiltering(prefs.filter)
                  ? t('feed.noMatch')
                  : t('feed.empty')}
              {live.loaded && isFiltering(prefs.filter) && (
                <button type="button" class="link" onClick={() => setFilter(noFilter)}>
                  {t('feed.clearFilters')}
                </button>
              )}
            </p>
          )}
        </div>
        {(hiddenDisliked > 0 || (showDisliked && prefs.dislike.mode === 'hide')) && (
          <footer class="foot">
            {showDisliked ? (
              <button type="button" class="link" onClick={() => setShowDisliked(false)}>
                {t('feed.hideDislikedAgain')}
              </button>
            ) : (
              <>
                {tn('feed.hiddenByDislikes', hiddenDisliked)} ·{' '}
                <button type="button" class="link" onClick={() => setShowDisliked(true)}>
                  {t('feed.showThem')}
                </button>
              </>
            )}
          </footer>
        )}
      </main>
    </PriceBookContext.Provider>
  );
}
