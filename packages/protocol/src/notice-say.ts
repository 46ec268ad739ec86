import type { Notice } from './notice';
import type { NoticeKind } from './notice-kinds';

/**
 * A notice said in one language from its parts, the same words whichever exchange wrote it and in
 * whatever language. Each language's words are a module of their own (notice-wording/), so a page
 * loads only its reader's; notice-wording.ts holds them all. Kinds with no fixed form (promotions,
 * launch platforms, `other`) and notices missing the parts a form needs are not rendered: the
 * reader gets the origin's own words, never a guess.
 */
export const noticeLanguages = ['en', 'es', 'ja', 'ko', 'ru', 'zh_CN'] as const;
export type NoticeLanguage = (typeof noticeLanguages)[number];

/** More coins than this make a headline no shorter than the origin's: it keeps its own words. */
export const RENDERED_COINS_MAX = 6;

/** `{coins}`, `{exchange}`, `{markets}` (the market clause or nothing) in `text`; `{time}` in `at`, added when the notice states one. */
interface Form {
  text: string;
  /** The market clause around `{quotes}` when this form words it differently from the language's. */
  markets?: string;
  at?: string;
}

/** One language's words for notices. */
export interface NoticeLanguageWords {
  list: string;
  markets: string;
  /** Day, month (1–12), hours and minutes, already two-digit where the language writes them so. */
  date(day: number, month: number, time: string): string;
  forms: Partial<Record<NoticeKind, Form>>;
}

/** One pass, so a part that itself looks like `{coins}` is left as it is. */
const fill = (template: string, parts: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);

const unique = (values: string[]) => [...new Set(values)];

/** How many time zones' formatters are kept; past it the cache starts again (a reader has one zone, the service UTC). */
export const FORMATTER_ZONES_KEPT = 8;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building a formatter costs a hundred times what formatting does (it reaches for the zone's data:
 * tens of ms the first time, ~0.5 ms after, on a notification's path), so each zone's is kept.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (formatters.size >= FORMATTER_ZONES_KEPT) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The stated time where the reader is (or in UTC, named, for the service's English). */
function when(at: number, words: NoticeLanguageWords, timeZone: string): string | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(timeZone).formatToParts(at);
  } catch {
    return undefined;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const text = words.date(Number(part('day')), Number(part('month')), `${part('hour')}:${part('minute')}`);
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

export interface NoticeWordsOptions {
  /** An IANA time zone for the stated time; `UTC` adds " UTC" after it. */
  timeZone: string;
}

/**
 * The notice in `words`' language, or undefined when it has no form for the kind or lacks the
 * exchange or a coin (the coins named, else the markets' bases). Markets name their quotes for the coins shown.
 */
export function sayNotice(notice: Notice, words: NoticeLanguageWords, options: NoticeWordsOptions): string | undefined {
  const form = words.forms[notice.kind];
  if (!form || !notice.exchange) return undefined;
  const pairs = notice.markets.map((market) => market.split('_')).filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '');
  const coins = unique(notice.coins.length > 0 ? notice.coins : pairs.map(([base]) => base));
  if (coins.length === 0 || coins.length > RENDERED_COINS_MAX) return undefined;
  const quotes = unique(pairs.filter(([base]) => coins.includes(base)).map(([, quote]) => quote));
  const markets = quotes.length > 0 ? fill(form.markets ?? words.markets, { quotes: quotes.join(words.list) }) : '';
  const text = fill(form.text, { exchange: notice.exchange, coins: coins.join(words.list), markets });
  const time = notice.at !== undefined && form.at ? when(notice.at, words, options.timeZone) : undefined;
  return time ? text + fill(form.at!, { time }) : text;
}
