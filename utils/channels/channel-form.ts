import { t } from '@/utils/base/i18n';
import { channelSchema, channelUrlProblem, MAX_CHANNELS, type ChannelConfig, type ChannelKind, type WebhookShape } from './config';
import { shownName } from '@/utils/text/shown-name';

/** The options form as typed: every field of every kind, strings as they are in the inputs. */
export interface ChannelDraft {
  id: string;
  kind: ChannelKind;
  name: string;
  enabled: boolean;
  every: boolean;
  topicUrl: string;
  token: string;
  botToken: string;
  chatId: string;
  server: string;
  user: string;
  appToken: string;
  url: string;
  shape: WebhookShape;
}

export const emptyDraft = (id: string): ChannelDraft => ({
  id,
  kind: 'ntfy',
  name: '',
  enabled: true,
  every: true,
  topicUrl: '',
  token: '',
  botToken: '',
  chatId: '',
  server: '',
  user: '',
  appToken: '',
  url: '',
  shape: 'json',
});

/** A saved channel back into the form, to edit it. */
export function draftOf(config: ChannelConfig): ChannelDraft {
  const draft = { ...emptyDraft(config.id), kind: config.kind, name: config.name, enabled: config.enabled, every: config.every };
  switch (config.kind) {
    case 'ntfy':
      return { ...draft, topicUrl: config.topicUrl, token: config.token ?? '' };
    case 'telegram':
      return { ...draft, botToken: config.botToken, chatId: config.chatId, server: config.server ?? '' };
    case 'pushover':
      return { ...draft, user: config.user, appToken: config.token, server: config.server ?? '' };
    case 'webhook':
      return { ...draft, url: config.url, shape: config.shape };
  }
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

function candidate(draft: ChannelDraft): Record<string, unknown> {
  const common = { id: draft.id, name: shownName(draft.name) || t(`channels.kinds.${draft.kind}`), enabled: draft.enabled, every: draft.every, kind: draft.kind };
  switch (draft.kind) {
    case 'ntfy':
      return { ...common, topicUrl: draft.topicUrl.trim(), token: optional(draft.token) };
    case 'telegram':
      return { ...common, botToken: draft.botToken.trim(), chatId: draft.chatId.trim(), server: optional(draft.server) };
    case 'pushover':
      return { ...common, user: draft.user.trim(), token: draft.appToken.trim(), server: optional(draft.server) };
    case 'webhook':
      return { ...common, url: draft.url.trim(), shape: draft.shape };
  }
}

const ADDRESS_WORDS = { address: () => t('channels.badAddress'), https: () => t('channels.badHttps'), credentials: () => t('channels.badCredentials') } as const;

/** The form read into a channel, or why it cannot be saved, in the reader's words. */
export function readDraft(draft: ChannelDraft, others: readonly ChannelConfig[]): { ok: true; config: ChannelConfig } | { ok: false; error: string } {
  if (!others.some((other) => other.id === draft.id) && others.length >= MAX_CHANNELS) return { ok: false, error: t('channels.tooMany') };
  const value = candidate(draft);
  for (const field of ['topicUrl', 'server', 'url'] as const) {
    const text = value[field];
    const problem = typeof text === 'string' ? channelUrlProblem(text) : undefined;
    if (problem) return { ok: false, error: ADDRESS_WORDS[problem]() };
  }
  const parsed = channelSchema.safeParse(value);
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, error: t('channels.badToken') };
}

/** The saved list with this channel put in its place (or added at the end). */
export function withChannel(channels: readonly ChannelConfig[], config: ChannelConfig): ChannelConfig[] {
  if (!channels.some((channel) => channel.id === config.id)) return [...channels, config];
  return channels.map((channel) => (channel.id === config.id ? config : channel));
}
