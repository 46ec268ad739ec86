import { FeedList, type FeedListProps } from './FeedList';
import { t, tn } from '@/utils/base/i18n';

export interface FeedAreaProps {
  list: FeedListProps;
  /** Live items waiting while the reader is scrolled down or paused. */
  pending: number;
  paused: boolean;
  onShowNew(): void;
  /** Whether the whole cache has been read: until then an empty list is still loading. */
  loaded: boolean;
  filtering: boolean;
  onClearFilters(): void;
}

/** The feed page's list: the "N new" pill over the headlines, or why there are none. */
export function FeedArea({ list, pending, paused, onShowNew, loaded, filtering, onClearFilters }: FeedAreaProps) {
  return (
    <div class="feed-area">
      {pending > 0 && (
        <button type="button" class="new-pill" onClick={onShowNew}>
          {tn(paused ? 'feed.pausedNew' : 'feed.newCount', pending)}
        </button>
      )}
      {list.rows.length > 0 ? (
        <FeedList {...list} />
      ) : (
        <p class="empty">
          {!loaded ? t('feed.loading') : filtering ? t('feed.noMatch') : t('feed.empty')}
          {loaded && filtering && (
            <button type="button" class="link" onClick={onClearFilters}>
              {t('feed.clearFilters')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
