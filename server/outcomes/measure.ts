import { isPlausiblePrice } from '@newsflash/protocol/item-read';
import { spanOutcomeSchema, type SpanOutcome } from '@newsflash/protocol/outcome';
import { KLINE_BUDGET, KlineRefused, type Candle } from './klines';

/** Percent with two decimals: the precision a reader reads a move in. */
const percent = (ratio: number) => Math.round((ratio - 1) * 10_000) / 100;
/** Prices keep the digits an exchange quotes. */
const priced = (price: number) => Number(price.toPrecision(8));

/**
 * A span's measurement from its candles (oldest first, from the minute of publication to the
 * span's end): the price at the end (the last candle's close, which at the check's moment is the
 * price then), the move from `from` (the item's `firstPrice`, else the first candle's open), and
 * the largest rise (≥ 0) and fall (≤ 0) within. Throws KlineRefused('absurd') when a price is further than
 * KLINE_BUDGET.maxFactor from the reference (a hostile or broken source, not a market), and when the
 * reference or the measurement is not what the outcome's readers accept: stored, it would make every
 * reader drop the item's whole outcome, its other coins and spans with it.
 */
export function measure(candles: readonly Candle[], from: number | undefined): { from: number; outcome: SpanOutcome } {
  const reference = from ?? candles[0]!.open;
  let high = 0;
  let low = Infinity;
  for (const candle of candles) {
    high = Math.max(high, candle.high);
    low = Math.min(low, candle.low);
  }
  if (high > reference * KLINE_BUDGET.maxFactor || low < reference / KLINE_BUDGET.maxFactor) throw new KlineRefused('absurd', `prices ${low}…${high} against a reference of ${reference}`);
  const price = candles.at(-1)!.close;
  // A span that never rose above the reference rose by 0 %, not by a negative amount (nor fell by a positive one).
  const rise = Math.max(0, percent(high / reference));
  const fall = Math.min(0, percent(low / reference));
  const outcome = { price: priced(price), move: percent(price / reference), rise, fall };
  if (!isPlausiblePrice(reference) || !spanOutcomeSchema.safeParse(outcome).success) throw new KlineRefused('absurd', `a measurement its readers refuse: ${JSON.stringify({ from: reference, ...outcome })}`);
  return { from: reference, outcome };
}
