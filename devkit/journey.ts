import { readHouse, type Import } from './house-imports';

/**
 * A headline's journey from an origin to a notification and a row (docs/architecture.md, walk 1):
 * the files it passes, step by step, on one node with the default storage. The AI note, the bus
 * and the operator's `/admin/news` are side ways, and the worker's engine is left out: it wires
 * every feature, and the headline passes its wires, not its code.
 */
export const JOURNEY_STOPS = [
  // The service: an origin's entry read, claimed, checked, enriched, stored and framed to the sockets.
  'server/sources/runner.ts',
  'server/sources/feed-source.ts',
  'server/sources/feed-reader.ts',
  'server/sources/feed-worker.ts',
  'server/storage/sqlite/ingest.ts',
  'server/publishing/publisher.ts',
  'server/publishing/enrich.ts',
  'server/storage/sqlite/stories.ts',
  'server/storage/sqlite/items.ts',
  'server/publishing/fanout.ts',
  'server/sockets/feed-sockets.ts',
  // The worker: the socket, the feed, the frame read, the rules, storage and the notification.
  'utils/net/socket-session.ts',
  'utils/feed/news-feed.ts',
  'utils/background/socket-events.ts',
  'utils/background/store-items.ts',
  'utils/notify/notifications.ts',
  'utils/background/live-ports.ts',
  // The page: the port, the inbox and state, the feed page down to a card.
  'components/host/extension-port.ts',
  'components/hooks/useLiveFeed.ts',
  'components/FeedPage.tsx',
];

/**
 * Every file the stops import, on and on: with `types`, type-only imports too (what a reader follows),
 * without, what loads. An on-demand `import()` loads later, off the way, and is not followed.
 */
export function journeyFiles(options: { types: boolean }, imports: readonly Import[] = readHouse().imports): string[] {
  const next = new Map<string, string[]>();
  for (const edge of imports) {
    if (!edge.dynamic && (options.types || !edge.typeOnly)) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const seen = new Set<string>();
  const todo = [...JOURNEY_STOPS];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(next.get(file) ?? []));
  }
  return [...seen].sort();
}

/** Run with `npx tsx devkit/journey.ts` (`--list` names the files): the figure docs/architecture.md keeps. */
if (process.argv[1] === import.meta.filename) {
  const { imports } = readHouse();
  const folders = (files: string[]) => new Set(files.map((file) => file.slice(0, file.lastIndexOf('/')))).size;
  const read = journeyFiles({ types: true }, imports);
  const loaded = journeyFiles({ types: false }, imports);
  console.log(`a headline's journey: ${read.length} files in ${folders(read)} folders read (type imports followed), ${loaded.length} in ${folders(loaded)} loaded`);
  if (process.argv.includes('--list')) for (const file of read) console.log(`  ${file}${loaded.includes(file) ? '' : ' (type only)'}`);
}
