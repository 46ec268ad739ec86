import type { NewsItem } from '@newsflash/protocol/news-item';
import { parseBacklog } from '@newsflash/protocol/backlog';
import { ProblemError } from '@/utils/net/problem';
import { readJsonReply } from '@/utils/net/read-json-reply';
import type { Clock, FetchLike } from '@/utils/net/net-types';

export interface BackfillRequest {
  apiUrl: string;
  limit: number;
  maxPages: number;
  timeoutMs: number;
  /** True when the id was already delivered (live or an earlier backfill); such items are skipped. */
  seen(id: string): boolean;
  /** The newest item of the history known to be complete; the gap starts after it. */
  since?: { id: string; time: number };
  /** A page's reply is refused past this (MAX_REPLY_BYTES unless given). */
  maxPageBytes?: number;
  /** Asked before each page; false stops the backfill there, incomplete (an extra feed's budget). */
  allowPage?: () => boolean;
}

export interface BackfillResult {
  /** Items not seen before, oldest first. */
  items: NewsItem[];
  pages: number;
  rejected: number;
  /** False when the page limit ran out before reaching the watermark: older gap items are missing. */
  complete: boolean;
  /** It stopped because `allowPage` said no. */
  overBudget?: true;
}

async function fetchPage(fetch: FetchLike, clock: Clock, url: string, timeoutMs: number, maxBytes?: number): Promise<unknown> {
  const abort = new AbortController();
  const timer = clock.setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: abort.signal });
    if (!response.ok) throw new ProblemError({ code: 'backfill-status', status: response.status });
    return await readJsonReply(response, maxBytes);
  } catch (error) {
    if (abort.signal.aborted) throw new ProblemError({ code: 'backfill-timeout', seconds: Math.round(timeoutMs / 1000) });
    throw error;
  } finally {
    clock.clearTimeout(timer);
  }
}

/**
 * Fetches the backlog (newest first) page by page until it reaches what was already seen, so the
 * gap left by a disconnect is filled; with nothing seen yet, one page is the initial history.
 */
export async function backfill(fetch: FetchLike, clock: Clock, request: BackfillRequest): Promise<BackfillResult> {
  const fresh = new Map<string, NewsItem>();
  let rejected = 0;
  let cursor: string | undefined;
  let pages = 0;
  let complete = request.since === undefined;
  while (pages < request.maxPages) {
    if (request.allowPage && !request.allowPage()) return result(fresh, pages, rejected, false, true);
    const query = new URLSearchParams({ limit: String(request.limit) });
    if (cursor) query.set('last_id', cursor);
    const page = parseBacklog(await fetchPage(fetch, clock, `${request.apiUrl}/news?${query}`, request.timeoutMs, request.maxPageBytes));
    pages++;
    rejected += page.rejected.length;
    // Paging stops at the watermark item itself or anything older. Other seen ids prove nothing:
    // live items delivered after the gap sit above it, and many items can share a millisecond.
    const since = request.since;
    let reachedOld = false;
    for (const item of page.items) {
      if (since && (item.id === since.id || item.time < since.time)) reachedOld = true;
      else if (!request.seen(item.id)) fresh.set(item.id, item);
    }
    const last = page.items.at(-1);
    if (complete || reachedOld || !last || page.items.length < request.limit) {
      complete = true;
      break;
    }
    cursor = last.id;
  }
  return result(fresh, pages, rejected, complete);
}

const result = (fresh: Map<string, NewsItem>, pages: number, rejected: number, complete: boolean, overBudget?: true): BackfillResult => ({
  items: [...fresh.values()].sort((a, b) => a.time - b.time),
  pages,
  rejected,
  complete,
  ...(overBudget && { overBudget }),
});
