import { browser } from '@/utils/base/bare-browser';
import type { GeneratedI18nStructure } from '#i18n';
import { numberFormat, pluralRule } from '@/utils/base/intl';

/*
 * Every word a person reads comes from locales/<language>.yml, in the browser's language (English
 * when Newsflash has none for it); numbers, prices, percentages and ages go through Intl in the
 * same language. One module, so pages, the worker and utils/ share it.
 */

type Keys = keyof GeneratedI18nStructure & string;

/** Where messages come from: the browser's extension API, or a catalogue the service's web page loaded (web/messages.ts). */
export interface MessageSource {
  getMessage(name: string, substitutions?: string[]): string;
  getUILanguage(): string;
}

/**
 * Messages without substitutions, read once: every notification asks for its buttons' words, and
 * the worker's extension API call cost more than the rest of the notification (frame →
 * notification in `npm run bench`). At most one entry per key in locales/; the catalogue cannot
 * change while the extension runs, so the cache lives as long as the function it was read from.
 */
function cachedPlain(read: () => MessageSource['getMessage']): MessageSource['getMessage'] {
  const plain = new Map<string, string>();
  let readFrom: unknown;
  return (name, substitutions) => {
    const getMessage = read();
    if (substitutions) return getMessage(name, substitutions);
    if (getMessage !== readFrom) {
      readFrom = getMessage;
      plain.clear();
    }
    let message = plain.get(name);
    if (message === undefined) plain.set(name, (message = getMessage(name)));
    return message;
  };
}

/**
 * The language, read once from where it comes: it cannot change while the extension runs, and each
 * card asks for it for its age, date and delay (the extension API call was about a tenth of the
 * popup's work for its first rows, 2026-11-29).
 */
function cachedLanguage(read: () => MessageSource['getUILanguage']): MessageSource['getUILanguage'] {
  let language = '';
  let readFrom: unknown;
  return () => {
    const getUILanguage = read();
    if (getUILanguage !== readFrom) {
      language = getUILanguage();
      readFrom = getUILanguage;
    }
    return language;
  };
}

let source: MessageSource = {
  getMessage: cachedPlain(() => browser.i18n.getMessage as (name: string, substitutions?: string[]) => string),
  getUILanguage: cachedLanguage(() => browser.i18n.getUILanguage),
};

/** For a page outside the extension: its messages, set once before anything is rendered. */
export function setMessageSource(next: MessageSource): void {
  source = { getMessage: cachedPlain(() => next.getMessage), getUILanguage: cachedLanguage(() => next.getUILanguage) };
}
type Substitutions<K extends Keys> = GeneratedI18nStructure[K]['substitutions'] extends 0 ? [] : [substitutions: string[]];

/**
 * A message by its key (`feed.pause`), with `$1`… filled from the substitutions; the keys and how
 * many substitutions each takes are typed from locales/en.yml by @wxt-dev/i18n's build module. The
 * lookup is the browser's own (its wrapper's runtime adds nothing the pages need: plural forms are
 * `tn` below, by Intl's rules).
 */
export function t<K extends Keys>(key: K, ...substitutions: Substitutions<K>): string {
  return source.getMessage(key.replaceAll('.', '_'), substitutions[0]);
}
/** Keys with plural forms: `base_one`, `base_other`, and in some languages `_few`, `_many`… */
export type PluralBase = Keys extends infer K ? (K extends `${infer B}.other` ? B : never) : never;

/** The language pages are shown in, as the browser reports it (`en-US`, `ru`, `zh-CN`). */
export function uiLanguage(): string {
  try {
    return source.getUILanguage() || 'en';
  } catch {
    return 'en';
  }
}

/** A count as the reader's language writes it ("100,000", "100 000"). */
export const shownCount = (count: number, language = uiLanguage()): string => numberFormat(language).format(count);

/**
 * A message with the plural form the language wants for `count` (Russian has four, Japanese one),
 * `$1` being the count as the language writes numbers and `$2`… the other substitutions.
 */
export function tn(base: PluralBase, count: number, more: string[] = []): string {
  const language = uiLanguage();
  const category = pluralRule(language).select(count);
  const subs = [shownCount(count, language), ...more];
  // Plural forms other languages have and English has not (`_few`, `_many`) are not in the typed keys.
  const get = (key: string) => source.getMessage(key.replaceAll('.', '_'), subs);
  return get(`${base}_${category}`) || get(`${base}_other`);
}
