import { useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { useSetting } from '@/components/hooks/useSetting';
import { emptyDraft, type ChannelDraft } from '@/utils/channels/channel-form';
import { actions } from '@/utils/notify/rules';
import { sounds } from '@/utils/notify/sounds';
import { actionLabel, type RuleForm } from '@/utils/settings-forms/rule-form';
import { settings } from '@/utils/settings';
import { ChannelForm, newChannelId } from './ChannelForm';
import { playSound } from './playSound';

/**
 * Where a rule's alerts go, in one place: the desktop and a sound (the action), and each saved phone
 * or chat channel; a channel can be added from here, for this rule (not every alert, unless chosen),
 * and is ticked for it once saved.
 */
export function RuleDelivery({ form, set }: { form: RuleForm; set: (patch: Partial<RuleForm>) => void }) {
  const channels = useSetting(settings.channels) ?? [];
  const [draft, setDraft] = useState<ChannelDraft>();
  return (
    <fieldset class="rule-delivery-choice">
      <legend>{t('rule.delivery')}</legend>
      <div class="field">
        <label for="rule-action">{t('rule.then')}</label>
        <select id="rule-action" value={form.action} onChange={(e) => set({ action: e.currentTarget.value as RuleForm['action'] })}>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
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
        {channels.length === 0 && <p class="hint">{t('rule.noChannels')}</p>}
        {channels.map((channel) => (
          <label class="inline" key={channel.id}>
            <input
              type="checkbox"
              checked={channel.every || form.channels.includes(channel.id)}
              disabled={channel.every}
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
