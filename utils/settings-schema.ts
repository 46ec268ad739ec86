// Pure: the settings' shapes, defaults and tolerant readers, usable outside the extension too.
import { actions, quietHoursSchema, ruleSchema } from '@/utils/alerts/rules';
import { z } from '@/utils/protocol/zod';

export { DEFAULT_SERVER } from '@/utils/endpoints';

export const alertSettingsSchema = z.object({
  rules: z.array(ruleSchema),
  /** What happens to an item no rule matches. */
  defaultAction: z.enum(actions),
  quietHours: quietHoursSchema,
  maxPerWindow: z.int().check(z.minimum(1), z.maximum(20)),
  windowSeconds: z.int().check(z.minimum(1), z.maximum(600)),
  allowRequireInteraction: z.boolean(),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;

export const retentionSchema = z.object({
  maxItems: z.int().check(z.minimum(100), z.maximum(100_000)),
  maxAgeDays: z.int().check(z.minimum(1), z.maximum(365)),
});
export type Retention = z.output<typeof retentionSchema>;

export const defaultAlerts: AlertSettings = {
  rules: [],
  defaultAction: 'notify',
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  maxPerWindow: 3,
  windowSeconds: 10,
  allowRequireInteraction: true,
};

export const defaultRetention: Retention = { maxItems: 5_000, maxAgeDays: 30 };

/**
 * Reads stored alert settings field by field: a damaged field falls back to its default and a
 * damaged rule is dropped, so one bad entry never wipes the user's other rules.
 */
export function readAlerts(value: unknown): AlertSettings {
  if (typeof value !== 'object' || value === null) return defaultAlerts;
  const stored = value as Record<string, unknown>;
  const shape = alertSettingsSchema.shape;
  const field = <K extends keyof AlertSettings>(key: K): AlertSettings[K] => {
    const result = shape[key].safeParse(stored[key]);
    return result.success ? (result.data as AlertSettings[K]) : defaultAlerts[key];
  };
  const rules = Array.isArray(stored.rules)
    ? stored.rules.flatMap((rule) => {
        const result = ruleSchema.safeParse(rule);
        return result.success ? [result.data] : [];
      })
    : [];
  return {
    rules,
    defaultAction: field('defaultAction'),
    quietHours: field('quietHours'),
    maxPerWindow: field('maxPerWindow'),
    windowSeconds: field('windowSeconds'),
    allowRequireInteraction: field('allowRequireInteraction'),
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
