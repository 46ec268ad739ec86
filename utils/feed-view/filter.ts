import type { VoteType } from '@newsflash/protocol/control';
import type { StoredItem } from '@/utils/store/store-types';
import { noticeKinds, type NoticeKind } from '@newsflash/protocol/notice-kinds';

/** The notice filter: every item (''), items with any notice, or one kind. */
export type NoticeFilter = '' | 'any' | NoticeKind;
export const readNoticeFilter = (value: unknown): NoticeFilter => (value === 'any' || noticeKinds.includes(value as NoticeKind) ? (value as NoticeFilter) : '');

export interface FeedFilter {
  /** Words that must all appear in the title, original title, body, source or coins. */
  query: string;
  coin: string;
  source: string;
  /** Only items the user voted on. */
  mine: boolean;
  /** Only exchange notices, of one kind or any. */
  notice: NoticeFilter;
}

export const noFilter: FeedFilter = { query: '', coin: '', source: '', mine: false, notice: '' };

/**
 * The service's intent: dislikes filter the feed. An item whose dislikes exceed its likes by
 * `margin` is dimmed or hidden, as the user chose.
 */
export interface DislikePolicy {
  margin: number;
  mode: 'dim' | 'hide';
}

export const defaultDislikePolicy: DislikePolicy = { margin: 3, mode: 'dim' };

export const isDisliked = (item: Pick<StoredItem, 'likes' | 'dislikes'>, margin: number) =>
  (item.dislikes ?? 0) - (item.likes ?? 0) >= margin;

export const isFiltering = (filter: FeedFilter) => filter.query.trim() !== '' || filter.coin !== '' || filter.source !== '' || filter.mine || filter.notice !== '';

function searchText(item: StoredItem): string {
  return [item.title, item.originalTitle, item.body, item.source, ...item.coins.map((coin) => coin.coin)].filter(Boolean).join('\n').toLowerCase();
}

export interface FilterResult {
  visible: StoredItem[];
  /** Items left out only because of their dislikes (shown again on request). */
  hiddenDisliked: number;
}

export function applyFilter(
  items: readonly StoredItem[],
  filter: FeedFilter,
  myVotes: ReadonlyMap<string, VoteType>,
  policy: DislikePolicy,
  showDisliked: boolean,
): FilterResult {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const coin = filter.coin.toLowerCase();
  const visible: StoredItem[] = [];
  let hiddenDisliked = 0;
  for (const item of items) {
    if (filter.mine && !myVotes.has(item.id)) continue;
    if (filter.source && item.source !== filter.source) continue;
    if (filter.notice && !(item.notice && (filter.notice === 'any' || item.notice.kind === filter.notice))) continue;
    if (coin && !item.coins.some((c) => c.coin.toLowerCase() === coin)) continue;
    if (words.length > 0) {
      const text = searchText(item);
      if (!words.every((word) => text.includes(word))) continue;
    }
    if (policy.mode === 'hide' && !showDisliked && isDisliked(item, policy.margin)) {
      hiddenDisliked++;
      continue;
    }
    visible.push(item);
  }
  return { visible, hiddenDisliked };
}

/** Coins, sources and notice kinds present in the items, most frequent first, for the filter menus. */
export function facets(items: readonly StoredItem[]): { coins: string[]; sources: string[]; notices: NoticeKind[] } {
  const coins = new Map<string, number>();
  const sources = new Map<string, number>();
  const notices = new Map<NoticeKind, number>();
  for (const item of items) {
    sources.set(item.source, (sources.get(item.source) ?? 0) + 1);
    for (const { coin } of item.coins) coins.set(coin, (coins.get(coin) ?? 0) + 1);
    if (item.notice) notices.set(item.notice.kind, (notices.get(item.notice.kind) ?? 0) + 1);
  }
  const byCount = <T extends string>(map: Map<T, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  return { coins: byCount(coins), sources: byCount(sources), notices: byCount(notices) };
}
