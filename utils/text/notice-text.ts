import { noticeLanguages, sayNotice, type NoticeLanguage, type NoticeLanguageWords } from '@newsflash/protocol/notice-say';
import { words as english } from '@newsflash/protocol/notice-wording/en';
import type { NoticeKind, NoticeSign } from '@newsflash/protocol/notice';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { t } from '@/utils/base/i18n';

const KIND_LABEL = {
  'spot-listing': 'notices.spotListing',
  'futures-listing': 'notices.futuresListing',
  'new-markets': 'notices.newMarkets',
  'launch-platform': 'notices.launchPlatform',
  delisting: 'notices.delisting',
  'tag-added': 'notices.tagAdded',
  'tag-removed': 'notices.tagRemoved',
  'transfers-suspended': 'notices.transfersSuspended',
  'transfers-resumed': 'notices.transfersResumed',
  'network-upgrade': 'notices.networkUpgrade',
  promotion: 'notices.promotion',
  other: 'notices.otherKind',
} as const satisfies Record<NoticeKind, string>;

/** A notice kind as the reader's language names it (chips, filter, rules, notifications). */
export const noticeKindLabel = (kind: NoticeKind) => t(KIND_LABEL[kind]);

/** The sign as shown (a true minus, not a hyphen) and as said to a screen reader. */
export const SIGN_SHOWN: Record<NoticeSign, string> = { '+': '+', '-': '−' };
export const noticeSignLabel = (sign: NoticeSign) => (sign === '+' ? t('notices.signUp') : t('notices.signDown'));

/** The language notices are said in: the one the extension's words are in (each locale names it). */
export function readerLanguage(): NoticeLanguage {
  const language = t('notices.language');
  return (noticeLanguages as readonly string[]).includes(language) ? (language as NoticeLanguage) : 'en';
}

/** A reader sees one language: the other five stay out of what a page loads (2 kB of its first paint). */
const OTHER_WORDS: Record<Exclude<NoticeLanguage, 'en'>, () => Promise<{ words: NoticeLanguageWords }>> = {
  es: () => import('@newsflash/protocol/notice-wording/es'),
  ja: () => import('@newsflash/protocol/notice-wording/ja'),
  ko: () => import('@newsflash/protocol/notice-wording/ko'),
  ru: () => import('@newsflash/protocol/notice-wording/ru'),
  zh_CN: () => import('@newsflash/protocol/notice-wording/zh_CN'),
};
const loaded: Partial<Record<NoticeLanguage, NoticeLanguageWords>> = { en: english };

/** Before the first paint (or the worker's first notification): the reader's words; until then a notice keeps the origin's. */
export async function loadNoticeWords(language: NoticeLanguage = readerLanguage()): Promise<void> {
  if (language !== 'en') loaded[language] ??= (await OTHER_WORDS[language]()).words;
}

/** How long the reader's time zone is trusted before it is read again (a laptop that travels). */
export const TIME_ZONE_KEPT_MS = 60_000;
let zone: { name: string; readAt: number } | undefined;

/**
 * The reader's time zone, read at most once a minute: reading it builds a date formatter, which
 * costs about half a millisecond warm and tens cold, on the path from a frame to its notification.
 */
export function localTimeZone(now = Date.now()): string {
  if (!zone || now - zone.readAt >= TIME_ZONE_KEPT_MS || now < zone.readAt) zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  return zone.name;
}

/** Latin letters beyond English's: Spanish's own marks say Spanish; any other (é, ü, ß…) another language this does not tell. */
const SPANISH = /[ñÑ¿¡]/u;
const OTHER_LATIN = /[\p{sc=Latin}--[A-Za-z]]/v;

/**
 * The language a headline is written in, by its script, as far as the notice words' languages go:
 * Hangul is Korean, kana Japanese, Han without kana Chinese, Cyrillic Russian, plain Latin
 * English (the language exchanges publish in besides their own); unknown when it cannot tell.
 */
export function writtenIn(text: string): NoticeLanguage | undefined {
  if (/\p{sc=Hangul}/u.test(text)) return 'ko';
  if (/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)) return 'ja';
  if (/\p{sc=Han}/u.test(text)) return 'zh_CN';
  if (/\p{sc=Cyrillic}/u.test(text)) return 'ru';
  if (SPANISH.test(text)) return 'es';
  if (OTHER_LATIN.test(text)) return undefined;
  return /[A-Za-z]/.test(text) ? 'en' : undefined;
}

/**
 * The headline a reader sees and the origin's own words one click away. A notice already in the
 * reader's language shows its own words: the exchange's title, which traders search for and quote.
 * In another language, a notice with a form is said in the reader's (times where they are);
 * otherwise the service's English title, its original beside it as before; for an English reader of
 * an item with neither, the English its model gave (`ai.en`). `original` is absent when there is
 * nothing else to show.
 */
export function shownTitle(
  item: Pick<NewsItem, 'title' | 'originalTitle' | 'notice' | 'ai'>,
  language?: NoticeLanguage,
  timeZone?: string,
): { title: string; original?: string } {
  const original = item.originalTitle ?? item.title;
  // Only a notice is said in the reader's words and zone: an item without one asks for neither.
  if (item.notice) {
    const reader = language ?? readerLanguage();
    if (writtenIn(original) === reader) return { title: original };
    const words = loaded[reader];
    const said = words && sayNotice(item.notice, words, { timeZone: timeZone ?? localTimeZone() });
    if (said && said !== original) return { title: said, original };
  }
  if (!item.originalTitle && item.ai?.en && (language ?? readerLanguage()) === 'en') return { title: item.ai.en, original: item.title };
  return item.originalTitle ? { title: item.title, original: item.originalTitle } : { title: item.title };
}
