import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { ExtraLikes, type ExtraLikesEvents } from '@/utils/feed/extra-likes';
import type { PlannedFeed } from '@/utils/feed/extra-feeds';
import { systemClock, type SocketLike } from '@/utils/net/net-types';
import { MemoryStore } from '@/utils/store/memory-store';
import { HistorySync } from '@/utils/votes/history-sync';
import { VoteClient } from '@/utils/votes/vote-client';
import { setMessageSource } from '@/utils/i18n';
import { startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

const planFor = (id: string, service: Service, apiKey: string): PlannedFeed => ({
  id,
  name: id.toUpperCase(),
  apiKey,
  endpoints: { origin: service.url, socketUrl: `${service.url.replace('http', 'ws')}/ws`, likesUrl: `${service.url.replace('http', 'ws')}/ws/likes`, apiUrl: `${service.url}/api` },
});

/**
 * Issue 43: an extra feed's vote stream and vote history, by the extension's own clients against
 * two real services on random ports (each its own database, keys and clock): totals reach only the
 * items that feed delivered, and each feed's history is kept apart, a failing one harming none.
 */
// A refused request is said in words; outside a browser its message's name stands in for them.
setMessageSource({ getMessage: (name) => name, getUILanguage: () => 'en' });

describe('extra feeds against two real services', () => {
  const running: { close(): Promise<void> | void }[] = [];
  afterEach(async () => {
    for (const one of running.splice(0).reverse()) await one.close();
  });

  it("applies the second service's live totals to its own items only, and keeps both histories apart", async () => {
    const [first, second] = [await startTestService(), await startTestService()];
    running.push(first, second);
    const [firstKey, secondKey] = [await first.admin.addKey('reader'), await second.admin.addKey('reader')];
    const [mine, firstOwn] = [await second.admin.publishOk({ title: 'Second delivered this' }), await first.admin.publishOk({ title: 'First delivered this' })];
    // An id the second service knows but the first feed delivered (feeds sharing ids): its totals are not the second's to set.
    const shared = await second.admin.publishOk({ title: 'Shared, first delivered it' });
    const via: Record<string, string | null> = { [mine]: 'second', [firstOwn]: null, [shared]: null };

    const extra = new ExtraLikes({ createSocket: (url) => new WebSocket(url) as unknown as SocketLike, clock: systemClock, random: Math.random, viaOf: async (id) => via[id] });
    running.push({ close: () => extra.stop() });
    const tallies: ExtraLikesEvents['tally'][] = [];
    extra.on('tally', (tally) => tallies.push(tally));
    extra.configure([planFor('second', second, secondKey)]);
    await vi.waitFor(() => expect(extra.rows()[0]?.connection).toBe('open'), { timeout: 10_000 });

    const client = new VoteClient({ fetch, clock: systemClock }, () => ({ apiUrl: `${first.url}/api`, apiKey: firstKey }));
    const secondApi = { apiUrl: `${second.url}/api`, apiKey: secondKey };
    expect((await client.vote(shared, 'dislike', secondApi)).ok).toBe(true);
    expect((await client.vote(mine, 'like', secondApi)).ok).toBe(true);
    expect((await client.vote(firstOwn, 'like')).ok).toBe(true);
    await vi.waitFor(() => expect(tallies).toEqual([{ newsId: mine, type: 'like', likes: 1, dislikes: 0, version: 1, via: 'second' }]), { timeout: 10_000 });
    await vi.waitFor(() => expect(extra.rows()[0]!.refused).toBe(1));

    const store = new MemoryStore();
    const history = new HistorySync({
      client,
      extraFeeds: () => [{ feed: 'second', name: 'Second', ...secondApi }],
      store: () => store,
      clock: systemClock,
      saveSyncedAt: async () => {},
      onSynced: () => {},
    });
    expect(await history.sync()).toMatchObject({ ok: true, votes: 3 });
    const byId = async () => Object.fromEntries((await store.votes()).map((vote) => [vote.newsId, [vote.vote, vote.feed]]));
    expect(await byId()).toEqual({ [firstOwn]: ['like', undefined], [mine]: ['like', 'second'], [shared]: ['dislike', 'second'] });

    // The second service gone: its copy stays, the first's is refreshed.
    await second.close();
    running.splice(running.indexOf(second), 1);
    expect((await client.vote(firstOwn, 'unlike')).ok).toBe(true);
    const result = await history.sync();
    expect(result).toMatchObject({ ok: true, votes: 0, failedFeeds: [{ feed: 'Second' }] });
    expect(await byId()).toEqual({ [mine]: ['like', 'second'], [shared]: ['dislike', 'second'] });
  }, 30_000);
});
