import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { REFUSED_RETRY_MS, socketLoop } from './socket-loop';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';

afterEach(() => void vi.useRealTimers());

class FakeSocket extends EventEmitter {
  terminated = 0;
  terminate() {
    this.terminated++;
  }
}

function harness(budget = { perSecond: 50, burst: 500 }) {
  const said: string[] = [];
  let now = 1_000_000;
  let dropped = 0;
  let connects = 0;
  const offered: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const context = {
    offer: async (candidates: Candidate[]) => {
      if (candidates.some((candidate) => candidate.item.title === 'slow')) await gate;
      offered.push(...candidates.map((candidate) => candidate.item.title as string));
      if (candidates.some((candidate) => candidate.item.title === 'refused')) throw new Error('storage down');
      return candidates.length;
    },
    ok: () => void said.push('ok'),
    failing: (reason: string) => void said.push(reason),
    random: () => 0.5,
    now: () => now,
    dropped: (count: number) => void (dropped += count),
  } as unknown as SourceContext;
  const loop = socketLoop(context, budget, () => void connects++);
  const socket = () => {
    const ws = new FakeSocket();
    return { ws, session: loop.use(ws as unknown as WebSocket) };
  };
  return { loop, said, offered, release, socket, connects: () => connects, dropped: () => dropped, wait: (ms: number) => void (now += ms) };
}

const candidate = (title: string) => ({ item: { title } }) as unknown as Candidate;

describe('a socket loop', () => {
  it('says a refusal as one, and asks a refusing origin again only after REFUSED_RETRY_MS', () => {
    vi.useFakeTimers();
    const said: [string, string | undefined][] = [];
    let connects = 0;
    const context = {
      failing: (reason: string, refusal?: string) => void said.push([reason, refusal]),
      random: () => 0.5,
      now: () => 0,
    } as unknown as SourceContext;
    const loop = socketLoop(context, { perSecond: 1, burst: 1 }, () => void connects++);
    loop.use(new FakeSocket() as unknown as WebSocket).end('refused: HTTP 401 (Signature for this request is not valid.)', 'refused');
    expect(said).toEqual([['refused: HTTP 401 (Signature for this request is not valid.)', 'refused']]);
    vi.advanceTimersByTime(REFUSED_RETRY_MS - 1);
    expect(connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(connects).toBe(1);
    loop.stop();
  });

  it('drops an ended socket once, deaf to it, and reconnects after a backoff that grows with failures in a row and resets on open', () => {
    vi.useFakeTimers();
    const { said, socket, connects } = harness();
    const first = socket();
    first.session.end('closed (1006)');
    first.session.end('closed again');
    expect(first.ws.terminated).toBe(1);
    expect(first.ws.listenerCount('message')).toBe(0);
    expect(() => first.ws.emit('error', new Error('late'))).not.toThrow();
    expect(said).toEqual(['closed (1006)']);
    vi.advanceTimersByTime(1_499);
    expect(connects()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(connects()).toBe(1);

    socket().session.end('refused');
    vi.advanceTimersByTime(2_999);
    expect(connects()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(connects()).toBe(2);

    const third = socket();
    third.session.opened(setInterval(() => {}, 1_000));
    third.session.end('closed (1000)');
    vi.advanceTimersByTime(1_500);
    expect(connects()).toBe(3);
    expect(said).toEqual(['closed (1006)', 'refused', 'ok', 'closed (1000)']);
  });

  it('on stop drops the socket and its keep-alive, cancels a pending reconnect, and reconnects no more', () => {
    vi.useFakeTimers();
    const { loop, said, socket, connects } = harness();
    socket().session.end('closed (1006)');
    const current = socket();
    let pings = 0;
    current.session.opened(setInterval(() => void pings++, 1_000));
    loop.stop();
    expect(loop.stopped).toBe(true);
    expect(current.ws.terminated).toBe(1);
    loop.reconnectLater('after stop');
    vi.advanceTimersByTime(120_000);
    expect({ connects: connects(), pings }).toEqual({ connects: 0, pings: 0 });
    expect(said).toEqual(['closed (1006)', 'ok']);
  });

  it('offers one batch after another, in order, and a refused batch does not stop the next', async () => {
    const { loop, offered, release } = harness();
    void loop.offer([candidate('slow')]);
    void loop.offer([candidate('refused')]);
    const last = loop.offer([candidate('last')]);
    await Promise.resolve();
    expect(offered).toEqual([]);
    release();
    await last;
    expect(offered).toEqual(['slow', 'refused', 'last']);
  });

  it('keeps one frame budget for the source across its sockets: flooding, being cut and reconnecting buys no fresh burst', () => {
    const { loop, socket, dropped, wait } = harness({ perSecond: 10, burst: 100 });
    const taken = () => Array.from({ length: 150 }, () => loop.take()).filter(Boolean).length;
    let total = 0;
    for (let connection = 0; connection < 5; connection++) {
      const { session } = socket();
      total += taken();
      session.end('flooded');
    }
    // Five connections' floods, with no time passing, share one burst.
    expect(total).toBe(100);
    expect(dropped()).toBe(5 * 150 - 100);
    wait(1_000);
    socket();
    expect(taken()).toBe(10);
    loop.stop();
  });
});
