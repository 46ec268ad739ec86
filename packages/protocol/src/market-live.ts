import { listingKinds, type Notice } from './notice';
import { EARLIEST_TIME, FUTURE_SLACK_MS } from './plausible-time';
import { z } from './zod';

/**
 * A market an exchange's market list added: the stage of a listing where the coin is in fact
 * tradable there. A Newsflash service's addition (the `market` field of an item it writes when a
 * complete market list adds a market); the protocol's other clients ignore it.
 */
export const MARKET_KINDS = ['spot', 'futures'] as const;
/** `BASE_QUOTE`, as `symbols` and a notice's `markets` write a market ("ARB_USDT"). */
export const MARKET_NAME = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;

export const marketLiveSchema = z.object({
  /** The exchange, as the service names it ("Binance", "Upbit"). */
  exchange: z.string().check(z.minLength(1), z.maxLength(40)),
  kind: z.enum(MARKET_KINDS),
  symbol: z.string().check(z.regex(MARKET_NAME)),
  /** When the service's fetch of the list first held it, ms since the epoch: a moment seen, so never later than an item's time may be. */
  at: z.number().check(z.refine((time) => Number.isFinite(time) && time >= EARLIEST_TIME && time <= Date.now() + FUTURE_SLACK_MS)),
});
export type MarketLive = z.output<typeof marketLiveSchema>;

/** Coins a listing story is about, at most this many of an item. */
const LISTING_COINS = 20;

/**
 * The coins an item is a listing of: a listing notice's coins, or a live market's base. Empty for
 * any other item. Read leniently from anything (a stored row, another node's event).
 */
export function listingCoinsOf(item: { notice?: unknown; market?: unknown }): string[] {
  const market = marketLiveSchema.safeParse(item.market);
  if (market.success) return [market.data.symbol.split('_')[0]!];
  const notice = item.notice as Partial<Notice> | undefined;
  if (!notice || typeof notice !== 'object' || !listingKinds.includes(notice.kind as Notice['kind']) || !Array.isArray(notice.coins)) return [];
  return [...new Set(notice.coins.slice(0, LISTING_COINS).filter((coin): coin is string => typeof coin === 'string' && coin.length > 0 && coin.length <= 40).map((coin) => coin.toUpperCase()))];
}
