import type { Ref } from 'preact';
import { isFiltering, type FeedFilter } from '@/utils/feed-view/filter';
import { t } from '@/utils/i18n';

export interface FilterBarProps {
  filter: FeedFilter;
  coins: string[];
  sources: string[];
  searchRef: Ref<HTMLInputElement>;
  onChange(filter: FeedFilter): void;
}

/** Text search, coin, source and "my votes"; what is set here persists between openings. */
export function FilterBar({ filter, coins, sources, searchRef, onChange }: FilterBarProps) {
  const set = (patch: Partial<FeedFilter>) => onChange({ ...filter, ...patch });
  // Keep a stored choice selectable even when no cached item carries it right now.
  const withCurrent = (list: string[], current: string) => (current && !list.includes(current) ? [current, ...list] : list);
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
      <button type="button" class="toggle" aria-pressed={filter.mine} onClick={() => set({ mine: !filter.mine })}>
        {t('filters.mine')}
      </button>
      {isFiltering(filter) && (
        <button type="button" class="link" onClick={() => onChange({ query: '', coin: '', source: '', mine: false })}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
