import type { AiNote } from './ai-note';
import type { LikesFrame } from './control';
import { AI_EN_MAX, AI_SUMMARY_MAX, isPlainLine, isPlausibleMove, isPlausiblePrice, MAX_OUTCOME_COINS, outcomeMarkets, outcomeSpans, voteActions } from './frame-kinds';
import type { Outcome } from './outcome';
import { isPlausibleTime } from './plausible-time';
import {
  arrayOf,
  count,
  either,
  id,
  int,
  lenient,
  matching,
  number,
  numberWhere,
  objectOf,
  oneOf,
  optional,
  partialRecordOf,
  REFUSED,
  required,
  sized,
  string,
  type Reader,
} from './plain-read';
import { PRICE_SYMBOL } from './symbol';

// The frames other than items, read without zod as their schemas read them: the update frames
// (outcome.ts, ai-note.ts), the news socket's answers (control.ts, hops.ts) and the vote stream's
// totals (control.ts). frame-read.test.ts holds each to its schema.

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

/** `clockFrameSchema`. */
export const readClockFrame = objectOf<{ clock: number }>({ clock: required(numberWhere((time) => isPlausibleTime(time))) });

/** `loginSuccessSchema`. */
export const readLoginSuccess = objectOf<{ time?: number; user: { id?: string | number; username?: string } }>({
  time: lenient(number),
  user: required(objectOf({ id: lenient(either<string | number>(string, number)), username: lenient(sized(0, 200)) })),
});

type LoginFailure = { success: false; error?: string } | { message: string };
/** `loginFailureSchema`. */
export const readLoginFailure: Reader<LoginFailure> = either<LoginFailure>(
  objectOf({ success: required(oneOf([false])), error: lenient(string) }),
  objectOf({ message: required(string) }),
);

/** `likesFrameSchema`. */
export const readLikesFrame = objectOf<LikesFrame>({
  newsId: required(id),
  type: lenient(oneOf(voteActions)),
  likes: required(count),
  dislikes: required(count),
  version: lenient(count),
});
