-- The markets each market list named in a complete answer, and when last: a market is new only
-- when none of the last 7 days had it (a paused market, or one missing from one answer, is not).
-- `list` is the source's claim scope, so nodes sharing the database share what was seen.
CREATE TABLE markets_seen (
  list TEXT NOT NULL,
  market TEXT NOT NULL,
  seen_at BIGINT NOT NULL,
  PRIMARY KEY (list, market)
);
CREATE INDEX markets_seen_by_time ON markets_seen (list, seen_at);
