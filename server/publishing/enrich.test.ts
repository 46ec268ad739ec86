import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@newsflash/protocol/published-item';
import type { ItemText } from '../coins/item-text';
import type { MarketLists } from '../coins/markets';
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

  it('has detection read no more of an item not yet checked than the checked item will hold, whatever an upstream sent', () => {
    const read: ItemText[] = [];
    const markets = { detector: { detect: (parts: ItemText) => (read.push(parts), [{ coin: 'EXMP' }]) } } as unknown as MarketLists;
    const huge = ' and more'.repeat(200_000);
    const notice = noticeOf({ title: `Binance Will List the Example token${huge}`, en: huge, body: huge, source: 'Binance EN', time: TIME }, markets);
    expect(notice).toMatchObject({ kind: 'spot-listing', coins: ['EXMP'] });
    expect(read.map(({ title, en, body }) => [title?.length, en?.length, body?.length])).toEqual([[TEXT_LIMITS.title, TEXT_LIMITS.en, TEXT_LIMITS.body]]);
    // A source past its budget names no exchange (server/notices/exchanges.ts): nothing more is read.
    expect(noticeOf({ title: 'Binance Will List Example (EXMP)', source: `Binance EN${huge}`, time: TIME }, markets)).toBeUndefined();
    expect(read).toHaveLength(1);
  });
});
