import type { NoticeKind } from '@newsflash/protocol/notice';

/**
 * What an exchange's own category says of a notice (the item's `category`: Binance's CMS catalog
 * name, OKX's `annType`, Upbit's category, Bybit's `type.title`), read only when the title says
 * nothing the words recognise: the title wins, the category never overrides what it says
 * (docs/notice-kinds.md's label policy). Binance files delistings under "Delisting", but a
 * "Latest Activities" notice can still list a coin, and its title says so. A category that mixes
 * kinds (Binance's "New Cryptocurrency Listing" also carries Launchpool, HODLer airdrops and Alpha
 * notices, as the recordings show; Upbit's 거래) says nothing.
 */

/** Lower-case category (or a part of an `annType`) → the kind it files, first match wins. */
const CATEGORIES: readonly [exchange: string, part: string, kind: NoticeKind][] = [
  // Binance's catalogs (ids 161, 51, 93, 128, 50, 157, 48, 49).
  ['Binance', 'delisting', 'delisting'],
  ['Binance', 'api updates', 'other'],
  ['Binance', 'latest activities', 'promotion'],
  ['Binance', 'crypto airdrop', 'other'],
  ['Binance', 'new fiat listings', 'other'],
  ['Binance', 'maintenance updates', 'other'],
  // OKX's annTypes (announcements-new-listings, -delistings, -deposit-withdrawal-suspension-resumption, -jumpstart, -latest-events, -earn, -web3, -api…).
  ['OKX', 'delistings', 'delisting'],
  ['OKX', 'jumpstart', 'launch-platform'],
  ['OKX', 'latest-events', 'promotion'],
  ['OKX', 'earn', 'promotion'],
  ['OKX', 'deposit-withdrawal', 'transfers-suspended'],
  ['OKX', 'web3', 'other'],
  ['OKX', 'api', 'other'],
  // Bybit's types (new_crypto "New Listings", delistings, latest_activities, product_updates, maintenance_updates…).
  ['Bybit', 'delistings', 'delisting'],
  ['Bybit', 'latest activities', 'promotion'],
  ['Bybit', 'latest_activities', 'promotion'],
  // Upbit's categories (거래 trading, 입출금 deposits and withdrawals, 점검 maintenance).
  ['Upbit', '입출금', 'transfers-suspended'],
  ['Upbit', '점검', 'other'],
];

/** Categories are short; a longer one is read only this far. */
const CATEGORY_READ = 100;

/** The kind an exchange's category files a notice under, or undefined when it says none. */
export function categoryKind(exchange: string, category: unknown): NoticeKind | undefined {
  if (typeof category !== 'string') return undefined;
  const read = category.slice(0, CATEGORY_READ).toLowerCase();
  return CATEGORIES.find(([of, part]) => of === exchange && read.includes(part))?.[2];
}
