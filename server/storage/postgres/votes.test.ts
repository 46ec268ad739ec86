import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { transition } from '../../votes/vote-transition';
import type { ItemVoteState } from '../types';
import { PostgresVotes, stepWrites } from './votes';

const item: ItemVoteState = { json: '{"title":"A headline"}', likes: 0, dislikes: 0, firstLikedAt: null, postedAt: null, version: 0 };
const hooks = { chatWebhook: 'https://chat.example/hook', postWebhook: 'https://post.example/hook', postThreshold: 1 };

/** A pool whose one client answers as a database holding `item` (or none) and a key with no vote yet, recording every statement sent. */
function recordingPool(found: ItemVoteState | undefined) {
  const sent: string[] = [];
  const client = {
    query: async (text: string) => {
      sent.push(text.replace(/\s+/g, ' ').trim());
      if (text.includes('FOR UPDATE')) return { rows: found ? [found] : [] };
      if (text.includes('WITH bucket')) return { rows: [{ current: null, bucket: null }] };
      return { rows: [] };
    },
    release: () => {},
  };
  return { pool: { waitingCount: 0, connect: async () => client } as unknown as pg.Pool, sent };
}

describe('a vote on PostgreSQL: round trips', () => {
  const limits = { perMinute: 30, suspendAfter: 3 };

  it('is four statements inside BEGIN and COMMIT, even with two side effects to write', async () => {
    const { pool, sent } = recordingPool(item);
    const outcome = await new PostgresVotes(pool, limits).cast(7, 'a', (state, current) => transition(state, current, 'like', hooks, 1_000), 1_000);
    expect(outcome).toMatchObject({ step: { changed: true, likes: 1, effects: [{ kind: 'chat' }, { kind: 'post' }] } });
    expect(sent).toHaveLength(5);
    expect(sent[0]).toBe('BEGIN');
    expect(sent[3]).toMatch(/^WITH w0 AS \(UPDATE vote_buckets .*w1 AS \(INSERT INTO votes .*w2 AS \(UPDATE items .*\) INSERT INTO outbox .* VALUES \(\$\d+, \$\d+, \$\d+, \$\d+\), \(\$\d+, \$\d+, \$\d+, \$\d+\)$/);
    expect(sent[4]).toBe('COMMIT');
  });

  it('an unknown item is one statement, and takes no token', async () => {
    const { pool, sent } = recordingPool(undefined);
    expect(await new PostgresVotes(pool, limits).cast(7, 'gone', () => { throw new Error('not asked'); }, 1_000)).toBeUndefined();
    expect(sent).toEqual(['BEGIN', expect.stringMatching(/FOR UPDATE$/), 'COMMIT']);
  });
});

describe('stepWrites', () => {
  it('numbers every value it uses once, in order, and writes only the bucket for a vote that changed nothing', () => {
    const same = transition({ ...item, likes: 1, version: 1 }, 'like', 'like', hooks, 5);
    expect(stepWrites(7, 'a', '{"tokens":2}', same, 5)).toEqual(['UPDATE vote_buckets SET state = $1 WHERE key_id = $2', ['{"tokens":2}', 7]]);
    const [text, values] = stepWrites(7, 'a', null, transition({ ...item, likes: 1, version: 1 }, 'like', 'unlike', hooks, 5), 5);
    expect(text).toBe('WITH w0 AS (UPDATE vote_buckets SET state = $1 WHERE key_id = $2), w1 AS (DELETE FROM votes WHERE key_id = $3 AND news_id = $4) UPDATE items SET likes = $5, dislikes = $6, first_liked_at = $7, posted_at = $8, version = $9 WHERE id = $10');
    expect(values).toEqual([null, 7, 7, 'a', 0, 0, null, null, 2, 'a']);
  });
});
