import { EventEmitter } from 'node:events';
import type { Server, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { capConnections } from './connection-cap';

class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function setup(max: number, trusted: string[] = []) {
  const server = new EventEmitter();
  let refused = 0;
  capConnections(server as unknown as Server, max, new Set(trusted), () => refused++);
  const accept = (address: string) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket as unknown as Socket);
    return socket;
  };
  return { accept, refused: () => refused };
}

describe('capConnections', () => {
  it('closes an address\'s connection past the cap at once; its others and other addresses are untouched', () => {
    const t = setup(2);
    const held = [t.accept('203.0.113.9'), t.accept('::ffff:203.0.113.9')];
    const third = t.accept('203.0.113.9');
    expect(third.destroyed).toBe(true);
    expect(held.map((socket) => socket.destroyed)).toEqual([false, false]);
    expect(t.accept('198.51.100.7').destroyed).toBe(false);
    expect(t.refused()).toBe(1);
  });

  it('a closed connection frees its place', () => {
    const t = setup(1);
    const first = t.accept('203.0.113.9');
    expect(t.accept('203.0.113.9').destroyed).toBe(true);
    first.emit('close');
    expect(t.accept('203.0.113.9').destroyed).toBe(false);
  });

  it('a trusted proxy is not capped, and 0 caps nothing', () => {
    const proxied = setup(1, ['127.0.0.1']);
    expect([proxied.accept('127.0.0.1'), proxied.accept('127.0.0.1')].map((socket) => socket.destroyed)).toEqual([false, false]);
    const open = setup(0);
    expect([open.accept('203.0.113.9'), open.accept('203.0.113.9')].map((socket) => socket.destroyed)).toEqual([false, false]);
  });
});
