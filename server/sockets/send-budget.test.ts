import { describe, expect, it } from 'vitest';
import { cutOrder, READING_PACE, SendBudget, type QueuedSocket } from './send-budget';

/** A client's socket as the budget sees it: bytes queued, and whether it was cut. */
class FakeSocket implements QueuedSocket {
  bufferedAmount = 0;
  terminated = false;
  terminate(): void {
    this.terminated = true;
  }
}

/** Writes `bytes` to a socket the way the fan-out does: queue, then tell the budget. */
const write = (budget: SendBudget, socket: FakeSocket, bytes: number) => {
  if (socket.terminated) return;
  socket.bufferedAmount += bytes;
  budget.note(socket, socket.bufferedAmount);
};

describe('SendBudget', () => {
  it('past the budget cuts the clients holding the most, until under it; readers that keep up are untouched', () => {
    const budget = new SendBudget(1_000_000);
    const slow = Array.from({ length: 30 }, () => new FakeSocket());
    const readers = Array.from({ length: 100 }, () => new FakeSocket());
    for (const socket of [...slow, ...readers]) budget.track(socket);
    for (let frame = 0; frame < 200; frame++) {
      for (const socket of slow) write(budget, socket, 1_000);
      for (const socket of readers) {
        write(budget, socket, 1_000);
        socket.bufferedAmount = 0; // read at once
      }
      expect(budget.counts().queuedBytes).toBeLessThanOrEqual(1_000_000 + 100 * 1_000);
    }
    // 30 readers that never read, 200 kB each by the end: the budget holds about five of them.
    const live = slow.filter((socket) => !socket.terminated);
    expect(live.length).toBeGreaterThan(0);
    expect(live.length * 200_000).toBeLessThanOrEqual(1_000_000);
    expect(readers.every((socket) => !socket.terminated)).toBe(true);
    expect(budget.counts().cut).toBe(30 - live.length);
  });

  it('cuts the one holding the most, not the one that wrote last', () => {
    const budget = new SendBudget(1_000);
    const [heavy, light] = [new FakeSocket(), new FakeSocket()];
    budget.track(heavy);
    budget.track(light);
    write(budget, heavy, 900);
    write(budget, light, 200);
    expect([heavy.terminated, light.terminated]).toEqual([true, false]);
    expect(budget.counts()).toEqual({ queuedBytes: 200, cut: 1 });
  });

  it('measures again before cutting: a client that drained since its last write is not counted as full', () => {
    const budget = new SendBudget(1_000);
    const drained = new FakeSocket();
    const other = new FakeSocket();
    budget.track(drained);
    budget.track(other);
    write(budget, drained, 900);
    drained.bufferedAmount = 0; // the kernel took it; no write since, so the running total still says 900
    write(budget, other, 500);
    expect([drained.terminated, other.terminated]).toEqual([false, false]);
    expect(budget.counts().queuedBytes).toBe(500);
  });

  it('cuts a client that stopped reading before one draining a larger page, and the reader only if the stalled made no room', () => {
    const budget = new SendBudget(1_000);
    const [reader, stalled, third] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [reader, stalled, third]) budget.track(socket);
    write(budget, reader, 800);
    reader.bufferedAmount = 600; // reading its page: less than when last measured, still the most held
    write(budget, stalled, 500);
    expect([reader.terminated, stalled.terminated]).toEqual([false, true]);
    // Reading is no shield: an answer that needs the room, with nothing stalled left to cut, cuts the reader.
    reader.bufferedAmount = 550;
    budget.admit(third, 500);
    expect([reader.terminated, third.terminated]).toEqual([true, false]);
  });

  it('forgets a closed client, and ignores writes to one it does not track', () => {
    const budget = new SendBudget(1_000);
    const socket = new FakeSocket();
    budget.track(socket);
    write(budget, socket, 800);
    budget.untrack(socket);
    write(budget, new FakeSocket(), 5_000);
    expect(budget.counts()).toEqual({ queuedBytes: 0, cut: 0 });
  });
});

describe('SendBudget per address, and answers admitted before they are queued', () => {
  it('cuts the heaviest of an address past its own budget; other addresses are untouched', () => {
    const budget = new SendBudget({ total: 10_000, perAddress: 1_000 });
    const [a1, a2, b1] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    budget.track(a1, 'a');
    budget.track(a2, 'a');
    budget.track(b1, 'b');
    write(budget, b1, 900);
    write(budget, a1, 700);
    write(budget, a2, 400);
    expect([a1.terminated, a2.terminated, b1.terminated]).toEqual([true, false, false]);
    expect(budget.counts()).toEqual({ queuedBytes: 1_300, cut: 1 });
  });

  it('makes room for an answer by cutting those that stopped reading, never the client being answered', () => {
    const budget = new SendBudget({ total: 2_000, perAddress: 2_000 });
    const stalled = [new FakeSocket(), new FakeSocket()];
    const reader = new FakeSocket();
    for (const socket of [...stalled, reader]) budget.track(socket, 'a');
    for (const socket of stalled) write(budget, socket, 800);
    budget.admit(reader, 800);
    write(budget, reader, 800);
    expect(stalled.map((socket) => socket.terminated)).toEqual([true, false]);
    expect(reader.terminated).toBe(false);
    expect(budget.counts()).toEqual({ queuedBytes: 1_600, cut: 1 });
  });

  it('cuts pages that were never read before a heavier one queued a moment ago, not yet read because it was just sent', () => {
    let now = 0;
    const budget = new SendBudget({ total: 2_000, perAddress: 2_000 }, () => now);
    const [stalled, reader, next] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [stalled, reader, next]) budget.track(socket, 'a');
    budget.admit(stalled, 700);
    write(budget, stalled, 700);
    now = 5_000;
    budget.admit(reader, 900);
    write(budget, reader, 900);
    // Another answer before the reader's kernel took a byte: the reader holds the most, yet the stalled one goes.
    now = 5_001;
    budget.admit(next, 800);
    write(budget, next, 800);
    expect([stalled.terminated, reader.terminated, next.terminated]).toEqual([true, false, false]);
    expect(budget.counts()).toEqual({ queuedBytes: 1_700, cut: 1 });
  });

  it('gives an address its bytes back as its clients go', () => {
    const budget = new SendBudget({ total: 10_000, perAddress: 1_000 });
    for (let i = 0; i < 100; i++) {
      const socket = new FakeSocket();
      budget.track(socket, `10.0.0.${i}`);
      write(budget, socket, 500);
      budget.untrack(socket);
    }
    const last = new FakeSocket();
    budget.track(last, '10.0.0.1');
    write(budget, last, 900);
    expect(last.terminated).toBe(false);
    expect(budget.counts().queuedBytes).toBe(900);
  });
});

