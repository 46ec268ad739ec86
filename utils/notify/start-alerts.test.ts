import { describe, expect, it } from 'vitest';
import { newsItem, T0 } from '@/tests/fixtures/items';
import type { Notice } from '@newsflash/protocol/notice';
import type { QuietHours, Rule } from './rules';
import { dueStartAlerts, EXTRA_FEED_START_ALERTS, keptForRules, nextStartAlarm, readStartAlerts, START_AHEAD_MS, START_ALERTS_MAX, START_LATE_MS, startAlertOf, withStartAlert, type StartAlert } from './start-alerts';

const HOUR = 3_600_000;
const rule = (over: Partial<Rule> = {}): Rule => ({ id: 'listings', name: 'Listings', enabled: true, action: 'notify', atStart: true, match: { notices: ['spot-listing'] }, ...over });
const notice = (over: Partial<Notice> = {}): Notice => ({ kind: 'spot-listing', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at: T0 + 2 * HOUR, ...over });
const listing = (id: string, over: Partial<Notice> = {}, story = 'story-arb') => newsItem(id, { story, notice: notice(over) });
const quietOff: QuietHours = { enabled: false, start: '22:00', end: '07:00' };
const alertAt = (key: string, at: number, ruleId = 'listings'): StartAlert => ({ key, ruleId, exchange: 'Binance', coins: 'ARB', itemId: key, at });

describe('what an alerted item schedules', () => {
  it('schedules the stated start once per story and exchange when its rule asks', () => {
    const alert = startAlertOf(listing('a'), 'listings', [rule()], T0);
    expect(alert).toEqual({ key: 'story-arb|binance', ruleId: 'listings', exchange: 'Binance', coins: 'ARB', itemId: 'a', at: T0 + 2 * HOUR });
    const again = startAlertOf(listing('b', { at: T0 + 3 * HOUR }), 'listings', [rule()], T0)!;
    const other = startAlertOf(listing('c', { exchange: 'Upbit' }), 'listings', [rule()], T0)!;
    const pending = withStartAlert(withStartAlert(withStartAlert([], alert!), again), other);
    expect(pending.map((entry) => [entry.key, entry.at])).toEqual([
      ['story-arb|upbit', T0 + 2 * HOUR],
      ['story-arb|binance', T0 + 3 * HOUR],
    ]);
  });

  it('schedules nothing for a rule that does not ask, is off or is gone, or a start passed or past 30 days', () => {
    expect(startAlertOf(listing('a'), 'listings', [rule({ atStart: undefined })], T0)).toBeUndefined();
    expect(startAlertOf(listing('a'), 'listings', [rule({ enabled: false })], T0)).toBeUndefined();
    expect(startAlertOf(listing('a'), 'other', [rule()], T0)).toBeUndefined();
    expect(startAlertOf(listing('a'), undefined, [rule()], T0)).toBeUndefined();
    expect(startAlertOf(newsItem('plain'), 'listings', [rule()], T0)).toBeUndefined();
    expect(startAlertOf(listing('a', { at: T0 }), 'listings', [rule()], T0)).toBeUndefined();
    expect(startAlertOf(listing('a', { at: T0 + START_AHEAD_MS + 1 }), 'listings', [rule()], T0)).toBeUndefined();
    expect(startAlertOf(listing('a', { at: T0 + START_AHEAD_MS }), 'listings', [rule()], T0)).toBeDefined();
  });

  it('keeps the 50 soonest of a flood of notices, whatever order they came in', () => {
    let pending: StartAlert[] = [];
    for (let i = 0; i < 500; i++) pending = withStartAlert(pending, startAlertOf(listing(`i${i}`, { at: T0 + (500 - i) * HOUR }, `s${i}`), 'listings', [rule()], T0)!);
    expect(pending).toHaveLength(START_ALERTS_MAX);
    expect(pending[0]!.at).toBe(T0 + HOUR);
    expect(pending.at(-1)!.at).toBe(T0 + START_ALERTS_MAX * HOUR);
  });

  it("keeps each feed's soonest in its own share: another feed's 500 sooner listings push out none of the first feed's", () => {
    const first = startAlertOf(listing('first', { at: T0 + 100 * HOUR }), 'listings', [rule()], T0)!;
    let pending = withStartAlert([], first);
    for (let i = 0; i < 500; i++) {
      const extra = { ...listing(`x${i}`, { at: T0 + HOUR + i }, `sx${i}`), via: 'extra-1' };
      pending = withStartAlert(pending, startAlertOf(extra, 'listings', [rule()], T0)!);
    }
    for (let i = 0; i < 500; i++) {
      const other = { ...listing(`y${i}`, { at: T0 + HOUR + i }, `sy${i}`), via: 'extra-2' };
      pending = withStartAlert(pending, startAlertOf(other, 'listings', [rule()], T0)!);
    }
    expect(pending).toContainEqual(first);
    expect(pending.filter((alert) => alert.feed === 'extra-1')).toHaveLength(EXTRA_FEED_START_ALERTS);
    expect(pending.filter((alert) => alert.feed === 'extra-2')).toHaveLength(EXTRA_FEED_START_ALERTS);
    expect(readStartAlerts(pending)).toEqual(pending);
  });

  it('keeps two feeds\' alerts of one story apart, and raises the start once', () => {
    const first = startAlertOf(listing('a'), 'listings', [rule()], T0)!;
    const copy = startAlertOf({ ...listing('b'), via: 'extra-1' }, 'listings', [rule()], T0)!;
    const pending = withStartAlert(withStartAlert([], first), copy);
    expect(pending).toHaveLength(2);
    expect(dueStartAlerts(pending, { rules: [rule()], quietHours: quietOff }, first.at).raise).toEqual([{ ...first, desktop: true, channels: 'alert' }]);
  });

  it('bounds a hostile notice\'s names', () => {
    const alert = startAlertOf(listing('a', { exchange: 'X'.repeat(40), coins: Array.from({ length: 20 }, () => 'C'.repeat(40)) }, 'S'.repeat(5000)), 'listings', [rule()], T0)!;
    expect(alert.coins.length).toBeLessThanOrEqual(100);
    expect(alert.key.length).toBeLessThanOrEqual(200);
    expect(readStartAlerts([alert])).toEqual([alert]);
  });
});

