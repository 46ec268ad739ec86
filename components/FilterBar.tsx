import type { Ref } from 'preact';
import { isFiltering, noFilter, readNoticeFilter, type FeedFilter } from '@/utils/feed-view/filter';
import { t } from '@/utils/base/i18n';
import { noticeKindLabel } from '@/utils/text/notice-text';
import type { NoticeKind } from '@newsflash/protocol/notice';

export interface FilterBarProps {
  filter: FeedFilter;
  coins: string[];
  sources: string[];
  /** Notice kinds among the cached items, most frequent first. */
  notices: NoticeKind[];
  searchRef: Ref<HTMLInputElement>;
  onChange(filter: FeedFilter): void;
}

/** Text search, coin, source, notice kind and "my votes"; what is set here persists between openings. */
export function FilterBar({ filter, coins, sources, notices, searchRef, onChange }: FilterBarProps) {
  const set = (patch: Partial<FeedFilter>) => onChange({ ...filter, ...patch });
  // Keep a stored choice selectable even when no cached item carries it right now.
  const withCurrent = <T extends string>(list: T[], current: T | '') => (current && !list.includes(current) ? [current, ...list] : list);
  const shownKinds = withCurrent(notices, filter.notice === 'any' ? '' : filter.notice);
  return (
    <div class="filters" role="search">
      <input
        ref={searchRef}
        type="search"
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filter.query}
        onInput={(event) => set({ query: (event.currentTarget as HTMLInputElement).value })}
      />
      <select aria-label={t('filters.coin')} value={filter.coin} onChange={(event) => set({ coin: (event.currentTarget as HTMLSelectElement).value })}>
        <option value="">{t('filters.coins')}</option>
        {withCurrent(coins, filter.coin).map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
      <select aria-label={t('filters.source')} value={filter.source} onChange={(event) => set({ source: (event.currentTarget as HTMLSelectElement).value })}>
        <option value="">{t('filters.sources')}</option>
        {withCurrent(sources, filter.source).map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </select>
      <select aria-label={t('notices.filter')} value={filter.notice} onChange={(event) => set({ notice: readNoticeFilter((event.currentTarget as HTMLSelectElement).value) })}>
        <option value="">{t('notices.allItems')}</option>
        <option value="any">{t('notices.anyNotice')}</option>
        {shownKinds.map((kind) => (
          <option key={kind} value={kind}>
            {noticeKindLabel(kind)}
          </option>
        ))}
      </select>
      <button type="button" class="toggle" aria-pressed={filter.mine} onClick={() => set({ mine: !filter.mine })}>
        {t('filters.mine')}
      </button>
      {isFiltering(filter) && (
        <button type="button" class="link" onClick={() => onChange(noFilter)}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
