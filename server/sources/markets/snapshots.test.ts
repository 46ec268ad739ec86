import { describe, expect, it } from 'vitest';
import { judge, MARKET_WATCH_BUDGET, readBaseline, type Baseline } from './snapshots';

const T = Date.UTC(2026, 10, 27, 10);
const markets = (count: number, prefix = 'C') => Array.from({ length: count }, (_, i) => `${prefix}${i}_USDT`);
const last: Baseline = { at: T - 60_000, markets: markets(100) };

describe('market list snapshots', () => {
  it('takes a first list as the baseline only: nothing in it is new', () => {
    expect(judge(undefined, { markets: markets(100) }, T)).toEqual({ kind: 'baseline', why: 'first list', baseline: { at: T, markets: markets(100) } });
  });

  it('says a market is live when a complete list adds it to the last complete one', () => {
    const verdict = judge(last, { markets: [...markets(100), 'ARB_USDT'] }, T);
    expect(verdict).toEqual({ kind: 'added', added: ['ARB_USDT'], baseline: { at: T, markets: [...markets(100), 'ARB_USDT'] } });
  });

  it('never adopts a partial list, so the markets it lacked are not new when the whole list is back', () => {
    const short = judge(last, { markets: markets(50) }, T);
    expect(short).toMatchObject({ kind: 'partial' });
    expect(short).not.toHaveProperty('baseline');
    // The caller keeps `last`: the whole list again adds nothing.
    expect(judge(last, { markets: markets(100) }, T + 60_000)).toMatchObject({ kind: 'added', added: [] });
  });

  it('takes a list the origin says is partial (a next page, an error code) or an empty one as partial, even as the first', () => {
    expect(judge(undefined, { markets: markets(100), partial: 'the answer names a next page' }, T)).toEqual({ kind: 'partial', why: 'the answer names a next page' });
    expect(judge(undefined, { markets: [] }, T)).toEqual({ kind: 'partial', why: 'the list is empty' });
    expect(judge(last, { markets: [...markets(99), 'NEW_USDT'], partial: 'OKX answered code 50011' }, T)).toMatchObject({ kind: 'partial' });
  });

  it('accepts a list a few delistings shorter, and refuses one just under the plausible share', () => {
    const atShare = Math.ceil(MARKET_WATCH_BUDGET.plausibleShare * 100);
    expect(judge(last, { markets: [...markets(atShare - 1), 'NEW_USDT'] }, T)).toMatchObject({ kind: 'added', added: ['NEW_USDT'] });
    expect(judge(last, { markets: markets(atShare - 1) }, T)).toMatchObject({ kind: 'partial' });
  });

  it('takes more new markets than the budget in one fetch as a broken snapshot: adopted, none announced', () => {
    const atBudget = judge(last, { markets: [...markets(100), ...markets(MARKET_WATCH_BUDGET.newPerFetch, 'N')] }, T);
    expect(atBudget).toMatchObject({ kind: 'added' });
    expect(atBudget.kind === 'added' && atBudget.added).toHaveLength(MARKET_WATCH_BUDGET.newPerFetch);
    const past = judge(last, { markets: [...markets(100), ...markets(MARKET_WATCH_BUDGET.newPerFetch + 1, 'N')] }, T);
    expect(past).toMatchObject({ kind: 'broken', added: MARKET_WATCH_BUDGET.newPerFetch + 1, baseline: { at: T } });
  });

  it('compares with no baseline older than its freshness (a long outage), nor one from the future', () => {
    expect(judge({ ...last, at: T - MARKET_WATCH_BUDGET.freshForMs - 1 }, { markets: [...markets(100), 'ARB_USDT'] }, T)).toMatchObject({ kind: 'baseline' });
    expect(judge({ ...last, at: T - MARKET_WATCH_BUDGET.freshForMs }, { markets: [...markets(100), 'ARB_USDT'] }, T)).toMatchObject({ kind: 'added', added: ['ARB_USDT'] });
    expect(judge({ ...last, at: T + 1 }, { markets: [...markets(100), 'ARB_USDT'] }, T)).toMatchObject({ kind: 'baseline' });
  });

  it('counts a paused market as listed: no new market when it trades again, and a list paused whole is complete', () => {
    const paused = judge(last, { markets: markets(99), paused: ['C99_USDT'] }, T);
    expect(paused).toMatchObject({ kind: 'added', added: [], baseline: { markets: markets(100) } });
    expect(judge(last, { markets: markets(100) }, T + 60_000)).toMatchObject({ kind: 'added', added: [] });
    expect(judge(last, { markets: [], paused: markets(100) }, T)).toMatchObject({ kind: 'added', added: [] });
    expect(judge(last, { markets: [], paused: [] }, T)).toEqual({ kind: 'partial', why: 'the list is empty' });
  });

  it('says no market is new that a complete list of the window had, even one the last complete list lacked', () => {
    const lacking: Baseline = { at: T - 60_000, markets: markets(99) };
    expect(judge(lacking, { markets: [...markets(100), 'ARB_USDT'] }, T, new Set(['C99_USDT']))).toMatchObject({ kind: 'added', added: ['ARB_USDT'] });
    // Markets coming back are not counted towards a broken snapshot.
    const back = markets(MARKET_WATCH_BUDGET.newPerFetch + 5, 'B');
    expect(judge(last, { markets: [...markets(100), ...back] }, T, new Set(back))).toMatchObject({ kind: 'added', added: [] });
  });

  it('reads a kept baseline back, and nothing from a hostile or broken one', () => {
    expect(readBaseline(JSON.stringify(last))).toEqual(last);
    for (const bad of [undefined, '', 'not json', '{"at":1}', JSON.stringify({ at: T, markets: ['bad name'] }), JSON.stringify({ at: T, markets: markets(10_001) })]) expect(readBaseline(bad)).toBeUndefined();
  });
});
