import type { ChannelReach, Rule } from '@/utils/notify/rules';
import type { ChannelConfig } from './config';

/**
 * The channels one item goes to, as its decision reaches (rules.ts `channelReach`): an alert goes to
 * those taking every alert and those its rule ticks; a "feed only" rule's item to the ticked ones only.
 */
export function channelTargets(
  channels: readonly ChannelConfig[],
  rules: readonly Rule[],
  ruleId: string | undefined,
  reach: ChannelReach | undefined,
): string[] {
  if (!reach) return [];
  const named = (ruleId !== undefined && rules.find((rule) => rule.id === ruleId)?.channels) || [];
  return channels.filter((channel) => channel.enabled && ((reach === 'alert' && channel.every) || named.includes(channel.id))).map((channel) => channel.id);
}
