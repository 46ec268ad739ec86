import type pg from 'pg';
import type { StoryRepo } from '../types';
import { query } from './pool';

export class PostgresStories implements StoryRepo {
  constructor(private readonly pool: pg.Pool) {}

  async claimLink(url: string, story: string, time: number, windowMs: number, now = Date.now()): Promise<string> {
    await query(this.pool, 'DELETE FROM story_links WHERE seen_at < $1', [now - 2 * windowMs]);
    // DO UPDATE (not DO NOTHING) so RETURNING always answers, with the row as the node that won
    // the race left it: a concurrent claim of the same link waits here for the first to commit.
    const [held] = await query<{ story: string; seenAt: number }>(
      this.pool,
      `INSERT INTO story_links (url, story, seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (url) DO UPDATE SET
         story = CASE WHEN story_links.seen_at < excluded.seen_at - $4 THEN excluded.story ELSE story_links.story END,
         seen_at = GREATEST(story_links.seen_at, excluded.seen_at)
       RETURNING story, seen_at AS "seenAt"`,
      [url, story, time, windowMs],
    );
    return held!.seenAt - time > windowMs ? story : held!.story;
  }
}
