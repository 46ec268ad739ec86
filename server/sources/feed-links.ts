/** A link or base longer than this is no address anyone publishes; it is ignored, never parsed. */
export const LINK_MAX = 2_000;
/**
 * xml:base may nest per element. feedsmith reports two levels (the root element's and the entry's;
 * not RSS's `<channel>` nor a link element's); levels past this many, the innermost, are ignored.
 */
export const BASE_DEPTH_MAX = 8;

/** What an entry's relative link may be resolved against, in the order they are tried. */
export interface LinkBases {
  /** xml:base values of the feed's elements, outermost first; each is relative to the one before it, the first to the address. */
  feedBases: readonly unknown[];
  /** xml:base values of the entry's elements, outermost first, relative to the feed's. */
  entryBases: readonly unknown[];
  /** The feed's own link (RSS `<link>`, the Atom feed's alternate, JSON Feed's home_page_url), itself relative to the feed's xml:base. */
  feedLink?: unknown;
  /** The address the document was fetched from. */
  address?: string;
}

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** `value` read against `base` (when given) as an absolute URL of any scheme, or undefined when it is none or too long. */
function parse(value: unknown, base?: URL): URL | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > LINK_MAX) return undefined;
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** An http(s) address `value` names on its own (an absolute URL), normalised as a browser writes it. */
export function absoluteWebLink(value: unknown): string | undefined {
  const url = parse(value);
  return url && isWeb(url) && url.href.length <= LINK_MAX ? url.href : undefined;
}

/**
 * The innermost xml:base in scope as an absolute http(s) URL: each level read against the one
 * outside it, the outermost against the document's address. A level that is no URL, or not http(s),
 * is skipped as if absent (the next one in is then read against what was in scope outside it).
 */
function xmlBase(bases: readonly unknown[], address: URL | undefined): URL | undefined {
  let scope = address;
  let found: URL | undefined;
  for (const value of bases.slice(0, BASE_DEPTH_MAX)) {
    const url = parse(value, scope);
    if (url && isWeb(url)) scope = found = url;
  }
  return found;
}

/**
 * The base an entry's relative link is read against: the xml:base in scope, else the feed's own
 * link, else the address the document came from. The first that is an absolute http(s) URL wins.
 */
export function linkBase({ feedBases, entryBases, feedLink, address }: LinkBases): URL | undefined {
  const fetched = parse(address);
  const document = fetched && isWeb(fetched) ? fetched : undefined;
  const inScope = xmlBase([...feedBases.slice(0, BASE_DEPTH_MAX), ...entryBases.slice(0, BASE_DEPTH_MAX)], document);
  if (inScope) return inScope;
  const feed = parse(feedLink, document);
  return feed && isWeb(feed) ? feed : document;
}

/**
 * An entry's link as an absolute http(s) address: absolute as written, or relative and read against
 * `base`. Anything that comes out another scheme (`javascript:`, `data:`, `file:`) is refused.
 */
export function resolveLink(value: unknown, base: URL | undefined): string | undefined {
  const url = parse(value, base);
  return url && isWeb(url) && url.href.length <= LINK_MAX ? url.href : undefined;
}

export interface AtomLink {
  href?: string;
  rel?: string;
  type?: string;
}

/**
 * The article among an Atom element's links: an alternate (no `rel`, or `rel="alternate"`), the
 * HTML one when there are several (a feed may also list its JSON or an AMP copy as alternates).
 */
export function alternateLink(links: readonly AtomLink[] | undefined): string | undefined {
  const alternates = (links ?? []).filter((link) => typeof link.href === 'string' && (!link.rel || link.rel === 'alternate'));
  return (alternates.find((link) => /html/i.test(link.type ?? '')) ?? alternates[0])?.href;
}
