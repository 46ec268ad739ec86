import { shownCount, t, tn } from '@/utils/base/i18n';
import { RuleSetBudget, ruleSchema, type Rule } from '@/utils/notify/rules';
import { deriveEndpoints } from '@/utils/base/endpoints';
import { describeIssues, type Issue } from '@newsflash/protocol/issues';
import type { DislikePolicy } from '@/utils/feed-view/filter';
import { readDislikePolicy } from '@/utils/feed-view/view-prefs';
import {
  alertSettingsSchema,
  checkPriceSource,
  endpointOverridesSchema,
  imageSettingsSchema,
  MAX_RULES,
  retentionSchema,
  type AlertSettings,
  type ImageSettings,
  type PriceSettings,
  type Retention,
  type StoredOverrides,
} from '@/utils/settings/schema';

/** Everything a user can set, as one exportable bundle. */
export interface SettingsBundle {
  serverAddress: string;
  endpointOverrides: StoredOverrides;
  /** Only when the user asked to include it. */
  apiKey?: string;
  alerts: AlertSettings;
  retention: Retention;
  prices: PriceSettings;
  dislike: DislikePolicy;
  /** Pictures from items' hosts, in the feed and in notifications (files from before it have none). */
  images: ImageSettings;
}

const FORMAT = 'newsflash-settings';
const VERSION = 1;

export function exportSettings(bundle: SettingsBundle, includeKey: boolean, now = Date.now()): string {
  const { apiKey, prices, ...others } = bundle;
  // Whether this reader vouched for the price source is theirs, not the file's: an import never takes it.
  const rest = { ...others, prices: { enabled: prices.enabled, source: prices.source } };
  const settings = includeKey && apiKey ? { ...rest, apiKey } : rest;
  return `${JSON.stringify({ format: FORMAT, version: VERSION, exportedAt: new Date(now).toISOString(), settings }, null, 2)}\n`;
}

/** Which part of the settings an imported entry is, so callers decide by part, never by its words. */
export type ImportPart = 'serverAddress' | 'apiKey' | 'alerts' | 'retention' | 'prices' | 'dislike' | 'images';
export interface ImportedPart {
  part: ImportPart;
  /** What was imported, for the report. */
  text: string;
}

export type ImportResult =
  | { ok: false; error: string }
  | { ok: true; settings: Partial<SettingsBundle>; imported: ImportedPart[]; rejected: string[] };

const reasons = (error: { issues: readonly Issue[] }) => describeIssues(error.issues);

/**
 * Reads a settings file: what is valid is taken, what is not is listed with the reason, and one
 * bad part (a rule with a broken pattern) never costs the rest.
 */