describe('SendBudget against clients that only look like readers', () => {
  it('a client reading a byte a second counts as stalled: cut before a reader at pace that holds more', () => {
    let now = 0;
    const budget = new SendBudget({ total: 10_000_000, perAddress: 10_000_000 }, () => now);
    const [trickle, reader, next] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [trickle, reader, next]) budget.track(socket, 'a');
    budget.admit(trickle, 3_000_000);
    write(budget, trickle, 3_000_000);
    budget.admit(reader, 4_000_000);
    write(budget, reader, 4_000_000);
    for (let second = 1; second <= 10; second++) {
      now = second * 1_000;
      trickle.bufferedAmount -= 1;
      reader.bufferedAmount -= READING_PACE;
      // Each second another client's small answer makes the budget measure everyone again.
      budget.admit(next, 0);
    }
    // A page that needs the room of one of them: the trickle goes, though the reader holds more.
    budget.admit(next, 5_000_000);
    expect([trickle.terminated, reader.terminated, next.terminated]).toEqual([true, false, false]);
  });

  it('a reader slower than the pace is never cut while the budgets hold', () => {
    let now = 0;
    const budget = new SendBudget({ total: 1_000_000, perAddress: 1_000_000 }, () => now);
    const slow = new FakeSocket();
    budget.track(slow, 'a');
    write(budget, slow, 900_000);
    for (let second = 1; second <= 600; second++) {
      now = second * 1_000;
      slow.bufferedAmount -= 1;
      write(budget, new FakeSocket(), 50_000);
    }
    expect(slow.terminated).toBe(false);
    expect(budget.counts().cut).toBe(0);
  });

  it('a client switching between reading and stalling is judged by when it last read at pace', () => {
    let now = 0;
    const budget = new SendBudget({ total: 3_000, perAddress: 3_000 }, () => now);
    const [switcher, steady, next] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of [switcher, steady, next]) budget.track(socket, 'a');
    write(budget, switcher, 1_200);
    write(budget, steady, 1_200);
    // Both read at pace in the first second; then the switcher drains a byte a second for a minute.
    now = 1_000;
    switcher.bufferedAmount = steady.bufferedAmount = 1_000;
    budget.admit(next, 0);
    for (let second = 2; second <= 60; second++) {
      now = second * 1_000;
      switcher.bufferedAmount -= 1;
      steady.bufferedAmount = 1_000; // a frame a second, read as it comes
      budget.note(steady, 1_000, 0);
      budget.admit(next, 0);
    }
    budget.admit(next, 1_500);
    expect([switcher.terminated, steady.terminated, next.terminated]).toEqual([true, false, false]);
  });

  it('a client asking again while its answers are still queued (pipelined) is cut, not shielded, and its address neighbours are kept', () => {
    const budget = new SendBudget({ total: 10_000, perAddress: 2_000 });
    const [pipeliner, neighbour, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    budget.track(pipeliner, 'a');
    budget.track(neighbour, 'a');
    budget.track(other, 'b');
    write(budget, neighbour, 300);
    write(budget, other, 1_500);
    for (let answer = 0; answer < 10 && !pipeliner.terminated; answer++) {
      budget.admit(pipeliner, 500);
      write(budget, pipeliner, 500);
    }
    expect([pipeliner.terminated, neighbour.terminated, other.terminated]).toEqual([true, false, false]);
    expect(budget.counts()).toEqual({ queuedBytes: 1_800, cut: 1 });
  });
});


describe('cutOrder', () => {
  it('puts the stalled before readers, the longest stalled first, then the heaviest, and never the spared', () => {
    const clients: [string, { readAt: number; queued: number }][] = [
      ['reader, heaviest', { readAt: 0, queued: 9_000 }],
      ['stalled lately, light', { readAt: 50, queued: 10 }],
      ['stalled long, light', { readAt: 10, queued: 10 }],
      ['stalled long, heavy', { readAt: 10, queued: 500 }],
      ['spared', { readAt: 0, queued: 99_999 }],
    ];
    const order = cutOrder(clients, new Set(['reader, heaviest']), 'spared').map(([name]) => name);
    expect(order).toEqual(['stalled long, heavy', 'stalled long, light', 'stalled lately, light', 'reader, heaviest']);
  });
});
