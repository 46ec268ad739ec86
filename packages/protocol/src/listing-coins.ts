// Kept apart from the zod schemas (market-live.ts): the feed's timeline reads listings at first paint, on pages that must stay small.
import { listingKinds, type NoticeKind } from './notice-kinds';
import { isPlausibleTime } from './plausible-time';

export const MARKET_KINDS = ['spot', 'futures'] as const;
/** `BASE_QUOTE`, as `symbols` and a notice's `markets` write a market ("ARB_USDT"). */
export const MARKET_NAME = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;
/** An exchange's name, as the service names it ("Binance", "Upbit"): at most this long. */
export const EXCHANGE_NAME_CHARS = 40;

/** Coins a listing story is about, at most this many of an item. */
const LISTING_COINS = 20;

/** The symbol of a live market exactly as `marketLiveSchema` reads one (its test holds the two together), or undefined. */
export function liveMarketSymbol(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { exchange, kind, symbol, at } = value as Record<string, unknown>;
  const read =
    typeof exchange === 'string' && exchange.length >= 1 && exchange.length <= EXCHANGE_NAME_CHARS &&
    (MARKET_KINDS as readonly unknown[]).includes(kind) &&
    typeof symbol === 'string' && MARKET_NAME.test(symbol) &&
    typeof at === 'number' && isPlausibleTime(at);
  return read ? symbol : undefined;
}

/**
 * The coins an item is a listing of: a listing notice's coins, or a live market's base. Empty for
 * any other item. Read leniently from anything (a stored row, another node's event).
 */
export function listingCoinsOf(item: { notice?: unknown; market?: unknown }): string[] {
  const symbol = liveMarketSymbol(item.market);
  if (symbol) return [symbol.split('_')[0]!];
  const notice = item.notice as { kind?: unknown; coins?: unknown } | undefined;
  if (!notice || typeof notice !== 'object' || !listingKinds.includes(notice.kind as NoticeKind) || !Array.isArray(notice.coins)) return [];
  return [...new Set(notice.coins.slice(0, LISTING_COINS).filter((coin): coin is string => typeof coin === 'string' && coin.length > 0 && coin.length <= 40).map((coin) => coin.toUpperCase()))];
}
