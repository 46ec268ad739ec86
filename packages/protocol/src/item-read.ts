import { EXCHANGE_NAME_CHARS, MARKET_KINDS, MARKET_NAME } from './listing-coins';
import { isStatedTime, noticeKinds, noticeSigns } from './notice-kinds';
import { MAX_OUTCOME_COINS } from './outcome-merge';
import { isPlausibleTime } from './plausible-time';
import { toImageUrl, toSafeUrl } from './safe-url';
import { PRICE_SYMBOL } from './symbol';

// Readers that read a value exactly as the zod schemas do, without zod: the clients' hot path and
// the web page's first seconds read every frame through these (zod's core is about 8 kB compressed
// of the page's JavaScript). The schemas stay the contract: each reader here is held to its schema
// by a test that feeds both the same right, wrong and hostile values (item-read.test.ts).
// First the pieces, then the frames other than items, then items.

/** The longest title (an English one too) and body a reader keeps: longer text is cut, with "…" (as item.ts cuts it: item-read.test.ts). */
export const TITLE_MAX = 1_000;
export const BODY_MAX = 10_000;

/** What a reader returns for a value its schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');
export type Reader<T> = (value: unknown) => T | typeof REFUSED;

/** A field of an object, as zod's object treats it: required, `z.optional`, `lenient` (lenient.ts), or filled in when absent (`listOf`, `firstPriceSchema`). */
export type Field = { read: Reader<unknown>; as: 'required' | 'optional' | 'lenient' | 'filled' };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's test for a record: an object made by `{}` or `JSON.parse`, not an instance of a class. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const made = value.constructor;
  if (made === undefined || typeof made !== 'function') return true;
  const prototype: unknown = made.prototype;
  return isObject(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

export const string: Reader<string> = (value) => (typeof value === 'string' ? value : REFUSED);
/** `z.string().check(z.minLength(min), z.maxLength(max))`. */
export const sized = (min: number, max: number): Reader<string> => (value) => (typeof value === 'string' && value.length >= min && value.length <= max ? value : REFUSED);
/** `text(max)` of lenient.ts: longer text is cut, with "…". */
export const text = (max: number): Reader<string> => (value) => (typeof value !== 'string' ? REFUSED : value.length > max ? `${value.slice(0, max)}…` : value);
/** `z.string().check(z.regex(pattern))`. */
export const matching = (pattern: RegExp): Reader<string> => (value) => {
  if (typeof value !== 'string') return REFUSED;
  pattern.lastIndex = 0;
  return pattern.test(value) ? value : REFUSED;
};
export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : REFUSED);
/** `z.number()`: finite numbers only. */
export const number: Reader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : REFUSED);
/** `z.number().check(z.refine(test))`. */
export const numberWhere = (test: (value: number) => boolean): Reader<number> => (value) => (typeof value === 'number' && Number.isFinite(value) && test(value) ? value : REFUSED);
/** `z.int()`: safe integers. */
export const int: Reader<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : REFUSED);
/** `count` of lenient.ts. */
export const count: Reader<number> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : REFUSED);
/** `z.enum(values)` and `z.literal`. */
export const oneOf = <T>(values: readonly T[]): Reader<T> => (value) => (values.includes(value as T) ? (value as T) : REFUSED);
/** `z.union(options)`: the first option that reads it. */
export const either = <T>(...options: Reader<T>[]): Reader<T> => (value) => {
  for (const option of options) {
    const read = option(value);
    if (read !== REFUSED) return read;
  }
  return REFUSED;
};
/** An item's or a vote's id: 1–200 characters, or a whole number as its text. */
export const id: Reader<string> = (value) => (typeof value === 'string' ? sized(1, 200)(value) : int(value) === REFUSED ? REFUSED : String(value));

/** `listOf(element, max)` of lenient.ts: the readable elements of the first `max`; anything but an array (or none) is `[]`. */
export const listOf = <T>(element: Reader<T>, max = 200): Reader<T[]> => (value) => {
  const kept: T[] = [];
  if (!Array.isArray(value)) return kept;
  for (const entry of value.slice(0, max)) {
    const read = element(entry);
    if (read !== REFUSED) kept.push(read);
  }
  return kept;
};

