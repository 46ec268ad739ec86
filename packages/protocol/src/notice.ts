import { lenient, listOf } from './lenient';
import { isStatedTime, noticeKinds, noticeSigns } from './notice-kinds';
import { z } from './zod';

export { listingKinds, noticeKinds, noticeSigns, type NoticeKind, type NoticeSign } from './notice-kinds';

const statedTime = z.number().check(z.refine(isStatedTime));
const word = z.string().check(z.minLength(1), z.maxLength(40));

export const noticeSchema = z.object({
  kind: z.enum(noticeKinds),
  sign: lenient(z.enum(noticeSigns)),
  /** The exchange the notice is from, as the service names it ("Binance", "Upbit"). */
  exchange: lenient(word),
  /** The coins' tickers the notice names ("ARB"). */
  coins: listOf(word, 20),
  /** The markets it names, as `BASE_QUOTE` like `symbols` ("ARB_USDT", "ARB_KRW"). */
  markets: listOf(word, 20),
  /** The moment the notice states (trading opens, deposits stop), ms since the epoch. */
  at: lenient(statedTime),
  /** A listing's stated moment deposits open, when the notice states one (often hours before trading). */
  deposits: lenient(statedTime),
});
export type Notice = z.output<typeof noticeSchema>;
