import type { StoryRepo } from '../types';
import type { Db } from './db';

export class SqliteStories implements StoryRepo {
  constructor(private readonly db: Db) {}

  async claimLink(url: string, story: string, time: number, windowMs: number, now = Date.now()): Promise<string> {
    // One process writes this file, a statement at a time: no other claim can come between the two.
    this.db.prepare('DELETE FROM story_links WHERE seen_at < ?').run(now - 2 * windowMs);
    const held = this.db
      .prepare(
        `INSERT INTO story_links (url, story, seen_at) VALUES (?, ?, ?)
         ON CONFLICT (url) DO UPDATE SET
           story = CASE WHEN story_links.seen_at < excluded.seen_at - ? THEN excluded.story ELSE story_links.story END,
           seen_at = max(story_links.seen_at, excluded.seen_at)
         RETURNING story, seen_at AS seenAt`,
      )
      .get(url, story, time, windowMs) as { story: string; seenAt: number };
    return held.seenAt - time > windowMs ? story : held.story;
  }
}
