import { Tokenizer } from 'htmlparser2';

/**
 * How much of the raw value is read per character kept: markup and entities take room, so a
 * field of `max` characters reads `max * RAW_PER_CHARACTER` of its source and no more, whatever an
 * origin sends. Every step after the cut is linear in what is left.
 */
export const RAW_PER_CHARACTER = 4;

/**
 * Elements a browser lays out as their own block or line: the words on either side of them are
 * apart. Every other element (b, a, span, sup…) joins what it touches, so `1930ft<sup>2</sup>`
 * reads "1930ft2".
 */
const BLOCKS = new Set(
  'address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol option p pre section summary table tbody td tfoot th thead tr ul'.split(' '),
);
/** Elements whose content no reader sees; the tokenizer reads each to its own closing tag. */
const HIDDEN = new Set(['script', 'style']);

/** The first `length` code units, without splitting a character written as a surrogate pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** The text a reader sees in a piece of HTML, by htmlparser2's tokenizer (linear; no tree is built). */
function textOfHtml(html: string): string {
  const parts: string[] = [];
  let hidden = false;
  const tagName = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const onTag = (start: number, end: number, opening: boolean) => {
    const name = tagName(start, end);
    if (HIDDEN.has(name)) hidden = opening;
    else if (BLOCKS.has(name)) parts.push(' ');
  };
  const ignore = () => undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => void (hidden || parts.push(html.slice(start, end))),
      ontextentity: (codepoint) => void (hidden || parts.push(String.fromCodePoint(codepoint))),
      onopentagname: (start, end) => onTag(start, end, true),
      onclosetag: (start, end) => onTag(start, end, false),
      // Attributes, comments, CDATA, doctypes and processing instructions are no text.
      onattribdata: ignore,
      onattribentity: ignore,
      onattribend: ignore,
      onattribname: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onopentagend: ignore,
      onprocessinginstruction: ignore,
      onselfclosingtag: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return parts.join('');
}

/**
 * Readable text from a feed's HTML or plain text: tags dropped, entities decoded once (an escaped
 * `&lt;script&gt;` stays text), whitespace collapsed, cut at `max` characters with an ellipsis.
 * The raw value is cut first (see RAW_PER_CHARACTER), so a field of megabytes costs what a few kB
 * do. The extension renders text, never HTML.
 */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const raw = cut(value, max * RAW_PER_CHARACTER);
  const text = textOfHtml(raw).replace(/\s+/g, ' ').trim();
  if (!text) return '';
  // Text past the raw cut was never read: the ellipsis says so even when what was read is short.
  return text.length > max || raw.length < value.length ? `${cut(text, max - 1).trimEnd()}…` : text;
}
