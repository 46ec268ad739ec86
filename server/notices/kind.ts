import type { NoticeKind } from '@newsflash/protocol/notice';
import type { CategoryHint } from './categories';
import { blank, firstOf, has } from './words';

/** The earlier of two positions, -1 being none. */
const earliest = (a: number, b: number) => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/**
 * A notice's kind from its lower-case title's words (words-*.ts), in an order that settles mixed
 * titles (docs/notice-kinds.md): a title doing two things is read by its first action. Tags
 * before delistings ("Removal of the Monitoring Tag" is no delisting); a launch platform before a
 * listing unless trading opens; a promotion when its words come before any listing word
 * ("Binance Earn New Listing Special Offer") and a listing when they come after ("New Listing:
 * ARB — Trade to Share a Prize Pool"); transfers, then network upgrades. A listing word counts
 * only when the notice names a coin (`named`) or a contract: "Binance Launches Private
 * Portfolios" launches none. `hint`: what the exchange's category says (categories.ts).
 */
export function kindOf(text: string, named: boolean, hint: CategoryHint): NoticeKind {
  if (hint.decided) return hint.decided;
  const listingText = blank(text, 'notListing');
  const tagAt = firstOf(text, 'tag');
  if (tagAt >= 0) {
    // The first action decides: "Extend the Monitoring Tag to Include A, Remove the Monitoring Tag for B" adds.
    const untagAt = firstOf(text, 'untag');
    if ((untagAt >= 0 && untagAt < tagAt) || has(text, 'untagAfter')) return 'tag-removed';
    if (!has(listingText, 'listing')) return 'tag-added';
  }
  const delistAt = firstOf(listingText, 'delisting');
  if (delistAt >= 0) {
    // Put off, or out of a product that is no market (Earn, loans): nothing is delisted.
    if (has(text, 'postponed') || has(text, 'product')) return 'other';
    const suspendAt = firstOf(text, 'suspend');
    if (suspendAt >= 0 && suspendAt < delistAt && has(text, 'transfer')) return 'transfers-suspended';
    return 'delisting';
  }
  if (has(text, 'premarket')) return 'launch-platform';
  if (has(text, 'event')) return 'promotion';
  // A contract's listing names contracts ("Quarterly Delivery Contracts", "perpetual futures for COHR equity"), not always a coin.
  const listing = named || has(text, 'contract') ? firstOf(listingText, 'listing') : -1;
  // A launch platform is no listing ("币安Megadrop上线…" goes live on the platform), unless the notice also opens trading ("… Launchpad and Will Open Trading for LAZIO").
  if (has(text, 'launch') && (listing < 0 || !has(listingText, 'opensTrading'))) return 'launch-platform';
  // A vote campaign lists nothing; its results do ("… Vote to List Results and Will List X").
  if (listing < 0 && has(text, 'vote')) return 'other';
  const promotion = firstOf(text, 'promotion');
  const added = (named || has(text, 'spot')) && has(text, 'market') ? firstOf(listingText, 'adding') : -1;
  const newMarkets = earliest(firstOf(listingText, 'newMarkets'), added);
  if (promotion >= 0 && (listing < 0 || promotion < listing) && (newMarkets < 0 || promotion < newMarkets)) return 'promotion';
  if (newMarkets >= 0 && (listing < 0 || newMarkets < listing)) return 'new-markets';
  if (listing >= 0) {
    if (has(text, 'spot')) return 'spot-listing';
    if (has(text, 'futures')) return 'futures-listing';
    if (has(text, 'alpha')) return 'launch-platform';
    return 'spot-listing';
  }
  if (has(text, 'integration')) return hint.otherwise ?? 'other';
  if (has(text, 'transfer')) {
    if (has(text, 'resume')) return 'transfers-resumed';
    if (has(text, 'suspend')) return 'transfers-suspended';
  }
  if (has(text, 'network')) return 'network-upgrade';
  return hint.otherwise ?? 'other';
}
