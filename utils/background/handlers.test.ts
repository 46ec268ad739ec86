import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storedItem } from '@/tests/fixtures/items';
import type { StatusSnapshot } from '@/utils/messages';
import { settings, votesSyncedAtItem } from '@/utils/settings';
import { MemoryStore } from '@/utils/store/memory-store';
import { createHandlers } from './handlers';

function setup() {
  const store = new MemoryStore();
  const pending = [storedItem('late', { time: 9 })];
  const deps = {
    status: () => ({ unread: 3 }) as StatusSnapshot,
    voter: { vote: vi.fn(async (newsId: string) => ({ ok: true as const, newsId, vote: 'like' as const })) },
    badge: { clear: vi.fn() },
    history: { sync: vi.fn(async () => ({ ok: true as const, votes: 0, syncedAt: 1 })) },
    store: () => store,
    // Items still in the batch writer reach the store when flushed.
    flush: () => store.putItems(pending.splice(0)),
    health: () => ({ kind: 'indexeddb' as const }),
    syncedAt: settings.votesSyncedAt,
    hopReport: () => ({ rows: [], warnings: [], feedOffsets: [], windowMs: 86_400_000, samples: 0, maxSamples: 20_000 }),
    openTrade: async () => ({ opened: 'feed' as const }),
  };
  return { store, deps, handlers: createHandlers(deps) };
}

describe('background handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('recentItems writes what is pending first, so a page sees everything received', async () => {
    const { store, handlers } = setup();
    await store.putItems([storedItem('old', { time: 1 })]);
    expect((await handlers.recentItems({ limit: 10 })).map((item) => item.id)).toEqual(['late', 'old']);
  });

  it('voteHistory joins the cached votes with their cached items and says when they were synced', async () => {
    const { store, handlers } = setup();
    await store.putItems([storedItem('a')]);
    await store.setVote('a', 'like', 5);
    await store.setVote('gone', 'dislike', 6);
    await votesSyncedAtItem.setValue(1234);
    const history = await handlers.voteHistory(undefined);
    expect(history.votes.map((vote) => vote.newsId).sort()).toEqual(['a', 'gone']);
    expect(history.items.map((item) => item.id)).toEqual(['a']);
    expect(history.syncedAt).toBe(1234);
  });

  it('clearCache empties the store and forgets when the history was synced', async () => {
    const { store, handlers } = setup();
    await store.putItems([storedItem('a')]);
    await votesSyncedAtItem.setValue(1234);
    expect(await handlers.clearCache(undefined)).toEqual({ cleared: true });
    expect(await handlers.storageInfo(undefined)).toEqual({ kind: 'indexeddb', items: 0, votes: 0 });
    expect(await votesSyncedAtItem.getValue()).toBe(0);
  });

  it('markRead clears the badge; vote and syncVotes go to their owners', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.markRead(undefined)).toEqual({ unread: 0 });
    expect(deps.badge.clear).toHaveBeenCalledOnce();
    await handlers.vote({ newsId: 'a', action: 'like' });
    expect(deps.voter.vote).toHaveBeenCalledWith('a', 'like');
    await handlers.syncVotes(undefined);
    expect(deps.history.sync).toHaveBeenCalledOnce();
  });
});
