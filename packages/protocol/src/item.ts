import { count, finiteNumber, imageUrl, lenient, listOf, plausibleTime, safeUrl, text } from './lenient';
import { marketLiveSchema } from './market-live';
import { aiNoteSchema } from './ai-note';
import { hopsSchema } from './hops';
import { noticeSchema } from './notice';
import { outcomeSchema } from './outcome';
import { PRICE_SYMBOL } from './symbol';
import { z } from './zod';

const TITLE_MAX = 1_000;
const BODY_MAX = 10_000;

const id = z.pipe(
  z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.int()]),
  z.transform(String),
);

const symbolRef = z.object({ exchange: z.string(), symbol: z.string() });

const suggestion = z.object({
  coin: z.string().check(z.minLength(1), z.maxLength(40)),
  found: listOf(z.string(), 20),
  symbols: listOf(symbolRef, 50),
});

const action = z.object({ action: z.string(), title: lenient(z.string()) });

export { PRICE_SYMBOL };
/** `{"ARBUSDT": 1.673}`: prices when the item was published. Unreadable entries are dropped; absent, `{}` (as `listOf`'s lists). */
export const firstPriceSchema = z.catch(
  z._default(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((prices) => {
        const kept: Record<string, number> = {};
        for (const [symbol, price] of Object.entries(prices).slice(0, 20)) {
          if (PRICE_SYMBOL.test(symbol) && typeof price === 'number' && Number.isFinite(price) && price > 0) kept[symbol] = price;
        }
        return kept;
      }),
    ),
    () => ({}),
  ),
  {},
);

const tweetUser = z.object({
  name: lenient(text(200)),
  screen_name: lenient(text(100)),
  text: lenient(text(BODY_MAX)),
});

const info = z.object({
  isQuote: lenient(z.boolean()),
  isReply: lenient(z.boolean()),
  isRetweet: lenient(z.boolean()),
  isSelfReply: lenient(z.boolean()),
  quotedUser: lenient(tweetUser),
  replyUser: lenient(tweetUser),
});

/**
 * Every item shape the service sends (live social, live news, backlog). Only `_id`, `title` and
 * `time` are required; any other field of the wrong type is dropped and unknown fields are ignored.
 */
export const rawItemSchema = z.object({
  _id: id,
  title: text(TITLE_MAX),
  time: plausibleTime,
  type: lenient(z.string()),
  source: lenient(z.string().check(z.maxLength(100))),
  /** Newsflash's addition: which network a post came from when it is not Twitter ("bluesky"). */
  network: lenient(z.string().check(z.maxLength(40))),
  sourceName: lenient(z.string().check(z.maxLength(100))),
  en: lenient(text(TITLE_MAX)),
  body: lenient(text(BODY_MAX)),
  link: safeUrl,
  url: safeUrl,
  icon: imageUrl,
  image: imageUrl,
  coin: lenient(z.string().check(z.maxLength(40))),
  requireInteraction: lenient(z.boolean()),
  symbols: listOf(z.string(), 50),
  suggestions: listOf(suggestion, 30),
  actions: listOf(action, 30),
  firstPrice: firstPriceSchema,
  /** Newsflash's addition: the id of the first item of the same news from another origin. */
  story: lenient(z.string().check(z.minLength(1), z.maxLength(200))),
  info: lenient(info),
  /** Newsflash's addition: what an exchange's notice announces (notice.ts). */
  notice: lenient(noticeSchema),
  /** Newsflash's addition: a market an exchange's market list added (market-live.ts). */
  market: lenient(marketLiveSchema),
  /** Newsflash's addition: when the item passed each hop, origin to the service's socket (hops.ts). */
  hops: lenient(hopsSchema),
  /** Newsflash's addition: what the item's coins did after publication (outcome.ts), in backlog pages. */
  outcome: lenient(outcomeSchema),
  /** Newsflash's addition: what the operator's model said of the item (ai-note.ts), in backlog pages. */
  ai: lenient(aiNoteSchema),
  delay: lenient(finiteNumber),
  likes: lenient(count),
  dislikes: lenient(count),
});

export type RawItem = z.output<typeof rawItemSchema>;
