-- The service's own ingest: what each source has published, who runs the sources, kept market lists.
CREATE TABLE ingest_seen (
  source TEXT NOT NULL,
  identity TEXT NOT NULL,
  seen_at BIGINT NOT NULL,
  PRIMARY KEY (source, identity)
);
CREATE INDEX ingest_seen_by_time ON ingest_seen (seen_at);

CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  until BIGINT NOT NULL
);

CREATE TABLE documents (
  name TEXT PRIMARY KEY,
  json TEXT NOT NULL,
  saved_at BIGINT NOT NULL
);
