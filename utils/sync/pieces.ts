import { z } from '@newsflash/protocol/zod';
import { badgeModes, type BadgeMode } from '@/utils/settings/badge-mode';
import type { Rule } from '@/utils/notify/rules';
import { alertSettingsSchema, defaultAlerts, imageDefaults, imageSettingsSchema, MAX_RULES, readAlerts, type AlertSettings, type Setting, type Settings } from '@/utils/settings';
import { defaultViewPrefs, readStoredViewPrefs, storedViewPrefs, type ViewPrefs } from '@/utils/feed-view/view-prefs';
import { viewPrefsItem } from '@/utils/settings';
import { canonical, type PieceShape } from './envelope';

/** One setting that follows the reader: its key in `storage.sync`, its shape, and how it is read and written here. */
export interface SyncedPiece<T = unknown> extends PieceShape<T> {
  /** The key in `storage.sync` (short: it counts against the item's bytes). */
  name: PieceName;
  /** Its value when the reader never changed it, which a new computer has too: not worth sending. */
  fallback: T;
  read(): Promise<T>;
  write(value: T): Promise<void>;
  watch(callback: (value: T) => void): () => void;
}

export const pieceNames = ['rules', 'notifications', 'badge', 'images', 'view'] as const;
export type PieceName = (typeof pieceNames)[number];

/**
 * Notification choices without the rules (they sync apart, so one too large for sync leaves these
 * syncing) and without `desktop`: that is each install's own answer on its welcome page (`pending`
 * until given), never another computer's.
 */
const notificationsSchema = z.object({
  defaultAction: alertSettingsSchema.shape.defaultAction,
  quietHours: alertSettingsSchema.shape.quietHours,
  maxPerWindow: alertSettingsSchema.shape.maxPerWindow,
  windowSeconds: alertSettingsSchema.shape.windowSeconds,
  allowRequireInteraction: alertSettingsSchema.shape.allowRequireInteraction,
});
type NotificationChoices = z.output<typeof notificationsSchema>;

const notificationsOf = ({ defaultAction, quietHours, maxPerWindow, windowSeconds, allowRequireInteraction }: AlertSettings): NotificationChoices => ({
  defaultAction,
  quietHours,
  maxPerWindow,
  windowSeconds,
  allowRequireInteraction,
});

/** Rules from sync are taken whole or not at all: one the reader here would lose is not dropped quietly. */
function parseRules(value: unknown): Rule[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_RULES) return undefined;
  const { rules } = readAlerts({ rules: value });
  return rules.length === value.length ? rules : undefined;
}

/** Valid when reading it changes nothing: a damaged field would otherwise arrive as its default. */
function parseViewPrefs(value: unknown): ViewPrefs | undefined {
  const prefs = readStoredViewPrefs(storedViewPrefs(value as ViewPrefs));
  return canonical(storedViewPrefs(prefs)) === canonical(storedViewPrefs(value as ViewPrefs)) ? prefs : undefined;
}

const parsed = <T>(schema: z.ZodMiniType<T>) => (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

/** The settings that sync, over the stored items they live in (rules and notification choices share `alerts`). */
export function syncedPieces(settings: Settings): SyncedPiece[] {
  const alertsPart = <T>(
    name: PieceName,
    version: number,
    pick: (alerts: AlertSettings) => T,
    merge: (alerts: AlertSettings, value: T) => AlertSettings,
    parse: (value: unknown) => T | undefined,
  ): SyncedPiece<T> => ({
    name,
    version,
    fallback: pick(defaultAlerts),
    parse,
    read: async () => pick(await settings.alerts.get()),
    write: async (value) => settings.alerts.item.setValue(merge(await settings.alerts.get(), value)),
    watch: (callback) => settings.alerts.watch((alerts) => callback(pick(alerts))),
  });
  /** A piece that is one stored setting whole. */
  const settingPart = <T>(name: PieceName, setting: Setting<T>, fallback: T, parse: (value: unknown) => T | undefined): SyncedPiece<T> => ({
    name,
    version: 1,
    fallback,
    parse,
    read: () => setting.get(),
    write: (value) => setting.item.setValue(value),
    watch: (callback) => setting.watch(callback),
  });
  const pieces = [
    alertsPart('rules', 1, (alerts) => alerts.rules, (alerts, rules) => ({ ...alerts, rules }), parseRules),
    alertsPart('notifications', 1, notificationsOf, (alerts, choices) => ({ ...alerts, ...choices }), parsed(notificationsSchema)),
    settingPart('badge', settings.badge, 'count' as BadgeMode, (value: unknown) => (badgeModes.includes(value as BadgeMode) ? (value as BadgeMode) : undefined)),
    settingPart('images', settings.images, imageDefaults, parsed(imageSettingsSchema)),
    {
      // The feed's filters, dislike policy and shortcuts (localStorage's copy in storage.local).
      name: 'view',
      version: 1,
      fallback: defaultViewPrefs,
      parse: parseViewPrefs,
      read: async () => readStoredViewPrefs(await viewPrefsItem.getValue()),
      write: (value: ViewPrefs) => viewPrefsItem.setValue(storedViewPrefs(value)),
      watch: (callback: (value: ViewPrefs) => void) => viewPrefsItem.watch((value) => callback(readStoredViewPrefs(value))),
    } satisfies SyncedPiece<ViewPrefs>,
  ];
  return pieces as SyncedPiece[];
}
