import { describe, expect, it } from 'vitest';
import type { Fetch } from '../sources/fetch-capped';
import { PublicationPrices } from './publication-prices';

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
});
