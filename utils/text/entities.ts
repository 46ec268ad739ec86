import { withoutHidden } from '@newsflash/protocol/reader-text';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/**
 * The feed sometimes carries HTML entities (`&amp;`) in plain text. Decoding them to characters
 * is safe because the result is only ever rendered as text, never as markup.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[lower] ?? whole;
  });
}

/**
 * Item text as a reader sees it: entities decoded, then every character that hides or reorders
 * text taken out, including those a reference spelled (`&#x2&#x202E;02E;` outlives one pass of
 * normalise) and those in items stored before normalise took them out.
 */
export const displayText = (text: string) => withoutHidden(decodeEntities(text));
