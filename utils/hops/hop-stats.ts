import type { Hops } from '@newsflash/protocol/hops';
import { percentile } from '@newsflash/protocol/percentile';

/** One live item's passage, as the worker keeps it: its source, and each hop's time (NewsItem's `hops`). */
export interface HopSample {
  source: string;
  /** The extra feed that carried this copy (its id); absent: the first feed. */
  feed?: string;
  /** When the worker received it, on this computer's clock: what the window and the gaps are counted on. */
  at: number;
  hops: Hops & { arrived: number };
}

/** The spans Diagnostics shows, each from one hop to the next, and the whole way: origin → screen. */
export const HOP_SPANS = [
  { name: 'origin-read', from: 'origin', to: 'read' },
  { name: 'read-sent', from: 'read', to: 'sent' },
  { name: 'sent-arrived', from: 'sent', to: 'arrived' },
  { name: 'origin-arrived', from: 'origin', to: 'arrived' },
] as const;
export type HopSpan = (typeof HOP_SPANS)[number]['name'];

export interface SpanFigures {
  p50: number;
  p95: number;
}

export interface HopRow {
  source: string;
  /** The extra feed whose copies these are; absent: the first feed's. */
  feed?: string;
  items: number;
  /** When the source last spoke (its newest item's arrival, this computer's clock). */
  lastAt: number;
  spans: Partial<Record<HopSpan, SpanFigures>>;
}

/** The first feed's rows shown at most: a service that invents source names cannot make the table endless. */
export const HOP_ROWS_MAX = 50;
/** Each extra feed's rows at most: a hostile feed's invented sources never push the first feed's rows out. */
export const HOP_ROWS_PER_EXTRA_FEED = 20;

/**
 * Per feed (the first feed's rows first, then each extra feed's, in the order first seen) and per
 * source, busiest first: items, p50/p95 of each span (where both its hops are stamped), when it last
 * spoke. Each feed's copies are timed on its own clock and shown apart.
 */
export function hopRows(samples: readonly HopSample[]): HopRow[] {
  const byFeed = new Map<string | undefined, HopSample[]>([[undefined, []]]);
  for (const sample of samples) {
    const list = byFeed.get(sample.feed);
    if (list) list.push(sample);
    else byFeed.set(sample.feed, [sample]);
  }
  return [...byFeed].flatMap(([feed, list]) =>
    feedRows(list, feed === undefined ? HOP_ROWS_MAX : HOP_ROWS_PER_EXTRA_FEED).map((row) => (feed === undefined ? row : { ...row, feed })),
  );
}

function feedRows(samples: readonly HopSample[], max: number): HopRow[] {
  const bySource = new Map<string, HopSample[]>();
  for (const sample of samples) {
    const list = bySource.get(sample.source);
    if (list) list.push(sample);
    else bySource.set(sample.source, [sample]);
  }
  const rows = [...bySource].map(([source, list]): HopRow => {
    const spans: HopRow['spans'] = {};
    for (const { name, from, to } of HOP_SPANS) {
      const values = list.flatMap(({ hops }) => (hops[from] === undefined || hops[to] === undefined ? [] : [hops[to]! - hops[from]!])).sort((a, b) => a - b);
      if (values.length > 0) spans[name] = { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
    }
    return { source, items: list.length, lastAt: Math.max(...list.map((sample) => sample.at)), spans };
  });
  return rows.sort((a, b) => b.items - a.items || a.source.localeCompare(b.source)).slice(0, max);
}
