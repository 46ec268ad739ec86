import type { Notice } from './notice';
import type { NoticeKind } from './notice-kinds';
import { sayNotice, type NoticeLanguage, type NoticeLanguageWords, type NoticeWordsOptions } from './notice-say';
import { words as en } from './notice-wording/en';
import { words as es } from './notice-wording/es';
import { words as ja } from './notice-wording/ja';
import { words as ko } from './notice-wording/ko';
import { words as ru } from './notice-wording/ru';
import { words as zh_CN } from './notice-wording/zh_CN';

/**
 * A notice in any of the six languages, for whoever holds them all: the service sends the English
 * one as `en` for Korean and Chinese notices, and tests compare them. The extension's pages load
 * only their reader's language (utils/text/notice-text.ts).
 */
export { noticeLanguages, RENDERED_COINS_MAX, type NoticeLanguage, type NoticeWordsOptions } from './notice-say';

const WORDS: Record<NoticeLanguage, NoticeLanguageWords> = { en, es, ja, ko, ru, zh_CN };

/** The kinds some language has a form for: the others keep the origin's words everywhere. */
export const renderedKinds: readonly NoticeKind[] = Object.keys(en.forms) as NoticeKind[];

/** The notice in `language`, or undefined when it has no form for the kind or lacks the exchange or a coin. */
export const noticeWords = (notice: Notice, language: NoticeLanguage, options: NoticeWordsOptions): string | undefined =>
  sayNotice(notice, WORDS[language], options);
