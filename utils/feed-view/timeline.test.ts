import { describe, expect, it } from 'vitest';
import type { StoredItem } from '@/utils/store/store-types';
import { foldStories } from './stories';
import { listingTimeline, MAX_STAGES, nextStart } from './timeline';

const T = Date.UTC(2026, 10, 27, 10);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function item(id: string, time: number, extra: Partial<StoredItem> = {}): StoredItem {
  return { id, title: `headline ${id}`, time, kind: 'news', source: 'Blogs', coins: [], actions: [], requireInteraction: false, receivedAt: time, ...extra };
}
const notice = (exchange: string, coins: string[], at?: number, deposits?: number): StoredItem['notice'] => ({ kind: 'spot-listing', exchange, coins, markets: [], ...(at ? { at } : {}), ...(deposits ? { deposits } : {}) });

/** Binance EN and its Chinese copy, an outlet, a post, the market going live, and Upbit's Korean notice two days later, newest first as the feed holds them. */
const story = [
  item('upbit', T + 2 * DAY, { source: 'Upbit', story: 'en', notice: { kind: 'new-markets', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'], at: T + 2 * DAY + HOUR } }),
  item('other', T + 4 * HOUR, { source: 'Terminal' }),
  item('live', T + 3 * HOUR + 5_000, { source: 'Binance markets', story: 'en', market: { exchange: 'Binance', kind: 'spot', symbol: 'ARB_USDT', at: T + 3 * HOUR + 5_000 } }),
  item('post', T + 3 * 60_000, { kind: 'tweet', source: 'Twitter', story: 'en' }),
  item('outlet', T + 2 * 60_000, { source: 'Blogs', story: 'en' }),
  item('cn', T + 60_000, { source: 'Binance CN', story: 'en', notice: notice('Binance', ['ARB'], T + 3 * HOUR) }),
  item('en', T, { source: 'Binance EN', notice: notice('Binance', ['ARB'], T + 3 * HOUR, T + HOUR) }),
];

describe('listing timeline', () => {
  it('gives each exchange\'s notice once whatever its languages, the stated starts, deposits and each market live, oldest first', () => {
    expect(listingTimeline(story)).toEqual([
      { kind: 'notice', exchange: 'Binance', time: T },
      { kind: 'deposits', exchange: 'Binance', time: T + HOUR },
      { kind: 'trading', exchange: 'Binance', time: T + 3 * HOUR },
      { kind: 'live', exchange: 'Binance', market: 'ARB/USDT', futures: false, time: T + 3 * HOUR + 5_000 },
      { kind: 'notice', exchange: 'Upbit', time: T + 2 * DAY },
      { kind: 'trading', exchange: 'Upbit', time: T + 2 * DAY + HOUR },
    ]);
  });

  it('is no timeline with fewer than two stages, nor from items that are not listings', () => {
    expect(listingTimeline([item('a', T, { notice: notice('Binance', ['ARB']) })])).toBeUndefined();
    expect(listingTimeline([item('a', T), item('b', T, { notice: { kind: 'delisting', exchange: 'Binance', coins: ['ARB'], markets: [], at: T + HOUR } })])).toBeUndefined();
  });

  it('holds at most MAX_STAGES stages, whatever a story holds', () => {
    const many = Array.from({ length: 40 }, (_, i) => item(`m${i}`, T + i, { market: { exchange: 'Binance', kind: 'spot', symbol: `C${i}_USDT`, at: T + i } }));
    expect(listingTimeline(many)).toHaveLength(MAX_STAGES);
  });

  it('counts down to the first stated start still ahead', () => {
    const stages = listingTimeline(story)!;
    expect(nextStart(stages, T)).toEqual({ kind: 'trading', exchange: 'Binance', time: T + 3 * HOUR });
    expect(nextStart(stages, T + 3 * HOUR)).toEqual({ kind: 'trading', exchange: 'Upbit', time: T + 2 * DAY + HOUR });
    expect(nextStart(stages, T + 3 * DAY)).toBeUndefined();
  });
});

describe('foldStories with a listing', () => {
  it('folds the listing\'s items of days into one row at its newest stage, with the timeline; other items stay rows', () => {
    const rows = foldStories(story);
    expect(rows.map((row) => row.id)).toEqual(['en', 'other']);
    expect(rows[0]!.alsoFrom).toEqual(['Binance CN', 'Blogs', 'Twitter', 'Binance markets', 'Upbit']);
    expect(rows[0]!.timeline).toHaveLength(6);
  });

  it('folds no item that is not a listing past the six hours of a story', () => {
    const rows = foldStories([item('late', T + DAY, { story: 'en', source: 'Blogs' }), item('en', T, { source: 'Binance EN', notice: notice('Binance', ['ARB'], T + HOUR) })]);
    expect(rows.map((row) => row.id)).toEqual(['late', 'en']);
    // One notice stating its start is already a timeline: the notice, then the countdown's stage.
    expect(rows[1]!.timeline?.map((stage) => stage.kind)).toEqual(['notice', 'trading']);
  });

  it('folds no listing past the listing span: it starts a row of its own', () => {
    const rows = foldStories([item('upbit', T + 8 * DAY, { story: 'en', notice: notice('Upbit', ['ARB'], T + 8 * DAY + HOUR) }), item('en', T, { source: 'Binance EN', notice: notice('Binance', ['ARB'], T + HOUR) })]);
    expect(rows.map((row) => row.id)).toEqual(['upbit', 'en']);
  });
});
