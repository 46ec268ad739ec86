import { MemoryVoteBuckets, type RateLimitOptions } from '../../access/rate-limit';
import type { Storage } from '../types';
import { SqliteOutcomes } from './outcomes';
import { SqliteIngest } from './ingest';
import { openDb } from './db';
import { SqliteItems } from './items';
import { SqliteKeys } from './key-store';
import { SqliteOutbox } from './outbox';
import { SqliteStories } from './stories';
import { SqliteVotes } from './votes';

/** The embedded default: one process, one SQLite file (or `:memory:`), buckets in memory. */
export function openSqlite(file: string, limits: RateLimitOptions): Storage {
  const db = openDb(file);
  return {
    items: new SqliteItems(db),
    outcomes: new SqliteOutcomes(db),
    stories: new SqliteStories(db),
    ingest: new SqliteIngest(db),
    keys: new SqliteKeys(db),
    votes: new SqliteVotes(db, new MemoryVoteBuckets(limits)),
    outbox: new SqliteOutbox(db),
    shared: false,
    async ping() {
      db.prepare('SELECT 1').get();
    },
    roundTrips: () => 0,
    async close() {
      db.close();
    },
  };
}
