import type { NewsItem } from '@newsflash/protocol/news-item';
import { OUTCOME_SPANS, spanOutcomeSchema } from '@newsflash/protocol/outcome';
import { z } from '@newsflash/protocol/zod';
import { directionOf, movedEnough } from '@/utils/outcomes/record';
import { FOLLOW_UP_MINUTES, followUpSpans, raises, type Decision, type Rule } from './rules';

/**
 * A rule's follow-up: "tell me if it moves X % within Y minutes". When an outcome update comes for an
 * item, the rule that decides the item now (`decide`, as the record groups it and as the model's note
 * is judged) may raise one more notification, once per item. What counts is decided here; the worker
 * (utils/background/follow-ups.ts) keeps the items already followed up in storage.local and raises it.
 */

/**
 * How late past its span an item's follow-up may still come: the service's 2-minute grace for a late
 * check and the frame's way here. Older items raise nothing: the service was catching up (a restart)
 * and the move is history, not news.
 */
export const FOLLOW_UP_GRACE_MS = 5 * 60_000;
/**
 * Past this no item can raise a follow-up, from the earliest its outcome may be judged (its time less
 * the grace, for a service's clock ahead of ours) to the latest (the longest span and its grace): its
 * id need not be remembered longer.
 */
export const FOLLOW_UP_FORGET_MS = OUTCOME_SPANS['30m'] + 2 * FOLLOW_UP_GRACE_MS;
/**
 * Items followed up, remembered so none is followed up twice: each for FOLLOW_UP_FORGET_MS, an id of at
 * most 200 characters and a time (≤ 110 KB). While this many are remembered, no item is followed up
 * (forgetting one to make room could follow it up again): a flood of qualifying outcomes stops
 * follow-ups for at most FOLLOW_UP_FORGET_MS, never raises one twice.
 */
export const FOLLOW_UP_NOTIFIED_MAX = 500;

export interface FollowUpAlert {
  itemId: string;
  ruleId: string;
  /** The item's main coin, as it names it. */
  coin: string;
  /** The move that reached the threshold (the largest rise or fall the rule's way), percent. */
  move: number;
  /** The shortest measured span it was reached within, in minutes. */
  minutes: number;
  /** How the rule delivers now (quiet hours, its mute and the desktop choice already applied; `channels`: where beyond the desktop). */
  decision: Decision;
}

export const notifiedFollowUpSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  at: z.number().check(z.refine((at) => Number.isFinite(at))),
});
export type NotifiedFollowUp = z.output<typeof notifiedFollowUpSchema>;

/** The stored list read tolerantly: a damaged entry is dropped alone, and the bound holds again. */
export function readNotifiedFollowUps(value: unknown): NotifiedFollowUp[] {
  if (!Array.isArray(value)) return [];
  return value.slice(-FOLLOW_UP_NOTIFIED_MAX).flatMap((entry) => {
    const parsed = notifiedFollowUpSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Whether an entry still keeps its item from a second follow-up: within FOLLOW_UP_FORGET_MS either way (a time far ahead is damage). */
const remembered = (entry: NotifiedFollowUp, now: number) => Math.abs(now - entry.at) <= FOLLOW_UP_FORGET_MS;

/** Whether one more item can be remembered now without forgetting one that could still be followed up. */
export function hasRoom(notified: readonly NotifiedFollowUp[], now: number): boolean {
  return notified.filter((entry) => remembered(entry, now)).length < FOLLOW_UP_NOTIFIED_MAX;
}

/** The list with an item added, newest last: the forgettable ones dropped, then the oldest past the bound. */
export function withNotified(notified: readonly NotifiedFollowUp[], id: string, now: number): NotifiedFollowUp[] {
  const kept = notified.filter((entry) => entry.id !== id && remembered(entry, now));
  return [...kept, { id: id.slice(0, 200), at: now }].slice(-FOLLOW_UP_NOTIFIED_MAX);
}

/**
 * The follow-up an item's outcome raises now, if any: the rule deciding the item must raise something
 * (not muted, outside quiet hours, or critical; on the desktop as the desktop choice allows, or only
 * on the rule's channels) and ask for a follow-up; the item
 * must not have had one, nor be older than the rule's span plus FOLLOW_UP_GRACE_MS or dated more than
 * FOLLOW_UP_GRACE_MS ahead; and its main coin
 * (the item's first) must have moved at least the threshold the item's way (a notice's sign; none:
 * either way) within a measured span no longer than the rule's. A coin the item does not name first, a
 * missed span or an implausible number (outcome.ts's bounds) counts as not measured.
 */
export function followUpOf(
  item: NewsItem,
  rules: readonly Rule[],
  decide: (item: NewsItem) => Decision,
  now: number,
  notified: ReadonlySet<string>,
): FollowUpAlert | undefined {
  const main = item.coins[0]?.coin;
  if (main === undefined || notified.has(item.id)) return undefined;
  const entry = item.outcome?.coins.find((measured) => measured.coin === main);
  if (!entry) return undefined;
  const decision = decide(item);
  const rule = decision.ruleId === undefined ? undefined : rules.find((candidate) => candidate.id === decision.ruleId);
  const followUp = rule?.followUp;
  if (!rule || !followUp || !raises(decision)) return undefined;
  // An item dated ahead (up to a day passes the frame's check) would stay judgeable after its id was forgotten.
  const age = now - item.time;
  if (!(age >= -FOLLOW_UP_GRACE_MS && age <= OUTCOME_SPANS[followUp.span] + FOLLOW_UP_GRACE_MS)) return undefined;
  const direction = directionOf(item);
  for (const span of followUpSpans) {
    if (OUTCOME_SPANS[span] > OUTCOME_SPANS[followUp.span]) break;
    const read = spanOutcomeSchema.safeParse(entry.spans[span]);
    if (!read.success || 'missed' in read.data) continue;
    const value = read.data;
    if (!movedEnough(value, direction, followUp.percent)) continue;
    const move = direction === 1 ? value.rise : direction === -1 ? value.fall : value.rise >= -value.fall ? value.rise : value.fall;
    return { itemId: item.id, ruleId: rule.id, coin: main.slice(0, 40), move, minutes: FOLLOW_UP_MINUTES[span], decision };
  }
  return undefined;
}
