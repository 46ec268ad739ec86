import { z } from '@newsflash/protocol/zod';
import type { OutcomeSpan } from '@newsflash/protocol/outcome';
import { listingKinds, noticeKinds, noticeSigns } from '@newsflash/protocol/notice';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { compilePattern, overRuleSetBudget, patternCost } from './pattern';
import { sounds, type Sound } from './sounds';
import { highlightOf, highlights, type ItemHighlight } from '@/utils/text/highlight';
import { shownName } from '@/utils/text/shown-name';

/** A rule's delivery: desktop with a sound, desktop only, sound only, feed only, or hidden. */
export const actions = ['notify-sound', 'notify', 'sound', 'feed', 'hide'] as const;
export type AlertAction = (typeof actions)[number];
/** The deliveries that alert (raise something the reader hears or sees outside the feed). */
export const alerting = (action: AlertAction) => action === 'notify' || action === 'notify-sound' || action === 'sound';
const withSound = (action: AlertAction) => action === 'notify-sound' || action === 'sound';

/**
 * How far beyond this computer an item may go, by its rule's choice: `alert`, to the channels taking
 * every alert and those the rule ticks; `ticked`, to the ticked ones only (a "feed only" rule that
 * ticks a channel: the phone, not the desktop). A hidden item goes nowhere. The desktop choice never
 * enters here: it is the desktop's.
 */
export type ChannelReach = 'alert' | 'ticked';
export function channelReach(rule: Pick<Rule, 'channels'> | undefined, action: AlertAction): ChannelReach | undefined {
  if (alerting(action)) return 'alert';
  return action === 'feed' && rule?.channels?.length ? 'ticked' : undefined;
}


/**
 * The spans a follow-up may watch: those the service measures within the first half hour
 * (protocol outcome.ts); +4 h is the record's, long past the news.
 */
export const followUpSpans = ['1m', '5m', '30m'] as const satisfies readonly OutcomeSpan[];
export type FollowUpSpan = (typeof followUpSpans)[number];
/** Each follow-up span in minutes, as the editor and the notification say it. */
export const FOLLOW_UP_MINUTES: Record<FollowUpSpan, number> = { '1m': 1, '5m': 5, '30m': 30 };
/** A follow-up's threshold, percent: below 0.1 % is noise on any market, past 100 % nothing is left to tell. */
export const FOLLOW_UP_PERCENT_MIN = 0.1;
export const FOLLOW_UP_PERCENT_MAX = 100;

/** "Tell me if it moves `percent` % within `span`", at most once per item (utils/notify/follow-up.ts). */
export const followUpSchema = z.strictObject({
  percent: z.number().check(z.refine((value) => Number.isFinite(value)), z.gte(FOLLOW_UP_PERCENT_MIN), z.lte(FOLLOW_UP_PERCENT_MAX)),
  span: z.enum(followUpSpans),
});
export type FollowUp = z.output<typeof followUpSchema>;

const words = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(200));

export const ruleSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Read as shown (`shownName`): a name from a settings file or another device cannot reorder or hide text on the page. */
  name: z.pipe(z.string().check(z.maxLength(100)), z.transform(shownName)),
  enabled: z.boolean(),
  action: z.enum(actions),
  sound: z.optional(z.enum(sounds)),
  /** Marks the words it matched (its keywords and coins) on the card in this colour. */
  highlight: z.optional(z.enum(highlights)),
  /** Breaks through quiet hours and the rule's own mute: for what must never wait. */
  critical: z.optional(z.boolean()),
  /** Also notifies at the trading start its alerted items' notices state (utils/notify/start-alerts.ts). Optional: older rules simply lack it. */
  atStart: z.optional(z.boolean()),
  /** A second notification when its item's main coin moves past a threshold within a span. Optional: older rules simply lack it (off). */
  followUp: z.optional(followUpSchema),
  /** Until this time the rule still matches but raises no notification. */
  mutedUntil: z.optional(z.number()),
  /** The reader's channels (utils/channels/) its alerts also go to, by id. */
  channels: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8))),
  /** Why Newsflash turned the rule off (a stored pattern it can no longer run); cleared by editing. */
  note: z.optional(z.string().check(z.maxLength(500))),
  match: z.object({
    coins: z.optional(words),
    sources: z.optional(words),
    kinds: z.optional(z.array(z.enum(['tweet', 'telegram', 'news']))),
    keywords: z.optional(words),
    pattern: z.optional(
      z.string().check(
        z.maxLength(500),
        z.refine((pattern) => compilePattern(pattern).ok, {
          error: (issue) => {
            const compiled = compilePattern(issue.input as string);
            return compiled.ok ? undefined : compiled.reason;
          },
        }),
      ),
    ),
    hasCoins: z.optional(z.boolean()),
    /** What an exchange's notice announces (the service's classification): an item without a notice matches none. */
    notices: z.optional(z.array(z.enum(noticeKinds)).check(z.maxLength(noticeKinds.length))),
    /** The notice's expected effect on the price: a notice with none matches neither. */
    signs: z.optional(z.array(z.enum(noticeSigns)).check(z.maxLength(noticeSigns.length))),
    /** The service's model rated the item at least this important (1–5, ai-note.ts): an item not rated (yet) matches none. */
    minImportance: z.optional(z.int().check(z.gte(1), z.lte(5))),
  }),
});
export type Rule = z.output<typeof ruleSchema>;

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  /** "HH:MM", local time; a window may cross midnight. */
  start: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  end: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});
