import { toSafeUrl } from '@newsflash/protocol/safe-url';

/** A link's `text` is what it shows: always the host it goes to (see `shownLink`), never what the item wrote. */
export type Segment = { text: string } | { text: string; href: string; host: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** A markdown link, `[label](https://…)`: its syntax is not for readers, so it reads "label (address)". */
const MARKDOWN_LINK = /\[([^[\]\n]{1,300})\]\((https?:\/\/[^\s()<>"'`]{1,2000})\)/gi;
/** Punctuation that ends a sentence, not a URL: "see https://x.com/a." */
const TRAILING = new Set('.,;:!?)]}\'"”’');

/**
 * The run of trailing punctuation, found by walking back from the end: linear, where a `[…]+$`
 * regex retries from every position of a long punctuation run and costs its square.
 */
function trailingPunctuation(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.has(raw[end - 1]!)) end--;
  return raw.slice(end);
}

/**
 * How a link reads: the host the browser will contact, then the path. URL parsing
 * gives the host in ASCII (punycode for a look-alike such as `www.bіnance.com`) without any
 * userinfo (`https://binance.com@evil.example/` goes to evil.example), and percent-encodes
 * everything past it, so no character in what is shown can reorder or disguise it.
 */
export function shownLink(href: string): { text: string; host: string } | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const rest = url.pathname + url.search + url.hash;
  return { text: url.host + (rest === '/' ? '' : rest), host: url.host };
}

/**
 * Splits text into plain and link segments. Only http(s) URLs become links (and only after the
 * same check every other URL passes); everything else, markup included, stays plain text, and a
 * markdown link shows its label and the address it goes to.
 */
export function linkify(written: string): Segment[] {
  const text = written.replace(MARKDOWN_LINK, '$1 ($2)');
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let raw = match[0];
    const trailing = trailingPunctuation(raw);
    // Keep a closing parenthesis that belongs to the URL, e.g. a Wikipedia link.
    const keepParen = trailing.startsWith(')') && raw.includes('(');
    if (trailing && !keepParen) raw = raw.slice(0, -trailing.length);
    const href = toSafeUrl(raw);
    const shown = href && shownLink(href);
    if (!shown) continue;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ ...shown, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
