import { describe, expect, it } from 'vitest';
import { listingKinds, noticeKinds, type NoticeKind } from '@newsflash/protocol/notice';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { newsItem } from '@/tests/fixtures/items';
import { decide, inQuietHours, listingsRule, ITEM_PATTERNS_MS_MAX, matches, PATTERN_MS_MAX, ruleSchema, ruleSetProblem, withRuleOff, type Rule } from './rules';

const item = (over: Partial<NewsItem> = {}): NewsItem => ({
  id: 'i',
  title: 'Binance Will List Example (EXMP)',
  time: 0,
  kind: 'news',
  source: 'Binance EN',
  coins: [{ coin: 'EXMP', found: ['EXMP'], symbols: [] }],
  actions: [],
  requireInteraction: false,
  ...over,
});

const rule = (match: Rule['match'], over: Partial<Rule> = {}): Rule => ({ id: 'r', name: 'r', enabled: true, action: 'notify-sound', match, ...over });
const quietOff = { enabled: false, start: '22:00', end: '07:00' };
const noon = new Date(2026, 0, 1, 12, 0).getTime();

const notice = (kind: NoticeKind, sign?: '+' | '-'): Partial<NewsItem> => ({ notice: { kind, ...(sign ? { sign } : {}), exchange: 'Upbit', coins: ['EXMP'], markets: [] } });

describe('matches on notices', () => {
  it('matches the kinds and signs asked for, and an item without a notice matches neither', () => {
    expect(matches(rule({ notices: ['delisting'] }), item(notice('delisting', '-')))).toBe(true);
    expect(matches(rule({ notices: ['delisting'] }), item(notice('tag-added', '-')))).toBe(false);
    expect(matches(rule({ notices: ['delisting'] }), item())).toBe(false);
    expect(matches(rule({ signs: ['-'] }), item(notice('tag-added', '-')))).toBe(true);
    expect(matches(rule({ signs: ['-'] }), item(notice('spot-listing', '+')))).toBe(false);
    expect(matches(rule({ signs: ['+', '-'] }), item(notice('other')))).toBe(false);
    expect(matches(rule({ notices: ['spot-listing'], signs: ['+'] }), item(notice('spot-listing', '+')))).toBe(true);
  });

  it('the Listings rule fires for listings and new markets and for no decoy', () => {
    const listings = listingsRule('Listings', true);
    for (const kind of listingKinds) expect(matches(listings, item(notice(kind, '+')))).toBe(true);
    for (const kind of noticeKinds.filter((kind) => !listingKinds.includes(kind))) expect(matches(listings, item(notice(kind, '+')))).toBe(false);
    expect(matches(listings, item({ title: 'Binance Will List Example (EXMP)' }))).toBe(false);
  });

  it('refuses an unknown kind or sign, and more entries than there are kinds', () => {
    expect(ruleSchema.safeParse(rule({ notices: ['moon' as NoticeKind] })).success).toBe(false);
    expect(ruleSchema.safeParse(rule({ signs: ['?' as '+'] })).success).toBe(false);
    expect(ruleSchema.safeParse(rule({ notices: [...noticeKinds, 'other'] })).success).toBe(false);
    expect(ruleSchema.safeParse(rule({ notices: [...noticeKinds] })).success).toBe(true);
  });
});

describe('matches', () => {
  it.each([
    [{}, true],
    [{ coins: ['exmp'] }, true],
    [{ coins: ['BTC'] }, false],
    [{ sources: ['binance en'] }, true],
    [{ kinds: ['tweet' as const] }, false],
    [{ keywords: ['will list'] }, true],
    [{ keywords: ['delist'] }, false],
    [{ pattern: 'list(ing)?\\b.*\\(\\w+\\)' }, true],
    [{ hasCoins: false }, false],
    [{ coins: ['EXMP'], sources: ['Upbit'] }, false],
  ])('%j → %s', (match, expected) => {
    expect(matches(rule(match), item())).toBe(expected);
  });

  it('keywords and patterns also search the original headline and the body', () => {
    expect(matches(rule({ keywords: ['원화'] }), item({ originalTitle: '원화 마켓' }))).toBe(true);
    expect(matches(rule({ pattern: 'whale' }), item({ body: 'A WHALE moved' }))).toBe(true);
  });
});

