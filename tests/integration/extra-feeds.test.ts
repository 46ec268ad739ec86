import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { FakeClock } from '@/tests/fakes/clock';
import { FeedRacer, type RacerEvents } from '@/utils/race/raced-feeds';
import { createFeedMeter, EXTRA_FRAMES, EXTRA_ITEMS_BURST } from '@/utils/feed/item-budget';
import { NewsFeed } from '@/utils/feed/news-feed';
import { ExtraLikes, type ExtraLikesEvents } from '@/utils/race/extra-likes';
import type { PlannedFeed } from '@/utils/race/extra-feeds';
import { systemClock, type SocketLike } from '@/utils/net/net-types';
import { MemoryStore } from '@/utils/store/memory-store';
import { HistorySync, MAX_HISTORY_PER_FEED } from '@/utils/votes/history-sync';
import { VoteClient } from '@/utils/votes/vote-client';
import { setMessageSource } from '@/utils/base/i18n';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
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

    const extra = new ExtraLikes({
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      clock: systemClock,
      random: Math.random,
      viaOf: async (id) => via[id],
    });
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

  it("holds a hostile feed's vote history to its budget on the wire: a redirect, a body that never ends and a flood of another feed's ids harm no other feed", async () => {
    const first = await startTestService();
    running.push(first);
    const firstKey = await first.admin.addKey('reader');
    const own = await first.admin.publishOk({ title: 'First delivered this' });
    // Where a redirect points: anything asked of it would carry the hostile feed's key.
    const reached: string[] = [];
    const elsewhere = createServer((request, response) => (reached.push(request.url ?? ''), response.end('[]')));
    const hanging: ServerResponse[] = [];
    const hostile = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/redirect/api/mylikes') return void response.writeHead(302, { location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/steal` }).end();
      if (path === '/endless/api/mylikes') {
        // Headers and the start of a body, then nothing more, ever.
        response.writeHead(200, { 'content-type': 'application/json' }).write('[{"newsId":"a","type":"like"},');
        return void hanging.push(response);
      }
      // 20,000 votes naming the first feed's item, ids longer than any item's, and damaged entries.
      const flood = Array.from({ length: 20_000 }, (_, i) => ({ newsId: i === 0 ? own : `h${i}`, type: 'dislike', time: 1_767_225_600_000 + (i === 0 ? 20_000 : i) }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...flood, { newsId: 'x'.repeat(201), type: 'like' }, { type: 'like' }, 'loose']));
    });
    for (const server of [elsewhere, hostile]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    running.push({
      close: () => {
        for (const response of hanging) response.destroy();
        elsewhere.close();
        hostile.close();
      },
    });
    const at = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;

    // Requests time out on a clock the test moves, once every other answer is in: no wall-clock race under load.
    const clock = new FakeClock();
    const client = new VoteClient({ fetch, clock }, () => ({ apiUrl: `${first.url}/api`, apiKey: firstKey }));
    expect((await client.vote(own, 'like')).ok).toBe(true);
    const store = new MemoryStore();
    const history = new HistorySync({
      client,
      extraFeeds: () => ['redirect', 'endless', 'flood'].map((feed) => ({ feed, name: feed, apiUrl: `${at}/${feed}/api`, apiKey: `key-${feed}` })),
      store: () => store,
      clock,
      saveSyncedAt: async () => {},
      onSynced: () => {},
    });
    const syncing = history.sync();
    // Only the endless answer's time-out is left waiting: the others are read (or refused) whole.
    await vi.waitFor(() => expect([hanging.length, clock.pending]).toEqual([1, 1]), { timeout: 20_000 });
    clock.advance(10_000);
    const result = await syncing;
    expect(result).toMatchObject({ ok: true, votes: 1 + MAX_HISTORY_PER_FEED, failedFeeds: [{ feed: 'redirect' }, { feed: 'endless' }] });
    expect(reached).toEqual([]);
    const votes = await store.votes();
    // The first feed's vote on its item stands beside the hostile feed's claim on the same id.
    expect(votes.filter((vote) => vote.newsId === own).map((vote) => `${vote.feed ?? 'main'} ${vote.vote}`).sort()).toEqual(['flood dislike', 'main like']);
    expect(votes.filter((vote) => vote.feed === 'flood')).toHaveLength(MAX_HISTORY_PER_FEED);
    expect(votes.filter((vote) => vote.feed === 'flood' && vote.newsId.length > 200)).toEqual([]);
    expect(votes.filter((vote) => vote.feed === undefined)).toEqual([expect.objectContaining({ newsId: own, vote: 'like' })]);
  }, 30_000);

  it("holds a hostile feed's news socket and backlog to their budgets on the wire: the first feed's items pass whole, before and after", async () => {
    const first = await startTestService();
    running.push(first);
    const own = await first.admin.publishOk({ title: 'First delivered this' });
    const now = Date.now();
    const entry = (id: string, title = `Hostile ${id}`, time = now) => ({ _id: id, title, time, source: 'Invented', url: `https://hostile.example/${id}` });
    const hostile = createServer((_request, response) => {
      // The backlog: 1,000 items of its own.
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.from({ length: 1_000 }, (_, i) => entry(`b${i}`))));
    });
    const sockets = new WebSocketServer({ server: hostile });
    sockets.on('connection', (socket) => {
      socket.send('{"_id": "broken');
      socket.send(JSON.stringify({ ...entry('huge'), body: 'x'.repeat(3_000_000) }));
      socket.send(JSON.stringify(entry('future', 'From the future', now + 10 * 365 * 86_400_000)));
      socket.send(JSON.stringify({ ...entry('hops'), hops: { origin: -1e20, read: 'soon', sent: 1e300 } }));
      for (let i = 0; i < 2_000; i++) socket.send(JSON.stringify(entry(`h${i}`)));
      // Past the burst, whichever of the backlog and the socket came first.
      socket.send(JSON.stringify(entry(own, 'Spoofed copy of the first feed\'s item')));
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    running.push({
      close: () => {
        sockets.close();
        hostile.close();
      },
    });
    const at = `127.0.0.1:${(hostile.address() as AddressInfo).port}`;

    const deps = { createSocket: (url: string) => new WebSocket(url) as unknown as SocketLike, random: Math.random, fetch };
    const firstFeed = new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...deps, clock: systemClock });
    const extras: NewsFeed[] = [];
    // As the worker makes them (utils/background/feeds.ts), the extra feed's socket metered; the budgets' clock
    // stands still, so exactly their bursts pass, whatever the machine's speed.
    const stillClock = new FakeClock();
    const extraFeed = () => new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...deps, clock: stillClock, meter: createFeedMeter(stillClock.now()) });
    const racer = new FeedRacer({ first: firstFeed, createFeed: () => (extras.push(extraFeed()), extras.at(-1)!), clock: stillClock });
    running.push({ close: () => (racer.stop(), firstFeed.stop()) });
    const items: RacerEvents['item']['item'][] = [];
    racer.on('item', ({ item }) => items.push(item));
    racer.on('backfill', ({ items: backfilled }) => items.push(...backfilled));
    firstFeed.configure({ socketUrl: `${first.url.replace('http', 'ws')}/ws`, apiUrl: `${first.url}/api` });
    firstFeed.start();
    await vi.waitFor(() => expect(items.map((item) => item.id)).toContain(own), { timeout: 10_000 });

    racer.configure([{ id: 'hostile', name: 'Hostile', apiKey: '', endpoints: { origin: `http://${at}`, socketUrl: `ws://${at}/ws`, likesUrl: `ws://${at}/ws/likes`, apiUrl: `http://${at}/api` } }]);
    // Of 2,005 frames the first 100 are read (the rest dropped unread); of what they and the backlog's
    // 1,000 items bring, the burst passes: 3,002 offered headlines less the burst, dropped either way.
    await vi.waitFor(() => expect(racer.rows()[1]?.dropped).toBe(3_002 - EXTRA_ITEMS_BURST), { timeout: 20_000 });
    expect(extras[0]!.getCounters().overBudgetFrames).toBe(2_005 - EXTRA_FRAMES.burst);
    const fromHostile = items.filter((item) => item.via === 'hostile');
    expect(fromHostile).toHaveLength(EXTRA_ITEMS_BURST);
    expect(fromHostile.every((item) => item.time <= now && item.id !== own && item.id !== 'future' && item.id !== 'huge')).toBe(true);
    expect(items.filter((item) => item.id === own)).toEqual([expect.objectContaining({ title: 'First delivered this' })]);
    expect(fromHostile.find((item) => item.id === 'hops')?.hops).toBeUndefined();
    expect(extras[0]!.getCounters().rejectedFrames).toBeGreaterThanOrEqual(2);

    // After the flood the first feed still delivers, at once and whole.
    const later = await first.admin.publishOk({ title: 'First, after the flood' });
    await vi.waitFor(() => expect(items.find((item) => item.id === later)).toMatchObject({ title: 'First, after the flood' }), { timeout: 10_000 });
    expect(items.find((item) => item.id === later)).not.toHaveProperty('via');
  }, 40_000);

  it("refuses a hostile feed's missed-headline page past 4 MB unread after a reconnect, and says so on its row, not the socket's close", async () => {
    const hostile = new ScriptedFeedServer();
    const page = (prefix: string, pad: number) => JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ _id: `${prefix}-${i}`, title: `${prefix} ${i}`, time: Date.now() - i * 1_000, pad: 'p'.repeat(pad) })));
    let asked = 0;
    // Its history 3.9 MB (within the page budget), then every page 4.5 MB.
    hostile.backlogBody = () => (asked++ === 0 ? page('backlog', 38_800) : page('huge', 45_000));
    const at = await hostile.listen();
    running.push(hostile);
    const deps = { createSocket: (url: string) => new WebSocket(url) as unknown as SocketLike, random: Math.random, fetch, clock: systemClock };
    const firstFeed = new NewsFeed({ socketUrl: '', apiUrl: '' }, deps);
    const racer = new FeedRacer({ first: firstFeed, createFeed: () => new NewsFeed({ socketUrl: '', apiUrl: '' }, { ...deps, meter: createFeedMeter(systemClock.now()) }), clock: systemClock });
    running.push({ close: () => racer.stop() });
    const ids: string[] = [];
    racer.on('backfill', ({ items }) => ids.push(...items.map((item) => item.id)));
    racer.configure([{ id: 'hostile', name: 'Hostile', apiKey: '', endpoints: { origin: `http://${at}`, socketUrl: `ws://${at}/ws`, likesUrl: `ws://${at}/ws/likes`, apiUrl: `http://${at}/api` } }]);
    await vi.waitFor(() => expect(ids).toHaveLength(100), { timeout: 10_000 });
    hostile.dropAll();
    await vi.waitFor(() => expect(racer.rows()[1]?.problem?.code).toMatch(/^(reply-too-large|backfill-over-budget)$/), { timeout: 15_000 });
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(ids.filter((id) => id.startsWith('huge-'))).toEqual([]);
  }, 30_000);
});
