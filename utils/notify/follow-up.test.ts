import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { NewsItem } from '@newsflash/protocol/news-item';
import type { Outcome } from '@newsflash/protocol/outcome';
import { FOLLOW_UP_FORGET_MS, FOLLOW_UP_GRACE_MS, FOLLOW_UP_NOTIFIED_MAX, followUpOf, readNotifiedFollowUps, withNotified } from './follow-up';
import { decide, ruleSchema, type Rule } from './rules';

const now = 1_700_000_000_000;
const quiet = { enabled: false, start: '22:00', end: '07:00' };
const rule = (over: Partial<Rule> = {}): Rule => ({ id: 'exmp', name: 'EXMP', enabled: true, action: 'notify', followUp: { percent: 5, span: '5m' }, match: { coins: ['EXMP'] }, ...over });
const span = (move: number, rise = Math.max(move, 0), fall = Math.min(move, 0)) => ({ price: 1, move, rise, fall });
const outcome = (spans: Outcome['coins'][number]['spans'], coin = 'EXMP'): Outcome => ({ coins: [{ coin, market: 'binance', symbol: `${coin}USDT`, spans }] });
const item = (spans: Outcome['coins'][number]['spans'], over: Partial<NewsItem> = {}): NewsItem =>
  newsItem('a', { title: 'Exchange lists EXMP', time: now - 60_000, coins: [{ coin: 'EXMP', found: ['EXMP'], symbols: [] }], outcome: outcome(spans), ...over });
const judge = (subject: NewsItem, rules: Rule[] = [rule()], options: { at?: number; notified?: string[]; quietHours?: typeof quiet; desktop?: 'all' | 'off' } = {}) => {
  const at = options.at ?? now;
  const by = (candidate: NewsItem) => decide(candidate, rules, { defaultAction: 'feed', quietHours: options.quietHours ?? quiet, desktop: options.desktop, now: at });
  return followUpOf(subject, rules, by, at, new Set(options.notified ?? []));
};

describe('a rule follow-up', () => {
  it('raises when the main coin rose past the threshold within a span no longer than the rule’s, naming the shortest', () => {
    expect(judge(item({ '1m': span(6.2) }))).toMatchObject({ itemId: 'a', ruleId: 'exmp', coin: 'EXMP', move: 6.2, minutes: 1, decision: { action: 'notify' } });
    expect(judge(item({ '1m': span(1), '5m': span(2, 7, -1) }))).toMatchObject({ move: 7, minutes: 5 });
    // The 30-minute span is past the rule's five.
    expect(judge(item({ '1m': span(1), '5m': span(2), '30m': span(40) }))).toBeUndefined();
  });

  it('follows the notice’s sign: a rise for +, a fall for −, the larger of the two with none', () => {
    const up: NewsItem['notice'] = { kind: 'spot-listing', sign: '+', coins: ['EXMP'], markets: [] };
    const down: NewsItem['notice'] = { kind: 'delisting', sign: '-', coins: ['EXMP'], markets: [] };
    expect(judge(item({ '5m': span(-8, 1, -8) }, { notice: up }))).toBeUndefined();
    expect(judge(item({ '5m': span(-8, 1, -8) }, { notice: down }))).toMatchObject({ move: -8 });
    expect(judge(item({ '5m': span(8, 8, -1) }, { notice: down }))).toBeUndefined();
    expect(judge(item({ '5m': span(-3, 6, -7) }))).toMatchObject({ move: -7 });
  });

  it('does not raise below the threshold, for a rule without a follow-up, nor for a rule that does not alert', () => {
    expect(judge(item({ '5m': span(4.9) }))).toBeUndefined();
    expect(judge(item({ '5m': span(50) }), [rule({ followUp: undefined })])).toBeUndefined();
    expect(judge(item({ '5m': span(50) }), [rule({ action: 'feed' })])).toBeUndefined();
    expect(judge(item({ '5m': span(50) }), [rule({ enabled: false })])).toBeUndefined();
  });

  it('asks the rule that decides the item, as `decide` picks it: an earlier matching rule without a follow-up wins', () => {
    const first = rule({ id: 'first', followUp: undefined, match: { keywords: ['lists'] } });
    expect(judge(item({ '1m': span(10) }), [first, rule()])).toBeUndefined();
    expect(judge(item({ '1m': span(10) }), [rule(), first])).toMatchObject({ ruleId: 'exmp' });
  });

  it('keeps to quiet hours and the rule’s mute, the desktop choice for the desktop only; a critical rule breaks through the first two', () => {
    const always = { enabled: true, start: '00:00', end: '23:59' };
    expect(judge(item({ '1m': span(10) }), [rule()], { quietHours: always })).toBeUndefined();
    expect(judge(item({ '1m': span(10) }), [rule({ mutedUntil: now + 1 })])).toBeUndefined();
    // Desktop off: no notification, but the rule's channels still get the follow-up.
    expect(judge(item({ '1m': span(10) }), [rule()], { desktop: 'off' })).toMatchObject({ decision: { action: 'feed', note: 'desktop', channels: 'alert' } });
    expect(judge(item({ '1m': span(10) }), [rule({ critical: true })], { quietHours: always })).toMatchObject({ decision: { note: 'critical' } });
  });

  it('never raises twice for an item, nor for one older than its span and the grace', () => {
    expect(judge(item({ '1m': span(10) }), [rule()], { notified: ['a'] })).toBeUndefined();
    const old = now - 5 * 60_000 - FOLLOW_UP_GRACE_MS;
    expect(judge(item({ '1m': span(10) }, { time: old }))).toMatchObject({ itemId: 'a' });
    expect(judge(item({ '1m': span(10) }, { time: old - 1 }))).toBeUndefined();
    expect(judge(item({ '1m': span(10) }, { time: Number.NaN }))).toBeUndefined();
    // Dated ahead: a service's clock a few minutes fast is allowed for; a day ahead (as far as a frame may claim) never raises.
    expect(judge(item({ '1m': span(10) }, { time: now + FOLLOW_UP_GRACE_MS }))).toMatchObject({ itemId: 'a' });
    expect(judge(item({ '1m': span(10) }, { time: now + FOLLOW_UP_GRACE_MS + 1 }))).toBeUndefined();
    expect(judge(item({ '1m': span(10) }, { time: now + 24 * 60 * 60_000 - 1 }))).toBeUndefined();
  });

  it('a hostile outcome changes nothing: NaN, infinite or huge moves, a missed span, a coin the item does not name first, no outcome', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e9, -150]) expect(judge(item({ '1m': { price: 1, move: bad, rise: bad, fall: bad } }))).toBeUndefined();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e13, -150]) expect(judge(item({ '1m': { price: bad, move: 10, rise: 10, fall: 0 } }))).toBeUndefined();
    expect(judge(item({ '1m': { price: 1, move: -0, rise: -0, fall: -0 } }), [rule({ followUp: { percent: 0.1, span: '1m' } })])).toBeUndefined();
    expect(judge(item({ '1m': { price: 1, move: '50', rise: '50', fall: 0 } as never }))).toBeUndefined();
    expect(judge(item({ '1m': { missed: true } }))).toBeUndefined();
    expect(judge(item({ '1m': { ...span(10), extra: 1 } as never }))).toBeUndefined();
    expect(judge(item({}, { outcome: outcome({ '1m': span(50) }, 'OTHER') }))).toBeUndefined();
    expect(judge(item({ '1m': span(50) }, { coins: [] }))).toBeUndefined();
    expect(judge(item({}, { outcome: undefined }))).toBeUndefined();
  });
});

