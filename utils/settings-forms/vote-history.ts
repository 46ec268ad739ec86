import { spreadsheetSafe } from '@/utils/text/spreadsheet-safe';
import { isoTime } from '@/utils/text/time';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { StoredItem, StoredVote } from '@/utils/store/store-types';
import { FIRST_FEED_ID } from '@/utils/race/extra-feeds';

export interface HistoryRow {
  newsId: string;
  vote: VoteRecord['vote'];
  /** When the vote was cast, when the service says. */
  votedAt?: number;
  title?: string;
  source?: string;
  publishedAt?: number;
  link?: string;
  /** The feed the vote was cast on: an extra feed's name (its id once removed), or the first feed's. */
  feed: string;
}

/** The user's votes joined with the cached items they refer to, most recent vote first; `feedNames` the extra feeds' names by id. */
export function joinHistory(votes: readonly StoredVote[], items: readonly StoredItem[], feedNames: Readonly<Record<string, string>> = {}): HistoryRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return votes
    .map((vote) => {
      // Another feed's item under the same id is other news: the row then shows the id alone.
      const stored = byId.get(vote.newsId);
      const item = stored?.via === vote.feed ? stored : undefined;
      return {
        newsId: vote.newsId,
        vote: vote.vote,
        votedAt: vote.time,
        title: item?.title,
        source: item?.source,
        publishedAt: item?.time,
        link: item?.link,
        feed: vote.feed === undefined ? FIRST_FEED_ID : (Object.hasOwn(feedNames, vote.feed) ? feedNames[vote.feed]! : vote.feed),
      };
    })
    .sort((a, b) => (b.votedAt ?? b.publishedAt ?? 0) - (a.votedAt ?? a.publishedAt ?? 0));
}

function csvCell(value: string): string {
  const safe = spreadsheetSafe(value);
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function historyCsv(rows: readonly HistoryRow[]): string {
  const header = ['news_id', 'vote', 'voted_at', 'title', 'source', 'published_at', 'link', 'feed'];
  const lines = rows.map((row) => [row.newsId, row.vote, isoTime(row.votedAt), row.title ?? '', row.source ?? '', isoTime(row.publishedAt), row.link ?? '', row.feed].map(csvCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export function historyJson(rows: readonly HistoryRow[]): string {
  return `${JSON.stringify(rows.map((row) => ({ ...row, votedAt: isoTime(row.votedAt) || undefined, publishedAt: isoTime(row.publishedAt) || undefined })), null, 2)}\n`;
}
