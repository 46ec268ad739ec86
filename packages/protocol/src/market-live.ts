import { EXCHANGE_NAME_CHARS, MARKET_KINDS, MARKET_NAME } from './listing-coins';
import { isPlausibleTime } from './plausible-time';
import { z } from './zod';

export { listingCoinsOf, MARKET_KINDS, MARKET_NAME } from './listing-coins';

/**
 * A market an exchange's market list added: the stage of a listing where the coin is in fact
 * tradable there. A Newsflash service's addition (the `market` field of an item it writes when a
 * complete market list adds a market); the protocol's other clients ignore it.
 */
export const marketLiveSchema = z.object({
  /** The exchange, as the service names it ("Binance", "Upbit"). */
  exchange: z.string().check(z.minLength(1), z.maxLength(EXCHANGE_NAME_CHARS)),
  kind: z.enum(MARKET_KINDS),
  symbol: z.string().check(z.regex(MARKET_NAME)),
  /** When the service's fetch of the list first held it, ms since the epoch: a moment seen, so never later than an item's time may be. */
  at: z.number().check(z.refine((time) => isPlausibleTime(time))),
});
export type MarketLive = z.output<typeof marketLiveSchema>;
