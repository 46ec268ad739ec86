-- What the operator's model said of an item (server/ai/), as a checked JSON note; NULL until it answers.
ALTER TABLE items ADD COLUMN ai TEXT;
