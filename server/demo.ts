import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newItemId, type StoredItem } from './items';

const corpusDir = fileURLToPath(new URL('./corpus/', import.meta.url));

function readItems(file: string): Record<string, unknown>[] {
  return readFileSync(`${corpusDir}${file}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const liveItems = readItems('live-items.jsonl');
const backlogItems = readItems('backlog-items.jsonl');

/** A corpus item as if it were published at `now`: fresh id, fresh time, counters dropped. */
function refresh(template: Record<string, unknown>, now: number): StoredItem {
  const { likes: _likes, dislikes: _dislikes, ...rest } = template;
  // Tweets carry numeric tweet ids; everything else uses the 13-digit-time-plus-suffix style.
  const id = template.type === 'direct' ? `${now}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` : newItemId(now);
  return { ...rest, _id: id, time: now, title: String(template.title) };
}

/** History for an empty demo database: every corpus item, spread over the last hour. */
export function demoHistory(now = Date.now()): StoredItem[] {
  const all = [...backlogItems, ...liveItems];
  return all.map((template, index) => refresh(template, now - (all.length - index) * 150_000));
}

/** Publishes a corpus item (in shuffled rounds, so the feed does not loop visibly) every 1/rate s. */
export function startDemoFeed(rate: number, publish: (item: StoredItem) => void): () => void {
  let queue: Record<string, unknown>[] = [];
  const timer = setInterval(() => {
    if (queue.length === 0) queue = [...liveItems].sort(() => Math.random() - 0.5);
    publish(refresh(queue.pop()!, Date.now()));
  }, 1000 / rate);
  return () => clearInterval(timer);
}