export type QuietHours = z.output<typeof quietHoursSchema>;

export interface Decision {
  action: AlertAction;
  sound?: Sound;
  /** The rule that decided, when one matched. */
  ruleId?: string;
  /** The words its card marks, and in which colour. */
  highlight?: ItemHighlight;
  /** Why a notification was held back, or (`critical`) why it was not, for the rule tester. */
  note?: 'muted' | 'quiet hours' | 'desktop' | 'critical';
  /** Which phone and chat channels it goes to (channel-targets.ts); absent: none. Mute and quiet hours hold it, the desktop choice not. */
  channels?: ChannelReach;
}

/** Whether a decision raises anything anywhere: on this computer (a notification, a sound) or on a channel. */
export const raises = (decision: Decision) => alerting(decision.action) || decision.channels !== undefined;

const lower = (values: string[]) => values.map((value) => value.toLowerCase());

/** Runs one rule's compiled pattern on an item's text; the time budget wraps it. */
type PatternRun = (rule: Rule, test: (text: string) => boolean, text: string) => boolean;
const runPlain: PatternRun = (_rule, test, text) => test(text);

/** All given conditions must hold; within a list any entry may match. An empty match matches all. */
export function matches(rule: Rule, item: NewsItem, run: PatternRun = runPlain): boolean {
  const m = rule.match;
  const text = [item.title, item.originalTitle, item.body].filter(Boolean).join('\n');
  if (m.coins?.length) {
    const wanted = new Set(lower(m.coins));
    if (!item.coins.some((coin) => wanted.has(coin.coin.toLowerCase()))) return false;
  }
  if (m.sources?.length && !lower(m.sources).includes(item.source.toLowerCase())) return false;
  if (m.kinds?.length && !m.kinds.includes(item.kind)) return false;
  if (m.keywords?.length) {
    const haystack = text.toLowerCase();
    if (!lower(m.keywords).some((keyword) => haystack.includes(keyword))) return false;
  }
  if (m.pattern) {
    const compiled = compilePattern(m.pattern);
    if (!compiled.ok || !run(rule, compiled.test, text)) return false;
  }
  if (m.hasCoins !== undefined && m.hasCoins !== item.coins.length > 0) return false;
  if (m.notices?.length && !(item.notice && m.notices.includes(item.notice.kind))) return false;
  if (m.signs?.length && !(item.notice?.sign && m.signs.includes(item.notice.sign))) return false;
  if (m.minImportance !== undefined && !(item.ai && item.ai.importance >= m.minImportance)) return false;
  return true;
}

/** The id of the rule new installs start with and existing ones are offered (utils/settings/, alerts v4). */
export const LISTINGS_RULE_ID = 'listings';

/** Notifies listings, futures listings and new markets, and nothing else a notice announces (promotions, launch platforms, tags, delistings). */
export const listingsRule = (name: string, enabled: boolean): Rule => ({
  id: LISTINGS_RULE_ID,
  name,
  enabled,
  action: 'notify',
  match: { notices: [...listingKinds] },
});

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

export function inQuietHours(quiet: QuietHours, now: Date): boolean {
  if (!quiet.enabled) return false;
  const at = now.getHours() * 60 + now.getMinutes();
  const start = minutes(quiet.start);
  const end = minutes(quiet.end);
  return start <= end ? at >= start && at < end : at >= start || at < end;
}

/** One pattern may take this long on one item before its rule is turned off. */
export const PATTERN_MS_MAX = 25;
/** All of an item's patterns together; past it, the remaining patterns are not run for that item. */
export const ITEM_PATTERNS_MS_MAX = 50;

export interface PatternTiming {
  monotonic(): number;
  /** A rule's pattern overran PATTERN_MS_MAX: the caller turns it off and says so. */
  onOverrun(ruleId: string, ms: number): void;
}

