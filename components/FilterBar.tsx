import type { Ref } from 'preact';
import { isFiltering, type FeedFilter } from '@/utils/feed-view/filter';

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
        aria-label="Search headlines"
        placeholder="Search  ( / )"
        value={filter.query}
        onInput={(event) => set({ query: (event.currentTarget as HTMLInputElement).value })}
      />
      <select aria-label="Coin" value={filter.coin} onChange={(event) => set({ coin: (event.currentTarget as HTMLSelectElement).value })}>
        <option value="">Coins</option>
        {withCurrent(coins, filter.coin).map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
      <select aria-label="Source" value={filter.source} onChange={(event) => set({ source: (event.currentTarget as HTMLSelectElement).value })}>
        <option value="">Sources</option>
        {withCurrent(sources, filter.source).map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </select>
      <button type="button" class="toggle" aria-pressed={filter.mine} onClick={() => set({ mine: !filter.mine })}>
        My votes
      </button>
      {isFiltering(filter) && (
        <button type="button" class="link" onClick={() => onChange({ query: '', coin: '', source: '', mine: false })}>
          Clear
        </button>
      )}
    </div>
  );
}
