import { PRICE_SYMBOL } from './symbol';
import { isPlausibleMove, isPlausiblePrice, isPossibleSpan, outcomeMarkets, outcomeSpans, type OutcomeSpan } from './item-read';
import { MAX_OUTCOME_COINS } from './outcome-merge';
import { z } from './zod';

export { OUTCOME_SPANS, outcomeMarkets, outcomeSpans, type OutcomeMarket, type OutcomeSpan } from './item-read';
export { MAX_OUTCOME_COINS } from './outcome-merge';

// What each headline did to the price: the service measures each detected coin's move after
// publication and sends it as an update frame (`{"update": id, "outcome": …}`) that clients
// reading items only ignore (no `_id`, no `title`), and as the item's `outcome` field in backlog pages.

const price = z.number().check(z.refine(isPlausiblePrice, 'not a plausible price'));
const percent = z.number().check(z.refine(isPlausibleMove, 'not a plausible move'));

/** One span's measurement: the price at its end, the move from the reference, the largest rise and fall within it (percent); or missed. */
export const spanOutcomeSchema = z.union([
  z.strictObject({ price, move: percent, rise: percent, fall: percent }).check(z.refine(isPossibleSpan, 'figures no market makes together')),
  /** The check ran more than its grace late (a restart, a price source down): no price rather than a wrong one. */
  z.strictObject({ missed: z.literal(true) }),
]);
export type SpanOutcome = z.infer<typeof spanOutcomeSchema>;

export const coinOutcomeSchema = z.strictObject({
  coin: z.string().check(z.minLength(1), z.maxLength(40)),
  market: z.enum(outcomeMarkets),
  symbol: z.string().check(z.regex(PRICE_SYMBOL)),
  /** The reference price: the item's `firstPrice` for the pair, else the open of the minute it was published in. */
  from: z.optional(price),
  spans: z.partialRecord(z.enum(outcomeSpans as [OutcomeSpan, ...OutcomeSpan[]]), spanOutcomeSchema),
});
export type CoinOutcome = z.infer<typeof coinOutcomeSchema>;

/** An item's outcome so far: one entry per measured coin, the item's main coin first. */
export const outcomeSchema = z.strictObject({ coins: z.array(coinOutcomeSchema).check(z.maxLength(MAX_OUTCOME_COINS)) });
export type Outcome = z.infer<typeof outcomeSchema>;

export const outcomeFrameSchema = z.strictObject({ update: z.string().check(z.minLength(1), z.maxLength(200)), outcome: outcomeSchema });
export type OutcomeFrame = z.infer<typeof outcomeFrameSchema>;

/** The update frame on `/ws`: an item already sent gets its outcome, never the item again. */
export function outcomeFrame(id: string, outcome: Outcome): string {
  return JSON.stringify({ update: id, outcome } satisfies OutcomeFrame);
}

/** An outcome as read from a frame or a backlog item; undefined when it is not one. */
export function readOutcome(value: unknown): Outcome | undefined {
  const read = outcomeSchema.safeParse(value);
  return read.success ? read.data : undefined;
}
