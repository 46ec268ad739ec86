import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import { alertMessage, startMessage, TEXT_MAX, TITLE_MAX } from './message';

describe('alertMessage', () => {
  it('says the notice kind and exchange, the coins and the link under the headline', () => {
    const item = {
      ...newsItem('a'),
      title: 'Binance Will List Arbitrum (ARB)',
      link: 'https://www.binance.com/en/support/announcement/arb',
      coins: [{ coin: 'ARB', found: ['ARB'], symbols: [] }],
      notice: { kind: 'spot-listing' as const, exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'] },
    };
    expect(alertMessage(item)).toEqual({
      title: 'Binance Will List Arbitrum (ARB)',
      text: 'Spot listing on Binance\nCoins: ARB\nhttps://www.binance.com/en/support/announcement/arb',
      link: 'https://www.binance.com/en/support/announcement/arb',
    });
  });

  it('a hostile headline is cut to size, loses its control characters, and an unsafe link is left out', () => {
    const item = { ...newsItem('b'), title: `bad\u0007title ${'x'.repeat(5_000)}`, link: 'javascript:alert(1)', coins: Array.from({ length: 300 }, (_, i) => ({ coin: `C${i}`, found: [], symbols: [] })) };
    const message = alertMessage(item);
    expect(message.title.length).toBe(TITLE_MAX);
    expect(message.title.startsWith('bad title')).toBe(true);
    expect(message.text.length).toBeLessThanOrEqual(TEXT_MAX);
    expect(message.text).toBe('Coins: C0, C1, C2, C3, C4, C5, C6, C7');
    expect(message.link).toBeUndefined();
  });
});

describe('startMessage', () => {
  it("says the start in the desktop notification's words, without a hostile notice's control characters", () => {
    expect(startMessage({ exchange: 'Bin\u0007ance', coins: 'ARB\u001b' })).toEqual({
      title: 'Trading starts now: Bin ance ARB',
      text: 'The start the exchange’s notice stated.',
    });
  });
});
