import type { Rule } from '@/utils/notify/rules';
import type { ChannelConfig } from './config';

/** The channels one alert goes to: those taking every alert, and those its rule names. */
export function channelTargets(channels: readonly ChannelConfig[], rules: readonly Rule[], ruleId: string | undefined): string[] {
  const named = (ruleId !== undefined && rules.find((rule) => rule.id === ruleId)?.channels) || [];
  return channels.filter((channel) => channel.enabled && (channel.every || named.includes(channel.id))).map((channel) => channel.id);
}
