import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedItem } from './items';
import { MAX_SYMBOLS, PriceStandIn } from './prices';
import { SendBudget } from './send-budget';
import { AddressCap } from './socket-limits';

/** 10,000 items, each pricing five symbols never seen before: an upstream listing new coins all day. */
const items = function* (): Generator<FeedItem> {
  for (let i = 0; i < 10_000; i++) {
    const firstPrice = Object.fromEntries(Array.from({ length: 5 }, (_, j) => [`C${i * 5 + j}USDT`, 1 + j]));
    yield { _id: `item-${i}`, time: 1_700_000_000_000 + i, title: 't', firstPrice } as FeedItem;
  }
};

const standIn = (options: { enabled: boolean; intervalMs?: number; refuse?: number }) =>
  new PriceStandIn({ intervalMs: 1_000, refuse: 0, ...options, cap: new AddressCap(0, (request: IncomingMessage) => String(request.socket.remoteAddress)), budget: new SendBudget(1_000_000) });

describe('PriceStandIn memory', () => {
  let stand: PriceStandIn | undefined;
  afterEach(() => stand?.close());

  it.each([
    ['off', { enabled: false }],
    ['on but not ticking (--price-interval 0)', { enabled: true, intervalMs: 0 }],
    ['on but refusing everyone (--price-refuse)', { enabled: true, refuse: 451 }],
  ])('keeps nothing while %s, however many items it is shown', (_, options) => {
    stand = standIn(options);
    for (const item of items()) stand.seed(item);
    expect(stand.remembered()).toEqual({ seeded: 0, pinned: 0, walking: 0 });
  });

  it(`while on, remembers at most ${MAX_SYMBOLS} symbols, and pins at most as many`, () => {
    stand = standIn({ enabled: true });
    for (const item of items()) stand.seed(item);
    for (let i = 0; i < MAX_SYMBOLS + 100; i++) stand.pin(`P${i}USDT`, 1);
    const remembered = stand.remembered();
    expect(remembered.seeded).toBe(MAX_SYMBOLS);
    expect(remembered.pinned).toBe(MAX_SYMBOLS);
    expect(remembered.walking).toBeLessThanOrEqual(2 * MAX_SYMBOLS);
  });
});
