import { describe, expect, it } from 'vitest';
import { BINANCE_BASES, standInListings } from '@/devkit/stand-ins/binance-markets';
import { buildCatalog } from './catalog';
import { Detector, MAX_FOUND, MAX_SUGGESTIONS, MAX_TEXT, MAX_WORDS } from './detect';
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

  it('reads no word past MAX_WORDS', () => {
    expect(coins(`${'x '.repeat(MAX_WORDS - 1)}$BTC`)).toEqual(['BTC']);
    expect(coins(`${'x '.repeat(MAX_WORDS)}$BTC`)).toEqual([]);
  });

  it('keeps at most MAX_FOUND spellings of a coin', () => {
    const spellings = Array.from({ length: 64 }, (_, n) => [...'bitcoin'].map((letter, at) => (at === 0 || (n >> (at - 1)) & 1 ? letter.toUpperCase() : letter)).join(''));
    const [bitcoin] = detector.detect(`${spellings.join(' and ')} and $BTC`);
    expect(bitcoin!.coin).toBe('BTC');
    expect(bitcoin!.found).toEqual(spellings.slice(0, MAX_FOUND));
  });

  it('takes a notice for a listing only when the exchange and the listing word share a line', () => {
    expect(coins('Binance will list MOVE')).toEqual(['MOVE']);
    expect(coins('Binance news\nMOVE will list soon')).toEqual([]);
  });

  // Each of these cost tens of milliseconds when a pattern went back over the text from every word.
  it.each([
    ['an exchange name', 'binance ', []],
    ['an exchange name and a listing word on many lines', 'binance lists\n', []],
    ['a name in prose', 'the Bitcoin price rises ', ['BTC']],
    ['a many-word name', 'Kyber Network Crystal v2 ', ['KNC']],
    ['a cashtag', '$BTC ', ['BTC']],
    ['one letter', 'a ', []],
  ])('reads 24 kB of %s once, finding what a short text would', (_name, unit, expected) => {
    expect(coins(unit.repeat(Math.ceil(MAX_TEXT / unit.length)))).toEqual(expected);
  });

  it('finds nothing with no market lists', () => {
    expect(new Detector([]).detect('$BTC (ETH) SOL/USDT')).toEqual([]);
  });
});
