import { describe, expect, it } from 'vitest';
import { exchangeOf } from './exchanges';

describe('exchangeOf', () => {
  it('names the exchange a source starts with, as the service names it', () => {
    expect(exchangeOf('Binance EN')).toBe('Binance');
    expect(exchangeOf('Upbit')).toBe('Upbit');
    expect(exchangeOf('okx')).toBe('OKX');
    expect(exchangeOf('OKEx')).toBe('OKX');
    expect(exchangeOf('Bybit: announcements')).toBe('Bybit');
  });

  it('names none for other sources, a name inside another word, or a source that is no text', () => {
    for (const source of ['Blogs', 'Twitter', 'Binanceville', 'News about Binance', '', undefined, 42]) expect(exchangeOf(source), String(source)).toBeUndefined();
  });

  it('reads only the start of a long source', () => {
    expect(exchangeOf(`${' '.repeat(100)}Binance`)).toBeUndefined();
    expect(exchangeOf(`Binance ${'x'.repeat(100_000)}`)).toBe('Binance');
  });
});