describe('decide', () => {
  const options = { defaultAction: 'notify' as const, quietHours: quietOff, now: noon };

  it('notifies every item when there are no rules', () => {
    expect(decide(item(), [], options)).toEqual({ action: 'notify', channels: 'alert' });
  });

  it('the first enabled matching rule wins', () => {
    const rules = [
      rule({ coins: ['EXMP'] }, { id: 'off', enabled: false, action: 'hide' }),
      rule({ sources: ['Binance EN'] }, { id: 'a', action: 'notify-sound', sound: 'chime' }),
      rule({}, { id: 'b', action: 'hide' }),
    ];
    expect(decide(item(), rules, options)).toEqual({ action: 'notify-sound', sound: 'chime', ruleId: 'a', channels: 'alert' });
    expect(decide(item({ source: 'Upbit' }), rules, options)).toEqual({ action: 'hide', ruleId: 'b' });
  });

  it('falls back to the default action when nothing matches', () => {
    expect(decide(item(), [rule({ coins: ['BTC'] })], { ...options, defaultAction: 'feed' })).toEqual({ action: 'feed' });
  });

  it('a muted rule keeps the item in the feed until the mute ends', () => {
    const muted = [rule({}, { mutedUntil: noon + 1 })];
    expect(decide(item(), muted, options)).toEqual({ action: 'feed', ruleId: 'r', note: 'muted' });
    expect(decide(item(), muted, { ...options, now: noon + 1 }).action).toBe('notify-sound');
  });

  it('a critical rule breaks through its mute and quiet hours, saying so; the desktop choice still holds the desktop', () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    const night = new Date(2026, 0, 1, 23, 30).getTime();
    const critical = [rule({}, { critical: true, mutedUntil: night + 1, sound: 'chime' })];
    expect(decide(item(), critical, { ...options, quietHours: quiet, now: night })).toEqual({ action: 'notify-sound', sound: 'chime', ruleId: 'r', note: 'critical', channels: 'alert' });
    expect(decide(item(), [rule({}, { mutedUntil: night + 1 })], { ...options, quietHours: quiet, now: night })).toMatchObject({ action: 'feed', note: 'muted' });
    expect(decide(item(), critical, { ...options, quietHours: quiet, now: night, desktop: 'off' })).toEqual({ action: 'feed', ruleId: 'r', note: 'desktop', channels: 'alert' });
    expect(decide(item(), critical, { ...options, now: night + 2 })).toEqual({ action: 'notify-sound', sound: 'chime', ruleId: 'r', channels: 'alert' });
  });

  it('"sound only" carries its sound; a coloured rule gives the words it marks, held back or not', () => {
    expect(decide(item(), [rule({}, { action: 'sound' })], options)).toEqual({ action: 'sound', sound: 'ping', ruleId: 'r', channels: 'alert' });
    const coloured = [rule({ keywords: ['will list'] }, { highlight: 'green', mutedUntil: noon + 1 })];
    expect(decide(item(), coloured, options)).toEqual({ action: 'feed', ruleId: 'r', note: 'muted', highlight: { colour: 'green', words: ['will list'] } });
  });

  it('the desktop choice holds back only what this computer raises: the channels still get the alert', () => {
    const ticked = [rule({}, { channels: ['phone'] })];
    for (const desktop of ['off', 'pending'] as const) {
      expect(decide(item(), ticked, { ...options, desktop })).toEqual({ action: 'feed', ruleId: 'r', note: 'desktop', channels: 'alert' });
      expect(decide(item(), [], { ...options, desktop })).toEqual({ action: 'feed', note: 'desktop', channels: 'alert' });
    }
    expect(decide(item(), [], { ...options, desktop: 'important' })).toEqual({ action: 'feed', note: 'desktop', channels: 'alert' });
  });

  it('a "feed only" rule that ticks a channel reaches that channel alone, under its mute and quiet hours; hidden goes nowhere', () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    const night = new Date(2026, 0, 1, 23, 30).getTime();
    const feedToPhone = rule({}, { action: 'feed', channels: ['phone'] });
    expect(decide(item(), [feedToPhone], { ...options, desktop: 'off' })).toEqual({ action: 'feed', ruleId: 'r', channels: 'ticked' });
    expect(decide(item(), [{ ...feedToPhone, channels: undefined }], options)).toEqual({ action: 'feed', ruleId: 'r' });
    expect(decide(item(), [{ ...feedToPhone, mutedUntil: noon + 1 }], options)).toEqual({ action: 'feed', ruleId: 'r', note: 'muted' });
    expect(decide(item(), [feedToPhone], { ...options, quietHours: quiet, now: night })).toEqual({ action: 'feed', ruleId: 'r', note: 'quiet hours' });
    expect(decide(item(), [{ ...feedToPhone, critical: true }], { ...options, quietHours: quiet, now: night })).toEqual({
      action: 'feed',
      ruleId: 'r',
      note: 'critical',
      channels: 'ticked',
    });
    expect(decide(item(), [{ ...feedToPhone, action: 'hide' }], options)).toEqual({ action: 'hide', ruleId: 'r' });
  });

  it('quiet hours hold the channels back too, with the desktop choice off', () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    const night = new Date(2026, 0, 1, 23, 30).getTime();
    expect(decide(item(), [rule({}, { channels: ['phone'] })], { ...options, quietHours: quiet, now: night, desktop: 'off' })).toEqual({
      action: 'feed',
      ruleId: 'r',
      note: 'quiet hours',
    });
  });

  it('quiet hours hold notifications back, including across midnight', () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    expect(decide(item(), [], { ...options, quietHours: quiet, now: new Date(2026, 0, 1, 23, 30).getTime() })).toEqual({
      action: 'feed',
      note: 'quiet hours',
    });
    expect(inQuietHours(quiet, new Date(2026, 0, 1, 6, 59))).toBe(true);
    expect(inQuietHours(quiet, new Date(2026, 0, 1, 7, 0))).toBe(false);
    expect(inQuietHours({ enabled: true, start: '09:00', end: '17:00' }, new Date(2026, 0, 1, 12, 0))).toBe(true);
  });
});

