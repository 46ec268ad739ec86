import type { NewsItem } from '@newsflash/protocol/news-item';
import { ChannelSender } from '@/utils/channels/sender';
import type { ChannelConfig } from '@/utils/channels/config';
import { createNotifications, type NotificationsDeps } from '@/utils/notify/notifications';
import type { Sound } from '@/utils/notify/sounds';
import type { AlertSettings } from '@/utils/settings';
import type { EngineDeps } from './engine-deps';
import { latencySamples } from './latency-samples';
import { browserStartAlarm, START_ALARM } from './start-alarm';
import type { DueStart } from '@/utils/notify/start-alerts';
import { browserFollowUps } from './follow-ups';
import { alertMessage, startMessage } from '@/utils/channels/message';
import { channelTargets } from '@/utils/channels/channel-targets';
import { followUpHeading, followUpHeadline } from '@/utils/notify/follow-up-notification';

export interface AlertingDeps extends EngineDeps, Pick<NotificationsDeps, 'remoteIcons' | 'canVote' | 'linkOf' | 'vote'> {
  alerts: () => AlertSettings;
  channels: () => readonly ChannelConfig[];
  /** Each item that raised an alert: the one-keystroke trade opens the newest. */
  alerted: (item: NewsItem) => void;
}

/**
 * Every way the worker alerts the reader, wired in one place: desktop notifications (the coalescer
 * and the notifier), the alert sound, the phone and chat channels, the start alarm that waits
 * for a notice's stated start, and rules' follow-ups on their items' outcomes. The engine hands `onAlert` to the sockets' events as it is.
 */
export function createAlerting(deps: AlertingDeps) {
  const { browser, clock } = deps;
  const notifications = createNotifications({ ...deps, fetchIcon: deps.fetch });
  // Frame → channel request latencies, for the benchmark.
  const channelLatencies = latencySamples(1_000);
  const channels = new ChannelSender({ fetch: deps.fetch, clock, random: deps.random, channels: deps.channels, onRequest: channelLatencies.add });
  const sendBeyond = (due: DueStart) => {
    const targets = channelTargets(deps.channels(), deps.alerts().rules, due.ruleId, due.channels);
    if (targets.length > 0) channels.send(startMessage(due), targets);
  };
  const startAlarm = browserStartAlarm(browser, deps.settings.startAlerts, { clock, choices: deps.alerts, sendBeyond });
  const playSound = (sound: Sound) => void deps.playSound(sound).catch(() => undefined);
  const followUps = browserFollowUps(browser, deps.settings.followUps, {
    clock,
    alerts: deps.alerts,
    playSound,
    send: (alert, item) => {
      const targets = channelTargets(deps.channels(), deps.alerts().rules, alert.ruleId, alert.decision.channels);
      if (targets.length > 0) channels.send(alertMessage({ ...item, title: `${followUpHeading(alert)}: ${followUpHeadline(item)}` }), targets);
    },
  });
  return {
    notifications,
    channels,
    channelLatencies,
    /** What the sockets' events alert through. */
    onAlert: {
      coalescer: notifications.coalescer,
      channels,
      savedChannels: deps.channels,
      alerted: (item: NewsItem, ruleId?: string) => (deps.alerted(item), void startAlarm.alerted(item, ruleId)),
      playSound,
      /** An item whose outcome was stored: its rule's follow-up, when one is due. */
      followUp: (item: NewsItem) => void followUps.outcome(item),
    },
    /** New limits for the notifications, and the start alarm kept only for rules that still ask for it. */
    alertsChanged: (alerts: AlertSettings) => (notifications.setLimits(alerts), void startAlarm.rulesChanged()),
    /** The start alarm again from the stored list: an update of the extension clears alarms. */
    start: () => void startAlarm.rulesChanged(),
    /** Whether the alarm was the start alarm's (then it is handled). */
    alarm: (name: string) => name === START_ALARM && (void startAlarm.fired(), true),
  };
}
