import type { NoticeKind } from '@newsflash/protocol/notice';

/**
 * What an exchange's own category says of a notice (the item's `category`: Binance's CMS catalog
 * name, OKX's `annType`, Upbit's category, Bybit's `type.title`). `decided`: the category is
 * the kind whatever the title says (Binance files nothing but delistings under "Delisting").
 * `otherwise`: the kind when the title says nothing the words recognise. A category that says
 * neither (Binance's "New Cryptocurrency Listing" also carries Launchpool, HODLer airdrops and
 * Alpha notices, as the recordings show) leaves the kind to the title.
 */
export interface CategoryHint {
  decided?: NoticeKind;
  otherwise?: NoticeKind;
}

/** Lower-case category (or a part of an `annType`) → what it says, first match wins. */
const CATEGORIES: readonly [exchange: string, part: string, hint: CategoryHint][] = [
  // Binance's catalogs (ids 161, 51, 93, 128, 50, 157, 48, 49).
  ['Binance', 'delisting', { decided: 'delisting' }],
  ['Binance', 'api updates', { decided: 'other' }],
  ['Binance', 'latest activities', { decided: 'promotion' }],
  ['Binance', 'crypto airdrop', { otherwise: 'other' }],
  ['Binance', 'new fiat listings', { otherwise: 'other' }],
  ['Binance', 'maintenance updates', { otherwise: 'other' }],
  // OKX's annTypes (announcements-new-listings, -delistings, -deposit-withdrawal-suspension-resumption, -jumpstart, -latest-events, -earn, -web3, -api…).
  ['OKX', 'delistings', { decided: 'delisting' }],
  ['OKX', 'jumpstart', { decided: 'launch-platform' }],
  ['OKX', 'latest-events', { decided: 'promotion' }],
  ['OKX', 'earn', { otherwise: 'promotion' }],
  ['OKX', 'deposit-withdrawal', { otherwise: 'transfers-suspended' }],
  ['OKX', 'web3', { otherwise: 'other' }],
  ['OKX', 'api', { decided: 'other' }],
  // Bybit's types (new_crypto "New Listings", delistings, latest_activities, product_updates, maintenance_updates…).
  ['Bybit', 'delistings', { decided: 'delisting' }],
  ['Bybit', 'latest activities', { decided: 'promotion' }],
  ['Bybit', 'latest_activities', { decided: 'promotion' }],
  // Upbit's categories (거래 trading, 입출금 deposits and withdrawals, 점검 maintenance).
  ['Upbit', '입출금', { otherwise: 'transfers-suspended' }],
  ['Upbit', '점검', { otherwise: 'other' }],
];

/** Categories are short; a longer one is read only this far. */
const CATEGORY_READ = 100;

export function categoryHint(exchange: string, category: unknown): CategoryHint {
  if (typeof category !== 'string') return {};
  const read = category.slice(0, CATEGORY_READ).toLowerCase();
  for (const [of, part, hint] of CATEGORIES) if (of === exchange && read.includes(part)) return hint;
  return {};
}
