import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newItemId, type FeedItem } from './items';

const corpusDir = fileURLToPath(new URL('./corpus/', import.meta.url));

function readItems(file: string): Record<string, unknown>[] {
  return readFileSync(`${corpusDir}${file}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const liveItems = readItems('live-items.jsonl');
const backlogItems = readItems('backlog-items.jsonl');

/**
 * Invented projects that stand in for the corpus's invented "Example (EXMP)", so the replayed feed
 * varies without announcing fake listings of real coins.
 */
const PROJECTS: [ticker: string, name: string][] = [
  ['EXMP', 'Example'],
  ['NOVX', 'Novax'],
  ['KITE', 'Kitelayer'],
  ['ORBX', 'Orbix'],
  ['VOLT', 'Voltage'],
  ['PIXL', 'Pixelverse'],
  ['MOSS', 'Mossnet'],
];

/** The corpus item with the example project swapped for another (items about real coins stay as they are). */
export function vary(template: Record<string, unknown>, [ticker, name]: [string, string]): Record<string, unknown> {
  const text = JSON.stringify(template).replaceAll('EXMP', ticker).replaceAll('Example', name).replaceAll('example', name.toLowerCase());
  return JSON.parse(text) as Record<string, unknown>;
}

/** A corpus item as if it were published at `now`: fresh id, fresh time, counters dropped. */
export function refresh(template: Record<string, unknown>, now: number): FeedItem {
  const { likes: _likes, dislikes: _dislikes, ...rest } = template;
  // Tweets carry numeric tweet ids; everything else uses the 13-digit-time-plus-suffix style.
  const id = template.type === 'direct' ? `${now}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` : newItemId(now);
  return { ...rest, _id: id, time: now, title: String(template.title) };
}

/** History for an empty demo database: every corpus item, spread over the last hour. */
export function demoHistory(now = Date.now()): FeedItem[] {
  const all = [...backlogItems, ...liveItems];
  return all.map((template, index) => refresh(template, now - (all.length - index) * 150_000));
}

/**
 * Publishes a corpus item every 1/rate s: in shuffled rounds, each with a project of its own, so
 * the feed does not loop visibly.
 */
export function startDemoFeed(rate: number, publish: (item: FeedItem) => void, random = Math.random): () => void {
  let queue: Record<string, unknown>[] = [];
  const timer = setInterval(() => {
    if (queue.length === 0) queue = [...liveItems].sort(() => random() - 0.5);
    const project = PROJECTS[Math.floor(random() * PROJECTS.length)]!;
    publish(refresh(vary(queue.pop()!, project), Date.now()));
  }, 1000 / rate);
  return () => clearInterval(timer);
}
