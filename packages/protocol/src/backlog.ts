import { parseItem } from './frames';
import type { NewsItem } from './news-item';

/** Reads a `GET /api/news` reply: an array of items, newest first; unreadable entries are counted. */
export function parseBacklog(value: unknown): { items: NewsItem[]; rejected: string[] } {
  if (!Array.isArray(value)) return { items: [], rejected: ['backlog is not an array'] };
  const items: NewsItem[] = [];
  const rejected: string[] = [];
  for (const entry of value) {
    const result = parseItem(entry);
    if (result.kind === 'item') items.push(result.item);
    else rejected.push(result.reason);
  }
  return { items, rejected };
}