/** `z.array(element)`, at most `max` long: any unreadable element refuses the whole. */
export const arrayOf = <T>(element: Reader<T>, max = Infinity): Reader<T[]> => (value) => {
  if (!Array.isArray(value) || value.length > max) return REFUSED;
  const out: T[] = [];
  for (const entry of value) {
    const read = element(entry);
    if (read === REFUSED) return REFUSED;
    out.push(read);
  }
  return out;
};

/** `z.partialRecord(z.enum(keys), element)`: only those keys, each readable. */
export const partialRecordOf = <T>(keys: readonly string[], element: Reader<T>): Reader<Partial<Record<string, T>>> => (value) => {
  if (!isPlainObject(value)) return REFUSED;
  const out: Partial<Record<string, T>> = {};
  for (const key of Reflect.ownKeys(value)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (typeof key !== 'string' || !keys.includes(key)) return REFUSED;
    const read = element(value[key]);
    if (read === REFUSED) return REFUSED;
    out[key] = read;
  }
  return out;
};

/** A field's output as zod's object gives it, `absent` when the key is left out, or REFUSED. */
const ABSENT = Symbol('absent');
function fieldOf(field: Field, value: Record<string, unknown>, key: string): unknown {
  const present = key in value;
  const given = value[key];
  switch (field.as) {
    case 'required':
      return present ? field.read(given) : REFUSED;
    case 'filled':
      return field.read(given);
    case 'optional':
      return !present ? ABSENT : given === undefined ? undefined : field.read(given);
    case 'lenient': {
      if (!present) return ABSENT;
      const read = given === undefined ? undefined : field.read(given);
      return read === REFUSED ? undefined : read;
    }
  }
}

/** `z.object(shape)` (`strict`: `z.strictObject`): the fields in `fields`, each read as its kind says, others dropped (strict: refused). */
export function objectOf<T>(fields: Record<string, Field>, strict = false): Reader<T> {
  const keys = Object.keys(fields);
  return (value) => {
    if (!isObject(value)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const read = fieldOf(fields[key]!, value, key);
      if (read === REFUSED) return REFUSED;
      if (read !== ABSENT) out[key] = read;
    }
    if (strict) for (const key in value) if (!Object.hasOwn(fields, key)) return REFUSED;
    return out as T;
  };
}

/** The first of `fields` an object refuses, to say why it was refused. */
export function refusedField(fields: Record<string, Field>, value: Record<string, unknown>): string | undefined {
  return Object.keys(fields).find((key) => fieldOf(fields[key]!, value, key) === REFUSED);
}

export const required = (read: Reader<unknown>): Field => ({ read, as: 'required' });
export const optional = (read: Reader<unknown>): Field => ({ read, as: 'optional' });
export const lenient = (read: Reader<unknown>): Field => ({ read, as: 'lenient' });
export const filled = (read: Reader<unknown>): Field => ({ read, as: 'filled' });

// What the update frames' schemas (outcome.ts, ai-note.ts) share with the readers below, here so
// that neither the readers nor the first paint's modules carry what the other needs.

/** The spans measured after publication, by name, in ms. */
export const OUTCOME_SPANS = { '1m': 60_000, '5m': 5 * 60_000, '30m': 30 * 60_000, '4h': 4 * 60 * 60_000 } as const;
export type OutcomeSpan = keyof typeof OUTCOME_SPANS;
export const outcomeSpans = Object.keys(OUTCOME_SPANS) as OutcomeSpan[];

/** The markets a coin's price is taken from, by the exchange ids items' `symbols` use. */
export const outcomeMarkets = ['binance', 'binance-futures', 'bybit', 'bybit-perps'] as const;
export type OutcomeMarket = (typeof outcomeMarkets)[number];

/** A price an exchange could quote: positive and finite, below a sane ceiling. */
export const isPlausiblePrice = (value: number) => Number.isFinite(value) && value > 0 && value < 1e12;
/** A move in percent: a price cannot fall below -100 %; rises past ×1000 are not believed. */
export const isPlausibleMove = (value: number) => Number.isFinite(value) && value >= -100 && value <= 100_000;

