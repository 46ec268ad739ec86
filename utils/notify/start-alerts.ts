import { z } from '@newsflash/protocol/zod';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { alerting, channelReach, inQuietHours, type ChannelReach, type DesktopMode, type QuietHours, type Rule } from './rules';

/**
 * "Also notify when trading starts": a rule with `atStart` that alerts an item whose notice states
 * a trading start ahead schedules one notification at that moment. What to keep, what fires and
 * the bounds are decided here; the worker (utils/background/start-alarm.ts) stores the list and
 * arms one browser alarm for its soonest entry.
 */

/** Further ahead than this is a notice's date we would hold for a month of worker restarts: not scheduled. */
export const START_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** Pending start alerts the first feed keeps; past it its soonest are kept, its furthest dropped. */
export const START_ALERTS_MAX = 50;
/**
 * What each extra feed keeps, apart (a quarter, as its share of the store and the hop log): another
 * feed's sooner listings never push the first feed's alert out, nor one extra feed's another's.
 */
export const EXTRA_FEED_START_ALERTS = Math.floor(START_ALERTS_MAX / 4);
/** Extra feeds whose alerts are kept (a removed feed's stay until due; more ids than this are a damaged list). */
const FEEDS_KEPT = 8;
const READ_MAX = START_ALERTS_MAX + FEEDS_KEPT * EXTRA_FEED_START_ALERTS;
/**
 * An alarm that fires later than this after the start (the computer slept or was off) raises
 * nothing: "trading starts now" would be false, and the reader has missed the moment it was for.
 */
export const START_LATE_MS = 10 * 60 * 1000;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const startAlertSchema = z.object({
  /** The story (or the item, without one) and the exchange: one notification each. */
  key: text(200),
  ruleId: text(200),
  exchange: text(40),
  coins: text(100),
  itemId: text(200),
  /** The extra feed that delivered the item (`via`); absent: the first feed. */
  feed: z.optional(text(100)),
  at: z.number().check(z.refine((at) => Number.isFinite(at))),
});
export type StartAlert = z.output<typeof startAlertSchema>;

/** The stored list read tolerantly: a damaged entry is dropped alone, and the bounds hold again. */
export function readStartAlerts(value: unknown): StartAlert[] {
  if (!Array.isArray(value)) return [];
  const alerts = value.slice(0, READ_MAX).flatMap((entry) => {
    const parsed = startAlertSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return bounded(alerts);
}

/** Each feed's soonest, within its own share; the first feed's list is never shortened by another's. */
function bounded(alerts: readonly StartAlert[]): StartAlert[] {
  const byFeed = new Map<string | undefined, number>();
  let extraFeeds = 0;
  return [...alerts]
    .sort((a, b) => a.at - b.at)
    .filter((alert) => {
      const held = byFeed.get(alert.feed) ?? 0;
      const newFeed = held === 0 && alert.feed !== undefined;
      if (newFeed && extraFeeds >= FEEDS_KEPT) return false;
      if (held >= (alert.feed === undefined ? START_ALERTS_MAX : EXTRA_FEED_START_ALERTS)) return false;
      if (newFeed) extraFeeds++;
      byFeed.set(alert.feed, held + 1);
      return true;
    });
}

const asksAtStart = (rules: readonly Rule[], ruleId: string) => rules.some((rule) => rule.id === ruleId && rule.enabled && rule.atStart === true);

/** The start alert an alerted item asks for, when its rule asks and its notice states a start within the bound; `via` names its extra feed. */
export function startAlertOf(item: NewsItem & { via?: string }, ruleId: string | undefined, rules: readonly Rule[], now: number): StartAlert | undefined {
  const at = item.notice?.at;
  if (!ruleId || at === undefined || !asksAtStart(rules, ruleId)) return undefined;
  if (at <= now || at > now + START_AHEAD_MS) return undefined;
  const exchange = (item.notice?.exchange ?? item.source).slice(0, 40);
  const coins = (item.notice?.coins ?? []).slice(0, 3).join(', ').slice(0, 100) || item.coins.map((coin) => coin.coin).slice(0, 3).join(', ').slice(0, 100);
  if (!exchange || !coins) return undefined;
  const key = `${(item.story ?? item.id).slice(0, 150)}|${exchange.toLowerCase()}`;
  return { key, ruleId, exchange, coins, itemId: item.id.slice(0, 200), ...(item.via && { feed: item.via.slice(0, 100) }), at };
}

/**
 * The list with an alert added: one per story and exchange in each feed (a later notice's stated
 * time wins), each feed's soonest kept. Two feeds' alerts of one story are both kept, so neither
 * feed can move the other's out of its share; the alarm raises one of them.
 */
export function withStartAlert(pending: readonly StartAlert[], alert: StartAlert): StartAlert[] {
  return bounded([...pending.filter((entry) => entry.key !== alert.key || entry.feed !== alert.feed), alert]);
}

/** Only the alerts whose rule still exists, is on and still asks: a rule removed or turned off takes its alerts with it. */
export function keptForRules(pending: readonly StartAlert[], rules: readonly Rule[]): StartAlert[] {
  return pending.filter((alert) => asksAtStart(rules, alert.ruleId));
}

export interface StartChoices {
  rules: readonly Rule[];
  quietHours: QuietHours;
  desktop?: DesktopMode;
}

/** A start alert whose moment has come: on this computer's desktop, on the rule's channels, or both. */
export type DueStart = StartAlert & { desktop: boolean; channels?: ChannelReach };

/**
 * When the alarm fires: what to raise now and what stays pending. Every alert whose moment has come
 * leaves the list (raised once); it is raised only when at most START_LATE_MS late, its rule still
 * asks, and the rule's mute and quiet hours let it through (a critical rule breaks through both, as
 * its first alert did). Where it goes is decided as for the first alert: the desktop when the rule
 * notifies and the reader's desktop choice lets it, the channels by the rule's choice alone.
 */
export function dueStartAlerts(pending: readonly StartAlert[], choices: StartChoices, now: number): { raise: DueStart[]; pending: StartAlert[] } {
  const desktopOn = choices.desktop !== 'off' && choices.desktop !== 'pending';
  const quiet = inQuietHours(choices.quietHours, new Date(now));
  const raise: DueStart[] = [];
  const rest: StartAlert[] = [];
  const raised = new Set<string>();
  for (const alert of pending) {
    if (alert.at > now) {
      rest.push(alert);
      continue;
    }
    // The same start kept by two feeds is one notification.
    if (raised.has(alert.key)) continue;
    const rule = choices.rules.find((candidate) => candidate.id === alert.ruleId && candidate.enabled && candidate.atStart === true);
    if (!rule || now - alert.at > START_LATE_MS) continue;
    const muted = rule.mutedUntil !== undefined && rule.mutedUntil > now;
    if (!rule.critical && (muted || quiet)) continue;
    const desktop = desktopOn && alerting(rule.action);
    const channels = channelReach(rule, rule.action);
    if (!desktop && !channels) continue;
    raised.add(alert.key);
    raise.push({ ...alert, desktop, ...(channels ? { channels } : {}) });
  }
  return { raise, pending: rest };
}

/** When the one alarm should next fire: the soonest pending start, or none. */
export const nextStartAlarm = (pending: readonly StartAlert[]): number | undefined =>
  pending.length ? Math.min(...pending.map((alert) => alert.at)) : undefined;
