import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { t } from '@/utils/i18n';
import type { HopSample } from './hop-stats';

/** What the hop log holds: a day of live items, and at most `samples` of them (about 150 bytes each: ~3 MB). */
export const HOP_LOG_LIMITS = { windowMs: 24 * 60 * 60_000, samples: 20_000 };
export type HopLogLimits = typeof HOP_LOG_LIMITS;

/** The last day's hop samples, kept across restarts of the worker, bounded in time and count. */
export interface HopLog {
  /** The samples still in the window, oldest first. */
  load(now: number): Promise<HopSample[]>;
  /** Adds these in one write; past the window or the count, the oldest go. */
  add(samples: readonly HopSample[], now: number): Promise<void>;
}

interface Schema extends DBSchema {
  samples: { key: number; value: HopSample; indexes: { at: number } };
}

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
    let over = (await tx.store.count()) - this.limits.samples;
    for (let cursor = over > 0 ? await tx.store.index('at').openCursor() : null; cursor && over > 0; cursor = await cursor.continue(), over--) await cursor.delete();
    await tx.done;
  }
}

export async function openHopLog(indexedDB: IDBFactory | undefined = globalThis.indexedDB, limits: HopLogLimits = HOP_LOG_LIMITS): Promise<HopLog> {
  if (!indexedDB) throw new Error(t('feed.noIndexedDb'));
  // Opened on the factory given, as utils/store's is (idb's openDB always uses the global one).
  const request = indexedDB.open(HOP_DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore('samples', { autoIncrement: true }).createIndex('at', 'at');
  const db = (await wrap(request)) as unknown as IDBPDatabase<Schema>;
  return new IdbHopLog(db, limits);
}

/** The same bounds in memory, when IndexedDB cannot be opened: a day's figures until the worker stops. */
export function memoryHopLog(limits: HopLogLimits = HOP_LOG_LIMITS): HopLog {
  let samples: HopSample[] = [];
  return {
    load: async (now) => samples.filter((sample) => sample.at > now - limits.windowMs),
    add: async (added, now) => {
      samples.push(...added);
      samples = samples.filter((kept) => kept.at > now - limits.windowMs).sort((a, b) => a.at - b.at).slice(-limits.samples);
    },
  };
}
