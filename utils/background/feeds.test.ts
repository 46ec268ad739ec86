import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import type { ExtraFeed } from '@/utils/race/extra-feeds';
import { createFeeds } from './feeds';

function setup() {
  const sockets = socketFactory();
  let extra: ExtraFeed[] = [];
  let consented = false;
  const feeds = createFeeds({
    createSocket: sockets.create,
    fetch: fakeFetch(() => jsonResponse([])).fetch,
    clock: new FakeClock(),
    random: () => 0.5,
    extraFeeds: () => extra,
    keyConsented: () => consented,
    viaOf: async () => undefined,
  });
  return { feeds, sockets, setExtra: (next: ExtraFeed[]) => (extra = next), consent: () => (consented = true) };
}

describe('the worker’s feeds', () => {
  it('plans the extra feeds from what is saved and consented at each call: no key before the consent', () => {
    const { feeds, setExtra, consent } = setup();
    expect(feeds.extraPlans()).toEqual([]);
    setExtra([{ id: 'second', name: 'Second', serverAddress: 'https://feed.example', apiKey: 'nf_second' }]);
    expect(feeds.extraPlans()).toMatchObject([{ id: 'second', apiKey: '' }]);
    consent();
    expect(feeds.extraPlans()).toMatchObject([{ id: 'second', apiKey: 'nf_second' }]);
  });

  it('opens an extra feed’s socket when applied, through the same client as the first feed', () => {
    const { feeds, sockets, setExtra, consent } = setup();
    consent();
    setExtra([{ id: 'second', name: 'Second', serverAddress: 'https://feed.example', apiKey: 'nf_second' }]);
    feeds.applyExtraFeeds();
    expect(sockets.sockets.map((socket) => socket.url)).toEqual(['wss://feed.example/ws', 'wss://feed.example/ws/likes']);
    expect(feeds.racer).toBeDefined();
    expect(feeds.feed).not.toBe(feeds.likes);
  });

  it('gives an extra feed a vote stream only with its key, and closes it with the feed', () => {
    const { feeds, sockets, setExtra, consent } = setup();
    setExtra([{ id: 'second', name: 'Second', serverAddress: 'https://feed.example', apiKey: 'nf_second' }]);
    feeds.applyExtraFeeds();
    // No consent yet: no key goes, so no vote stream either.
    expect(sockets.sockets.map((socket) => socket.url)).toEqual(['wss://feed.example/ws']);
    consent();
    feeds.applyExtraFeeds();
    const likes = sockets.sockets.find((socket) => socket.url === 'wss://feed.example/ws/likes')!;
    expect(likes.closed).toBe(false);
    setExtra([]);
    feeds.applyExtraFeeds();
    expect(likes.closed).toBe(true);
  });
});