describe('what fires', () => {
  const choices = (rules = [rule()], quietHours = quietOff) => ({ rules, quietHours, desktop: 'all' as const });

  it('raises what is due, keeps what is not, and arms the next', () => {
    const pending = [alertAt('a', T0), alertAt('b', T0 + HOUR)];
    const { raise, pending: rest } = dueStartAlerts(pending, choices(), T0 + 1000);
    expect(raise.map((alert) => alert.key)).toEqual(['a']);
    expect(rest.map((alert) => alert.key)).toEqual(['b']);
    expect(nextStartAlarm(rest)).toBe(T0 + HOUR);
    expect(nextStartAlarm([])).toBeUndefined();
  });

  it('drops without raising an alarm more than 10 minutes late, and a rule turned off since', () => {
    expect(dueStartAlerts([alertAt('a', T0)], choices(), T0 + START_LATE_MS)).toEqual({ raise: [{ ...alertAt('a', T0), desktop: true, channels: 'alert' }], pending: [] });
    expect(dueStartAlerts([alertAt('a', T0)], choices(), T0 + START_LATE_MS + 1)).toEqual({ raise: [], pending: [] });
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ atStart: false })]), T0)).toEqual({ raise: [], pending: [] });
  });

  it('holds back in quiet hours or a mute, here and on the channels; a critical rule breaks through quiet hours', () => {
    const quiet: QuietHours = { enabled: true, start: '00:00', end: '23:59' };
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ channels: ['phone'] })], quiet), T0).raise).toEqual([]);
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ mutedUntil: T0 + HOUR, channels: ['phone'] })]), T0).raise).toEqual([]);
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ critical: true })], quiet), T0).raise).toHaveLength(1);
  });

  it("the desktop choice holds back the desktop notification only: the rule's channels still get the start", () => {
    for (const desktop of ['off', 'pending'] as const) {
      expect(dueStartAlerts([alertAt('a', T0)], { ...choices(), desktop }, T0).raise).toEqual([{ ...alertAt('a', T0), desktop: false, channels: 'alert' }]);
    }
    // A "feed only" rule that ticks a channel: the start goes to that channel, never the desktop; one that ticks none raises nothing.
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ action: 'feed', channels: ['phone'] })]), T0).raise).toEqual([
      { ...alertAt('a', T0), desktop: false, channels: 'ticked' },
    ]);
    expect(dueStartAlerts([alertAt('a', T0)], choices([rule({ action: 'feed' })]), T0)).toEqual({ raise: [], pending: [] });
  });

  it('a rule removed or turned off takes its pending alerts with it', () => {
    const pending = [alertAt('a', T0, 'listings'), alertAt('b', T0, 'mine')];
    expect(keptForRules(pending, [rule(), rule({ id: 'mine', atStart: false })]).map((alert) => alert.key)).toEqual(['a']);
    expect(keptForRules(pending, [rule({ enabled: false })])).toEqual([]);
  });
});

describe('the stored list', () => {
  it('drops damaged entries alone and holds the bound again', () => {
    expect(readStartAlerts('nonsense')).toEqual([]);
    expect(readStartAlerts([alertAt('a', T0), { key: 'b' }, null, { ...alertAt('c', T0), at: 'soon' }])).toEqual([alertAt('a', T0)]);
    const many = Array.from({ length: 300 }, (_, i) => alertAt(`k${i}`, T0 - i));
    const read = readStartAlerts(many);
    expect(read).toHaveLength(START_ALERTS_MAX);
    expect(read.every((alert, i) => i === 0 || alert.at >= read[i - 1]!.at)).toBe(true);
  });

  it('holds a bounded number of feeds, whatever ids a damaged list names', () => {
    const feeds = Array.from({ length: 300 }, (_, i) => ({ ...alertAt(`k${i}`, T0 + i), feed: `feed-${i}` }));
    const read = readStartAlerts([alertAt('mine', T0 + 1000), ...feeds]);
    expect(read).toContainEqual(alertAt('mine', T0 + 1000));
    expect(new Set(read.map((alert) => alert.feed)).size).toBeLessThanOrEqual(9);
  });
});
