import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { MemoryStore } from '@/utils/store/memory-store';
import type { ApiResult } from './vote-client';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import { HistorySync, MAX_HISTORY_PER_FEED, newestVotes } from './history-sync';
import type { HistoryFeed } from '@/utils/race/race-types';

function setup(answers: ApiResult<{ votes: VoteRecord[]; skipped: number }>[]) {
  const clock = new FakeClock();
  const store = new MemoryStore();
  const saved: number[] = [];
  let calls = 0;
  const sync = new HistorySync({
    client: { myVotes: async () => answers[Math.min(calls++, answers.length - 1)]! },
    store: () => store,
    clock,
    saveSyncedAt: async (at) => void saved.push(at),
    onSynced: () => {},
  });
  return { clock, store, saved, sync, calls: () => calls };
}

const ok = (votes: VoteRecord[]) => ({ ok: true as const, value: { votes, skipped: 0 } });

describe('HistorySync', () => {
  it('replaces the cached history and records when', async () => {
    const { store, saved, sync, clock } = setup([ok([{ newsId: 'a', vote: 'like', time: 1 }])]);
    await store.setVote('stale', 'dislike', 0);
    expect(await sync.sync()).toEqual({ ok: true, votes: 1, syncedAt: clock.now() });
    expect(await store.votes()).toEqual([{ newsId: 'a', vote: 'like', time: 1 }]);
    expect(saved).toEqual([clock.now()]);
  });

  it('keeps the cache when the service refuses, and says why', async () => {
    const error = { kind: 'bad-key' as const, message: 'The service rejected your API key.' };
    const { store, sync } = setup([{ ok: false, error }]);
    await store.setVote('kept', 'like', 0);
    expect(await sync.sync()).toEqual({ ok: false, error });
    expect(await store.votes()).toHaveLength(1);
  });

  it('concurrent requests share one fetch; a burst of votes gives one re-sync after it', async () => {
    const { sync, clock, calls } = setup([ok([])]);
    await Promise.all([sync.sync(), sync.sync()]);
    expect(calls()).toBe(1);
    sync.afterVote();
    clock.advance(2_000);
    sync.afterVote();
    clock.advance(2_999);
    expect(calls()).toBe(1);
    clock.advance(1);
    await Promise.resolve();
    expect(calls()).toBe(2);
  });

  it("keeps each extra feed's history beside the first feed's, each from its own API with its own key; a feed that fails keeps its copy and harms none", async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const asked: (string | undefined)[] = [];
    const answers: Record<string, ApiResult<{ votes: VoteRecord[]; skipped: number }>> = {
      main: ok([{ newsId: 'm', vote: 'like' }]),
      'https://second.example/api': ok([{ newsId: 's', vote: 'dislike' }]),
      'https://down.example/api': { ok: false, error: { kind: 'offline', message: 'Cannot reach the service.' } },
    };
    const extras: HistoryFeed[] = [
      { feed: 'second', name: 'Second', apiUrl: 'https://second.example/api', apiKey: 'k2' },
      { feed: 'down', name: 'Down', apiUrl: 'https://down.example/api', apiKey: 'k3' },
    ];
    const sync = new HistorySync({
      client: { myVotes: async (target) => (asked.push(target && `${target.apiUrl} ${target.apiKey}`), answers[target?.apiUrl ?? 'main']!) },
      extraFeeds: () => extras,
      store: () => store,
      clock,
      saveSyncedAt: async () => {},
      onSynced: () => {},
    });
    await store.setVote('d', 'like', 1, 'down');
    expect(await sync.sync()).toEqual({ ok: true, votes: 2, syncedAt: clock.now(), failedFeeds: [{ feed: 'Down', message: 'Cannot reach the service.' }] });
    expect(asked).toEqual([undefined, 'https://second.example/api k2', 'https://down.example/api k3']);
    expect((await store.votes()).sort((a, b) => a.newsId.localeCompare(b.newsId))).toEqual([
      { newsId: 'd', vote: 'like', time: 1, feed: 'down' },
      { newsId: 'm', vote: 'like' },
      { newsId: 's', vote: 'dislike', feed: 'second' },
    ]);
    // The first feed failing keeps its copy and still refreshes the extra feeds'.
    answers.main = { ok: false, error: { kind: 'server', message: 'The service failed.' } };
    answers['https://second.example/api'] = ok([{ newsId: 's2', vote: 'like' }]);
    expect(await sync.sync()).toMatchObject({ ok: false, failedFeeds: [{ feed: 'Down' }] });
    expect((await store.votes()).map((vote) => vote.newsId).sort()).toEqual(['d', 'm', 's2']);
  });

  it("keeps a feed's newest votes up to its budget: a history of 100,000 costs no more rows", async () => {
    const flood = Array.from({ length: 100_000 }, (_, i): VoteRecord => ({ newsId: `h${i}`, vote: 'like', time: i }));
    const kept = newestVotes(flood);
    expect(kept).toHaveLength(MAX_HISTORY_PER_FEED);
    expect(kept[0]!.time).toBe(100_000 - MAX_HISTORY_PER_FEED);
    expect(newestVotes([{ newsId: 'a', vote: 'like' }, { newsId: 'b', vote: 'like', time: 5 }], 1)).toEqual([{ newsId: 'b', vote: 'like', time: 5 }]);
    const store = new MemoryStore();
    await store.setVote('mine', 'like', 1);
    const sync = new HistorySync({
      client: { myVotes: async (target) => (target ? ok(flood) : ok([{ newsId: 'mine', vote: 'like', time: 1 }])) },
      extraFeeds: () => [{ feed: 'hostile', name: 'Hostile', apiUrl: 'https://hostile.example/api', apiKey: 'k' }],
      store: () => store,
      clock: new FakeClock(),
      saveSyncedAt: async () => {},
      onSynced: () => {},
    });
    expect(await sync.sync()).toMatchObject({ ok: true, votes: 1 + MAX_HISTORY_PER_FEED });
    const votes = await store.votes();
    expect(votes.filter((vote) => vote.feed === 'hostile')).toHaveLength(MAX_HISTORY_PER_FEED);
    expect(votes.find((vote) => vote.newsId === 'mine')).toEqual({ newsId: 'mine', vote: 'like', time: 1 });
  });
});
