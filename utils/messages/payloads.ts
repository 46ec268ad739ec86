// The payload of every page → background request, checked at the boundary. Kept apart from
// the message map (index.ts) so pages that only send (the popup keeps zod out of its bundle) import types only.
import { z } from '@newsflash/protocol/zod';
import { PRICE_EXCHANGES } from '@/utils/exchanges/exchange';
import { MAX_WATCHED } from '@/utils/prices/price-feed';
import { PRICE_SYMBOL } from '@newsflash/protocol/symbol';
import { listOf } from '@newsflash/protocol/lenient';
import { voteActions } from '@newsflash/protocol/control';

const none = z.undefined();

export const payloadSchemas = {
  getStatus: none,
  vote: z.strictObject({
    newsId: z.string().check(z.minLength(1), z.maxLength(200)),
    action: z.enum(voteActions),
  }),
  markRead: none,
  recentItems: z.strictObject({ limit: z.int().check(z.minimum(1), z.maximum(10_000)) }),
  syncVotes: none,
  voteHistory: none,
  storageInfo: none,
  clearCache: none,
  hopReport: none,
  openTrade: none,
};

export type PayloadSchemas = typeof payloadSchemas;

/**
 * What a page says over its `live` port: the price symbols it shows now (the whole set each time).
 * One entry the worker cannot stream (an odd coin such as `WIF!`) is dropped on its own; the rest
 * of the page's watch list stands. Past MAX_WATCHED entries the rest are ignored.
 */
export const livePageMessageSchema = z.strictObject({
  type: z.literal('watchPrices'),
  watches: listOf(z.strictObject({ exchange: z.enum(PRICE_EXCHANGES), symbol: z.string().check(z.regex(PRICE_SYMBOL)), market: z.enum(['spot', 'futures']) }), MAX_WATCHED),
});
export type LivePageMessage = z.output<typeof livePageMessageSchema>;