/**
 * The per-item time budget. The program budgets keep patterns cheap on paper; this catches what
 * they miss on this machine: a pattern that overruns is reported once, and once the item's budget
 * is spent its other patterns count as not matching, so the item is still stored and shown.
 */
function timedRun(timing: PatternTiming): PatternRun {
  let spent = 0;
  return (rule, test, text) => {
    if (spent > ITEM_PATTERNS_MS_MAX) return false;
    const start = timing.monotonic();
    const matched = test(text);
    const took = timing.monotonic() - start;
    spent += took;
    if (took > PATTERN_MS_MAX) timing.onOverrun(rule.id, took);
    return matched;
  };
}

/**
 * Which headlines may reach the desktop at all, as the reader chose on the welcome page or in the
 * options: every one the rules notify, only important ones (★, or a rule's), or none. `pending`:
 * not chosen yet (a fresh install before its welcome page), which raises nothing.
 */
export const desktopModes = ['all', 'important', 'off', 'pending'] as const;
export type DesktopMode = (typeof desktopModes)[number];

/**
 * What to do with an item: the first enabled matching rule decides; with no match, the default.
 * Muted rules and quiet hours keep the item in the feed but raise nothing, here or on a channel;
 * the desktop choice holds back only what this computer raises, never the rule's channels.
 */
export function decide(
  item: NewsItem,
  rules: readonly Rule[],
  options: { defaultAction: AlertAction; quietHours: QuietHours; now: number; desktop?: DesktopMode; timing?: PatternTiming },
): Decision {
  const run = options.timing ? timedRun(options.timing) : runPlain;
  const rule = rules.find((candidate) => candidate.enabled && matches(candidate, item, run));
  const decision: Decision = rule ? { action: rule.action, ruleId: rule.id } : { action: options.defaultAction };
  const highlight = rule && highlightOf(rule);
  if (highlight) decision.highlight = highlight;
  if (rule && withSound(rule.action)) decision.sound = rule.sound ?? 'ping';
  const reach = channelReach(rule, decision.action);
  if (!reach) return decision;
  const muted = rule?.mutedUntil !== undefined && rule.mutedUntil > options.now;
  const quiet = inQuietHours(options.quietHours, new Date(options.now));
  const heldBack = (note: Decision['note'], channels?: ChannelReach): Decision => ({
    action: 'feed',
    ruleId: rule?.id,
    note,
    ...(highlight ? { highlight } : {}),
    ...(channels ? { channels } : {}),
  });
  if (!rule?.critical && muted) return heldBack('muted');
  if (!rule?.critical && quiet) return heldBack('quiet hours');
  const desktop = options.desktop ?? 'all';
  const desktopHolds = desktop === 'off' || desktop === 'pending' || (desktop === 'important' && !rule && !item.requireInteraction);
  if (alerting(decision.action) && desktopHolds) return heldBack('desktop', reach);
  return { ...decision, channels: reach, ...(muted || quiet ? { note: 'critical' as const } : {}) };
}

/** The settings with one enabled rule turned off and the reason noted; the same object when there is nothing to change. */
export function withRuleOff<T extends { rules: Rule[] }>(settings: T, ruleId: string, note: string): T {
  if (!settings.rules.some((rule) => rule.id === ruleId && rule.enabled)) return settings;
  return { ...settings, rules: settings.rules.map((rule) => (rule.id === ruleId ? { ...rule, enabled: false, note } : rule)) };
}

/** The compiled size of the enabled rules' patterns, leaving out one rule (the one being edited). */
function ruleSetCost(rules: readonly Rule[], exceptId?: string): number {
  return rules.reduce((sum, rule) => sum + (rule.enabled && rule.id !== exceptId ? patternCost(rule.match.pattern) : 0), 0);
}

/**
 * The rule set's pattern budget, counted as rules are read in order (an import, stored settings):
 * `admit` says why an enabled rule would go past it, or counts it in and answers undefined.
 */
export class RuleSetBudget {
  private spent = 0;

  admit(rule: Rule): string | undefined {
    if (!rule.enabled) return undefined;
    const cost = patternCost(rule.match.pattern);
    const problem = overRuleSetBudget(this.spent, cost);
    if (!problem) this.spent += cost;
    return problem;
  }
}

/** Why this rule, enabled beside the others, would put the rule set over its budget; undefined when it fits. */
export function ruleSetProblem(rules: readonly Rule[], rule: Rule): string | undefined {
  return rule.enabled ? overRuleSetBudget(ruleSetCost(rules, rule.id), patternCost(rule.match.pattern)) : undefined;
}
