import { decodeHTML } from 'entities';

/**
 * Readable text from a feed's HTML or plain text: tags dropped, entities decoded, whitespace
 * collapsed, cut at `max` characters with an ellipsis. The extension renders text, never HTML.
 */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Decoding first would let an escaped `&lt;script&gt;` in the text become a tag to strip; the
  // order keeps what the author wrote as text.
  const text = decodeHTML(value.replace(/<[^>]{0,2000}>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
