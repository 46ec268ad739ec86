import { describe, expect, it } from 'vitest';
import { noticeOf } from './enrich';

const TIME = Date.UTC(2026, 10, 29, 4);

describe('noticeOf', () => {
  it('is the classifier\'s for an exchange\'s news item, with the coins it carries when its title names none', () => {
    expect(noticeOf({ title: 'Binance Will List Example (EXMP)', source: 'Binance EN', time: TIME })).toMatchObject({ kind: 'spot-listing', exchange: 'Binance', coins: ['EXMP'] });
    expect(noticeOf({ title: 'Binance Will List the Example token', source: 'Binance EN', suggestions: [{ coin: 'EXMP' }, { coin: 7 }], time: TIME })).toMatchObject({ coins: ['EXMP'] });
  });

  it('is the one an item came with when it reads, none when it does not, and none for what no exchange says', () => {
    const given = { kind: 'delisting', exchange: 'Bybit', coins: ['EXMP'], markets: [] };
    expect(noticeOf({ title: 'Binance Will List Example (EXMP)', source: 'Binance EN', notice: given, time: TIME })).toMatchObject(given);
    expect(noticeOf({ title: 'Binance Will List Example (EXMP)', source: 'Binance EN', notice: { kind: 'no such kind' }, time: TIME })).toBeUndefined();
    expect(noticeOf({ title: 'Binance Will List Example (EXMP)', source: 'Blogs', time: TIME })).toBeUndefined();
  });
});