/**
 * A span's figures as one market makes them: the move from the reference ends within the span's
 * largest fall (≤ 0) and rise (≥ 0), the last close lying between its lowest low and highest high.
 * Each figure in range but together impossible (a rise below 0, a move past the rise) is no market.
 */
export const isPossibleSpan = ({ move, rise, fall }: { move: number; rise: number; fall: number }) => fall <= 0 && rise >= 0 && fall <= move && move <= rise;

/** The longest summary the operator's model may give: one line on a card. */
export const AI_SUMMARY_MAX = 140;
/** The longest English headline the model may give; a title is at most 1,000 characters, a headline far less. */
export const AI_EN_MAX = 300;

/** Plain text only: no control or format characters, no markup, no link, no line break. */
const PLAIN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>]*$/u;
const LINK = /(?:https?:|www\.|\b[a-z0-9-]+\.(?:com|org|net|io|xyz|app|me|co|ly|gg)\b)/iu;

/** Whether the model's text is one plain line: no markup, link or surrounding space. */
export const isPlainLine = (text: string) => PLAIN.test(text) && !LINK.test(text) && text.trim() === text;

// The frames other than items, read with those pieces as their schemas read them: the update
// frames (outcome.ts, ai-note.ts), the news socket's answers (control.ts, hops.ts) and the vote
// stream's totals (control.ts).

const price = numberWhere(isPlausiblePrice);
const move = numberWhere(isPlausibleMove);
const measuredSpan = objectOf<{ price: number; move: number; rise: number; fall: number }>(
  { price: required(price), move: required(move), rise: required(move), fall: required(move) },
  true,
);
const span = either<unknown>(
  (value) => {
    const read = measuredSpan(value);
    return read !== REFUSED && isPossibleSpan(read) ? read : REFUSED;
  },
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
export const readOutcomePlain = objectOf<object>({ coins: required(arrayOf(coin, MAX_OUTCOME_COINS)) }, true);

const line = (max: number): Reader<string> => (value) => {
  const read = sized(1, max)(value);
  return read !== REFUSED && isPlainLine(read) ? read : REFUSED;
};

/** `aiNoteSchema`. */
export const readAiNotePlain = objectOf<object>(
  {
    importance: required((value) => (int(value) !== REFUSED && (value as number) >= 1 && (value as number) <= 5 ? (value as number) : REFUSED)),
    summary: optional(line(AI_SUMMARY_MAX)),
    en: optional(line(AI_EN_MAX)),
  },
  true,
);

const updateId = required(sized(1, 200));
/** `outcomeFrameSchema`. */
export const readOutcomeFrame = objectOf<{ update: string; outcome: object }>({ update: updateId, outcome: required(readOutcomePlain) }, true);
/** `aiFrameSchema`. */
export const readAiFrame = objectOf<{ update: string; ai: object }>({ update: updateId, ai: required(readAiNotePlain) }, true);

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

/** control.ts's `voteActions`, here so the vote client's chunk does not load these readers with the schemas (item-read.test.ts holds the two the same). */
const VOTE_ACTIONS = ['like', 'dislike', 'unlike'] as const;
/** A vote stream's frame as `likesFrameSchema` reads it (control.ts's `LikesFrame`). */
type LikesFrame = { newsId: string; type?: (typeof VOTE_ACTIONS)[number]; likes: number; dislikes: number; version?: number };

/** `likesFrameSchema`. */
export const readLikesFrame = objectOf<LikesFrame>({
  newsId: required(id),
  type: lenient(oneOf(VOTE_ACTIONS)),
  likes: required(count),
  dislikes: required(count),
  version: lenient(count),
});

// Items, with the same pieces.

const plausibleTime = numberWhere((time) => isPlausibleTime(time));
const urlOf = (to: (url: string) => string | undefined): Reader<string | undefined> => (value) => (typeof value === 'string' ? to(value) : undefined);

/** `firstPriceSchema`: the first 20 entries, those a plausible price of a price symbol; anything else is `{}`. */
const firstPrice: Reader<Record<string, number>> = (value) => {
  const kept: Record<string, number> = {};
  if (!isPlainObject(value)) return kept;
  const entries: [string, unknown][] = [];
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string') return kept;
    if (key !== '__proto__' && Object.prototype.propertyIsEnumerable.call(value, key)) entries.push([key, value[key]]);
  }
  // zod's record is a fresh object: its keys in an object's own order (whole numbers first).
  for (const [symbol, price] of Object.entries(Object.fromEntries(entries)).slice(0, 20)) {
    if (PRICE_SYMBOL.test(symbol) && typeof price === 'number' && Number.isFinite(price) && price > 0) kept[symbol] = price;
  }
  return kept;
};

