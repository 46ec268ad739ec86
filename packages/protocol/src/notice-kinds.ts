import { EARLIEST_TIME } from './plausible-time';

// Kept apart from the zod schemas (notice.ts): pages that must stay small filter by kind without zod.

/**
 * What an exchange's notice announces. A Newsflash service's addition (the `notice` field): the
 * protocol's other clients ignore it, and an item without it is simply not classified.
 */
export const noticeKinds = [
  'spot-listing',
  'futures-listing',
  /** New trading pairs or markets for a coin already traded there (Upbit's KRW/BTC/USDT additions). */
  'new-markets',
  /** Pre-market, Alpha, Launchpool, Launchpad, HODLer airdrops: not a listing. */
  'launch-platform',
  'delisting',
  'tag-added',
  'tag-removed',
  'transfers-suspended',
  'transfers-resumed',
  'network-upgrade',
  /** Trading competitions, Earn and other promotions: never a listing. */
  'promotion',
  'other',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** The kinds the default "Listings" rule matches: a coin becomes tradable somewhere new. */
export const listingKinds: readonly NoticeKind[] = ['spot-listing', 'futures-listing', 'new-markets'];

/** The expected effect on the coin's price: `+`, `-`, or absent when none is expected. */
export const noticeSigns = ['+', '-'] as const;
export type NoticeSign = (typeof noticeSigns)[number];

/** A notice may state a time weeks ahead (a delisting date); further is a broken sender. */
const NOTICE_AHEAD_MS = 120 * 24 * 60 * 60 * 1000;
/** Whether a time a notice states (trading opens, deposits stop) is one it could state. */
export const isStatedTime = (time: number) => Number.isFinite(time) && time >= EARLIEST_TIME && time <= Date.now() + NOTICE_AHEAD_MS;
