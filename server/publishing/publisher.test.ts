import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../bus/types';
import type { FeedItem } from '../items/feed-item';
import { Publisher } from './publisher';

function scene(stored = new Set<string>()) {
  const delivered: BusEvent[] = [];
  const relayed: BusEvent[] = [];
  const dropped: [string, Partial<Record<string, number>>][] = [];
  const publisher = new Publisher({
    items: { insert: async (item: FeedItem) => !stored.has(item._id) && !!stored.add(item._id) },
    enrichment: { stories: { assign: async () => 'story-1' } },
    delivery: { deliver: (event) => delivered.push(event) },
    bus: { publish: (event) => relayed.push(event) },
    metrics: { countDroppedParts: (origin, parts) => dropped.push([origin, parts]) },
  });
  return { publisher, stored, delivered, relayed, dropped };
}

const now = Date.now();
const entry = { _id: 'a1', time: now, title: 'Binance will list WIF', source: 'Feed', hops: { read: now }, extra: 'not in the protocol' };

describe('Publisher', () => {
  it("takes a source's entry through the check, enrichment and storage to this node's sockets and the bus", async () => {
    const { publisher, stored, delivered, relayed, dropped } = scene();
    const outcome = await publisher.fromSource(entry, 'feed', () => true);
    expect(outcome).toMatchObject({ published: true, storedAt: expect.any(Number), sentAt: expect.any(Number) });
    expect(stored.has('a1')).toBe(true);
    expect(dropped).toEqual([['source:feed', { unknown: 1 }]]);
    const sent = delivered[0] as Extract<BusEvent, { type: 'item' }>;
    expect(sent.item).toMatchObject({ _id: 'a1', story: 'story-1', hops: { read: now } });
    expect(sent.item).not.toHaveProperty('extra');
    expect(relayed).toEqual(delivered);
  });

  it('refuses an entry the publishing rules cannot read, and sends nothing', async () => {
    const { publisher, delivered } = scene();
    const outcome = await publisher.fromSource({ time: Date.now(), title: 'bad\0title' }, 'feed', () => true);
    expect(outcome).toEqual({ published: false, reason: 'item: text must not contain NUL characters' });
    expect(delivered).toEqual([]);
  });

  it('stores and sends an id once, and nothing once the claim is withdrawn', async () => {
    const { publisher, delivered } = scene(new Set(['a1']));
    expect(await publisher.fromSource(entry, 'feed', () => true)).toEqual({ published: false, reason: 'an item with _id a1 exists already' });
    expect(await publisher.publish({ ...entry, _id: 'b2' }, () => false)).toBe(false);
    expect(delivered).toEqual([]);
    expect(await publisher.publish({ ...entry, _id: 'b2' })).toBe(true);
    expect(delivered).toHaveLength(1);
  });
});
