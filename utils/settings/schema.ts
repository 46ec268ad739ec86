// Pure: the settings' shapes, defaults and tolerant readers, usable outside the extension too.
import { compilePattern } from '@/utils/notify/pattern';
import { actions, desktopModes, LISTINGS_RULE_ID, listingsRule, quietHoursSchema, RuleSetBudget, ruleSchema, type Rule } from '@/utils/notify/rules';
import { isLoopbackHost, type KeyScope } from '@/utils/base/endpoints';
import { BINANCE, BYBIT, bybitFor, NO_BYBIT } from '@/utils/prices/source';
import { effectivePrices, type StoredPrices } from '@/utils/prices/source-trust';
import { z } from '@newsflash/protocol/zod';
import { t } from '@/utils/base/i18n';

export { DEFAULT_SERVER } from '@/utils/base/endpoints';
export type { PriceSettings } from '@/utils/prices/source';
export type { StoredPrices } from '@/utils/prices/source-trust';

/** Every item is matched against every enabled rule: a bound keeps a settings file from making that slow. */
export const MAX_RULES = 200;

export const alertSettingsSchema = z.object({
  rules: z.array(ruleSchema).check(z.maxLength(MAX_RULES)),
  /** What happens to an item no rule matches. */
  defaultAction: z.enum(actions),
  quietHours: quietHoursSchema,
  maxPerWindow: z.int().check(z.minimum(1), z.maximum(20)),
  windowSeconds: z.int().check(z.minimum(1), z.maximum(600)),
  allowRequireInteraction: z.boolean(),
  /** Which headlines may reach the desktop (the welcome page's choice). */
  desktop: z.enum(desktopModes),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;

export const retentionSchema = z.object({
  maxItems: z.int().check(z.minimum(100), z.maximum(100_000)),
  maxAgeDays: z.int().check(z.minimum(1), z.maximum(365)),
});
export type Retention = z.output<typeof retentionSchema>;

/**
 * The Listings rule's name in the reader's language. Read when this module loads, which tests and
 * benches also do in their own Node process, where there is no extension to ask: there it is unnamed.
 */
function listingsName(): string {
  try {
    return t('notices.listingsRule');
  } catch {
    return '';
  }
}

/** A new install starts with the Listings rule on (named in its language); whoever had rules before is offered it (offerListings). */
export const defaultAlerts: AlertSettings = {
  rules: [listingsRule(listingsName(), true)],
  defaultAction: 'notify',
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  maxPerWindow: 3,
  windowSeconds: 10,
  allowRequireInteraction: true,
  desktop: 'all',
};

export const defaultRetention: Retention = { maxItems: 5_000, maxAgeDays: 30 };

/**
 * A stored rule whose pattern Newsflash cannot run (saved by a version that ran patterns on the
 * browser's backtracking engine: lookaround, backreferences) is turned off with the reason, not
 * dropped: the user sees it and can fix the pattern. Any other rule is returned as it was.
 */
export function turnOffUnrunnable(rule: unknown): unknown {
  const pattern = (rule as { match?: { pattern?: unknown } } | null)?.match?.pattern;
  if (typeof pattern !== 'string') return rule;
  const compiled = compilePattern(pattern);
  if (compiled.ok) return rule;
  return { ...(rule as Rule), enabled: false, note: t('rule.turnedOff', [compiled.reason]) };
}

/**
 * Alerts v4: the Listings rule is added to stored rules, last and turned off, so nothing the reader
 * set changes (their rules still decide first) and they see it and can turn it on. Added once: not
 * when a rule has its id already, nor past MAX_RULES; a damaged value is left to readAlerts.
 */
export function offerListings(alerts: unknown): unknown {
  const rules = (alerts as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules) || rules.length >= MAX_RULES) return alerts;
  if (rules.some((rule) => (rule as { id?: unknown } | null)?.id === LISTINGS_RULE_ID)) return alerts;
  return { ...(alerts as object), rules: [...rules, listingsRule(listingsName(), false)] };
}

/** Reads one stored rule; a rule kept only for the user to fix has a pattern the schema refuses. */
function readRule(value: unknown): Rule | undefined {
  const direct = ruleSchema.safeParse(value);
  if (direct.success) return direct.data;
  const salvaged = turnOffUnrunnable(value) as Rule;
  if (salvaged === value) return undefined;
  const rest = ruleSchema.safeParse({ ...salvaged, match: { ...salvaged.match, pattern: undefined } });
  return rest.success ? { ...rest.data, match: { ...rest.data.match, pattern: salvaged.match.pattern } } : undefined;
}

/** Stored rules past the rule set's pattern budget (saved before it existed) are turned off, saying why. */
function withinRuleSetBudget(rules: Rule[]): Rule[] {
  const budget = new RuleSetBudget();
  return rules.map((rule) => {
    const problem = budget.admit(rule);
    return problem ? { ...rule, enabled: false, note: t('rule.turnedOff', [problem]) } : rule;
  });
}

/**
 * Reads stored alert settings field by field: a damaged field falls back to its default and a
 * damaged rule is dropped (one whose pattern cannot run is kept, turned off), so one bad entry
 * never wipes the user's other rules.
 */
export function readAlerts(value: unknown): AlertSettings {
  if (typeof value !== 'object' || value === null) return defaultAlerts;
  const stored = value as Record<string, unknown>;
  const shape = alertSettingsSchema.shape;
  const field = <K extends keyof AlertSettings>(key: K): AlertSettings[K] => {
    const result = shape[key].safeParse(stored[key]);
    return result.success ? (result.data as AlertSettings[K]) : defaultAlerts[key];
  };
  const rules = Array.isArray(stored.rules) ? withinRuleSetBudget(stored.rules.flatMap((rule) => readRule(rule) ?? []).slice(0, MAX_RULES)) : [];
  return {
    rules,
    defaultAction: field('defaultAction'),
    quietHours: field('quietHours'),
    maxPerWindow: field('maxPerWindow'),
    windowSeconds: field('windowSeconds'),
    allowRequireInteraction: field('allowRequireInteraction'),
    desktop: field('desktop'),
  };
}

export function readRetention(value: unknown): Retention {
  const result = retentionSchema.safeParse(value);
  return result.success ? result.data : defaultRetention;
}

export const endpointOverridesSchema = z.object({
  socketUrl: z.optional(z.string().check(z.maxLength(2048))),
  apiUrl: z.optional(z.string().check(z.maxLength(2048))),
});
export type StoredOverrides = z.output<typeof endpointOverridesSchema>;

export function readOverrides(value: unknown): StoredOverrides {
  const result = endpointOverridesSchema.safeParse(value);
  return result.success ? result.data : {};
}

const keyScopeSchema = z.nullable(z.object({ socketUrl: z.string(), apiUrl: z.string() }));

/** A damaged scope matches no address, so the key is withheld until the user saves again. */
export function readKeyScope(value: unknown): KeyScope | null {
  const result = keyScopeSchema.safeParse(value ?? null);
  return result.success ? result.data : { socketUrl: '', apiUrl: '' };
}

/** A stored string, or the fallback when it is missing or not a string. */
export const readText =
  (fallback: string) =>
  (value: unknown): string =>
    typeof value === 'string' ? value : fallback;

/** A stored count or time: a whole number of at least 0, else 0. */
export const readCount = (value: unknown): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);

