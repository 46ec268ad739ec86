import type { RawItem } from './item';
import { EXCHANGE_NAME_CHARS, MARKET_KINDS, MARKET_NAME } from './listing-coins';
import { isStatedTime, noticeKinds, noticeSigns } from './notice-kinds';
import { isPlausibleTime } from './plausible-time';
import {
  BODY_MAX,
  boolean,
  count,
  filled,
  id,
  isObject,
  isPlainObject,
  lenient,
  listOf,
  matching,
  number,
  numberWhere,
  objectOf,
  oneOf,
  refusedField,
  required,
  sized,
  string,
  text,
  TITLE_MAX,
  type Field,
  readAiNotePlain,
  readOutcomePlain,
  type Reader,
} from './frame-read';
import { toImageUrl, toSafeUrl } from './safe-url';
import { PRICE_SYMBOL } from './symbol';

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
const fields: Record<keyof RawItem, Field> = {
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
const item = objectOf<RawItem>(fields);

/**
 * An item in any of the service's shapes read exactly as `rawItemSchema` reads it, without zod:
 * zod's object ran all 29 fields for every item, present or not, which was 40 % of frame →
 * notification in the worker (`npm run bench`), and its code was a third of the web page's
 * JavaScript in its first seconds. `undefined` where the schema refuses it (item-read.test.ts
 * compares the two on hostile and real items); `refusal` says why.
 */
export function readRawItem(input: unknown): RawItem | undefined {
  const read = item(input);
  return typeof read === 'symbol' ? undefined : read;
}

/** Why `readRawItem` refused an item: the first field it refused, or that it is no object. */
export const refusal = (input: unknown): string => (isObject(input) ? (refusedField(fields, input) ?? 'unknown') : 'not an object');
