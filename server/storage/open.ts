import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Storage } from './types';

export const isPostgresUrl = (db: string) => /^postgres(ql)?:\/\//.test(db);

/** What opening storage reads of the service's config: the database, and the vote rate its buckets keep. */
export interface StorageConfig {
  db: string;
  voteRate: number;
  suspendAfter: number;
}

/** `postgres://…` opens PostgreSQL (shared by nodes); anything else is a SQLite file or `:memory:`. */
export function openStorage(config: StorageConfig, log: (line: string) => void): Promise<Storage> {
  const limits = { perMinute: config.voteRate, suspendAfter: config.suspendAfter };
  return isPostgresUrl(config.db) ? openPostgres(config.db, limits, log) : Promise.resolve(openSqlite(config.db, limits));
}
