import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { createAlertTrade } from './alert-trade';
import { defaultTrade, type TradeSettings } from './trade-settings';

const arb: NewsItem = {
  ...newsItem('arb'),
  title: 'Binance Will List Arbitrum (ARB)',
  link: 'https://www.binance.com/en/support/announcement/arb',
  coins: [{ coin: 'ARB', found: ['ARB'], symbols: [{ exchange: 'binance', symbol: 'ARBUSDT' }] }],
};
const older: NewsItem = { ...newsItem('older'), link: 'https://example.com/older' };
const ARB_SPOT = 'https://www.binance.com/en/trade/ARB_USDT?type=spot';

function setup(prefs: TradeSettings = defaultTrade) {
  const opened: string[] = [];
  const stored = new Map([arb, older].map((item) => [item.id, item]));
  const trade = createAlertTrade({
    prefs: async () => prefs,
    recent: async () => [older],
    find: async (id) => stored.get(id),
    openTab: async (url) => opened.push(url),
    feedUrl: 'chrome-extension://x/popup.html',
  });
  return { trade, opened };
}

describe('the worker’s trades', () => {
  it('opens the newest alert’s pair, and before any alert the newest stored item', async () => {
    const { trade, opened } = setup();
    expect(await trade.open()).toBe('item');
    trade.alerted(arb);
    expect(await trade.open()).toBe('trade');
    expect(opened).toEqual(['https://example.com/older', ARB_SPOT]);
  });

  it('sends a notification’s click to the trade only when the reader chose so and the item has the pair', async () => {
    expect(await setup().trade.clickLink('arb')).toBe(arb.link);
    const trading = setup({ ...defaultTrade, click: 'trade' }).trade;
    expect(await trading.clickLink('arb')).toBe(ARB_SPOT);
    expect(await trading.clickLink('older')).toBe(older.link);
    expect(await trading.clickLink('gone')).toBeUndefined();
  });
});