export const onboardingStates = ['pending', 'dismissed', 'done'] as const;
export type Onboarding = (typeof onboardingStates)[number];
export const readOnboarding = (value: unknown): Onboarding => (onboardingStates.includes(value as Onboarding) ? (value as Onboarding) : 'done');

/**
 * Pictures from the hosts items name (a source's icon, an item's image). Each one loaded tells
 * that host the reader's address and when they read or were notified, so the reader decides:
 * `feed` for the popup and docked feed (loaded while the reader looks, without cookies or
 * referrer), `notifications` for a notification's icon (fetched by the worker the moment an item
 * notifies, with the popup closed, which is why it is off unless turned on).
 */
export interface ImageSettings {
  feed: boolean;
  notifications: boolean;
}
/**
 * Chrome loads the feed's pictures without cookies by default. Firefox gives extension pages no way
 * to load one without either the host's own cookies or this install's random address in the request
 * (measured in tests/e2e/images.e2e.test.ts), so there they wait until the reader turns them on.
 */
export const defaultImagesFor = (browser: 'chrome' | 'firefox'): ImageSettings => ({ feed: browser === 'chrome', notifications: false });
export const defaultImages = defaultImagesFor('chrome');
/** Both choices, as a settings file must give them. */
export const imageSettingsSchema = z.object({ feed: z.boolean(), notifications: z.boolean() });

/** Field by field: a damaged or missing field falls back to its default. */
export function readImages(value: unknown, defaults: ImageSettings = defaultImages): ImageSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof ImageSettings, unknown>>;
  return {
    feed: typeof stored.feed === 'boolean' ? stored.feed : defaults.feed,
    notifications: typeof stored.notifications === 'boolean' ? stored.notifications : defaults.notifications,
  };
}

export const defaultPrices: StoredPrices = { enabled: true, source: BINANCE, bybit: BYBIT, confirmed: true };

/** Where prices come from: Binance, or a ws(s) address of one combined-stream endpoint. */
export function checkPriceSource(value: string): { ok: true; source: string } | { ok: false; error: string } {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === BINANCE) return { ok: true, source: BINANCE };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: t('prices.notAddress') };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { ok: false, error: t('prices.notSocket') };
  if (url.username || url.password) return { ok: false, error: t('prices.noUser') };
  // Whoever serves prices learns the reader's address, when the feed is open and which coins are on
  // screen, and can show any move: over plain ws:// anyone on the path could too.
  if (url.protocol === 'ws:' && !isLoopbackHost(url.hostname)) return { ok: false, error: t('prices.loopback') };
  url.search = '';
  url.hash = '';
  return { ok: true, source: url.href };
}

/** Bybit's source as stored: its own streams, none, or an address checked as any price source is; undefined when damaged. */
function readBybit(value: unknown): string | undefined {
  if (value === BYBIT || value === NO_BYBIT) return value;
  if (typeof value !== 'string') return undefined;
  const checked = checkPriceSource(value);
  return checked.ok && checked.source !== BINANCE ? checked.source : undefined;
}

/**
 * Damaged settings fall back field by field: prices on, from Binance; a source nobody confirmed
 * reads as off (a missing or damaged `confirmed` too), so nothing connects to it until the reader
 * says yes.
 */
export function readPrices(value: unknown): StoredPrices {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof StoredPrices, unknown>>;
  const checked = typeof stored.source === 'string' ? checkPriceSource(stored.source) : undefined;
  const source = checked?.ok ? checked.source : defaultPrices.source;
  const bybit = readBybit(stored.bybit) ?? bybitFor(source);
  return effectivePrices({
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : defaultPrices.enabled,
    source,
    bybit,
    confirmed: stored.confirmed === true || (source === BINANCE && (bybit === BYBIT || bybit === NO_BYBIT)),
  });
}
