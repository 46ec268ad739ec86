import { noticeSchema } from '@newsflash/protocol/notice';
import { sayNotice } from '@newsflash/protocol/notice-say';
import { words as english } from '@newsflash/protocol/notice-wording/en';

/** A letter of any script but Latin: Hangul, Han, kana, Cyrillic, Arabic… */
const OTHER_SCRIPT = /(?=\p{L})\P{Script=Latin}/u;

/** True when the text has a letter of a script other than Latin: not English, whatever else it is. */
export const hasOtherScript = (text: string) => OTHER_SCRIPT.test(text);

/**
 * A news item's `en`, the English headline clients show before `title`, when the origin writes in
 * English: the title itself. A title with letters of another script (an Upbit or a Chinese notice)
 * gets none: `en` is left out rather than made a copy of the Korean. Whether the origin writes in
 * English is its own setting (a feed's `language`, Bybit's `locale`, OKX's `language`); this
 * only keeps a wrong setting from copying another script.
 */
export function englishHeadline(title: string, originLanguage = 'en'): string | undefined {
  if (!/^en\b/i.test(originLanguage)) return undefined;
  return OTHER_SCRIPT.test(title) ? undefined : title;
}

/** The item with `en` when it has none and its title is English by the rule above. */
export function withEnglishHeadline<T extends Record<string, unknown>>(item: T, originLanguage?: string): T {
  if (item.en !== undefined || typeof item.title !== 'string') return item;
  const en = englishHeadline(item.title, originLanguage);
  return en === undefined ? item : { ...item, en };
}

/**
 * The item with `en` said from its notice (packages/protocol/src/notice-wording.ts, times in UTC)
 * when its title is in another script and it has none: a Korean or Chinese listing reads in English
 * everywhere `en` is shown. A notice without a form for its kind, or without the parts one needs,
 * leaves the item as it was (still without `en`, never a copy of its title).
 */
export function withNoticeHeadline<T extends Record<string, unknown>>(item: T): T {
  if (item.en !== undefined || typeof item.title !== 'string' || !OTHER_SCRIPT.test(item.title)) return item;
  const notice = noticeSchema.safeParse(item.notice);
  // Only English is said here: the other languages' words stay with the pages that read them.
  const en = notice.success ? sayNotice(notice.data, english, { timeZone: 'UTC' }) : undefined;
  return en === undefined ? item : { ...item, en };
}
