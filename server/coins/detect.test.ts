import { describe, expect, it } from 'vitest';
import { BINANCE_BASES, standInListings } from '@/devkit/stand-ins/binance-markets';
import { buildCatalog } from './catalog';
import { Detector, MAX_SUGGESTIONS, MAX_TEXT } from './detect';
import { marketsByBase } from './markets';

const { spot, futures } = standInListings(BINANCE_BASES);
const detector = new Detector(buildCatalog(marketsByBase(spot, futures)));
const coins = (text: string) => detector.detect(text).map((suggestion) => suggestion.coin);

describe('coin detection', () => {
  it('shapes suggestions as the specification does: coin, spellings found in order, symbols perpetual first', () => {
    const [gala] = detector.detect('Gala Games: thank you for being the backbone of the $GALA ecosystem');
    expect(gala).toEqual({
      coin: 'GALA',
      found: ['Gala', 'GALA'],
      symbols: [
        { exchange: 'binance-futures', symbol: 'GALAUSDT' },
        { exchange: 'binance', symbol: 'GALAUSDT' },
        { exchange: 'binance', symbol: 'GALABTC' },
      ],
    });
  });

  it('takes cashtags, (TICKER), pairs and exchange symbols as enough', () => {
    expect(coins('$wif is up')).toEqual(['WIF']);
    expect(coins('Binance Will List Ethena (ENA)')).toEqual(['ENA']);
    expect(coins('Bybit Lists BERA/USDT')).toEqual(['BERA']);
    expect(coins('Binance Futures Will Launch USDⓈ-M TRUMPUSDT Perpetual')).toEqual(['TRUMP']);
  });

  it('needs more than a bare ticker that is also an English word or an abbreviation of the news', () => {
    expect(coins('ONE more thing: the market is open on Monday')).toEqual([]);
    expect(coins('GAS prices rise across Europe')).toEqual([]);
    expect(coins('14:00 GMT: Eurozone PMI release')).toEqual([]);
    expect(coins('Harmony ONE joins the network')).toEqual(['ONE']);
    expect(coins('OKX to list MOVE for spot trading')).toEqual(['MOVE']);
  });

  it('never takes an exchange\'s name for its token, nor the quote of a pair, nor a delisted market', () => {
    expect(coins('Binance CEO speaks at Davos')).toEqual([]);
    expect(coins('Binance Will Delist ORCA/BTC')).toEqual(['ORCA']);
    expect(coins('Trading of $OLD ends')).toEqual([]);
  });

  it('finds names as whole words, written as names are', () => {
    expect(coins('Lido DAO proposes dual governance')).toEqual(['LDO']);
    expect(coins('Arbitrum and Optimism compete for dominance in rollups')).toEqual(['ARB', 'OP']);
    expect(coins('there is optimism in markets today')).toEqual([]);
    expect(coins('Avalanches of orders hit exchanges')).toEqual([]);
  });

  it('reads Korean notices by their (TICKER)', () => {
    expect(coins('업비트, 에테나(ENA) 원화 마켓 추가')).toEqual(['ENA']);
  });

  it('stays within its budgets: text past MAX_TEXT is not read, at most MAX_SUGGESTIONS coins', () => {
    expect(coins(`${'x '.repeat(MAX_TEXT)} $BTC`)).toEqual([]);
    const many = BINANCE_BASES.map((base) => `$${base}`).join(' ');
    expect(coins(many)).toHaveLength(MAX_SUGGESTIONS);
  });

  it('finds nothing with no market lists', () => {
    expect(new Detector([]).detect('$BTC (ETH) SOL/USDT')).toEqual([]);
  });
});
