import { marketLiveSchema } from './market-live';
import { HOP_NAMES } from './hop-names';
import { INFO_FLAGS, isSocial, itemKindOf, missingFields } from './item-kinds';
import { isPlausibleTime } from './plausible-time';
import { toImageUrl, toSafeUrl } from './safe-url';
import { toLiveShape } from './item-shapes';
import { noticeSchema } from './notice';
import { PRICE_SYMBOL } from './symbol';

// What a publisher (the service) sends: every field the protocol knows, each bounded, nothing else.
// The reader (item.ts) is tolerant and drops what it cannot use; the publisher is strict, so that
// what is stored and sent is exactly what was checked.

/** Text is cut to these lengths (in UTF-16 units, as JavaScript counts), with "…" added. */
export const TEXT_LIMITS = { title: 1_000, en: 1_000, body: 10_000, name: 200, text: 10_000 } as const;
/** Names and codes are refused past these lengths rather than cut: a cut name is another name. */
export const NAME_LIMITS = {
  _id: 200,
  type: 40,
  network: 40,
  source: 100,
  sourceName: 100,
  category: 100,
  coin: 40,
  analysis: 100,
  story: 200,
  twitterId: 40,
  screen_name: 100,
  action: 100,
  actionTitle: 200,
  exchange: 40,
  symbol: 40,
  found: 100,
} as const;
/** URLs (link, url, icon, image) longer than this are refused, as the reader drops them. */
export const URL_MAX = 2_048;
/** Entries kept per list; the rest are dropped and counted. */
export const LIST_LIMITS = { suggestions: 30, found: 20, suggestionSymbols: 50, symbols: 50, actions: 30, firstPrice: 20 } as const;
/** A publication price outside this range is no price a market quotes (−1, 1e308): dropped. */
export const PRICE_RANGE = { min: 1e-12, max: 1e9 } as const;
/** `delay` is how long the origin held the item back, in ms: at most a day. */
const DELAY_MAX = 24 * 60 * 60_000;

/** The parts of an item that are dropped alone, the item published without them. */
export type DroppedPart = 'unknown' | 'suggestions' | 'actions' | 'symbols' | 'firstPrice';
export type Dropped = Partial<Record<DroppedPart, number>>;

export type PublishedItem = Record<string, unknown> & { _id: string; time: number; title: string };
export type PublishCheck = { ok: true; item: PublishedItem; dropped: Dropped } | { ok: false; errors: string[] };

/** A value kept, or why not; `at` names where inside the field (`quotedUser` of `info`). */
type Read = { value: unknown } | { error: string; at?: string };
type Reader = (value: unknown, drop: (part: DroppedPart, count?: number) => void) => Read;

