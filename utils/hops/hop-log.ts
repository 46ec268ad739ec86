import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { t } from '@/utils/base/i18n';
import type { HopSample } from './hop-stats';

/**
 * What the hop log holds: a day of live items, at most `samples` of the first feed's (about 150 bytes
 * each: ~3 MB) and at most `samplesPerExtraFeed` of each extra feed's copies (~0.75 MB each, four at
 * most). Each feed's budget is its own: a feed that floods loses its own oldest, never another's.
 */
export const HOP_LOG_LIMITS = { windowMs: 24 * 60 * 60_000, samples: 20_000, samplesPerExtraFeed: 5_000 };
export interface HopLogLimits {
  windowMs: number;
  samples: number;
  /** Absent: the same as `samples`. */
  samplesPerExtraFeed?: number;
}

const budgetOf = (limits: HopLogLimits, feed: string | undefined) => (feed === undefined ? limits.samples : (limits.samplesPerExtraFeed ?? limits.samples));

/** The samples (oldest first) within the window and each feed's budget: the newest of each are kept. */
export function boundSamples(samples: readonly HopSample[], now: number, limits: HopLogLimits): HopSample[] {
  const since = now - limits.windowMs;
  const counts = new Map<string | undefined, number>();
  const kept: HopSample[] = [];
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i]!;
    if (sample.at <= since) continue;
    const count = counts.get(sample.feed) ?? 0;
    if (count >= budgetOf(limits, sample.feed)) continue;
    counts.set(sample.feed, count + 1);
    kept.push(sample);
  }
  return kept.reverse();
}

/** The last day's hop samples, kept across restarts of the worker, bounded in time and count. */
export interface HopLog {
  /** The samples still in the window, oldest first. */
  load(now: number): Promise<HopSample[]>;
  /** Adds these in one write; past the window or the count, the oldest go. */
  add(samples: readonly HopSample[], now: number): Promise<void>;
}

interface Schema extends DBSchema {
  samples: { key: number; value: HopSample; indexes: { at: number; feed: string } };
}

/** Upgrade steps by version, each run once in order: 2 indexes the extra feeds' samples (the first feed's have no `feed`, so no entry). */
const upgrades: ((request: IDBOpenDBRequest) => void)[] = [
  (request) => request.result.createObjectStore('samples', { autoIncrement: true }).createIndex('at', 'at'),
  (request) => request.transaction!.objectStore('samples').createIndex('feed', 'feed'),
];

/** Its own database, apart from the items' (utils/store): its upgrades never meet theirs. */
export const HOP_DB_NAME = 'newsflash-hops';

class IdbHopLog implements HopLog {
  constructor(
    private readonly db: IDBPDatabase<Schema>,
    private readonly limits: HopLogLimits,
  ) {}

  async load(now: number): Promise<HopSample[]> {
    return this.db.getAllFromIndex('samples', 'at', IDBKeyRange.lowerBound(now - this.limits.windowMs, true));
  }

  async add(samples: readonly HopSample[], now: number): Promise<void> {
    if (samples.length === 0) return;
    const tx = this.db.transaction('samples', 'readwrite');
    await Promise.all(samples.map((sample) => tx.store.add(sample)));
    for (let cursor = await tx.store.index('at').openCursor(IDBKeyRange.upperBound(now - this.limits.windowMs)); cursor; cursor = await cursor.continue()) await cursor.delete();
    // Each extra feed in this batch past its budget: its own oldest go (the index walks a feed's samples in the order written).
    for (const feed of new Set(samples.flatMap((sample) => (sample.feed === undefined ? [] : [sample.feed])))) {
      let over = (await tx.store.index('feed').count(feed)) - budgetOf(this.limits, feed);
      for (let cursor = over > 0 ? await tx.store.index('feed').openCursor(feed) : null; cursor && over > 0; cursor = await cursor.continue(), over--) await cursor.delete();
    }
    // The first feed's past its budget: its oldest go, the extra feeds' are stepped over.
    let over = (await tx.store.count()) - (await tx.store.index('feed').count()) - this.limits.samples;
    for (let cursor = over > 0 ? await tx.store.index('at').openCursor() : null; cursor && over > 0; cursor = await cursor.continue()) {
      if (cursor.value.feed !== undefined) continue;
      await cursor.delete();
      over--;
    }
    await tx.done;
  }
}

export async function openHopLog(indexedDB: IDBFactory | undefined = globalThis.indexedDB, limits: HopLogLimits = HOP_LOG_LIMITS): Promise<HopLog> {
  if (!indexedDB) throw new Error(t('feed.noIndexedDb'));
  // Opened on the factory given, as utils/store's is (idb's openDB always uses the global one).
  const request = indexedDB.open(HOP_DB_NAME, upgrades.length);
  request.onupgradeneeded = (event) => {
    for (let step = event.oldVersion; step < upgrades.length; step++) upgrades[step]!(request);
  };
  const db = (await wrap(request)) as unknown as IDBPDatabase<Schema>;
  return new IdbHopLog(db, limits);
}

/** The same bounds in memory, when IndexedDB cannot be opened: a day's figures until the worker stops. */
export function memoryHopLog(limits: HopLogLimits = HOP_LOG_LIMITS): HopLog {
  let samples: HopSample[] = [];
  return {
    load: async (now) => samples.filter((sample) => sample.at > now - limits.windowMs),
    add: async (added, now) => {
      samples = boundSamples([...samples, ...added].sort((a, b) => a.at - b.at), now, limits);
    },
  };
}