const word = sized(1, 40);
const notice = objectOf({
  kind: required(oneOf(noticeKinds)),
  sign: lenient(oneOf(noticeSigns)),
  exchange: lenient(word),
  coins: filled(listOf(word, 20)),
  markets: filled(listOf(word, 20)),
  at: lenient(numberWhere(isStatedTime)),
  deposits: lenient(numberWhere(isStatedTime)),
});
const market = objectOf({
  exchange: required(sized(1, EXCHANGE_NAME_CHARS)),
  kind: required(oneOf(MARKET_KINDS)),
  symbol: required(matching(MARKET_NAME)),
  at: required(plausibleTime),
});
const hops = objectOf({ origin: lenient(plausibleTime), read: lenient(plausibleTime), sent: lenient(plausibleTime) });
const tweetUser = objectOf({ name: lenient(text(200)), screen_name: lenient(text(100)), text: lenient(text(BODY_MAX)) });
const info = objectOf({
  isQuote: lenient(boolean),
  isReply: lenient(boolean),
  isRetweet: lenient(boolean),
  isSelfReply: lenient(boolean),
  quotedUser: lenient(tweetUser),
  replyUser: lenient(tweetUser),
});
const suggestion = objectOf({
  coin: required(word),
  found: filled(listOf(string, 20)),
  symbols: filled(listOf(objectOf({ exchange: required(string), symbol: required(string) }), 50)),
});
const action = objectOf({ action: required(string), title: lenient(string) });

/** `rawItemSchema`'s fields, in its order. */
const fields: Record<string, Field> = {
  _id: required(id),
  title: required(text(TITLE_MAX)),
  time: required(plausibleTime),
  type: lenient(string),
  source: lenient(sized(0, 100)),
  network: lenient(sized(0, 40)),
  sourceName: lenient(sized(0, 100)),
  en: lenient(text(TITLE_MAX)),
  body: lenient(text(BODY_MAX)),
  link: lenient(urlOf(toSafeUrl)),
  url: lenient(urlOf(toSafeUrl)),
  icon: lenient(urlOf(toImageUrl)),
  image: lenient(urlOf(toImageUrl)),
  coin: lenient(sized(0, 40)),
  requireInteraction: lenient(boolean),
  symbols: filled(listOf(string, 50)),
  suggestions: filled(listOf(suggestion, 30)),
  actions: filled(listOf(action, 30)),
  firstPrice: filled(firstPrice),
  story: lenient(sized(1, 200)),
  info: lenient(info),
  notice: lenient(notice),
  market: lenient(market),
  hops: lenient(hops),
  outcome: lenient(readOutcomePlain),
  ai: lenient(readAiNotePlain),
  delay: lenient(number),
  likes: lenient(count),
  dislikes: lenient(count),
};
const item = objectOf<Record<string, unknown>>(fields);

/**
 * An item in any of the service's shapes read exactly as `rawItemSchema` reads it, without zod:
 * zod's object ran all 29 fields for every item, present or not, which was 40 % of frame →
 * notification in the worker (`npm run bench`), and its code was a third of the web page's
 * JavaScript in its first seconds. `undefined` where the schema refuses it (item-read.test.ts
 * compares the two on hostile and real items); `refusal` says why.
 */
export function readRawItem(input: unknown): Record<string, unknown> | undefined {
  const read = item(input);
  return typeof read === 'symbol' ? undefined : read;
}

/** Why `readRawItem` refused an item: the first field it refused, or that it is no object. */
export const refusal = (input: unknown): string => (isObject(input) ? (refusedField(fields, input) ?? 'unknown') : 'not an object');
