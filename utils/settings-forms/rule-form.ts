import { START_AHEAD_MS } from '@/utils/notify/start-alerts';
import type { NewsItem } from '@newsflash/protocol/news-item';
import {
  FOLLOW_UP_MINUTES,
  FOLLOW_UP_PERCENT_MAX,
  FOLLOW_UP_PERCENT_MIN,
  ruleSchema,
  ruleSetProblem,
  type AlertAction,
  type Decision,
  type FollowUpSpan,
  type Rule,
} from '@/utils/notify/rules';
import type { Highlight } from '@/utils/text/highlight';
import type { Sound } from '@/utils/notify/sounds';
import type { ItemKind } from '@newsflash/protocol/news-item';
import type { NoticeKind, NoticeSign } from '@newsflash/protocol/notice';
import { t } from '@/utils/base/i18n';
import { noticeKindLabel, SIGN_SHOWN } from '@/utils/text/notice-text';

/** A rule as the editor shows it: lists as comma-separated text, "has coins" as a three-way choice. */
export interface RuleForm {
  id: string;
  name: string;
  enabled: boolean;
  action: AlertAction;
  sound: Sound;
  coins: string;
  sources: string;
  keywords: string;
  kinds: ItemKind[];
  pattern: string;
  hasCoins: 'any' | 'yes' | 'no';
  /** The service's model rated the item at least this (1–5); undefined: any. */
  minImportance?: number;
  notices: NoticeKind[];
  signs: NoticeSign[];
  mutedUntil?: number;
  /** The reader's channels (utils/channels/) this rule's alerts also go to. */
  channels: string[];
  highlight?: Highlight;
  critical: boolean;
  atStart: boolean;
  /** The follow-up's threshold as typed, percent; empty: no follow-up. */
  followUpPercent: string;
  followUpSpan: FollowUpSpan;
}

export type RuleFormErrors = Partial<Record<keyof RuleForm, string>>;

export const blankRuleForm = (id: string): RuleForm => ({
  id,
  name: '',
  enabled: true,
  action: 'notify',
  sound: 'ping',
  coins: '',
  sources: '',
  keywords: '',
  kinds: [],
  pattern: '',
  hasCoins: 'any',
  notices: [],
  signs: [],
  channels: [],
  critical: false,
  atStart: false,
  followUpPercent: '',
  followUpSpan: '5m',
});

export function formFromRule(rule: Rule): RuleForm {
  const m = rule.match;
  return {
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    action: rule.action,
    sound: rule.sound ?? 'ping',
    coins: (m.coins ?? []).join(', '),
    sources: (m.sources ?? []).join(', '),
    keywords: (m.keywords ?? []).join(', '),
    kinds: m.kinds ?? [],
    pattern: m.pattern ?? '',
    hasCoins: m.hasCoins === undefined ? 'any' : m.hasCoins ? 'yes' : 'no',
    ...(m.minImportance !== undefined ? { minImportance: m.minImportance } : {}),
    notices: m.notices ?? [],
    signs: m.signs ?? [],
    mutedUntil: rule.mutedUntil,
    channels: rule.channels ?? [],
    highlight: rule.highlight,
    critical: rule.critical ?? false,
    atStart: rule.atStart ?? false,
    followUpPercent: rule.followUp ? String(rule.followUp.percent) : '',
    followUpSpan: rule.followUp?.span ?? '5m',
  };
}

const list = (text: string) => text.split(',').map((entry) => entry.trim()).filter(Boolean);

const FIELD_OF: Record<string, keyof RuleForm> = {
  coins: 'coins',
  sources: 'sources',
  keywords: 'keywords',
  kinds: 'kinds',
  pattern: 'pattern',
  name: 'name',
  notices: 'notices',
  signs: 'signs',
  followUp: 'followUpPercent',
};

/** A threshold as people write one: digits, a decimal point or comma. `Number` alone would read 0x10 as 16 and 1e1 as 10. */
const DECIMAL = /^(?:\d{1,3}(?:[.,]\d{0,3})?|[.,]\d{1,3})$/;

/** The longest threshold read, "100.000 %" and some room: a longer one (a paste) is refused unread, as no number within the bounds. */
export const FOLLOW_UP_TYPED_MAX = 16;

/** The follow-up's threshold as typed (a trailing % and a decimal comma allowed): none when empty, undefined when it is not a number within the bounds. */
function followUpPercent(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Cut before any pattern reads it: /\s*%$/ over a pasted run of spaces is quadratic (40,000 spaces, 1.8 s).
  if (trimmed.length > FOLLOW_UP_TYPED_MAX) return undefined;
  const typed = trimmed.endsWith('%') ? trimmed.slice(0, -1).trimEnd() : trimmed;
  const value = DECIMAL.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
  return Number.isFinite(value) && value >= FOLLOW_UP_PERCENT_MIN && value <= FOLLOW_UP_PERCENT_MAX ? value : undefined;
}

