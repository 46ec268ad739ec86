import type { RateLimitOptions } from '../../access/rate-limit';
import type { Storage } from '../types';
import { PostgresOutcomes } from './outcomes';
import { PostgresIngest } from './ingest';
import { PostgresItems } from './items';
import { PostgresKeys } from './key-store';
import { migrate } from './migrate';
import { PostgresOutbox } from './outbox';
import { createPool, query } from './pool';
import { PostgresStories } from './stories';
import { PostgresVotes } from './votes';

/** Shared storage for any number of nodes. Migrates the schema before the node serves. */
export async function openPostgres(url: string, limits: RateLimitOptions, log: (line: string) => void): Promise<Storage> {
  const trips = { count: 0 };
  const pool = createPool(url, log, trips);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new Error(`PostgreSQL at ${redact(url)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    items: new PostgresItems(pool),
    outcomes: new PostgresOutcomes(pool),
    stories: new PostgresStories(pool),
    ingest: new PostgresIngest(pool),
    keys: new PostgresKeys(pool),
    votes: new PostgresVotes(pool, limits),
    outbox: new PostgresOutbox(pool),
    shared: true,
    ping: async () => void (await query(pool, 'SELECT 1')),
    roundTrips: () => trips.count,
    close: () => pool.end(),
  };
}

/** The address without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'the configured address';
  }
}
