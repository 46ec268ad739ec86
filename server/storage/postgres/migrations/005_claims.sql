-- Claims say whether their entry was finished (a node killed while publishing leaves one unfinished,
-- given back later), and are keyed by a hash of the source's address, not the address: a URL may
-- carry a token, and the database is copied, backed up and read by tools. The source's kept
-- documents (a stream's cursor) are renamed alike. The hash is address-hash.ts' SHA-256 in hex.
-- `pending` is 0 or 1, as SQLite keeps it: the two backends have the same columns (service-schemas.test.ts).
ALTER TABLE ingest_seen ADD COLUMN pending SMALLINT NOT NULL DEFAULT 0;
CREATE INDEX ingest_seen_unfinished ON ingest_seen (seen_at) WHERE pending = 1;

UPDATE ingest_seen
SET source = split_part(source, ' ', 1) || ' ' || encode(sha256(convert_to(substr(source, strpos(source, ' ') + 1), 'UTF8')), 'hex')
WHERE strpos(source, '://') > 0;

UPDATE documents
SET name = 'source ' || split_part(name, ' ', 2) || ' ' || encode(sha256(convert_to(substr(name, 8 + strpos(substr(name, 8), ' ')), 'UTF8')), 'hex')
WHERE name LIKE 'source %' AND strpos(name, '://') > 0;
