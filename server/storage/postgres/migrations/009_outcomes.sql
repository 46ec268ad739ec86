-- What each headline did to the price (server/outcomes/): the item's outcome so far, and the
-- checks still to run, kept across restarts and taken up by whichever node holds the lease.
ALTER TABLE items ADD COLUMN outcome TEXT;
CREATE TABLE outcome_checks (
  item_id TEXT NOT NULL,
  span TEXT NOT NULL,
  published_at BIGINT NOT NULL,
  due_at BIGINT NOT NULL,
  coins TEXT NOT NULL,
  PRIMARY KEY (item_id, span)
);
CREATE INDEX outcome_checks_due ON outcome_checks (due_at);