const keep = (value: unknown): Read => ({ value });
const refuse = (error: string, at?: string): Read => ({ error, at });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Own fields only: a key such as "constructor" or "__proto__" is an unknown field, never Object's. */
const readerOf = (fields: Record<string, Reader>, key: string): Reader | undefined => (Object.hasOwn(fields, key) ? fields[key] : undefined);
const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max)}…` : value);

const text =
  (max: number): Reader =>
  (value) =>
    typeof value === 'string' ? keep(cut(value, max)) : refuse('must be text');
const name =
  (max: number): Reader =>
  (value) =>
    typeof value === 'string' && value.length <= max ? keep(value) : refuse(`must be text of at most ${max} characters`);
const url =
  (toUrl: (value: string) => string | undefined): Reader =>
  (value) => {
    // The real feed sends "" for an absent image or icon: that is "none", kept as it came.
    if (value === '') return keep('');
    const safe = typeof value === 'string' ? toUrl(value) : undefined;
    return safe ? keep(safe) : refuse('wrong type or unsafe value');
  };
const numberIn =
  (min: number, max: number): Reader =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? keep(value) : refuse(`must be a number from ${min} to ${max}`);
const boolean: Reader = (value) => (typeof value === 'boolean' ? keep(value) : refuse('must be true or false'));
/** An id as the feed sends it: text, or a number that is read as its digits. */
const id =
  (max: number): Reader =>
  (value) =>
    (typeof value === 'string' && value.length >= 1 && value.length <= max) || Number.isSafeInteger(value) ? keep(String(value)) : refuse(`must be text of 1 to ${max} characters`);

/** Keeps a list's readable entries, up to `max`; the others are dropped and counted as `part`. */
function list(part: DroppedPart, max: number, entry: (value: unknown, drop: (part: DroppedPart, count?: number) => void) => unknown): Reader {
  return (value, drop) => {
    if (!Array.isArray(value)) return refuse('must be a list');
    const kept: unknown[] = [];
    for (const one of value.slice(0, max)) {
      const read = entry(one, drop);
      if (read === undefined) drop(part);
      else kept.push(read);
    }
    if (value.length > max) drop(part, value.length - max);
    return keep(kept);
  };
}

/** The fields of `record` read by `fields` into `out`; unknown ones dropped and counted. The first unreadable field refuses the whole, named by its path. */
function readFields(
  record: Record<string, unknown>,
  fields: Record<string, Reader>,
  drop: (part: DroppedPart, count?: number) => void,
  out: Record<string, unknown>,
): Read {
  for (const [key, given] of Object.entries(record)) {
    const reader = readerOf(fields, key);
    if (!reader) {
      drop('unknown');
      continue;
    }
    const read = reader(given, drop);
    if ('error' in read) return refuse(read.error, [key, read.at].filter(Boolean).join('.'));
    out[key] = read.value;
  }
  return keep(out);
}

/** The fields of `value` read by `fields`; unknown ones dropped and counted. Undefined when a field is unreadable (the entry is dropped). */
function entryOf(value: unknown, fields: Record<string, Reader>, drop: (part: DroppedPart, count?: number) => void): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const read = readFields(value, fields, drop, {});
  return 'error' in read ? undefined : (read.value as Record<string, unknown>);
}

const symbolRef = (value: unknown, drop: (part: DroppedPart, count?: number) => void) => {
  const ref = entryOf(value, { exchange: name(NAME_LIMITS.exchange), symbol: name(NAME_LIMITS.symbol) }, drop);
  return ref && typeof ref.exchange === 'string' && typeof ref.symbol === 'string' ? ref : undefined;
};

/** One coin of `suggestions`: its lists made whole (`[]` when absent), a bad entry inside dropped alone. */
const suggestion = (value: unknown, drop: (part: DroppedPart, count?: number) => void) => {
  const fields: Record<string, Reader> = {
    coin: (coin) => (typeof coin === 'string' && coin.length >= 1 && coin.length <= NAME_LIMITS.coin ? keep(coin) : refuse('bad coin')),
    found: list('suggestions', LIST_LIMITS.found, (word) => (typeof word === 'string' && word.length <= NAME_LIMITS.found ? word : undefined)),
    symbols: list('suggestions', LIST_LIMITS.suggestionSymbols, symbolRef),
    supply: numberIn(0, Number.MAX_VALUE),
  };
  const entry = entryOf(value, fields, drop);
  if (!entry || entry.coin === undefined) return undefined;
  return { coin: entry.coin, found: entry.found ?? [], symbols: entry.symbols ?? [], ...(entry.supply === undefined ? {} : { supply: entry.supply }) };
};

const action = (value: unknown, drop: (part: DroppedPart, count?: number) => void) => {
  const entry = entryOf(value, { action: name(NAME_LIMITS.action), title: text(NAME_LIMITS.actionTitle), icon: url(toImageUrl) }, drop);
  return entry && typeof entry.action === 'string' && entry.action ? entry : undefined;
};

const firstPrice: Reader = (value, drop) => {
  if (!isRecord(value)) return refuse('must be an object of symbol → price');
  const kept: Record<string, number> = {};
  let count = 0;
  for (const [symbol, price] of Object.entries(value)) {
    const plausible = typeof price === 'number' && price >= PRICE_RANGE.min && price <= PRICE_RANGE.max;
    if (count < LIST_LIMITS.firstPrice && PRICE_SYMBOL.test(symbol) && plausible) {
      kept[symbol] = price;
      count++;
    } else {
      drop('firstPrice');
    }
  }
  return keep(kept);
};

/** A field read as every client reads it (a zod schema that drops bad parts alone); one that cannot be read at all is dropped, never the item. */
function readAsClients(schema: { safeParse(value: unknown): { success: true; data: unknown } | { success: false } }): Reader {
  return (value, drop) => {
    const read = schema.safeParse(value);
    if (read.success) return keep(read.data);
    drop('unknown');
    return keep(undefined);
  };
}
/** An exchange notice's classification (notice.ts). */
const notice = readAsClients(noticeSchema);
/** A market gone live (market-live.ts). */
const market = readAsClients(marketLiveSchema);

const user: Reader = (value, drop) => {
  const entry = entryOf(
    value,
    { name: text(TEXT_LIMITS.name), screen_name: name(NAME_LIMITS.screen_name), text: text(TEXT_LIMITS.text), icon: url(toImageUrl), image: url(toImageUrl) },
    drop,
  );
  if (!entry) return refuse('must be an object with text name, screen_name and text');
  // A name or text left out is made whole; who it was (screen_name) cannot be.
  if (entry.screen_name === undefined) return keep(entry);
  return keep({ ...entry, name: entry.name ?? entry.screen_name, text: entry.text ?? '' });
};

/** `info`: every flag present (false unless set), `twitterId` as text, the quoted or replied post bounded. */
const info: Reader = (value, drop) => {
  if (!isRecord(value)) return refuse('must be an object');
  const fields: Record<string, Reader> = { twitterId: id(NAME_LIMITS.twitterId), quotedUser: user, replyUser: user };
  for (const flag of INFO_FLAGS) fields[flag] = boolean;
  const out: Record<string, unknown> = {};
  for (const flag of INFO_FLAGS) out[flag] = false;
  return readFields(value, fields, drop, out);
};

/** `hops` (hops.ts): each stamp a plausible time, unknown stamps dropped and counted. */
const hops: Reader = (value, drop) => {
  if (!isRecord(value)) return refuse('must be an object of hop → time');
  const stamps = Object.fromEntries(HOP_NAMES.map((hop) => [hop, (time: unknown) => (typeof time === 'number' && Number.isInteger(time) && isPlausibleTime(time) ? keep(time) : refuse('must be a plausible time in whole milliseconds'))]));
  return readFields(value, stamps, drop, {});
};

/** Every field the protocol knows, and how a publisher's value is read. */
const FIELDS: Record<string, Reader> = {
  _id: id(NAME_LIMITS._id),
  title: text(TEXT_LIMITS.title),
  time: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return refuse('must be a whole number of milliseconds');
    return isPlausibleTime(value) ? keep(value) : refuse('time is not a plausible date (before 2009 or more than a day ahead)');
  },
  type: name(NAME_LIMITS.type),
  source: name(NAME_LIMITS.source),
  /** Which network a post came from when not Twitter ("bluesky"): a post never carries `source` live. */
  network: name(NAME_LIMITS.network),
  sourceName: name(NAME_LIMITS.sourceName),
  /** An exchange notice's own category (listing, delisting…), as the exchange names it: traders filter on it. */
  category: name(NAME_LIMITS.category),
  en: text(TEXT_LIMITS.en),
  body: text(TEXT_LIMITS.body),
  link: url(toSafeUrl),
  url: url(toSafeUrl),
  icon: url(toImageUrl),
  image: url(toImageUrl),
  coin: name(NAME_LIMITS.coin),
  requireInteraction: boolean,
  symbols: list('symbols', LIST_LIMITS.symbols, (symbol) => (typeof symbol === 'string' && symbol.length <= NAME_LIMITS.symbol ? symbol : undefined)),
  suggestions: list('suggestions', LIST_LIMITS.suggestions, suggestion),
  actions: list('actions', LIST_LIMITS.actions, action),
  firstPrice,
  story: id(NAME_LIMITS.story),
  info,
  delay: numberIn(0, DELAY_MAX),
  notice,
  rt: numberIn(0, Number.MAX_SAFE_INTEGER),
  analysis: name(NAME_LIMITS.analysis),
  market,
  hops,
};
/** The service counts votes itself: whatever a publisher says they are is not taken. */
const SERVICE_OWNED = new Set(['likes', 'dislikes']);

/**
 * A publisher's item as the protocol's item: known fields read and bounded (text cut, names and
 * URLs checked), unknown fields dropped, bad entries of lists (suggestions, actions, symbols,
 * firstPrice) dropped alone, each drop counted. A known field that cannot be read, or a field its
 * kind requires (ITEM_KINDS) that cannot be made whole, refuses the item with the field named.
 * An item given in the backlog's shape is read in the live one (item-shapes.ts). `_id` and `time`
 * must be given: the caller assigns them first.
 */
export function toPublishedItem(given: Record<string, unknown>): PublishCheck {
  const input = { ...given };
  toLiveShape(input);
  const dropped: Dropped = {};
  const drop = (part: DroppedPart, count = 1) => void (dropped[part] = (dropped[part] ?? 0) + count);
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, given] of Object.entries(input)) {
    if (SERVICE_OWNED.has(key)) continue;
    const reader = readerOf(FIELDS, key);
    if (!reader) {
      drop('unknown');
      continue;
    }
    const read = reader(given, drop);
    if ('error' in read) errors.push(`${[key, read.at].filter(Boolean).join('.')}: ${read.error}`);
    else if (read.value !== undefined) out[key] = read.value;
  }
  if (typeof out.title !== 'string' || !out.title.trim()) errors.push('title: must not be empty');
  if (errors.length === 0) makeSocialWhole(out);
  if (errors.length === 0) errors.push(...missingFields(out).map((path) => `${path}: required for a ${itemKindOf(out)} item`));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, item: out as PublishedItem, dropped };
}

const IMPLIED_FLAG = new Map<string, (typeof INFO_FLAGS)[number]>([
  ['reply', 'isReply'],
  ['quote', 'isQuote'],
  ['retweet', 'isRetweet'],
]);

/** A social item always has `info` with every flag; a "quote"/"reply"/"retweet" type is a tweet with that flag. */
function makeSocialWhole(item: Record<string, unknown>): void {
  if (!isSocial(item)) return;
  const info = isRecord(item.info) ? { ...item.info } : Object.fromEntries(INFO_FLAGS.map((flag) => [flag, false]));
  const flag = typeof item.type === 'string' ? IMPLIED_FLAG.get(item.type) : undefined;
  if (flag) {
    info[flag] = true;
    item.type = 'direct';
  }
  item.info = info;
}