export function importSettings(text: string): ImportResult {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, error: t('transfer.notJson') };
  }
  const header = file as { format?: unknown; version?: unknown; settings?: unknown };
  if (typeof file !== 'object' || file === null || header.format !== FORMAT) {
    return { ok: false, error: t('transfer.notOurs') };
  }
  if (header.version !== VERSION) {
    return { ok: false, error: t('transfer.version', [String(header.version), String(VERSION)]) };
  }
  const given = (typeof header.settings === 'object' && header.settings !== null ? header.settings : {}) as Record<string, unknown>;
  const settings: Partial<SettingsBundle> = {};
  const imported: ImportedPart[] = [];
  const rejected: string[] = [];

  if ('endpointOverrides' in given) {
    const overrides = endpointOverridesSchema.safeParse(given.endpointOverrides);
    if (overrides.success) settings.endpointOverrides = overrides.data;
    else rejected.push(`${t('transfer.partAddresses')}: ${reasons(overrides.error)}`);
  }
  if ('serverAddress' in given) {
    const address = typeof given.serverAddress === 'string' ? given.serverAddress : '';
    const endpoints = deriveEndpoints(address, settings.endpointOverrides);
    if (endpoints.ok) {
      settings.serverAddress = address.trim();
      imported.push({ part: 'serverAddress', text: t('transfer.partServer') });
    } else {
      delete settings.endpointOverrides;
      rejected.push(`${t('transfer.partServer')}: ${endpoints.error}`);
    }
  }
  if (settings.endpointOverrides && settings.serverAddress === undefined) {
    delete settings.endpointOverrides;
    rejected.push(`${t('transfer.partAddresses')}: ${t('transfer.addressesAlone')}`);
  }
  if ('apiKey' in given) {
    if (typeof given.apiKey === 'string' && given.apiKey.trim().length > 0 && given.apiKey.length <= 500) {
      settings.apiKey = given.apiKey.trim();
      imported.push({ part: 'apiKey', text: t('transfer.partKey') });
    } else rejected.push(`${t('transfer.partKey')}: ${t('transfer.notKey')}`);
  }
  if ('alerts' in given) {
    const alerts = importAlerts(given.alerts, rejected);
    if (alerts) {
      settings.alerts = alerts;
      imported.push({ part: 'alerts', text: tn('transfer.partAlerts', alerts.rules.length) });
    }
  }
  if ('retention' in given) {
    const retention = retentionSchema.safeParse(given.retention);
    if (retention.success) {
      settings.retention = retention.data;
      imported.push({ part: 'retention', text: t('transfer.partRetention') });
    } else rejected.push(`${t('transfer.partRetention')}: ${reasons(retention.error)}`);
  }
  if ('prices' in given) {
    const prices = importPrices(given.prices);
    if (prices.ok) {
      settings.prices = prices.prices;
      imported.push({ part: 'prices', text: prices.prices.enabled ? t('transfer.partPricesOn', [prices.prices.source]) : t('transfer.partPricesOff') });
    } else rejected.push(`${t('transfer.partPrices')}: ${prices.error}`);
  }
  if ('dislike' in given) {
    const dislike = readDislikePolicy(given.dislike);
    if (dislike) {
      settings.dislike = dislike;
      imported.push({ part: 'dislike', text: t('transfer.partDislike') });
    } else rejected.push(`${t('transfer.partDislike')}: ${t('transfer.dislikeShape')}`);
  }
  if ('images' in given) {
    const images = imageSettingsSchema.safeParse(given.images);
    if (images.success) {
      settings.images = images.data;
      imported.push({ part: 'images', text: t('transfer.partImages') });
    } else rejected.push(`${t('transfer.partImages')}: ${reasons(images.error)}`);
  }
  if (imported.length === 0 && rejected.length === 0) return { ok: false, error: t('transfer.empty') };
  return { ok: true, settings, imported, rejected };
}

function importPrices(value: unknown): { ok: true; prices: PriceSettings } | { ok: false; error: string } {
  const given = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof given.enabled !== 'boolean' || typeof given.source !== 'string') return { ok: false, error: t('transfer.pricesShape') };
  const source = checkPriceSource(given.source);
  return source.ok ? { ok: true, prices: { enabled: given.enabled, source: source.source } } : source;
}

/** Alert settings field by field, and rules one by one, so a bad rule is reported and skipped. */
function importAlerts(value: unknown, rejected: string[]): AlertSettings | undefined {
  if (typeof value !== 'object' || value === null) {
    rejected.push(`${t('transfer.partAlertsName')}: ${t('transfer.notObject')}`);
    return undefined;
  }
  const given = value as Record<string, unknown>;
  const rules: Rule[] = [];
  const budget = new RuleSetBudget();
  const list = Array.isArray(given.rules) ? given.rules : [];
  if (list.length > MAX_RULES) rejected.push(t('transfer.rulesPast', [shownCount(MAX_RULES + 1), shownCount(list.length), shownCount(MAX_RULES)]));
  list.slice(0, MAX_RULES).forEach((candidate, index) => {
    const rule = ruleSchema.safeParse(candidate);
    const name = typeof (candidate as { name?: unknown })?.name === 'string' ? ` "${(candidate as { name: string }).name}"` : '';
    const overBudget = rule.success ? budget.admit(rule.data) : undefined;
    if (rule.success && !overBudget) rules.push(rule.data);
    else rejected.push(`${t('transfer.ruleN', [String(index + 1)])}${name}: ${overBudget ?? reasons(rule.error!)}`);
  });
  const result = alertSettingsSchema.safeParse({ ...given, rules });
  if (result.success) return result.data;
  rejected.push(`${t('transfer.partAlertsName')}: ${reasons(result.error)}`);
  return undefined;
}
