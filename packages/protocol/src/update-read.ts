import { AI_EN_MAX, AI_SUMMARY_MAX, isPlainLine } from './ai-note-text';
import type { AiNote } from './ai-note';
import type { Outcome } from './outcome';
import { isPlausibleMove, isPlausiblePrice, MAX_OUTCOME_COINS, outcomeMarkets, outcomeSpans } from './outcome-kinds';
import { arrayOf, either, int, matching, numberWhere, objectOf, oneOf, optional, partialRecordOf, REFUSED, required, sized, type Reader } from './plain-read';
import { PRICE_SYMBOL } from './symbol';

// What the update frames carry, read without zod as `outcomeSchema` and `aiNoteSchema` read it.

const price = numberWhere(isPlausiblePrice);
const move = numberWhere(isPlausibleMove);
const span = either<unknown>(
  objectOf({ price: required(price), move: required(move), rise: required(move), fall: required(move) }, true),
  objectOf({ missed: required(oneOf([true])) }, true),
);
const coin = objectOf(
  {
    coin: required(sized(1, 40)),
    market: required(oneOf(outcomeMarkets)),
    symbol: required(matching(PRICE_SYMBOL)),
    from: optional(price),
    spans: required(partialRecordOf(outcomeSpans, span)),
  },
  true,
);

/** `outcomeSchema`. */
export const readOutcomePlain = objectOf<Outcome>({ coins: required(arrayOf(coin, MAX_OUTCOME_COINS)) }, true);

const line = (max: number): Reader<string> => (value) => {
  const read = sized(1, max)(value);
  return read !== REFUSED && isPlainLine(read) ? read : REFUSED;
};

/** `aiNoteSchema`. */
export const readAiNotePlain = objectOf<AiNote>(
  {
    importance: required((value) => (int(value) !== REFUSED && (value as number) >= 1 && (value as number) <= 5 ? (value as number) : REFUSED)),
    summary: optional(line(AI_SUMMARY_MAX)),
    en: optional(line(AI_EN_MAX)),
  },
  true,
);

const updateId = required(sized(1, 200));
/** `outcomeFrameSchema`. */
export const readOutcomeFrame = objectOf<{ update: string; outcome: Outcome }>({ update: updateId, outcome: required(readOutcomePlain) }, true);
/** `aiFrameSchema`. */
export const readAiFrame = objectOf<{ update: string; ai: AiNote }>({ update: updateId, ai: required(readAiNotePlain) }, true);
