import type { SourceConfig } from './config';
import { englishHeadline } from '../items/english-headline';
import { FEED_FIELDS } from './feed-entries';
import { fetchCapped } from '../outbound/fetch-capped';
import { startPolling } from './poller';
import type { RunningSource, SourceContext } from './types';
import { EntriesUnreadable, type UnreadableCounts } from './unreadable';

const englishOf = (title: string, language: string) => {
  const en = englishHeadline(title, language);
  return en === undefined ? {} : { en };
};

/** Feeds are tens of kB; 4 MB is far past any real one and bounds what one poll may hold. */
export const FEED_MAX_BYTES = 4 * 1024 * 1024;

/**
 * An RSS, Atom or JSON Feed polled with conditional GET: the validators of the last answer go
 * back with the next request, so an unchanged feed costs a 304 and no parsing. A feed in English
 * (its `language`, English unless the sources file says otherwise) gives each title as `en` too.
 * Entries dropped (feedEntries) are counted; a document that had entries and none readable makes the source failing.
 */
export function startFeedSource(source: Extract<SourceConfig, { kind: 'feed' }>, context: SourceContext): RunningSource {
  let validators: Record<string, string> = {};
  let noted: string | undefined;
  return startPolling(source.intervalSeconds * 1000, context, async () => {
    const response = await fetchCapped(source.url, {
      fetch: context.fetch,
      maxBytes: FEED_MAX_BYTES,
      timeoutMs: source.timeoutSeconds * 1000,
      allowPrivate: source.allowPrivate,
      headers: { accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5', ...validators },
    });
    if (response.status === 304) return;
    // Said once, not every poll.
    if (response.note && response.note !== noted) context.note(response.note);
    noted = response.note;
    const now = context.now();
    let dropped: UnreadableCounts = {};
    const entries = await context.readFeed(response.text, now, response.url, (counts) => {
      dropped = counts;
      context.unreadable(counts);
    });
    if (entries.length === 0 && Object.keys(dropped).length > 0) throw new EntriesUnreadable(dropped, FEED_FIELDS);
    await context.offer(
      entries.map((entry) => ({
        identity: entry.identity,
        item: {
          title: entry.title,
          ...englishOf(entry.title, source.language),
          source: source.name,
          ...(entry.link ? { url: entry.link } : {}),
          ...(entry.summary ? { body: entry.summary } : {}),
          time: Math.min(entry.published ?? now, now),
        },
        // No believable date: read now, its age unknown (a new feed's undated archive is remembered, not published).
        ...(entry.published === undefined ? { timeless: true } : {}),
      })),
    );
    // Kept only once the entries are handed over: a failed offer polls the whole feed again.
    const etag = response.headers.get('etag');
    const modified = response.headers.get('last-modified');
    validators = { ...(etag ? { 'if-none-match': etag } : {}), ...(modified ? { 'if-modified-since': modified } : {}) };
  });
}
