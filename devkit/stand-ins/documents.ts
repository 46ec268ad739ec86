/** Feed and announcement documents in the formats origins publish, for the stand-ins. */

export interface StandInEntry {
  id: string;
  title: string;
  link: string;
  summary?: string;
  time: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function rssDocument(title: string, entries: StandInEntry[]): string {
  const items = entries
    .map(
      (entry) =>
        `<item><title>${escapeXml(entry.title)}</title><link>${escapeXml(entry.link)}</link><guid isPermaLink="false">${escapeXml(entry.id)}</guid>` +
        `<pubDate>${new Date(entry.time).toUTCString()}</pubDate>${entry.summary ? `<description>${escapeXml(entry.summary)}</description>` : ''}</item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(title)}</title><link>https://example.org/</link><description>stand-in</description>${items}</channel></rss>`;
}

export function atomDocument(title: string, entries: StandInEntry[]): string {
  const items = entries
    .map(
      (entry) =>
        `<entry><id>${escapeXml(entry.id)}</id><title>${escapeXml(entry.title)}</title><link rel="alternate" href="${escapeXml(entry.link)}"/>` +
        `<published>${new Date(entry.time).toISOString()}</published><updated>${new Date(entry.time).toISOString()}</updated>${entry.summary ? `<summary>${escapeXml(entry.summary)}</summary>` : ''}</entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(title)}</title><id>urn:stand-in</id><updated>${new Date().toISOString()}</updated>${items}</feed>`;
}

export function jsonFeedDocument(title: string, entries: StandInEntry[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title,
    items: entries.map((entry) => ({ id: entry.id, url: entry.link, title: entry.title, content_text: entry.summary ?? '', date_published: new Date(entry.time).toISOString() })),
  });
}

/** Bybit's `GET /v5/announcements/index` answer, as its documentation shapes it. */
export function bybitAnnouncements(entries: (StandInEntry & { type?: string })[]): string {
  return JSON.stringify({
    retCode: 0,
    retMsg: 'OK',
    result: {
      total: entries.length,
      list: entries.map((entry) => ({
        title: entry.title,
        description: entry.summary ?? '',
        type: { title: entry.type === 'new_crypto' ? 'New Listings' : 'Latest Bybit News', key: entry.type ?? 'new_crypto' },
        tags: ['Spot'],
        url: entry.link,
        dateTimestamp: entry.time,
        startDateTimestamp: entry.time,
        endDateTimestamp: entry.time,
      })),
    },
    retExtInfo: {},
    time: Date.now(),
  });
}
