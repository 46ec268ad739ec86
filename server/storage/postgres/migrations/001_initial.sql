CREATE TABLE items (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  time BIGINT NOT NULL,
  json TEXT NOT NULL,
  likes INTEGER NOT NULL DEFAULT 0,
  dislikes INTEGER NOT NULL DEFAULT 0,
  first_liked_at BIGINT,
  posted_at BIGINT,
  version INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX items_by_time ON items (time DESC, seq DESC);

CREATE TABLE keys (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  revoked_at BIGINT,
  suspended_until BIGINT
);

CREATE TABLE votes (
  key_id INTEGER NOT NULL REFERENCES keys (id),
  news_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('like', 'dislike')),
  time BIGINT NOT NULL,
  seq BIGSERIAL,
  PRIMARY KEY (key_id, news_id)
);
CREATE INDEX votes_by_key_time ON votes (key_id, time DESC, seq DESC);

-- Token buckets shared by every node, so a key cannot multiply its rate by spreading votes.
-- Unlogged: a bucket step commits without waiting for a disk flush (it is on every vote), and
-- after a database crash the buckets simply start full again.
CREATE UNLOGGED TABLE vote_buckets (
  key_id INTEGER PRIMARY KEY,
  state JSONB
);

CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  delivered_at BIGINT,
  last_error TEXT
);
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE delivered_at IS NULL;
