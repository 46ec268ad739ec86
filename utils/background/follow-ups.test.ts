import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem, T0 } from '@/tests/fixtures/items';
import type { NewsItem } from '@newsflash/protocol/news-item';
import type { Outcome } from '@newsflash/protocol/outcome';
import { FOLLOW_UP_FORGET_MS, FOLLOW_UP_NOTIFIED_MAX, readNotifiedFollowUps, type NotifiedFollowUp } from '@/utils/notify/follow-up';
import type { Rule } from '@/utils/notify/rules';
import { defaultAlerts, type AlertSettings } from '@/utils/settings/schema';
import { createFollowUps } from './follow-ups';

const rule: Rule = { id: 'exmp', name: 'EXMP', enabled: true, action: 'notify', followUp: { percent: 5, span: '5m' }, match: { coins: ['EXMP'] } };
const moved = (move: number): Outcome => ({ coins: [{ coin: 'EXMP', market: 'binance', symbol: 'EXMPUSDT', spans: { '1m': { price: 1, move, rise: Math.max(move, 0), fall: Math.min(move, 0) } } }] });
const item = (id: string, move = 10, time = T0 - 60_000): NewsItem => newsItem(id, { time, coins: [{ coin: 'EXMP', found: ['EXMP'], symbols: [] }], outcome: moved(move) });

function setup(over: Partial<AlertSettings> = {}, kept: unknown = []) {
  const clock = new FakeClock(T0);
  let stored: unknown = kept;
  const raised: string[] = [];
  const sounds: string[] = [];
  const sent: string[] = [];
  const alerts: AlertSettings = { ...defaultAlerts, rules: [rule], defaultAction: 'feed', ...over };
  let failRaise = false;
  const followUps = createFollowUps({
    clock,
    alerts: () => alerts,
    // As the stored setting reads it (utils/settings/): through its tolerant reader.
    load: async () => readNotifiedFollowUps(structuredClone(stored)),
    save: async (next) => void (stored = structuredClone(next)),
    raise: async (alert) => {
      if (failRaise) throw new Error('notifications refused');
      raised.push(`${alert.itemId} ${alert.coin} ${alert.move} ${alert.minutes}`);
    },
    playSound: (sound) => void sounds.push(sound),
    send: (alert) => void sent.push(alert.itemId),
  });
  return { clock, followUps, raised, sounds, sent, stored: () => stored as NotifiedFollowUp[], failRaises: () => (failRaise = true) };
}

