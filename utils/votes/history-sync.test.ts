import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { MemoryStore } from '@/utils/store/memory-store';
import type { ApiResult } from './vote-client';
import type { VoteRecord } from '@newsflash/protocol';
import { HistorySync } from './history-sync';

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
});
