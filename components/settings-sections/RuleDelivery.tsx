import { useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { useSetting } from '@/components/hooks/useSetting';
import { emptyDraft, type ChannelDraft } from '@/utils/channels/channel-form';
import { actions, alerting } from '@/utils/notify/rules';
import { sounds } from '@/utils/notify/sounds';
import { actionLabel, type RuleForm } from '@/utils/settings-forms/rule-form';
import { settings } from '@/utils/settings';
import { ChannelForm, newChannelId } from './ChannelForm';
import { playSound } from './playSound';

/**
 * Where a rule's alerts go, in one place: the desktop and a sound (the action), and each saved phone
 * or chat channel; a channel can be added from here, for this rule (not every alert, unless chosen),
 * and is ticked for it once saved. A channel taking every alert is ticked for every rule that alerts;
 * a "feed only" rule reaches only the channels it ticks itself. The choices that reach nowhere
 * (hidden; feed only with no channel) say so.
 */
export function RuleDelivery({ form, set }: { form: RuleForm; set: (patch: Partial<RuleForm>) => void }) {
  const channels = useSetting(settings.channels) ?? [];
  const [draft, setDraft] = useState<ChannelDraft>();
  const hidden = form.action === 'hide';
  const everyTicks = alerting(form.action);
  const ticked = (channel: (typeof channels)[number]) => (channel.every && everyTicks) || form.channels.includes(channel.id);
  const nowhere = hidden ? t('rule.nowhereHidden') : !everyTicks && !channels.some((channel) => channel.enabled && ticked(channel)) ? t('rule.nowhereFeed') : undefined;
  return (
    <fieldset class="rule-delivery-choice">
      <legend>{t('rule.delivery')}</legend>
      <div class="field">
        <label for="rule-action">{t('rule.then')}</label>
        <select
          id="rule-action"
          value={form.action}
          aria-describedby={nowhere ? 'rule-nowhere' : undefined}
          onChange={(e) => set({ action: e.currentTarget.value as RuleForm['action'] })}
        >
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      {nowhere && (
        <p class="hint" id="rule-nowhere">
          {nowhere}
        </p>
      )}
      {(form.action === 'notify-sound' || form.action === 'sound') && (
        <div class="field with-button">
          <label for="rule-sound">{t('rule.sound')}</label>
          <select id="rule-sound" value={form.sound} onChange={(e) => set({ sound: e.currentTarget.value as RuleForm['sound'] })}>
            {sounds.map((sound) => (
              <option key={sound} value={sound}>
                {sound}
              </option>
            ))}
          </select>
          <button type="button" class="secondary" onClick={() => void playSound(form.sound)}>
            {t('rule.preview')}
          </button>
        </div>
      )}
      <fieldset class="rule-channels">
        <legend>{t('channels.ruleChannels')}</legend>
        {channels.length === 0 ? <p class="hint">{t('rule.noChannels')}</p> : !hidden && <p class="hint">{t('rule.channelsWhateverDesktop')}</p>}
        {channels.map((channel) => (
          <label class="inline" key={channel.id}>
            <input
              type="checkbox"
              checked={!hidden && ticked(channel)}
              disabled={hidden || (channel.every && everyTicks)}
              onChange={(e) => set({ channels: e.currentTarget.checked ? [...form.channels, channel.id] : form.channels.filter((id) => id !== channel.id) })}
            />
            {channel.name}
          </label>
        ))}
        {draft ? (
          <ChannelForm
            saved={channels}
            draft={draft}
            onDraft={setDraft}
            idPrefix="rule-channel"
            onSaved={(config) => {
              setDraft(undefined);
              if (!config.every && !form.channels.includes(config.id)) set({ channels: [...form.channels, config.id] });
            }}
          />
        ) : (
          <div class="actions">
            <button type="button" class="secondary" onClick={() => setDraft({ ...emptyDraft(newChannelId()), every: false })}>
              {t('rule.addChannel')}
            </button>
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}
