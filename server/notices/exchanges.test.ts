import { describe, expect, it } from 'vitest';
import { BINANCE_SOURCE } from '../sources/binance-source';
import { OKX_SOURCE } from '../sources/okx-source';
import { UPBIT_SOURCE } from '../sources/upbit-source';
import { exchangeOf } from './exchanges';

describe('exchangeOf', () => {
  it('names the exchange of the service\'s own sources and of the names an upstream gives, as the service names it', () => {
    expect([BINANCE_SOURCE, OKX_SOURCE, UPBIT_SOURCE, 'Bybit'].map(exchangeOf)).toEqual(['Binance', 'OKX', 'Upbit', 'Bybit']);
    expect(['Binance EN', 'Binance CN', 'Upbit', 'Bithumb', 'Coinbase'].map(exchangeOf)).toEqual(['Binance', 'Binance', 'Upbit', 'Bithumb', 'Coinbase']);
    expect(['Bitget', 'Gate', 'MEXC', 'Crypto.com', 'OKEx'].map(exchangeOf)).toEqual(['Bitget', 'Gate', 'MEXC', 'Crypto.com', 'OKX']);
    // Spaces at the ends are trimmed: an upstream's padding is no other name.
    expect(exchangeOf(' Binance EN ')).toBe('Binance');
  });

  it('names none for a source that starts or ends like an exchange\'s name: an operator\'s or a publisher\'s own words', () => {
    for (const source of ['binance-phish', 'Binance EN phish', 'Binance EN: listings', 'Binance', 'OKX announcements', 'Bybit-clone', 'Fake Upbit', 'News about Binance', 'Gate.io phish', 'Bitget Wallet', 'mexc']) expect(exchangeOf(source), source).toBeUndefined();
  });

  it('names none for a look-alike: another case, another separator, another script\'s letter, an invisible character', () => {
    const lookAlikes = [
      'binance en', 'BINANCE EN', 'okx', 'upbit', // case
      'Binance_EN', 'Binance-EN', 'Binance  EN', 'Binance\tEN', 'BinanceEN', // separators
      'Bіnance EN', 'Вinance EN', 'Upbіt', 'ОKX', // Cyrillic і, В, О
      'Binance EN\u200b', '\u200bUpbit', 'Bin\u00adance EN', 'Binance\u00a0EN', 'Upbit\u2060', // zero-width, soft hyphen, no-break space, word joiner
      'Ｂinance EN', 'Binance EN\u0301', // full-width letter, a combining mark
    ];
    for (const source of lookAlikes) expect(exchangeOf(source), JSON.stringify(source)).toBeUndefined();
  });

  it('names none for other sources or a source that is no text', () => {
    for (const source of ['Blogs', 'Twitter', 'Terminal', '', ' ', undefined, null, 42, { source: 'Binance EN' }, ['Binance EN']]) expect(exchangeOf(source), String(source)).toBeUndefined();
  });

  it('reads no source past its budget (40 characters), whatever it starts or ends with', () => {
    expect(exchangeOf(`Binance EN${' '.repeat(100_000)}`)).toBeUndefined();
    expect(exchangeOf(`${' '.repeat(100)}Binance EN`)).toBeUndefined();
    expect(exchangeOf(`${' '.repeat(15)}Binance EN${' '.repeat(15)}`)).toBe('Binance');
  });
});
