import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { socketFactory } from '@/tests/fakes/socket';
import type { ExtraFeed } from '@/utils/feed/extra-feeds';
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
    expect(sockets.sockets.map((socket) => new URL(socket.url).host)).toEqual(['feed.example']);
    expect(feeds.racer).toBeDefined();
    expect(feeds.feed).not.toBe(feeds.likes);
  });
});
