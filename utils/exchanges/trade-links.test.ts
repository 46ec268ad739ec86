import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { parseItem } from '@newsflash/protocol/frames';
import { tradeLinks } from './trade-links';

const gala = {
  coins: [
    {
      coin: 'GALA',
      found: ['GALA'],
      symbols: [
        { exchange: 'binance-futures', symbol: 'GALAUSDT' },
        { exchange: 'binance', symbol: 'GALABTC' },
        { exchange: 'binance', symbol: 'GALAUSDT' },
        { exchange: 'bybit-perps', symbol: 'GALAUSDT' },
        { exchange: 'some-new-exchange', symbol: 'GALAUSDT' },
      ],
    },
  ],
  actions: [],
};

describe('tradeLinks', () => {
  it('one pair per known exchange, USDT preferred, in table order', () => {
    const [links] = tradeLinks(gala);
    expect(links?.coin).toBe('GALA');
    expect(links?.links.map((link) => [link.exchange, link.symbol, link.url])).toEqual([
      ['binance', 'GALAUSDT', 'https://www.binance.com/en/trade/GALA_USDT?type=spot'],
      ['binance-futures', 'GALAUSDT', 'https://www.binance.com/en/futures/GALAUSDT'],
      ['bybit-perps', 'GALAUSDT', 'https://www.bybit.com/trade/usdt/GALAUSDT'],
    ]);
    expect(links?.links[0]?.label).toBe('GALA/USDT on Binance');
  });

  it('unknown exchanges get no link, but the coin stays', () => {
    expect(tradeLinks({ coins: [{ coin: 'XYZ', found: [], symbols: [{ exchange: 'mystery', symbol: 'XYZUSDT' }] }], actions: [] })).toEqual([
      { coin: 'XYZ', links: [] },
    ]);
  });

  it("an exchange named like an object's own properties is no exchange", () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    const links = tradeLinks({
      coins: [{ coin: 'ARB', found: [], symbols: names.map((exchange) => ({ exchange, symbol: 'ARBUSDT' })) }],
      actions: names.map((name) => `${name}_ARBUSDT`),
    });
    expect(links).toEqual([{ coin: 'ARB', links: [] }]);
  });

  it('reads action codes of each shape', () => {
    const links = tradeLinks({ coins: [], actions: ['BINFUT_ARBUSDT', 'BIN_ARB_BTC', 'BIN_ARB_USDT', 'BYBIT_ARBUSDT', 'NOPE_X'] });
    expect(links).toEqual([
      {
        coin: 'ARB',
        links: [
          expect.objectContaining({ exchange: 'binance', symbol: 'ARBUSDT' }),
          expect.objectContaining({ exchange: 'binance-futures', symbol: 'ARBUSDT' }),
          expect.objectContaining({ exchange: 'bybit-perps', symbol: 'ARBUSDT' }),
        ],
      },
    ]);
  });

  it('never builds a URL from a hostile symbol', () => {
    const links = tradeLinks({
      coins: [{ coin: 'X', found: [], symbols: [{ exchange: 'binance', symbol: 'X/../../evil?USDT' }, { exchange: 'binance-futures', symbol: 'javascript:alert(1)' }] }],
      actions: ['BIN_<script>_USDT', 'BINFUT_../x'],
    });
    expect(links.flatMap((coin) => coin.links)).toEqual([]);
  });

  it('every corpus item yields only https links to the table', () => {
    for (const frame of readCorpus('live-items')) {
      const parsed = parseItem(frame);
      if (parsed.kind !== 'item') throw new Error('corpus item did not parse');
      for (const link of tradeLinks(parsed.item).flatMap((coin) => coin.links)) {
        expect(link.url).toMatch(/^https:\/\/(www\.)?(binance|bybit|okx|coinbase|upbit)\.com\//);
      }
    }
  });
});
