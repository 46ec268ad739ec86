import { describe, expect, it } from 'vitest';
import type { Rule } from '@/utils/notify/rules';
import type { ChannelConfig } from './config';
import { channelTargets } from './channel-targets';

const channel = (id: string, over: Partial<ChannelConfig> = {}): ChannelConfig =>
  ({ id, name: id, enabled: true, every: false, kind: 'ntfy', topicUrl: `https://ntfy.sh/${id}`, ...over }) as ChannelConfig;
const saved = [channel('phone'), channel('all', { every: true }), channel('off', { enabled: false, every: true })];
const rules: Rule[] = [{ id: 'r', name: 'r', enabled: true, action: 'feed', match: {}, channels: ['phone', 'off'] }];

describe('channelTargets', () => {
  it('an alert reaches the channels taking every alert and those its rule ticks; a disabled one none', () => {
    expect(channelTargets(saved, rules, 'r', 'alert')).toEqual(['phone', 'all']);
    expect(channelTargets(saved, rules, undefined, 'alert')).toEqual(['all']);
  });

  it('a "feed only" rule reaches the channels it ticks alone; no reach, nowhere', () => {
    expect(channelTargets(saved, rules, 'r', 'ticked')).toEqual(['phone']);
    expect(channelTargets(saved, rules, 'r', undefined)).toEqual([]);
  });
});