describe('ruleSchema', () => {
  it('reads a rule\'s name as shown: a settings file\'s override, hidden or control characters cannot reorder or hide text on the page', () => {
    expect(ruleSchema.parse(rule({ keywords: ['x'] }, { name: 'Listings\u202E tsil\u200B\t\u0000 ' })).name).toBe('Listings tsil');
    expect(ruleSchema.parse(rule({ keywords: ['x'] }, { name: '🚀\u200D Upbit' })).name).toBe('🚀\u200D Upbit');
  });

  it('refuses a broken regular expression with a message', () => {
    const result = ruleSchema.safeParse(rule({ pattern: '(unclosed' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Newsflash cannot run this pattern/);
  });
});

describe('the per-item time budget', () => {
  const options = { defaultAction: 'feed' as const, quietHours: quietOff, now: noon };
  /** A clock that moves `step` ms during each pattern test, as a slow pattern would. */
  const slowClock = (step: number) => {
    let now = 0;
    let reads = 0;
    return { monotonic: () => (reads++ % 2 === 0 ? now : (now += step)) };
  };

  it('reports a pattern that overruns its time, and still decides', () => {
    const overruns: [string, number][] = [];
    const rules = [rule({ pattern: 'nothing-here' }, { id: 'slow' }), rule({ sources: ['Binance EN'] }, { id: 'src', action: 'notify' })];
    const timing = { ...slowClock(PATTERN_MS_MAX + 5), onOverrun: (id: string, ms: number) => overruns.push([id, ms]) };
    expect(decide(item(), rules, { ...options, timing })).toEqual({ action: 'notify', ruleId: 'src', channels: 'alert' });
    expect(overruns).toEqual([['slow', PATTERN_MS_MAX + 5]]);
  });

  it('once the item\'s budget is spent, later patterns count as not matching and are not run', () => {
    let ran = 0;
    const rules = Array.from({ length: 10 }, (_, i) => rule({ pattern: `never-${i}` }, { id: `r${i}`, action: 'notify' }));
    const clock = slowClock(20);
    const timing = { monotonic: () => (ran++, clock.monotonic()), onOverrun: () => {} };
    // Each pattern takes 20 ms: after the third (60 ms > 50 ms) the other seven are not run.
    expect(decide(item(), rules, { ...options, timing })).toEqual({ action: 'feed' });
    expect(ran / 2).toBe(Math.floor(ITEM_PATTERNS_MS_MAX / 20) + 1);
  });

  it('turns one rule off with the reason, and leaves the settings alone when it is already off', () => {
    const settings = { rules: [rule({}, { id: 'a' }), rule({}, { id: 'b' })] };
    const off = withRuleOff(settings, 'a', 'Turned off: slow');
    expect(off.rules).toEqual([{ ...settings.rules[0], enabled: false, note: 'Turned off: slow' }, settings.rules[1]]);
    expect(withRuleOff(off, 'a', 'again')).toBe(off);
    expect(withRuleOff(settings, 'missing', 'x')).toBe(settings);
  });

  it('refuses a rule whose pattern would put the enabled rules over the rule set budget', () => {
    const costly = (id: string, enabled = true) => rule({ pattern: `${id}.{0,490}z` }, { id, enabled });
    const ten = Array.from({ length: 10 }, (_, i) => costly(`c${i}`));
    expect(ruleSetProblem(ten, costly('new'))).toMatch(/more than 10000/);
    expect(ruleSetProblem(ten, costly('new', false))).toBeUndefined();
    // Editing one of the ten replaces it: its own old cost does not count twice.
    expect(ruleSetProblem(ten, costly('c3'))).toBeUndefined();
    expect(ruleSetProblem(ten.map((r, i) => (i < 2 ? { ...r, enabled: false } : r)), costly('new'))).toBeUndefined();
  });
});

describe('the desktop choice', () => {
  const options = { defaultAction: 'notify' as const, quietHours: { enabled: false, start: '22:00', end: '07:00' }, now: 0 };
  const plain = newsItem('plain');
  const starred = newsItem('starred', { requireInteraction: true });
  const ruled = { id: 'r', name: 'BTC', enabled: true, action: 'notify' as const, match: { coins: ['BTC'] } };
  const btc = newsItem('btc', { coins: [{ coin: 'BTC', found: ['BTC'], symbols: [] }] });

  it('all: whatever the rules notify; important: starred items and the rules\' own; off and pending: nothing, kept in the feed', () => {
    const actions = (desktop: 'all' | 'important' | 'off' | 'pending') => [plain, starred, btc].map((item) => decide(item, [ruled], { ...options, desktop }).action);
    expect(actions('all')).toEqual(['notify', 'notify', 'notify']);
    expect(actions('important')).toEqual(['feed', 'notify', 'notify']);
    expect(actions('off')).toEqual(['feed', 'feed', 'feed']);
    expect(actions('pending')).toEqual(['feed', 'feed', 'feed']);
  });
});
