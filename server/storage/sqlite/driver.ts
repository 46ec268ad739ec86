import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the Node line running: better-sqlite3 13 (N-API) from Node 24 on, 12
 * before. 12 wraps its objects in Node's own ObjectWrap, whose destructor on Node 24.19+ looks up
 * the environment of the current context: a statement collected where there is none aborts the
 * process (`Assertion failed: (env) != nullptr`, seen here on 24.21 and in
 * WiseLibs/better-sqlite3#1515, closed without a fix in 12). 13 crashes Node 20 on opening a
 * database and asks for ≥ 22; 22 runs both, and keeps 12 until Node 20 leaves the machine the
 * tests run on (then 12 goes). The two share one API: the types are 12's.
 */
const major = Number(process.versions.node.split('.')[0]);
export const DRIVER = major >= 24 ? 'better-sqlite3-napi' : 'better-sqlite3';

const Database: typeof BetterSqlite3 = createRequire(import.meta.url)(DRIVER);
export default Database;
