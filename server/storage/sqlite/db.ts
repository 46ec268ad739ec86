import { chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { addressHash } from '../address-hash';
import Database from './driver';

export type Db = BetterSqlite3.Database;

/** Each step upgrades the schema by one version; never edit a shipped step, add a new one. */
/** The schema's steps in order; `user_version` counts those applied (exported so an upgrade test can build an older version's schema). */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE items (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     time INTEGER NOT NULL,
     json TEXT NOT NULL,
     likes INTEGER NOT NULL DEFAULT 0,
     dislikes INTEGER NOT NULL DEFAULT 0,
     first_liked_at INTEGER,
     posted_at INTEGER
   );
   CREATE INDEX items_by_time ON items (time DESC, seq DESC);
   CREATE TABLE keys (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     hash TEXT NOT NULL UNIQUE,
     prefix TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     revoked_at INTEGER,
     suspended_until INTEGER
   );
   CREATE TABLE votes (
     key_id INTEGER NOT NULL REFERENCES keys (id),
     news_id TEXT NOT NULL,
     type TEXT NOT NULL CHECK (type IN ('like', 'dislike')),
     time INTEGER NOT NULL,
     PRIMARY KEY (key_id, news_id)
   );
   CREATE INDEX votes_by_key_time ON votes (key_id, time DESC);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     url TEXT NOT NULL,
     payload TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     delivered_at INTEGER,
     last_error TEXT
   );
   CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);`,
  // Counts vote changes per item, so frames relayed between nodes can be put in order.
  `ALTER TABLE items ADD COLUMN version INTEGER NOT NULL DEFAULT 0;`,
  // The service's own ingest: what each source has published, who runs the sources, kept market lists.
  `CREATE TABLE ingest_seen (
     source TEXT NOT NULL,
     identity TEXT NOT NULL,
     seen_at INTEGER NOT NULL,
     PRIMARY KEY (source, identity)
   );
   CREATE INDEX ingest_seen_by_time ON ingest_seen (seen_at);
   CREATE TABLE leases (
     name TEXT PRIMARY KEY,
     holder TEXT NOT NULL,
     until INTEGER NOT NULL
   );
   CREATE TABLE documents (
     name TEXT PRIMARY KEY,
     json TEXT NOT NULL,
     saved_at INTEGER NOT NULL
   );`,
  // Retention deletes an item's votes with it: they are found by item.
  `CREATE INDEX votes_by_news ON votes (news_id);`,
  // Outbox rows name their webhook (kind) instead of copying its address: the address is read from
  // the config at delivery. Rows already written keep theirs as legacy_url until the service, at
  // start, clears those that match the configured address.
  `CREATE TABLE outbox_named (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     legacy_url TEXT,
     payload TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     delivered_at INTEGER,
     last_error TEXT
   );
   INSERT INTO outbox_named SELECT id, kind, url, payload, created_at, attempts, next_attempt_at, delivered_at, last_error FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_named RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);
   CREATE INDEX outbox_by_created ON outbox (created_at);`,
  // Stories across restarts: which story each page (a canonical link) belongs to, and when an item last linked it.
  `CREATE TABLE story_links (
     url TEXT PRIMARY KEY,
     story TEXT NOT NULL,
     seen_at INTEGER NOT NULL
   );
   CREATE INDEX story_links_by_time ON story_links (seen_at);`,
  // Claims say whether their entry was finished (a node killed while publishing leaves one unfinished,
  // given back later), and are keyed by a hash of the source's address, not the address: a URL may
  // carry a token, and the database is copied, backed up and read by tools. The source's kept
  // documents (a stream's cursor) are renamed alike.
  `ALTER TABLE ingest_seen ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX ingest_seen_unfinished ON ingest_seen (seen_at) WHERE pending = 1;
   UPDATE ingest_seen SET source = substr(source, 1, instr(source, ' ')) || newsflash_sha256(substr(source, instr(source, ' ') + 1))
     WHERE instr(source, '://') > 0;
   UPDATE documents SET name = 'source ' || substr(name, 8, instr(substr(name, 8), ' ')) || newsflash_sha256(substr(name, 8 + instr(substr(name, 8), ' ')))
     WHERE name LIKE 'source %' AND instr(name, '://') > 0;`,
  // The markets each market list named in a complete answer, and when last: a market is new only
  // when none of the last 7 days had it (a paused market, or one missing from one answer, is not).
  `CREATE TABLE markets_seen (
     list TEXT NOT NULL,
     market TEXT NOT NULL,
     seen_at INTEGER NOT NULL,
     PRIMARY KEY (list, market)
   );
   CREATE INDEX markets_seen_by_time ON markets_seen (list, seen_at);`,
  // An unfinished claim names the node holding it (sources/node-id.ts), so that node's next run
  // takes it back at once; another node's waits for the give-back. '' for none (finished, or older).
  `ALTER TABLE ingest_seen ADD COLUMN holder TEXT NOT NULL DEFAULT '';
   CREATE INDEX ingest_seen_by_holder ON ingest_seen (holder) WHERE pending = 1;`,
  // What the operator's model said of an item (server/ai/), as a checked JSON note; NULL until it answers.
  `ALTER TABLE items ADD COLUMN ai TEXT;`,
  // What each headline did to the price (server/outcomes/): the item's outcome so far, and the
  // checks still to run, kept across restarts and taken up by whichever node holds the lease.
  `ALTER TABLE items ADD COLUMN outcome TEXT;
   CREATE TABLE outcome_checks (
     item_id TEXT NOT NULL,
     span TEXT NOT NULL,
     published_at INTEGER NOT NULL,
     due_at INTEGER NOT NULL,
     coins TEXT NOT NULL,
     PRIMARY KEY (item_id, span)
   );
   CREATE INDEX outcome_checks_due ON outcome_checks (due_at);`,
];

/** The database is its owner's alone: it holds keys' hashes, votes and webhook rows. */
const DB_MODE = 0o600;

/**
 * Creates the database file 0600 whatever the umask (SQLite gives its -wal and -shm files the
 * main file's mode), in a folder created 0700, and takes an existing file and its companions
 * back to 0600: a database made before this rule, or copied in, was readable by every account.
 */
function ownerOnly(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, constants.O_RDWR | constants.O_CREAT, DB_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path) && (statSync(path).mode & 0o777) !== DB_MODE) chmodSync(path, DB_MODE);
  }
}

export function openDb(file: string): Db {
  if (file !== ':memory:' && file !== '') ownerOnly(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: a committed vote is in the OS before the 200 goes out, so it survives the process
  // crashing or being killed; only a power cut can lose the last moments. FULL would fsync on
  // every commit and put a disk flush into every vote and every published item's fan-out.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // The hash claims are keyed by (sources/config.ts' claimScope), for the migration that re-keys old ones.
  db.function('newsflash_sha256', { deterministic: true }, (text) => addressHash(String(text)));
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let step = version; step < SQLITE_MIGRATIONS.length; step++) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[step]!);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return db;
}
