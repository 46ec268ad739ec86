import type { NewsItem } from '@newsflash/protocol/news-item';
import type { WxtBrowser } from 'wxt/browser';
import type { Clock } from '@/utils/net/net-types';
import { raiseStartAlert } from '@/utils/notify/start-notification';
import type { Setting } from '@/utils/settings';
import {
  dueStartAlerts,
  keptForRules,
  nextStartAlarm,
  startAlertOf,
  withStartAlert,
  type DueStart,
  type StartAlert,
  type StartChoices,
} from '@/utils/notify/start-alerts';

export const START_ALARM = 'newsflash-start';

export interface StartAlarmDeps {
  clock: Pick<Clock, 'now'>;
  choices: () => StartChoices;
  /** The pending list in storage.local: a worker woken by the alarm has nothing else. */
  load: () => Promise<StartAlert[]>;
  save: (pending: StartAlert[]) => Promise<void>;
  /** Arms the one alarm at this time, or clears it. */
  arm: (when: number | undefined) => Promise<void>;
  /** On the desktop when `desktop`, and to the rule's channels. */
  raise: (due: DueStart) => Promise<void>;
}

/**
 * The worker's side of start alerts. Each change reads the stored list, applies the pure step and
 * writes it back, one change at a time (an item, the alarm and a rule edit may come in one turn).
 */
export function createStartAlarm(deps: StartAlarmDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  const update = (step: (pending: StartAlert[]) => { pending: StartAlert[]; raise?: DueStart[] }) =>
    (queue = queue.then(async () => {
      const before = await deps.load();
      const { pending, raise = [] } = step(before);
      await deps.save(pending);
      await deps.arm(nextStartAlarm(pending));
      for (const alert of raise) await deps.raise(alert).catch(() => undefined);
    }).catch(() => undefined));
  return {
    /** An item a rule alerted: scheduled when the rule asks and the notice states a start ahead. */
    alerted(item: NewsItem, ruleId: string | undefined): Promise<unknown> {
      const alert = startAlertOf(item, ruleId, deps.choices().rules, deps.clock.now());
      return alert ? update((pending) => ({ pending: withStartAlert(pending, alert) })) : queue;
    },
    fired: () => update((pending) => dueStartAlerts(pending, deps.choices(), deps.clock.now())),
    rulesChanged: () => update((pending) => ({ pending: keptForRules(pending, deps.choices().rules) })),
  };
}

/**
 * The start alarm on the browser's own alarm and notifications, its pending list in storage.local;
 * `sendBeyond` hands a due start to the rule's phone and chat channels, whatever the desktop raises.
 */
export function browserStartAlarm(
  browser: Pick<WxtBrowser, 'alarms' | 'notifications' | 'runtime'>,
  pending: Pick<Setting<StartAlert[]>, 'get' | 'item'>,
  deps: Pick<StartAlarmDeps, 'clock' | 'choices'> & { sendBeyond: (due: DueStart) => void },
) {
  return createStartAlarm({
    ...deps,
    load: () => pending.get(),
    save: (next) => pending.item.setValue(next),
    arm: async (when) => void (when === undefined ? await browser.alarms.clear(START_ALARM) : await browser.alarms.create(START_ALARM, { when })),
    raise: async (due) => {
      deps.sendBeyond(due);
      if (due.desktop) await raiseStartAlert(browser, due);
    },
  });
}
