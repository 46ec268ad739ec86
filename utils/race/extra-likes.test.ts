import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { socketFactory } from '@/tests/fakes/socket';
import { EXTRA_LIKES_PER_SECOND, ExtraLikes, type ExtraLikesEvents } from './extra-likes';
import type { PlannedFeed } from './extra-feeds';

const plan = (id: string, apiKey = `key-${id}`, host = `${id}.example`): PlannedFeed => ({
  id,
  name: id,
  apiKey,
  endpoints: { origin: `https://${host}`, socketUrl: `wss://${host}/ws`, likesUrl: `wss://${host}/ws/likes`, apiUrl: `https://${host}/api` },
});

function setup(via: Record<string, string | null>) {
  const clock = new FakeClock();
  const sockets = socketFactory();
  const extra = new ExtraLikes({ createSocket: sockets.create, clock, random: () => 0.5, viaOf: async (id) => via[id] });
  const tallies: ExtraLikesEvents['tally'][] = [];
  extra.on('tally', (tally) => tallies.push(tally));
  const socketOf = (host: string) => sockets.sockets.filter((socket) => socket.url === `wss://${host}/ws/likes`).at(-1)!;
  return { clock, sockets, extra, tallies, socketOf, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('ExtraLikes', () => {
  it('opens one vote stream per extra feed with a key, and closes it when the feed is removed', () => {
    const t = setup({});
    t.extra.configure([plan('a'), plan('nokey', ''), { id: 'broken', name: 'broken', error: 'bad' }, plan('b')]);
    expect(t.sockets.sockets.map((socket) => socket.url)).toEqual(['wss://a.example/ws/likes', 'wss://b.example/ws/likes']);
    const [a, b] = t.sockets.sockets;
    t.extra.configure([plan('a')]);
    expect(b!.closed).toBe(true);
    expect(a!.closed).toBe(false);
    expect(t.sockets.sockets).toHaveLength(2);
    // A new address is a new socket.
    t.extra.configure([plan('a', 'key-a', 'a2.example')]);
    expect(a!.closed).toBe(true);
    expect(t.sockets.last.url).toBe('wss://a2.example/ws/likes');
    t.extra.stop();
    expect(t.sockets.last.closed).toBe(true);
  });

  it('takes a frame\'s place in the order of arrival as it comes, before its look-up waits', async () => {
    const clock = new FakeClock();
    const sockets = socketFactory();
    let answer: (via: string) => void = () => undefined;
    let arrivals = 0;
    const extra = new ExtraLikes({
      createSocket: sockets.create,
      clock,
      random: () => 0.5,
      viaOf: () => new Promise((resolve) => (answer = resolve)),
      arrival: () => ++arrivals,
    });
    const tallies: ExtraLikesEvents['tally'][] = [];
    extra.on('tally', (tally) => tallies.push(tally));
    extra.configure([plan('a')]);
    sockets.last.open();
    sockets.last.receive({ newsId: 'mine', likes: 4, dislikes: 1 });
    // A vote's reply arrives while the look-up waits: it comes later in the order.
    const reply = ++arrivals;
    answer('a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tallies).toEqual([{ newsId: 'mine', likes: 4, dislikes: 1, via: 'a', arrivedAt: reply - 1 }]);
  });

  it("applies a feed's totals only to items that feed delivered first", async () => {
    const t = setup({ mine: 'a', theirs: 'b', firsts: null });
    t.extra.configure([plan('a'), plan('b')]);
    t.socketOf('a.example').open();
    for (const newsId of ['mine', 'theirs', 'firsts', 'never-sent']) t.socketOf('a.example').receive({ newsId, likes: 4, dislikes: 1 });
    await t.settle();
    expect(t.tallies).toEqual([{ newsId: 'mine', likes: 4, dislikes: 1, via: 'a' }]);
    expect(t.extra.rows()).toEqual([
      { id: 'a', connection: 'open', refused: 3 },
      { id: 'b', connection: 'connecting', refused: 0 },
    ]);
  });

  it('refuses negative and huge totals', async () => {
    const t = setup({ mine: 'a' });
    t.extra.configure([plan('a')]);
    t.socketOf('a.example').open();
    t.socketOf('a.example').receive({ newsId: 'mine', likes: -5, dislikes: 0 });
    t.socketOf('a.example').receive({ newsId: 'mine', likes: 1e12, dislikes: 0 });
    t.socketOf('a.example').receive({ newsId: 'mine', likes: 7, dislikes: 2 });
    await t.settle();
    expect(t.tallies).toEqual([{ newsId: 'mine', likes: 7, dislikes: 2, via: 'a' }]);
    expect(t.extra.rows()[0]!.refused).toBe(2);
  });

  it('refuses frames it cannot read (not JSON, a count that is no whole number, an id no item can have); a version past reason is no version', async () => {
    const long = 'x'.repeat(201);
    const t = setup({ mine: 'a', [long]: 'a' });
    t.extra.configure([plan('a')]);
    const socket = t.socketOf('a.example');
    socket.open();
    for (const frame of ['{"newsId":', '"NaN"', 'null', '[]']) socket.receive(frame);
    for (const likes of [Number.NaN, 1.5, '7', null]) socket.receive({ newsId: 'mine', likes, dislikes: 0 });
    socket.receive({ newsId: long, likes: 1, dislikes: 0 });
    socket.receive({ newsId: 'mine', likes: 3, dislikes: 0, version: -1 });
    socket.receive({ newsId: 'mine', likes: 4, dislikes: 0, version: 1e300 });
    await t.settle();
    expect(t.tallies).toEqual([
      { newsId: 'mine', likes: 3, dislikes: 0, via: 'a' },
      { newsId: 'mine', likes: 4, dislikes: 0, via: 'a' },
    ]);
    expect(t.extra.rows()[0]!.refused).toBe(9);
  });

  it('holds a flood to its budget a second, without touching another feed’s stream', async () => {
    const t = setup({ mine: 'a', ours: 'b' });
    t.extra.configure([plan('a'), plan('b')]);
    t.socketOf('a.example').open();
    t.socketOf('b.example').open();
    for (let i = 0; i < EXTRA_LIKES_PER_SECOND * 20; i++) t.socketOf('a.example').receive({ newsId: 'mine', likes: i, dislikes: 0 });
    t.socketOf('b.example').receive({ newsId: 'ours', likes: 1, dislikes: 0 });
    await t.settle();
    expect(t.tallies.filter((tally) => tally.via === 'a')).toHaveLength(EXTRA_LIKES_PER_SECOND);
    expect(t.tallies.filter((tally) => tally.via === 'b')).toEqual([{ newsId: 'ours', likes: 1, dislikes: 0, via: 'b' }]);
    expect(t.extra.rows()[0]!.refused).toBe(EXTRA_LIKES_PER_SECOND * 19);
    // The next second has its own budget.
    t.clock.advance(1_000);
    t.socketOf('a.example').receive({ newsId: 'mine', likes: 9_999, dislikes: 0 });
    await t.settle();
    expect(t.tallies.at(-1)).toEqual({ newsId: 'mine', likes: 9_999, dislikes: 0, via: 'a' });
  });

  it('a frame whose look-up ends after its feed was removed goes nowhere', async () => {
    const t = setup({ mine: 'a' });
    t.extra.configure([plan('a')]);
    t.socketOf('a.example').open();
    t.socketOf('a.example').receive({ newsId: 'mine', likes: 1, dislikes: 0 });
    t.extra.configure([]);
    await t.settle();
    expect(t.tallies).toEqual([]);
  });
});