/** Validates the editor's fields with the rule schema; each problem is reported on its field. */
/** The rule the form describes, checked alone and, for its pattern's cost, beside the other rules. */
export function ruleFromForm(form: RuleForm, others: readonly Rule[] = []): { ok: true; rule: Rule } | { ok: false; errors: RuleFormErrors } {
  const name =
    form.name.trim() ||
    [list(form.coins).join(' '), list(form.keywords).join(' '), form.notices.map(noticeKindLabel).join(', ')].filter(Boolean).join(' · ') ||
    t('rule.everyItem');
  const percent = followUpPercent(form.followUpPercent);
  if (percent === undefined) return { ok: false, errors: { followUpPercent: t('alertRule.followUpRange', [String(FOLLOW_UP_PERCENT_MIN), String(FOLLOW_UP_PERCENT_MAX)]) } };
  const candidate = {
    id: form.id,
    name: name.slice(0, 100),
    enabled: form.enabled,
    action: form.action,
    ...(form.action === 'notify-sound' || form.action === 'sound' ? { sound: form.sound } : {}),
    ...(form.highlight ? { highlight: form.highlight } : {}),
    ...(form.critical ? { critical: true } : {}),
    ...(form.atStart ? { atStart: true } : {}),
    ...(percent !== null ? { followUp: { percent, span: form.followUpSpan } } : {}),
    ...(form.mutedUntil !== undefined ? { mutedUntil: form.mutedUntil } : {}),
    ...(form.channels.length ? { channels: form.channels } : {}),
    match: {
      ...(list(form.coins).length ? { coins: list(form.coins) } : {}),
      ...(list(form.sources).length ? { sources: list(form.sources) } : {}),
      ...(list(form.keywords).length ? { keywords: list(form.keywords) } : {}),
      ...(form.kinds.length ? { kinds: form.kinds } : {}),
      ...(form.pattern.trim() ? { pattern: form.pattern.trim() } : {}),
      ...(form.hasCoins !== 'any' ? { hasCoins: form.hasCoins === 'yes' } : {}),
      ...(form.minImportance !== undefined ? { minImportance: form.minImportance } : {}),
      ...(form.notices.length ? { notices: form.notices } : {}),
      ...(form.signs.length ? { signs: form.signs } : {}),
    },
  };
  const result = ruleSchema.safeParse(candidate);
  if (result.success) {
    const overBudget = ruleSetProblem(others, result.data);
    return overBudget ? { ok: false, errors: { pattern: overBudget } } : { ok: true, rule: result.data };
  }
  const errors: RuleFormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).find((part) => part in FIELD_OF);
    const field = key ? FIELD_OF[key]! : 'name';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const ACTION_LABEL = { notify: 'action.notify', 'notify-sound': 'action.notifySound', sound: 'action.sound', feed: 'action.feed', hide: 'action.hide' } as const;
export const actionLabel = (action: AlertAction) => t(ACTION_LABEL[action]);

/** Why a decision holds back or breaks through, in words (the fourth note is quiet hours). */
function noteWords(note: NonNullable<Decision['note']>): string {
  if (note === 'muted') return t('alertRule.why.muted');
  if (note === 'desktop') return t('alertRule.why.desktop');
  if (note === 'critical') return t('alertRule.why.critical');
  return t('alertRule.why.quiet');
}

/**
 * The rule tester's line: what a rule's items would get now, and why (held back, or breaking through),
 * and the phone and chat channels they would also reach (named: those the decision reaches).
 */
export function deliveryLine(decision: Decision, channelNames: readonly string[] = []): string {
  const why = decision.note ? noteWords(decision.note) : decision.ruleId ? t('alertRule.why.rule') : t('alertRule.why.default');
  const line = t('alertRule.delivery', [actionLabel(decision.action), why]);
  return channelNames.length ? `${line} ${t('alertRule.alsoTo', [channelNames.join(', ')])}` : line;
}

/**
 * The rule tester's line for "also notify when trading starts": the first matched item's stated
 * start it would notify at, or that none states one within the bound; nothing when the rule does not ask.
 */
export function startLine(rule: Rule, matched: readonly NewsItem[], now: number, format: (at: number) => string): string | undefined {
  if (!rule.atStart) return undefined;
  const at = matched.map((item) => item.notice?.at).find((time) => time !== undefined && time > now && time <= now + START_AHEAD_MS);
  return at === undefined ? t('alertRule.startNone') : t('alertRule.startAt', [format(at)]);
}

/** The rules list's note of a rule's follow-up on the price; empty without one. */
export const describeFollowUp = (rule: Rule) =>
  rule.followUp ? t('alertRule.describeFollowUp', [String(rule.followUp.percent), String(FOLLOW_UP_MINUTES[rule.followUp.span])]) : '';

/** One line saying what a rule matches, for the rules list. */
export function describeMatch(rule: Rule): string {
  const m = rule.match;
  const parts = [
    m.coins?.length ? t('rule.describeCoins', [m.coins.join(', ')]) : '',
    m.sources?.length ? t('rule.describeFrom', [m.sources.join(', ')]) : '',
    m.kinds?.length ? t('rule.describeKinds', [m.kinds.join('/')]) : '',
    m.keywords?.length ? t('rule.describeMentioning', [m.keywords.map((k) => `"${k}"`).join(t('rule.describeOr'))]) : '',
    m.pattern ? t('rule.describeMatching', [m.pattern]) : '',
    m.hasCoins === undefined ? '' : m.hasCoins ? t('rule.describeWithCoins') : t('rule.describeWithoutCoins'),
    m.minImportance === undefined ? '' : t('rule.describeImportance', [String(m.minImportance)]),
    m.notices?.length ? t('notices.describeNotices', [m.notices.map(noticeKindLabel).join('/')]) : '',
    m.signs?.length ? t('notices.describeSigns', [m.signs.map((sign) => SIGN_SHOWN[sign]).join('/')]) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('rule.describeEvery');
}
