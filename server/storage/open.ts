import type { RateLimitOptions } from '../rate-limit';
import type { VoteHooks } from '../vote-transition';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Storage } from './types';

export const isPostgresUrl = (db: string) => /^postgres(ql)?:\/\//.test(db);

/** `postgres://…` opens PostgreSQL (shared by nodes); anything else is a SQLite file or `:memory:`. */
export function openStorage(db: string, hooks: VoteHooks, limits: RateLimitOptions, log: (line: string) => void): Promise<Storage> {
  return isPostgresUrl(db) ? openPostgres(db, hooks, limits, log) : Promise.resolve(openSqlite(db, hooks, limits));
}
