/**
 * Characters a reader cannot see that change what the rest shows: the bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), the directional marks (U+200E, U+200F, U+061C),
 * and the zero-width space, word joiner and BOM (U+200B, U+2060, U+FEFF), which split a word
 * without showing. One RLO turns "moc.live//:sptth" into what looks like a URL to another host.
 * The zero-width joiner and non-joiner (U+200D, U+200C) stay: emoji sequences and Persian and
 * Indic scripts need them, and they reorder nothing.
 */
const HIDDEN = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * The same characters written as numeric references (`&#x202E;`, `&#8238;`), which the pages
 * decode as text. One pass: a reference split around another (`&#x2&#x202E;02E;`) leaves one
 * behind as plain text, so whatever decodes references strips again after decoding.
 */
const HIDDEN_REFERENCE = /&#(?:x0*(?:61c|200[bef]|202[a-e]|2060|206[6-9]|feff)|0*(?:1564|8203|8206|8207|823[4-8]|8288|829[4-7]|65279));/gi;

/** Text without the hidden characters themselves: enough once references are decoded. */
export const withoutHidden = (text: string) => text.replace(HIDDEN, '');

/** Item text with every character that hides or reorders what a reader sees taken out, however it is written. */
export function readerText(text: string): string {
  return withoutHidden(text).replace(HIDDEN_REFERENCE, '');
}

/**
 * Text without the run of marks that ends it, read from the end: each character once. A pattern
 * anchored at the end alone (`/\/+$/`, `/[.…]+$/`) tries every place in such a run as a start, so it
 * is quadratic in a run that does not end the text (12,000 dots before a letter: 0.3 s);
 * tests/unit/end-anchored-patterns.test.ts keeps such patterns out of the code.
 */
export function trailingStart(text: string, isMark: (char: string) => boolean): number {
  let start = text.length;
  while (start > 0 && isMark(text[start - 1]!)) start--;
  return start;
}

export const withoutTrailing = (text: string, isMark: (char: string) => boolean): string => text.slice(0, trailingStart(text, isMark));

/** For addresses and paths: `withoutTrailing(path, isSlash)`. */
export const isSlash = (char: string) => char === '/';