describe('the rule schema’s follow-up', () => {
  const parse = (followUp: unknown) => ruleSchema.safeParse({ ...rule(), followUp }).success;

  it('takes a threshold from 0.1 to 100 % and a span of 1, 5 or 30 minutes, nothing else', () => {
    expect([parse({ percent: 0.1, span: '1m' }), parse({ percent: 100, span: '30m' }), parse(undefined)]).toEqual([true, true, true]);
    expect([0.09, 100.01, Number.NaN, Number.POSITIVE_INFINITY, -5, '5'].map((percent) => parse({ percent, span: '5m' }))).toEqual([false, false, false, false, false, false]);
    expect(['4h', '2m', '', 5].map((value) => parse({ percent: 5, span: value }))).toEqual([false, false, false, false]);
    expect(parse({ percent: 5, span: '5m', extra: true })).toBe(false);
  });
});

describe('the items followed up', () => {
  it('are bounded: past the count the oldest are forgotten, and those too old to follow up go first', () => {
    let list = readNotifiedFollowUps([]);
    for (let i = 0; i < FOLLOW_UP_NOTIFIED_MAX + 20; i++) list = withNotified(list, `id${i}`, now);
    expect(list).toHaveLength(FOLLOW_UP_NOTIFIED_MAX);
    expect(list[0]!.id).toBe('id20');
    expect(withNotified(list, 'new', now + FOLLOW_UP_FORGET_MS + 1)).toEqual([{ id: 'new', at: now + FOLLOW_UP_FORGET_MS + 1 }]);
    expect(withNotified([{ id: 'a', at: now }], 'a', now + 1)).toEqual([{ id: 'a', at: now + 1 }]);
  });

  it('are read tolerantly: a damaged entry is dropped alone, a damaged or oversized list bounded', () => {
    expect(readNotifiedFollowUps('nonsense')).toEqual([]);
    expect(readNotifiedFollowUps([{ id: 'a', at: now }, { id: '', at: now }, { id: 'b', at: 'x' }, { id: 'x'.repeat(201), at: now }, null, { id: 'c', at: now }])).toEqual([
      { id: 'a', at: now },
      { id: 'c', at: now },
    ]);
    const many = Array.from({ length: FOLLOW_UP_NOTIFIED_MAX * 3 }, (_, i) => ({ id: `id${i}`, at: now }));
    const read = readNotifiedFollowUps(many);
    expect(read).toHaveLength(FOLLOW_UP_NOTIFIED_MAX);
    expect(read.at(-1)!.id).toBe(`id${FOLLOW_UP_NOTIFIED_MAX * 3 - 1}`);
  });
});
