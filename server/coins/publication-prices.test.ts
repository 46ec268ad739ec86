import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../outbound/fetch-capped';
import { PRICE_WAIT_MS, PublicationPrices } from './publication-prices';

const wif = { coin: 'WIF', found: ['WIF'], symbols: [
  { exchange: 'binance-futures', symbol: 'WIFUSDT' },
  { exchange: 'binance', symbol: 'WIFUSDT' },
  { exchange: 'binance', symbol: 'WIFBTC' },
  { exchange: 'binance', symbol: 'WIFFDUSD' },
] };

function setup(answer: () => Response) {
  let requests = 0;
  let now = 0;
  const fetch: Fetch = async () => {
    requests++;
    return answer();
  };
  const prices = new PublicationPrices({ spotApi: 'https://spot.example', fetch, now: () => now, log: () => {} });
  return { prices, requests: () => requests, advance: (ms: number) => (now += ms) };
}

const table = () => Response.json([{ symbol: 'WIFUSDT', price: '0.4200' }, { symbol: 'WIFBTC', price: '0.0000046' }, { symbol: 'WIFFDUSD', price: '0.42' }, { symbol: 'BADUSDT', price: 'NaN' }]);

describe('PublicationPrices', () => {
  it('prices a coin\'s USDT and BTC spot pairs, with one request for a burst of items', async () => {
    const t = setup(table);
    const all = await Promise.all([t.prices.firstPrice([wif]), t.prices.firstPrice([wif]), t.prices.firstPrice([wif])]);
    expect(all[0]).toEqual({ WIFUSDT: 0.42, WIFBTC: 0.0000046 });
    expect(t.requests()).toBe(1);
    t.advance(4_000);
    await t.prices.firstPrice([wif]);
    expect(t.requests()).toBe(1);
    t.advance(2_000);
    await t.prices.firstPrice([wif]);
    expect(t.requests()).toBe(2);
  });

  it('asks nothing for an item without coins', async () => {
    const t = setup(table);
    expect(await t.prices.firstPrice([])).toEqual({});
    expect(t.requests()).toBe(0);
  });

  it('publishes without prices when the exchange does not answer, and says why', async () => {
    const t = setup(() => new Response('', { status: 418 }));
    expect(await t.prices.firstPrice([wif])).toEqual({});
    expect(t.prices.health()).toEqual({ error: 'HTTP 418' });
  });

  it('holds a poll\'s items up for one wait when the exchange hangs, not one wait per item, and prices later items once it answers', async () => {
    let answer: (response: Response) => void = () => {};
    let requests = 0;
    const fetch: Fetch = () => {
      requests++;
      return new Promise((resolve) => (answer = resolve));
    };
    const waits: (() => void)[] = [];
    const wait = (ms: number) => {
      expect(ms).toBe(PRICE_WAIT_MS);
      return new Promise<void>((resolve) => waits.push(resolve));
    };
    const prices = new PublicationPrices({ spotApi: 'https://spot.example', fetch, wait, log: () => {} });
    // The sources publish one item after another: the first waits, the wait ends, the other five go at once.
    const first = prices.firstPrice([wif]);
    expect(waits).toHaveLength(1);
    waits[0]!();
    const published = [await first];
    for (let i = 0; i < 5; i++) published.push(await prices.firstPrice([wif]));
    expect(published).toEqual(Array(6).fill({}));
    expect([requests, waits.length]).toEqual([1, 1]);
    // The request answers late: it still fills the table for the items after it.
    answer(table());
    await vi.waitFor(async () => expect(await prices.firstPrice([wif])).toEqual({ WIFUSDT: 0.42, WIFBTC: 0.0000046 }));
    expect([requests, waits.length]).toEqual([1, 1]);
  });
});