describe('follow-ups in the worker', () => {
  it('raises once per item, even for two updates in one turn, and sends it to the rule’s channels', async () => {
    const { followUps, raised, sent, stored } = setup();
    await Promise.all([followUps.outcome(item('a')), followUps.outcome(item('a', 20))]);
    await followUps.outcome(item('a', 30));
    expect(raised).toEqual(['a EXMP 10 1']);
    expect(sent).toEqual(['a']);
    expect(stored()).toEqual([{ id: 'a', at: T0 }]);
  });

  it('a restarted worker reads the items followed up and does not raise them again', async () => {
    const first = setup();
    await first.followUps.outcome(item('a'));
    const restarted = setup({}, first.stored());
    await restarted.followUps.outcome(item('a', 40));
    await restarted.followUps.outcome(item('b'));
    expect(restarted.raised).toEqual(['b EXMP 10 1']);
  });

  it('a sound-only rule plays its sound and raises no notification; notify-sound does both', async () => {
    const soundOnly = setup({ rules: [{ ...rule, action: 'sound', sound: 'chime' }] });
    await soundOnly.followUps.outcome(item('a'));
    expect([soundOnly.raised, soundOnly.sounds, soundOnly.sent]).toEqual([[], ['chime'], ['a']]);
    const both = setup({ rules: [{ ...rule, action: 'notify-sound' }] });
    await both.followUps.outcome(item('a'));
    expect([both.raised.length, both.sounds]).toEqual([1, ['ping']]);
  });

  it("desktop notifications off or not chosen: the follow-up still goes to the rule's channels, with no notification or sound", async () => {
    for (const desktop of ['off', 'pending'] as const) {
      const { followUps, raised, sounds, sent } = setup({ desktop, rules: [{ ...rule, action: 'notify-sound' }] });
      await followUps.outcome(item('a'));
      expect([raised, sounds, sent]).toEqual([[], [], ['a']]);
    }
  });

  it('a "feed only" rule that ticks a channel follows up there alone; quiet hours hold it back unless the rule is critical', async () => {
    const feedToPhone: Rule = { ...rule, action: 'feed', channels: ['phone'] };
    const ticked = setup({ rules: [feedToPhone] });
    await ticked.followUps.outcome(item('a'));
    expect([ticked.raised, ticked.sounds, ticked.sent]).toEqual([[], [], ['a']]);
    const allDay = { enabled: true, start: '00:00', end: '23:59' };
    const quiet = setup({ rules: [feedToPhone], quietHours: allDay, desktop: 'off' });
    await quiet.followUps.outcome(item('a'));
    expect(quiet.sent).toEqual([]);
    const critical = setup({ rules: [{ ...feedToPhone, critical: true }], quietHours: allDay, desktop: 'off' });
    await critical.followUps.outcome(item('a'));
    expect(critical.sent).toEqual(['a']);
  });

  it('keeps to the reader’s burst limit; one held back is not remembered, so a later span of it may raise', async () => {
    const { clock, followUps, raised, stored } = setup({ maxPerWindow: 2, windowSeconds: 10 });
    for (const id of ['a', 'b', 'c', 'd']) await followUps.outcome(item(id));
    expect(raised.map((line) => line.split(' ')[0])).toEqual(['a', 'b']);
    expect(stored().map((entry) => entry.id)).toEqual(['a', 'b']);
    clock.advance(10_000);
    await followUps.outcome(item('c'));
    expect(raised.map((line) => line.split(' ')[0])).toEqual(['a', 'b', 'c']);
  });

  it('remembers the item before raising: a notification the browser refuses is not tried again, and the next item is still judged', async () => {
    const { followUps, raised, stored, failRaises } = setup();
    failRaises();
    await followUps.outcome(item('a'));
    await followUps.outcome(item('a'));
    await followUps.outcome(item('b'));
    expect(stored().map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(raised).toEqual([]);
  });

  it('a damaged stored list raises as if empty and is written back bounded', async () => {
    const { followUps, raised, stored } = setup({}, 'not a list');
    await followUps.outcome(item('a', 9));
    expect(raised).toEqual(['a EXMP 9 1']);
    expect(stored()).toEqual([{ id: 'a', at: T0 }]);
  });

  it('never raises one twice under a flood of qualifying outcomes: with the list full of items still remembered, none more is raised until they age out', async () => {
    const { clock, followUps, raised, sent, stored } = setup({ maxPerWindow: 20, windowSeconds: 1 });
    const fresh = (id: string) => item(id, 10, clock.now() - 60_000);
    for (let i = 0; i < FOLLOW_UP_NOTIFIED_MAX; i++) {
      if (i % 20 === 0) clock.advance(1_000);
      await followUps.outcome(fresh(`id${i}`));
    }
    clock.advance(1_000);
    await followUps.outcome(fresh('one-more'));
    await followUps.outcome(fresh('id0'));
    expect(raised).toHaveLength(FOLLOW_UP_NOTIFIED_MAX);
    expect(sent).toHaveLength(FOLLOW_UP_NOTIFIED_MAX);
    expect(new Set(raised.map((line) => line.split(' ')[0])).size).toBe(FOLLOW_UP_NOTIFIED_MAX);
    clock.advance(FOLLOW_UP_FORGET_MS);
    await followUps.outcome(fresh('later'));
    expect(raised.at(-1)).toBe('later EXMP 10 1');
    expect(stored()).toEqual([{ id: 'later', at: clock.now() }]);
  });

  it('a stored list of entries dated far ahead (damage) neither blocks follow-ups nor stays', async () => {
    const damaged = Array.from({ length: FOLLOW_UP_NOTIFIED_MAX }, (_, i) => ({ id: `future${i}`, at: T0 + 10 * FOLLOW_UP_FORGET_MS }));
    const { followUps, raised, stored } = setup({}, damaged);
    await followUps.outcome(item('a'));
    expect(raised).toEqual(['a EXMP 10 1']);
    expect(stored()).toEqual([{ id: 'a', at: T0 }]);
  });
});
