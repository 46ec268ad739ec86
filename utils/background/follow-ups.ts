import type { NewsItem } from '@newsflash/protocol/news-item';
import type { WxtBrowser } from 'wxt/browser';
import type { Clock } from '@/utils/net/net-types';
import { BurstWindow } from '@/utils/notify/burst-window';
import { followUpOf, hasRoom, withNotified, type FollowUpAlert, type NotifiedFollowUp } from '@/utils/notify/follow-up';
import { raiseFollowUp } from '@/utils/notify/follow-up-notification';
import { alerting, decide } from '@/utils/notify/rules';
import type { Sound } from '@/utils/notify/sounds';
import type { AlertSettings, Setting } from '@/utils/settings';

export interface FollowUpsDeps {
  clock: Pick<Clock, 'now'>;
  alerts: () => AlertSettings;
  /** The items already followed up, in storage.local: a restarted worker must not follow one up again. */
  load: () => Promise<NotifiedFollowUp[]>;
  save: (notified: NotifiedFollowUp[]) => Promise<void>;
  /** The desktop notification. */
  raise: (alert: FollowUpAlert, item: NewsItem) => Promise<void>;
  playSound: (sound: Sound) => void;
  /** To the reader's phone and chat channels the decision reaches (`decision.channels`), as the rule's alerts go. */
  send: (alert: FollowUpAlert, item: NewsItem) => void;
}

/**
 * The worker's side of follow-ups: each item whose outcome was stored is judged (utils/notify/follow-up.ts)
 * one at a time, so two updates of one item in one turn cannot both raise. The item is remembered before
 * anything is raised: a worker stopped in between misses one follow-up rather than raising it twice.
 * Follow-ups keep to the reader's burst limit of their own (many items' first minute ends together);
 * one past it is not raised and not remembered, so a later span of its item may still raise it. With
 * as many items remembered as the list holds, none is raised until one is forgotten (follow-up.ts).
 */
export function createFollowUps(deps: FollowUpsDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  const shown = new BurstWindow();
  // Read from storage once a worker's life, then kept as saved: an outcome frame costs no storage read.
  let remembered: NotifiedFollowUp[] | undefined;
  const judge = async (item: NewsItem) => {
    const alerts = deps.alerts();
    // Most readers ask no follow-up: their items' outcomes are judged without reading anything.
    if (!alerts.rules.some((rule) => rule.enabled && rule.followUp)) return;
    const now = deps.clock.now();
    const notified = (remembered ??= await deps.load());
    const options = { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, desktop: alerts.desktop, now };
    const ids = new Set(notified.map((entry) => entry.id));
    const alert = followUpOf(item, alerts.rules, (candidate) => decide(candidate, alerts.rules, options), now, ids);
    if (!alert || shown.countWithin(now, alerts.windowSeconds * 1000) >= alerts.maxPerWindow || !hasRoom(notified, now)) return;
    shown.record(now);
    remembered = withNotified(notified, item.id, now);
    await deps.save(remembered);
    // The desktop's part only when the desktop choice let the rule's notification through; the channels' whatever it was.
    const { action, sound } = alert.decision;
    if (action === 'notify' || action === 'notify-sound') await deps.raise(alert, item).catch(() => undefined);
    if (alerting(action) && sound) deps.playSound(sound);
    deps.send(alert, item);
  };
  return {
    /** An item whose outcome was just stored (with it). */
    outcome: (item: NewsItem): Promise<unknown> => (queue = queue.then(() => judge(item)).catch(() => undefined)),
  };
}

/** Follow-ups on the browser's notifications, the items followed up in storage.local. */
export function browserFollowUps(
  browser: Pick<WxtBrowser, 'notifications' | 'runtime'>,
  notified: Pick<Setting<NotifiedFollowUp[]>, 'get' | 'item'>,
  deps: Pick<FollowUpsDeps, 'clock' | 'alerts' | 'playSound' | 'send'>,
) {
  return createFollowUps({
    ...deps,
    load: () => notified.get(),
    save: (next) => notified.item.setValue(next),
    raise: (alert, item) => raiseFollowUp(browser, alert, item),
  });
}
