/** A letter of any script but Latin: Hangul, Han, kana, Cyrillic, Arabic… */
const OTHER_SCRIPT = /(?=\p{L})\P{Script=Latin}/u;

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
