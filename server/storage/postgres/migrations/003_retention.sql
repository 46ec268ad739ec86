-- Retention deletes an item's votes with it: they are found by item.
CREATE INDEX votes_by_news ON votes (news_id);

-- Outbox rows name their webhook (kind) instead of copying its address: the address is read from
-- the config at delivery. Rows already written keep theirs as legacy_url until a node, at start,
-- clears those that match the configured address.
ALTER TABLE outbox RENAME COLUMN url TO legacy_url;
ALTER TABLE outbox ALTER COLUMN legacy_url DROP NOT NULL;
CREATE INDEX outbox_by_created ON outbox (created_at);
