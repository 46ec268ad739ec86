import { z } from '@newsflash/protocol/zod';
import { isLoopbackHost } from '@/utils/base/endpoints';
import { shownName } from '@/utils/text/shown-name';

/*
 * The reader's channels: where an alert also goes beyond this browser. Their tokens are
 * credentials, so the whole list stays in `storage.local`: utils/sync/ has no piece for it and the
 * settings file (utils/settings-forms/settings-file.ts) never carries it (a rule names a channel by id only).
 */

export const channelKinds = ['ntfy', 'telegram', 'pushover', 'webhook'] as const;
export type ChannelKind = (typeof channelKinds)[number];
export const webhookShapes = ['json', 'discord', 'slack'] as const;
export type WebhookShape = (typeof webhookShapes)[number];

/** A handful is plenty for one reader; each one is a request per alert. */
export const MAX_CHANNELS = 8;
const URL_MAX = 500;

/**
 * An address a channel may post to: https, or plain http on this machine only (a self-hosted ntfy,
 * the tests' stand-ins): an alert says what the reader follows, so nobody on the path may read it.
 * No credentials in the address: a token has its own field and stays out of what Diagnostics shows.
 */
export function channelUrlProblem(text: string): 'address' | 'https' | 'credentials' | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'address';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) return 'https';
  if (url.username || url.password) return 'credentials';
  return undefined;
}

const address = z.string().check(
  z.maxLength(URL_MAX),
  z.refine((text) => channelUrlProblem(text) === undefined),
);
const token = (pattern: RegExp) => z.string().check(z.regex(pattern));

const common = {
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  /** The reader's name for it, shown in rules and Diagnostics, read as shown (`shownName`). */
  name: z.pipe(z.string().check(z.maxLength(60)), z.transform(shownName)),
  enabled: z.boolean(),
  /** Every alert goes here, not only those of rules that name it. */
  every: z.boolean(),
};

export const ntfySchema = z.object({
  ...common,
  kind: z.literal('ntfy'),
  /** The topic's address, `https://ntfy.sh/<topic>` or a self-hosted server's. */
  topicUrl: address,
  /** An access token for a protected topic (`tk_…`); none for a public one. */
  token: z.optional(token(/^[\x21-\x7e]{1,200}$/)),
});
export const telegramSchema = z.object({
  ...common,
  kind: z.literal('telegram'),
  /** The token @BotFather gives: `<bot id>:<secret>`. */
  botToken: token(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/),
  /** A numeric chat id (negative for groups) or a public channel's @name. */
  chatId: token(/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/),
  /** A self-hosted Bot API server (Telegram publishes one); api.telegram.org when absent. */
  server: z.optional(address),
});
export const pushoverSchema = z.object({
  ...common,
  kind: z.literal('pushover'),
  user: token(/^[A-Za-z0-9]{30}$/),
  token: token(/^[A-Za-z0-9]{30}$/),
  /** Only for tests: api.pushover.net when absent. */
  server: z.optional(address),
});
export const webhookSchema = z.object({
  ...common,
  kind: z.literal('webhook'),
  url: address,
  shape: z.enum(webhookShapes),
});

const SCHEMAS = { ntfy: ntfySchema, telegram: telegramSchema, pushover: pushoverSchema, webhook: webhookSchema };

export type ChannelConfig = z.output<(typeof SCHEMAS)[ChannelKind]>;

/**
 * One channel checked by its kind's schema (a lookup, not zod's discriminated union, which would
 * add its machinery to the worker's budgeted bundle).
 */
export const channelSchema = {
  safeParse(value: unknown): { success: true; data: ChannelConfig } | { success: false } {
    const kind = (value as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !Object.hasOwn(SCHEMAS, kind)) return { success: false };
    const parsed = SCHEMAS[kind as ChannelKind].safeParse(value);
    return parsed.success ? { success: true, data: parsed.data } : { success: false };
  },
};
export type NtfyConfig = z.output<typeof ntfySchema>;
export type TelegramConfig = z.output<typeof telegramSchema>;
export type PushoverConfig = z.output<typeof pushoverSchema>;
export type WebhookConfig = z.output<typeof webhookSchema>;

/** Stored channels read one by one: a damaged one is dropped, the others kept; past MAX_CHANNELS, cut. */
export function readChannels(value: unknown): ChannelConfig[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const channels: ChannelConfig[] = [];
  for (const entry of value.slice(0, MAX_CHANNELS)) {
    const parsed = channelSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    channels.push(parsed.data);
  }
  return channels;
}
