-- An unfinished claim names the node holding it (sources/node-id.ts), so that node's next run
-- takes it back at once; another node's waits for the give-back. '' for none (finished, or older).
ALTER TABLE ingest_seen ADD COLUMN holder TEXT NOT NULL DEFAULT '';
CREATE INDEX ingest_seen_by_holder ON ingest_seen (holder) WHERE pending = 1;
