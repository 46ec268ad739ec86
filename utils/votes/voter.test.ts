import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { storedItem } from '@/tests/fixtures/items';
import type { LiveEvent } from '@/utils/messages';
import { MemoryStore } from '@/utils/store/memory-store';
import type { ApiResult } from './vote-client';
import type { VoteResponse } from '@newsflash/protocol/vote-replies';
import { TallyOrder } from '@newsflash/protocol/tally-order';
import { Voter, type VoterDeps } from './voter';
import { FEED_REMOVED } from '@/utils/race/vote-route';

function setup(answer: () => ApiResult<VoteResponse>, tallies = new TallyOrder(), targetOf?: VoterDeps['targetOf']) {
  const clock = new FakeClock();
  const store = new MemoryStore();
  const events: LiveEvent[] = [];
  const sent: string[] = [];
  let voted = 0;
  const voter = new Voter(
    {
      client: {
        vote: async (newsId, action) => {
          sent.push(`${action} ${newsId}`);
          return answer();
        },
      },
      clock,
      store: () => store,
      broadcast: (event) => events.push(event),
      admitTally: (newsId, version, arrivedAt) => tallies.admit(newsId, version, arrivedAt),
      tallyArrival: () => tallies.arrival(),
      onVoted: () => voted++,
      targetOf,
    },
    { burst: 2, perMinute: 6 },
  );
  return { clock, store, events, sent, voter, voted: () => voted };
}

describe('Voter', () => {
  it('records an accepted vote and its totals, and tells open pages', async () => {
    const t = setup(() => ({ ok: true, value: { newsId: 'a', vote: 'like', likes: 3, dislikes: 1 } }));
    await t.store.putItems([storedItem('a')]);
    expect(await t.voter.vote('a', 'like')).toEqual({ ok: true, newsId: 'a', vote: 'like', likes: 3, dislikes: 1 });
    expect(await t.store.votes()).toEqual([{ newsId: 'a', vote: 'like', time: t.clock.now() }]);
    expect(await t.store.getItem('a')).toMatchObject({ likes: 3, dislikes: 1 });
    expect(t.events).toEqual([
      { type: 'tally', tally: { newsId: 'a', likes: 3, dislikes: 1 } },
      { type: 'vote', newsId: 'a', vote: 'like' },
    ]);
    expect(t.voted()).toBe(1);
  });

  it('a reply older than totals the vote stream already applied does not set them back', async () => {
    const tallies = new TallyOrder();
    const t = setup(() => ({ ok: true, value: { newsId: 'a', vote: 'like', likes: 3, dislikes: 1, version: 6 } }), tallies);
    await t.store.putItems([storedItem('a')]);
    // The stream's frame for the next vote on this item (version 7) landed while the reply was on its way.
    expect(tallies.admit('a', 7)).toBe(true);
    await t.store.setTally('a', 4, 1);
    expect(await t.voter.vote('a', 'like')).toEqual({ ok: true, newsId: 'a', vote: 'like' });
    expect(await t.store.getItem('a')).toMatchObject({ likes: 4, dislikes: 1 });
    expect(t.events).toEqual([{ type: 'vote', newsId: 'a', vote: 'like' }]);
  });

  it('a reply without a version does not apply over stream totals that arrived after it, while its vote was being stored', async () => {
    const tallies = new TallyOrder();
    const t = setup(() => ({ ok: true, value: { newsId: 'a', vote: 'like', likes: 1, dislikes: 0 } }), tallies);
    await t.store.putItems([storedItem('a')]);
    // Totals that arrived before the reply: the reply is newer and applies.
    expect(tallies.admit('a', undefined)).toBe(true);
    expect(await t.voter.vote('a', 'like')).toMatchObject({ likes: 1, dislikes: 0 });
    // A stream frame lands while the next vote's reply waits on the vote's own write.
    const setVote = t.store.setVote.bind(t.store);
    t.store.setVote = async (...args) => {
      expect(tallies.admit('a', undefined)).toBe(true);
      await t.store.setTally('a', 7, 2);
      return setVote(...args);
    };
    t.events.length = 0;
    expect(await t.voter.vote('a', 'dislike')).toEqual({ ok: true, newsId: 'a', vote: 'dislike' });
    expect(await t.store.getItem('a')).toMatchObject({ likes: 7, dislikes: 2 });
    expect(t.events).toEqual([{ type: 'vote', newsId: 'a', vote: 'dislike' }]);
  });

  it('holds votes that come too fast, without asking the service, and says why', async () => {
    const t = setup(() => ({ ok: true, value: {} }));
    await t.voter.vote('a', 'like');
    await t.voter.vote('b', 'like');
    const held = await t.voter.vote('c', 'like');
    expect(held).toMatchObject({ ok: false, error: { kind: 'rate-limited', message: 'Slow down: voting this fast can get your key suspended. Wait 10 s.' } });
    expect(t.sent).toEqual(['like a', 'like b']);
    t.clock.advance(10_000);
    expect((await t.voter.vote('c', 'like')).ok).toBe(true);
  });

  it('after the service says wait, nothing goes out until then', async () => {
    let limited = true;
    const t = setup(() => (limited ? { ok: false, error: { kind: 'rate-limited', message: 'Voting too fast. Try again in 30 s.', retryAfterMs: 30_000 } } : { ok: true, value: {} }));
    expect(await t.voter.vote('a', 'like')).toMatchObject({ ok: false, error: { message: 'Voting too fast. Try again in 30 s.' } });
    limited = false;
    t.clock.advance(20_000);
    expect(await t.voter.vote('a', 'like')).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(t.sent).toEqual(['like a']);
    expect(await t.store.votes()).toEqual([]);
  });

  it('a vote on an item from a removed feed is sent nowhere, says so, and changes nothing', async () => {
    const t = setup(() => ({ ok: true, value: {} }), new TallyOrder(), async (newsId) => (newsId === 'gone' ? FEED_REMOVED : undefined));
    await t.store.putItems([storedItem('gone'), storedItem('a')]);
    await t.store.setTally('gone', 2, 1);
    for (let i = 0; i < 3; i++) {
      expect(await t.voter.vote('gone', 'like')).toEqual({
        ok: false,
        newsId: 'gone',
        error: { kind: 'feed-removed', message: 'This item came from a feed you removed; its vote cannot be sent. Add that feed again under Extra feeds to vote on it.' },
      });
    }
    expect(t.sent).toEqual([]);
    expect(await t.store.votes()).toEqual([]);
    expect(await t.store.getItem('gone')).toMatchObject({ likes: 2, dislikes: 1 });
    expect(t.events).toEqual([]);
    // The refusals took nothing from the guard's allowance: the other items still vote.
    expect((await t.voter.vote('a', 'like')).ok).toBe(true);
    expect((await t.voter.vote('a', 'unlike')).ok).toBe(true);
  });
});
