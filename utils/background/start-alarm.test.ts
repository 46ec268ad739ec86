import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem, T0 } from '@/tests/fixtures/items';
import type { Rule } from '@/utils/notify/rules';
import type { DueStart, StartAlert, StartChoices } from '@/utils/notify/start-alerts';
import { browserStartAlarm, createStartAlarm, START_ALARM } from './start-alarm';

const HOUR = 3_600_000;

function setup(rules: Rule[], kept: StartAlert[] = []) {
  const clock = new FakeClock(T0);
  let stored: unknown = kept;
  const armed: (number | undefined)[] = [];
  const raised: DueStart[] = [];
  const choices = { rules, quietHours: { enabled: false, start: '22:00', end: '07:00' } };
  const alarm = createStartAlarm({
    clock,
    choices: () => choices,
    load: async () => stored as StartAlert[],
    save: async (pending) => void (stored = structuredClone(pending)),
    arm: async (when) => void armed.push(when),
    raise: async (alert) => void raised.push(alert),
  });
  return { clock, alarm, armed, raised, choices, stored: () => stored as StartAlert[] };
}

const rule: Rule = { id: 'listings', name: 'Listings', enabled: true, action: 'notify', atStart: true, match: {} };
const listing = (id: string, at: number) => newsItem(id, { story: 'arb', notice: { kind: 'spot-listing', exchange: 'Binance', coins: ['ARB'], markets: [], at } });

describe('the start alarm in the worker', () => {
  it('stores and arms a start, raises it once when the alarm fires, then clears the alarm', async () => {
    const { clock, alarm, armed, raised, stored } = setup([rule]);
    await alarm.alerted(listing('a', T0 + HOUR), 'listings');
    await alarm.alerted(listing('b', T0 + HOUR), 'listings');
    expect(stored()).toHaveLength(1);
    expect(armed.at(-1)).toBe(T0 + HOUR);
    clock.advance(HOUR);
    await alarm.fired();
    await alarm.fired();
    expect(raised.map((alert) => [alert.exchange, alert.coins])).toEqual([['Binance', 'ARB']]);
    expect(stored()).toEqual([]);
    expect(armed.at(-1)).toBeUndefined();
  });

  it('a restarted worker arms the stored list again; an alarm woken too late raises nothing', async () => {
    const first = setup([rule]);
    await first.alarm.alerted(listing('a', T0 + HOUR), 'listings');
    const restarted = setup([rule], first.stored());
    await restarted.alarm.rulesChanged();
    expect(restarted.armed).toEqual([T0 + HOUR]);
    restarted.clock.advance(HOUR + 60_000);
    await restarted.alarm.fired();
    expect(restarted.raised.map((alert) => alert.itemId)).toEqual(['a']);
    const late = setup([rule], first.stored());
    late.clock.advance(3 * HOUR);
    await late.alarm.fired();
    expect(late.raised).toEqual([]);
    expect(late.stored()).toEqual([]);
  });

  it('a rule turned off clears its pending starts and the alarm', async () => {
    const { alarm, armed, stored, choices } = setup([rule]);
    await alarm.alerted(listing('a', T0 + HOUR), 'listings');
    choices.rules = [{ ...rule, enabled: false }];
    await alarm.rulesChanged();
    expect(stored()).toEqual([]);
    expect(armed.at(-1)).toBeUndefined();
  });

  it('on the browser: one alarm of its own name, armed and cleared, and the notification raised when it fires', async () => {
    const clock = new FakeClock(T0);
    let pending: StartAlert[] = [];
    const calls: string[] = [];
    const browser = {
      alarms: { create: async (name: string, info: { when: number }) => void calls.push(`create ${name} ${info.when - T0}`), clear: async (name: string) => (calls.push(`clear ${name}`), true) },
      notifications: { create: async (id: string) => (calls.push(`notify ${id}`), id) },
      runtime: { getURL: (path: string) => `chrome-extension://x${path}` },
    };
    const setting = { get: async () => pending, item: { setValue: async (next: StartAlert[]) => void (pending = next) } };
    const choices: StartChoices = { rules: [rule], quietHours: { enabled: false, start: '22:00', end: '07:00' } };
    const beyond: string[] = [];
    const alarm = browserStartAlarm(browser as never, setting as never, { clock, choices: () => choices, sendBeyond: (due) => beyond.push(`${due.key} ${due.channels}`) });
    await alarm.alerted(listing('a', T0 + HOUR), 'listings');
    clock.advance(HOUR);
    await alarm.fired();
    expect(calls).toEqual([`create ${START_ALARM} ${HOUR}`, `clear ${START_ALARM}`, expect.stringMatching(/^notify newsflash:start:/)]);
    expect(beyond).toEqual(['arb|binance alert']);
    expect(pending).toEqual([]);
    // Desktop notifications off: the start still goes to the rule's channels, and no notification is raised.
    choices.desktop = 'off';
    await alarm.alerted(listing('b', T0 + 2 * HOUR), 'listings');
    clock.advance(HOUR);
    await alarm.fired();
    expect(calls.filter((call) => call.startsWith('notify'))).toHaveLength(1);
    expect(beyond).toEqual(['arb|binance alert', 'arb|binance alert']);
  });
});
