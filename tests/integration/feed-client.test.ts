import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { NewsFeed } from '@/utils/feed/news-feed';
import type { Problem } from '@/utils/net/problem';
import { defaultTimings } from '@/utils/net/socket-session';
import { systemClock, type SocketLike } from '@/utils/net/net-types';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';

const fastTimings = {
  ...defaultTimings,
  pingIntervalMs: 100,
  pongTimeoutMs: 300,
  silenceTimeoutMs: 2_000,
  backoff: { baseMs: 50, capMs: 400, minMs: 20 },
};

describe('NewsFeed against a real ws server', () => {
  let server: ScriptedFeedServer;
  let feed: NewsFeed;
  let delivered: string[];
  let errors: Problem[];

  async function start(apiKey?: string) {
    const host = await server.listen();
    feed = new NewsFeed(
      { socketUrl: `ws://${host}/ws`, apiUrl: `http://${host}/api`, apiKey },
      {
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        clock: systemClock,
        random: Math.random,
        fetch: (url, init) => fetch(url, init),
        timings: fastTimings,
        backfillLimit: 10,
      },
    );
    feed.on('item', ({ item }) => delivered.push(item.id));
    feed.on('backfill', ({ items }) => delivered.push(...items.map((item) => item.id)));
    feed.on('error', (problem) => errors.push(problem));
    feed.start();
    await vi.waitFor(() => expect(server.connected).toBe(1));
  }

  const expectExactlyOnce = () => {
    expect(new Set(delivered).size).toBe(delivered.length);
    expect([...delivered].sort()).toEqual(server.published.map((item) => item._id).sort());
  };

  beforeEach(() => {
    server = new ScriptedFeedServer();
    delivered = [];
    errors = [];
  });

  afterEach(async () => {
    feed.stop();
    await server.close();
  });

  it('logs in, receives live items and answers the keepalive', async () => {
    await start('k1');
    await vi.waitFor(() => expect(feed.getStatus().login).toEqual({ state: 'ok', username: 'user-k1' }));
    server.publish();
    server.publish();
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    const frames = feed.getCounters().frames;
    await vi.waitFor(() => expect(feed.getCounters().frames).toBeGreaterThan(frames + 1));
    expect(feed.getStatus().connection).toBe('open');
  });

  it('loses and duplicates nothing across drops, with items published during each gap', async () => {
    await start();
    for (let round = 0; round < 4; round++) {
      server.publish();
      server.publish();
      const accepted = server.accepted;
      for (let i = 0; i < 7; i++) server.publishUnseen();
      server.dropAll();
      await vi.waitFor(() => expect(server.accepted).toBe(accepted + 1));
      server.publish();
    }
    await vi.waitFor(() => expect(delivered).toHaveLength(server.published.length));
    expectExactlyOnce();
    expect(feed.getCounters().reconnects).toBe(4);
  });

  it('says so when a gap is larger than the backfill may fetch', async () => {
    await start();
    server.publish();
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    for (let i = 0; i < 60; i++) server.publishUnseen();
    server.dropAll();
    await vi.waitFor(() => expect(errors).toContainEqual({ code: 'backfill-gap', pages: 5 }));
    expect(delivered).toHaveLength(51);
  });

  it('survives garbage frames and keeps delivering', async () => {
    await start();
    server.sendRaw('{"_id": oops');
    server.sendRaw(JSON.stringify({ title: 'no id' }));
    server.sendRaw('\u0000'.repeat(10));
    server.publish();
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(feed.getCounters().rejectedFrames).toBe(3);
    expect(feed.getStatus().connection).toBe('open');
    expect(errors.some((problem) => problem.code === 'unreadable-frame')).toBe(true);
  });

  it('reconnects when the server stops answering pings, and backfills the gap', async () => {
    await start();
    await vi.waitFor(() => expect(feed.getCounters().frames).toBeGreaterThan(0));
    server.answerPings = false;
    server.publishUnseen();
    await vi.waitFor(() => expect(errors).toContainEqual({ code: 'no-pong' }));
    server.answerPings = true;
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expectExactlyOnce();
  });

  it('a rejected key is reported, items still flow, and the key is not resent in a loop', async () => {
    server.rejectKeys.add('bad');
    await start('bad');
    await vi.waitFor(() => expect(feed.getStatus().login).toEqual({ state: 'rejected', reason: 'Invalid API key' }));
    server.dropAll();
    await vi.waitFor(() => expect(server.accepted).toBe(2));
    server.publish();
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(server.logins).toEqual(['bad']);
  });
});
