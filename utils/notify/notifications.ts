import type { WxtBrowser } from 'wxt/browser';
import { Coalescer } from './coalesce';
import type { BrowserName } from './notification-options';
import type { Sound } from './sounds';
import type { Clock } from '@/utils/net/net-types';
import { fetchIcon, type IconFetch } from './notification-icon';
import { Notifier, type NotifierDeps } from './notifier';

/**
 * The alert settings the notifications follow. Declared here rather than taken from the settings
 * schema: that schema is built on this folder's rules, and the folder does not lean back on it.
 */
export interface NotifySettings {
  maxPerWindow: number;
  windowSeconds: number;
  allowRequireInteraction: boolean;
}

/** The latencies kept for diagnostics and the benchmark. */
const LATENCIES_KEPT = 1_000;

export interface NotificationsDeps extends Pick<NotifierDeps, 'linkOf' | 'vote'> {
  browser: WxtBrowser;
  browserName: BrowserName;
  clock: Clock;
  playSound: (sound: Sound) => Promise<void>;
  alerts: () => NotifySettings;
  /** Whether notifications may show items' own icons (the reader's choice). */
  remoteIcons: () => boolean;
  /** Downloads an icon for a notification: see `fetchIcon`. */
  fetchIcon: IconFetch;
  /** A key is sent, so the notification's vote buttons can work. */
  canVote: () => boolean;
}

const limitsOf = (alerts: NotifySettings) => ({ maxPerWindow: alerts.maxPerWindow, windowMs: alerts.windowSeconds * 1000 });

/**
 * Desktop notifications as the worker raises them: the coalescer keeps bursts within the user's
 * limits, the notifier shows them; how many were shown and how long each took from its frame's
 * arrival are kept for Diagnostics.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { browser, clock } = deps;
  const latencies: number[] = [];
  let shown = 0;
  // Read once: the extension's own URL never changes while it runs, and each call crosses the browser's bindings.
  let fallbackIcon: string | undefined;
  const context = () => ({
    browser: deps.browserName,
    fallbackIcon: (fallbackIcon ??= browser.runtime.getURL('/icon/128.png')),
    remoteIcons: deps.remoteIcons(),
    canVote: deps.canVote(),
    allowRequireInteraction: deps.alerts().allowRequireInteraction,
  });
  const notifier = new Notifier({
    browser,
    playSound: deps.playSound,
    context,
    loadIcon: (url) => fetchIcon(url, deps.fetchIcon),
    linkOf: deps.linkOf,
    vote: deps.vote,
    monotonic: () => clock.monotonic(),
    onShown: () => shown++,
    onLatency: (ms) => {
      latencies.push(ms);
      if (latencies.length > LATENCIES_KEPT) latencies.shift();
    },
  });
  const coalescer = new Coalescer(clock, limitsOf(deps.alerts()), (desktop) => void notifier.show(desktop));
  return {
    notifier,
    coalescer,
    /** What a notification is built with now (the item path's warm-up builds one too). */
    context,
    setLimits: (alerts: NotifySettings) => coalescer.setLimits(limitsOf(alerts)),
    counters: () => ({ notificationsShown: shown, lastNotifyLatencyMs: latencies.at(-1) }),
    latencies: () => [...latencies],
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
