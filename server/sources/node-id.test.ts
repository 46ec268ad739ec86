import { describe, expect, it } from 'vitest';
import { MAX_NODE_ID, nodeId } from './node-id';

describe('nodeId', () => {
  it('is the same for the same machine, address and port, and differs when any differs', () => {
    expect(nodeId('feed-1', '0.0.0.0', 8787)).toBe(nodeId('feed-1', '0.0.0.0', 8787));
    expect(new Set([nodeId('feed-1', '0.0.0.0', 8787), nodeId('feed-2', '0.0.0.0', 8787), nodeId('feed-1', '127.0.0.1', 8787), nodeId('feed-1', '0.0.0.0', 8788)]).size).toBe(4);
  });

  it('keeps an id past its budget as a hash: bounded, and still one per node', () => {
    const long = 'h'.repeat(10_000);
    const [a, b] = [nodeId(long, '::', 8787), nodeId(long, '::', 8788)];
    expect(a.length).toBeLessThanOrEqual(MAX_NODE_ID);
    expect(a).not.toBe(b);
    expect(nodeId(long, '::', 8787)).toBe(a);
    expect(nodeId('short', '::', 1)).toBe('short :::1');
  });
});
