import { marketLiveSchema } from './market-live';
import { aiNoteSchema } from './ai-note';
import { noticeSchema } from './notice';
import { outcomeSchema } from './outcome';

const hopTime = z.optional(z.number());
import { z } from './zod';

const coinRef = z.object({
  coin: z.string(),
  found: z.array(z.string()),
  symbols: z.array(z.object({ exchange: z.string(), symbol: z.string() })),
});

export const postKinds = ['reply', 'self-reply', 'quote', 'retweet'] as const;

/** The one item model the extension works with, whatever shape the service sent. */
export const newsItemSchema = z.object({
  id: z.string(),
  /** Headline to display: the English one when the service supplies it. */
  title: z.string(),
  /** The headline as published, when it differs from `title` (e.g. Korean exchange notices). */
  originalTitle: z.optional(z.string()),
  body: z.optional(z.string()),
  /** Publication time, ms since the epoch. */
  time: z.number(),
  kind: z.enum(['tweet', 'telegram', 'news']),
  source: z.string(),
  link: z.optional(z.string()),
  icon: z.optional(z.string()),
  image: z.optional(z.string()),
  coins: z.array(coinRef),
  /** Exchange action codes (e.g. "BINFUT_ARBUSDT"); mapped to links by a fixed local table only. */
  actions: z.array(z.string()),
  /** Price per exchange symbol when the item was published (`ARBUSDT` → 1.673); absent when none. */
  firstPrice: z.optional(z.record(z.string(), z.number())),
  /** The first item of the same news from several origins (a Newsflash service's addition); absent for the first and for services without stories. */
  story: z.optional(z.string()),
  requireInteraction: z.boolean(),
  post: z.optional(
    z.object({
      kind: z.enum(postKinds),
      account: z.optional(z.string()),
      text: z.optional(z.string()),
    }),
  ),
  /** How long the origin itself held the item back, ms, when it says (a Newsflash service's addition). */
  delay: z.optional(z.number()),
  /** What an exchange's notice announces, when the service classified it (notice.ts). */
  notice: z.optional(noticeSchema),
  /** A market an exchange's market list added, when the item says so (market-live.ts). */
  market: z.optional(marketLiveSchema),
  /**
   * When the item passed each hop, ms since the epoch (hops.ts), when the service stamped them; the
   * extension adds `arrived`, when its worker received the item, in the service's clock (its own
   * corrected by the measured offset).
   */
  hops: z.optional(z.object({ origin: hopTime, read: hopTime, sent: hopTime, arrived: hopTime })),
  /** What the item's coins did after publication, from the service's backlog or its update frames (outcome.ts). */
  outcome: z.optional(outcomeSchema),
  /** The operator's model's note (importance, summary, English title), from the backlog or an update frame (ai-note.ts). */
  ai: z.optional(aiNoteSchema),
  likes: z.optional(z.number()),
  dislikes: z.optional(z.number()),
});

export type NewsItem = z.output<typeof newsItemSchema>;
export type ItemKind = NewsItem['kind'];
export type CoinRef = NewsItem['coins'][number];
