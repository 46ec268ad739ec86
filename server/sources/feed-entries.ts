import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import { parseFeed } from 'feedsmith';
import { plainText } from './plain-text';

/** One entry of a feed, whatever its format. */
export interface FeedEntry {
  identity: string;
  title: string;
  link?: string;
  summary: string;
  /** The entry's own date when it has a believable one. */
  published?: number;
}

/** A poll reads at most this many entries (feeds list 10–50; the newest come first). */
export const MAX_ENTRIES = 200;
export const TITLE_MAX = 300;
export const SUMMARY_MAX = 1_000;

type Text = string | { value?: string } | undefined;
const textOf = (value: Text): string | undefined => (typeof value === 'string' ? value : value?.value);

const safeLink = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.length > 2_000 || !URL.canParse(value)) return undefined;
  return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
};

/**
 * A date an entry gives, when it is one; a date before Bitcoin or a day ahead is not believed, nor
 * one longer than any way of writing a date (parsing megabytes of "date" costs real time).
 */
function dateOf(value: unknown, now: number): number | undefined {
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) && isPlausibleTime(time, now) ? time : undefined;
}

/**
 * Entries of an RSS 2.0, RSS 1.0 (RDF), Atom or JSON Feed document, parsed by feedsmith. An entry
 * without a title or without any identity (guid, id, link) is skipped; the first MAX_ENTRIES are
 * read. Throws when the document is not a feed.
 */
export function feedEntries(document: string, now: number): FeedEntry[] {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(document);
  } catch (error) {
    throw new Error(`not a feed (${error instanceof Error ? error.message : String(error)})`);
  }
  const raw: { id?: string; title?: string; link?: string; summary?: string; date?: unknown }[] = [];
  const { format, feed } = parsed;
  if (format === 'rss' || format === 'rdf') {
    for (const item of (feed.items ?? []).slice(0, MAX_ENTRIES)) {
      const guid = 'guid' in item ? item.guid : undefined;
      raw.push({
        id: typeof guid === 'string' ? guid : guid?.value,
        title: item.title,
        link: item.link,
        summary: item.description,
        date: ('pubDate' in item ? item.pubDate : undefined) ?? item.dc?.dates?.[0],
      });
    }
  } else if (format === 'atom') {
    for (const entry of (feed.entries ?? []).slice(0, MAX_ENTRIES)) {
      const link = entry.links?.find((candidate) => !candidate.rel || candidate.rel === 'alternate')?.href;
      raw.push({ id: entry.id, title: textOf(entry.title), link, summary: textOf(entry.summary) ?? textOf(entry.content), date: entry.published ?? entry.updated });
    }
  } else {
    for (const item of (feed.items ?? []).slice(0, MAX_ENTRIES)) {
      raw.push({ id: item.id, title: item.title, link: item.url, summary: item.summary ?? item.content_text ?? item.content_html, date: item.date_published ?? item.date_modified });
    }
  }
  const entries: FeedEntry[] = [];
  for (const entry of raw) {
    const title = plainText(entry.title, TITLE_MAX);
    const link = safeLink(entry.link);
    const identity = (typeof entry.id === 'string' && entry.id.trim().slice(0, 500)) || link;
    if (!title || !identity) continue;
    entries.push({ identity, title, link, summary: plainText(entry.summary, SUMMARY_MAX), published: dateOf(entry.date, now) });
  }
  return entries;
}
