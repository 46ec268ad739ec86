import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { openTrade } from './open-trade';
import { readTrade } from './trade-settings';

const arb: NewsItem = {
  ...newsItem('a'),
  title: 'Binance Will List Arbitrum (ARB)',
  link: 'https://www.binance.com/en/support/announcement/arb',
  coins: [{ coin: 'ARB', found: ['ARB'], symbols: [{ exchange: 'binance', symbol: 'ARBUSDT' }] }],
};

function run(newest: NewsItem | undefined, recent: NewsItem[] = []) {
  const opened: string[] = [];
  const result = openTrade({ newestAlert: () => newest, recent: async () => recent, prefs: () => ({ exchange: 'binance', market: 'spot' }), openTab: async (url) => opened.push(url), feedUrl: 'chrome-extension://x/popup.html' });
  return { result, opened };
}

describe('openTrade', () => {
  it('opens the newest alert\'s pair; one without a pair there opens its page; none at all opens the feed', async () => {
    const trade = run(arb);
    expect(await trade.result).toBe('trade');
    expect(trade.opened).toEqual(['https://www.binance.com/en/trade/ARB_USDT?type=spot']);
    const page = run({ ...arb, coins: [] });
    expect([await page.result, page.opened]).toEqual(['item', ['https://www.binance.com/en/support/announcement/arb']]);
    const feed = run(undefined);
    expect([await feed.result, feed.opened]).toEqual(['feed', ['chrome-extension://x/popup.html']]);
  });

  it('after a restart takes the newest stored item; a link that is not http(s) is never opened', async () => {
    const restarted = run(undefined, [arb]);
    expect(await restarted.result).toBe('trade');
    const hostile = run({ ...arb, coins: [], link: 'javascript:alert(1)' });
    expect([await hostile.result, hostile.opened]).toEqual(['feed', ['chrome-extension://x/popup.html']]);
  });

  it('reads damaged trade settings field by field as their defaults', () => {
    expect(readTrade({ exchange: 'constructor', market: 'perpetual', click: 'everything' })).toEqual({ exchange: 'binance', market: 'perpetual', click: 'item' });
    expect(readTrade(null)).toEqual({ exchange: 'binance', market: 'spot', click: 'item' });
  });
});
