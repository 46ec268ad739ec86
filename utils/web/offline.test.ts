import { describe, expect, it } from 'vitest';
import { serviceUnreachable } from './offline';

const feed = (connection: 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped') => ({ feed: { connection } }) as Parameters<typeof serviceUnreachable>[0];

describe('serviceUnreachable', () => {
  it('is offline only once a connection failed and waits to retry, not while the page first connects', () => {
    expect(serviceUnreachable(feed('waiting'))).toBe(true);
    for (const state of ['idle', 'connecting', 'open', 'stopped'] as const) expect(serviceUnreachable(feed(state))).toBe(false);
  });
});
