-- Stories across nodes: which story each page (a canonical link) belongs to, and when an item last linked it.
CREATE TABLE story_links (
  url TEXT PRIMARY KEY,
  story TEXT NOT NULL,
  seen_at BIGINT NOT NULL
);
CREATE INDEX story_links_by_time ON story_links (seen_at);
