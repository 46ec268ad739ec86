import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import { parseFeed } from 'feedsmith';
import { createHash } from 'node:crypto';
import { absoluteWebLink, alternateLink, linkBase, resolveLink, type AtomLink } from './feed-links';
import { plainText } from './plain-text';
import type { EntryFields, Tally, UnreadableCounts } from './unreadable';
import { textKey } from '../items/text-key';

/** One entry of a feed, whatever its format. */
export interface FeedEntry {
  identity: string;
  title: string;
  link?: string;
  summary: string;
  /** The entry's own date when it has a believable one. */
  published?: number;
}

/** Where a feed entry's time is read from, named when none of its entries could be read. */
export const FEED_FIELDS: EntryFields = { time: ['pubDate', 'dc:date', 'published', 'updated', 'date_published', 'date_modified'] };

/** A poll reads at most this many entries (feeds list 10–50; the newest come first). */
export const MAX_ENTRIES = 200;
export const TITLE_MAX = 300;
export const SUMMARY_MAX = 1_000;

type Text = string | { value?: string } | undefined;
const textOf = (value: Text): string | undefined => (typeof value === 'string' ? value : value?.value);

/**
 * A date an entry gives, when it is one; a date before Bitcoin or a day ahead is not believed, nor
 * one longer than any way of writing a date (parsing megabytes of "date" costs real time).
 */
function dateOf(value: unknown, now: number): number | undefined {
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) && isPlausibleTime(time, now) ? time : undefined;
}

/** What one entry says, as the parser reads it, before it is made safe. */
interface RawEntry {
  id?: string;
  title?: string;
  link?: string;
  summary?: string;
  date?: unknown;
  /** A podcast episode's file: its only address when it has no link. */
  enclosure?: string;
  /** xml:base values of the entry's own elements, outermost first. */
  bases: unknown[];
}

/** What the document says of itself that its entries' links are read against. */
interface FeedLevel {
  bases: unknown[];
  link?: string;
}

const enclosureOf = (links: readonly AtomLink[] | undefined) => links?.find((link) => link.rel === 'enclosure')?.href;

/** The format's entries and feed-level context, in document order, the first MAX_ENTRIES. */
function rawEntries(parsed: ReturnType<typeof parseFeed>): { feed: FeedLevel; raw: RawEntry[] } {
  const { format, feed } = parsed;
  if (format === 'rss' || format === 'rdf') {
    const raw = (feed.items ?? []).slice(0, MAX_ENTRIES).map((item): RawEntry => {
      const guid = 'guid' in item ? item.guid : undefined;
      return {
        id: typeof guid === 'string' ? guid : guid?.value,
        // Podcasts may title an episode only in the iTunes namespace.
        title: item.title ?? ('itunes' in item ? item.itunes?.title : undefined),
        link: item.link,
        summary: item.description,
        date: ('pubDate' in item ? item.pubDate : undefined) ?? item.dc?.dates?.[0],
        enclosure: 'enclosures' in item ? item.enclosures?.[0]?.url : undefined,
        bases: ['xml' in item ? item.xml?.base : undefined],
      };
    });
    return { feed: { bases: ['xml' in feed ? feed.xml?.base : undefined], link: feed.link }, raw };
  }
  if (format === 'atom') {
    const raw = (feed.entries ?? []).slice(0, MAX_ENTRIES).map(
      (entry): RawEntry => ({
        id: entry.id,
        title: textOf(entry.title),
        link: alternateLink(entry.links),
        summary: textOf(entry.summary) ?? textOf(entry.content),
        date: entry.published ?? entry.updated,
        enclosure: enclosureOf(entry.links),
        bases: [entry.xml?.base],
      }),
    );
    return { feed: { bases: [feed.xml?.base], link: alternateLink(feed.links) }, raw };
  }
  const raw = (feed.items ?? []).slice(0, MAX_ENTRIES).map(
    (item): RawEntry => ({
      id: item.id,
      title: item.title,
      link: item.url,
      summary: item.summary ?? item.content_text ?? item.content_html,
      date: item.date_published ?? item.date_modified,
      enclosure: item.attachments?.[0]?.url,
      bases: [],
    }),
  );
  return { feed: { bases: [], link: feed.home_page_url }, raw };
}

/**
 * An identity from what an entry says when it names no id and no link of its own: the same words
 * give the same identity every poll, read by their key (items/text-key.ts): a quote or a space retyped is the same entry.
 */
const contentIdentity = (title: string, summary: string) => `content:${createHash('sha256').update(`${textKey(title)}\n${textKey(summary)}`).digest('hex').slice(0, 32)}`;

/**
 * Entries of an RSS 0.9x/2.0, RSS 1.0 (RDF), Atom or JSON Feed document, parsed by feedsmith, the
 * first MAX_ENTRIES in document order. `address` is where the document was fetched from.
 *
 * - Link: the entry's own (Atom: its HTML alternate), read against the xml:base in scope, else
 *   the feed's own link, else `address` (feed-links.ts); with none, its id when that is an http(s)
 *   URL, else the feed's link. Only http(s) links are kept.
 * - Identity: its id (guid), else its own link, else its enclosure, else a digest of its title
 *   and summary, so RSS 0.91 items and enclosure-only podcast episodes are entries too.
 * - An entry without a title (nor an iTunes title) is dropped and told to `tally` as `no-title`.
 *   Nothing else drops one: every entry has an identity, and a refused link leaves it the feed's.
 *
 * Throws when the document is not a feed.
 */
export function feedEntries(document: string, now: number, address?: string, tally?: Tally): FeedEntry[] {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(document);
  } catch (error) {
    throw new Error(`not a feed (${error instanceof Error ? error.message : String(error)})`);
  }
  const { feed, raw } = rawEntries(parsed);
  const feedLink = resolveLink(feed.link, linkBase({ feedBases: feed.bases, entryBases: [], address }));
  const entries: FeedEntry[] = [];
  const unreadable: UnreadableCounts = {};
  for (const entry of raw) {
    const title = plainText(entry.title, TITLE_MAX);
    if (!title) {
      unreadable['no-title'] = (unreadable['no-title'] ?? 0) + 1;
      continue;
    }
    const summary = plainText(entry.summary, SUMMARY_MAX);
    const base = linkBase({ feedBases: feed.bases, entryBases: entry.bases, feedLink: feed.link, address });
    const own = resolveLink(entry.link, base);
    const id = typeof entry.id === 'string' ? entry.id.trim().slice(0, 500) : '';
    const identity = id || own || resolveLink(entry.enclosure, base) || contentIdentity(title, summary);
    entries.push({ identity, title, link: own ?? absoluteWebLink(id) ?? feedLink, summary, published: dateOf(entry.date, now) });
  }
  if (Object.keys(unreadable).length > 0) tally?.(unreadable);
  return entries;
}
