import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { socketFactory } from '@/tests/fakes/socket';
import type { LikesFrame } from '@newsflash/protocol/control';
import { LikesFeed } from './likes-feed';

describe('LikesFeed', () => {
  it('emits vote totals, counts bad frames and stays up through silence', () => {
    const clock = new FakeClock();
    const sockets = socketFactory();
    const feed = new LikesFeed('ws://feed.test/ws/likes', { createSocket: sockets.create, clock, random: () => 0.5 });
    const tallies: LikesFrame[] = [];
    feed.on('tally', (frame) => tallies.push(frame));
    feed.start();
    sockets.last.open();
    expect(sockets.last.url).toBe('ws://feed.test/ws/likes');
    sockets.last.receive({ newsId: 'n1', type: 'like', likes: 3, dislikes: 1 });
    sockets.last.receive({ newsId: 'n1', likes: -1, dislikes: 0 });
    sockets.last.receive({ newsId: 'n1', likes: 1e15, dislikes: 0 });
    sockets.last.receive('not json');
    clock.advance(10 * 60_000);
    expect(tallies).toEqual([{ newsId: 'n1', type: 'like', likes: 3, dislikes: 1 }]);
    expect(feed.rejectedFrames).toBe(3);
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last.sent.every((text) => text === 'ping')).toBe(true);
  });

  it('reconnects to a new address', () => {
    const sockets = socketFactory();
    const feed = new LikesFeed('ws://a.test/ws/likes', { createSocket: sockets.create, clock: new FakeClock(), random: () => 0.5 });
    feed.start();
    sockets.last.open();
    feed.setUrl('ws://b.test/ws/likes');
    expect(sockets.last.url).toBe('ws://b.test/ws/likes');
  });
});
