import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { socketFactory } from '@/tests/fakes/socket';
import type { Problem } from './problem';
import { defaultTimings, SocketSession, type ConnectionState } from './socket-session';

function setup(random = () => 0.5) {
  const clock = new FakeClock();
  const sockets = socketFactory();
  const states: { state: ConnectionState; nextRetryAt?: number; error?: Problem }[] = [];
  const texts: string[] = [];
  const session = new SocketSession(
    { createSocket: sockets.create, clock, random },
    {
      url: () => 'ws://feed.test/ws',
      onOpen: () => {},
      onText: (text) => texts.push(text),
      onStateChange: (state, detail) => states.push({ state, ...detail }),
    },
  );
  return { clock, sockets, states, texts, session };
}

describe('SocketSession', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('connects, reports open and passes text frames on', () => {
    t.session.start();
    t.sockets.last.open();
    t.sockets.last.receive('hello');
    expect(t.states.map((s) => s.state)).toEqual(['connecting', 'open']);
    expect(t.texts).toEqual(['hello']);
    expect(t.session.counters.frames).toBe(1);
  });

  it('sends a ping text frame every 20 s', () => {
    t.session.start();
    t.sockets.last.open();
    t.clock.advance(19_999);
    expect(t.sockets.last.sent).toEqual([]);
    t.clock.advance(1);
    expect(t.sockets.last.sent).toEqual(['ping']);
    t.sockets.last.receive('pong');
    t.clock.advance(20_000);
    expect(t.sockets.last.sent).toEqual(['ping', 'ping']);
  });

  it('treats a missing pong as a dead connection once the server has answered pings', () => {
    t.session.start();
    const first = t.sockets.last;
    first.open();
    t.clock.advance(20_000);
    first.receive('pong');
    t.clock.advance(20_000);
    t.clock.advance(defaultTimings.pongTimeoutMs);
    expect(first.closed).toBe(true);
    expect(t.states.at(-1)).toMatchObject({ state: 'waiting', error: { code: 'no-pong' } });
  });

  it('does not demand pongs from a server that never answers them, but does notice silence', () => {
    t.session.start();
    const socket = t.sockets.last;
    socket.open();
    t.clock.advance(60_000);
    expect(socket.closed).toBe(false);
    t.clock.advance(defaultTimings.silenceTimeoutMs! - 60_000);
    expect(socket.closed).toBe(true);
    expect(t.states.at(-1)).toMatchObject({ state: 'waiting', error: { code: 'silent' } });
  });

  it('counts silence from the last frame, a whole timeout after it, however late in the wait the frame came', () => {
    t.session.start();
    const socket = t.sockets.last;
    socket.open();
    const timeout = defaultTimings.silenceTimeoutMs!;
    t.clock.advance(timeout - 1_000);
    socket.receive('{"_id":"a"}');
    t.clock.advance(timeout - 1_000);
    expect(socket.closed).toBe(false);
    socket.receive('{"_id":"a"}');
    t.clock.advance(timeout - 1);
    expect(socket.closed).toBe(false);
    t.clock.advance(1);
    expect(socket.closed).toBe(true);
    expect(t.states.at(-1)).toMatchObject({ state: 'waiting', error: { code: 'silent' } });
  });

  it('reconnects with growing, jittered delays and reports when it will retry', () => {
    t.session.start();
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      t.sockets.last.drop(1006);
      const waiting = t.states.at(-1)!;
      expect(waiting.state).toBe('waiting');
      delays.push(waiting.nextRetryAt! - t.clock.now());
      t.clock.advance(delays.at(-1)!);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000]);
    expect(t.sockets.sockets).toHaveLength(5);
    expect(t.session.counters.reconnects).toBe(4);
  });

  it('starts the backoff over after a healthy period', () => {
    t.session.start();
    t.sockets.last.drop();
    t.clock.advance(500);
    t.sockets.last.drop();
    t.clock.advance(1_000);
    t.sockets.last.open();
    t.sockets.last.receive('pong');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20_000);
      t.sockets.last.receive('pong');
    }
    t.sockets.last.drop();
    expect(t.states.at(-1)!.nextRetryAt! - t.clock.now()).toBe(500);
  });

  it('gives up on a connection attempt that never opens', () => {
    t.session.start();
    t.clock.advance(defaultTimings.connectTimeoutMs);
    expect(t.sockets.sockets[0]!.closed).toBe(true);
    expect(t.states.at(-1)).toMatchObject({ state: 'waiting', error: { code: 'connect-timeout' } });
  });

  it('reports a socket constructor that throws and retries later', () => {
    const clock = new FakeClock();
    const states: ConnectionState[] = [];
    let calls = 0;
    const session = new SocketSession(
      {
        createSocket: () => {
          calls++;
          throw new SyntaxError('bad url');
        },
        clock,
        random: () => 0.5,
      },
      { url: () => 'nope', onOpen: () => {}, onText: () => {}, onStateChange: (state) => states.push(state) },
    );
    session.start();
    expect(states).toEqual(['connecting', 'waiting']);
    clock.advance(500);
    expect(calls).toBe(2);
  });

  it('poke skips the rest of the backoff wait', () => {
    t.session.start();
    t.sockets.last.drop();
    expect(t.sockets.sockets).toHaveLength(1);
    t.session.poke();
    expect(t.sockets.sockets).toHaveLength(2);
    expect(t.session.connectionState).toBe('connecting');
  });

  it('stop closes the socket and leaves no timer behind', () => {
    t.session.start();
    t.sockets.last.open();
    t.session.stop();
    expect(t.sockets.last.closed).toBe(true);
    expect(t.clock.pending).toBe(0);
    expect(t.session.connectionState).toBe('stopped');
  });
});
