// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ChannelConfig } from '@/utils/channels/config';
import { settings } from '@/utils/settings';
import { blankRuleForm, type RuleForm } from '@/utils/settings-forms/rule-form';
import { RuleDelivery } from './RuleDelivery';

const channel = (name: string, every: boolean): ChannelConfig => ({ id: name.toLowerCase(), name, enabled: true, every, kind: 'ntfy', topicUrl: `https://ntfy.sh/${name}` });

beforeEach(async () => {
  fakeBrowser.reset();
  await settings.channels.item.setValue([channel('Phone', false), channel('Team', true)]);
});
afterEach(cleanup);

/** The delivery choice once the saved channels are read (they come from storage a moment after the first render). */
async function show(over: Partial<RuleForm>) {
  render(<RuleDelivery form={{ ...blankRuleForm('r'), ...over }} set={() => {}} />);
  await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2));
}
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const nowhere = () => document.getElementById('rule-nowhere')?.textContent ?? '';

describe('RuleDelivery', () => {
  it('an alerting rule: the channel taking every alert ticked and fixed, and no word of "nowhere"', async () => {
    await show({ action: 'notify' });
    expect([box('Team').checked, box('Team').disabled, box('Phone').checked, nowhere()]).toEqual([true, true, false, '']);
  });

  it('"Feed only" with no channel ticked says its headlines reach nowhere beyond the feed; the every-alert channel is the rule\'s to tick', async () => {
    await show({ action: 'feed' });
    expect(nowhere()).toMatch(/nothing tells you/);
    expect([box('Team').checked, box('Team').disabled]).toEqual([false, false]);
    cleanup();
    await show({ action: 'feed', channels: ['phone'] });
    expect([box('Phone').checked, nowhere()]).toEqual([true, '']);
  });

  it('"Hide" goes nowhere: said so, and no channel can be ticked', async () => {
    await show({ action: 'hide', channels: ['phone'] });
    expect(nowhere()).toMatch(/go nowhere/);
    expect([box('Phone').checked, box('Phone').disabled, box('Team').checked]).toEqual([false, true, false]);
  });
});
