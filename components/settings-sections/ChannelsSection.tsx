import { useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { useSetting } from '@/components/hooks/useSetting';
import { draftOf, emptyDraft, type ChannelDraft } from '@/utils/channels/channel-form';
import { releaseUnusedOrigins } from '@/utils/permissions/host-grants';
import { settings } from '@/utils/settings';
import { ChannelForm, newChannelId } from './ChannelForm';
import { Outcome, saving, Section, type Tone } from './Section';

/** Where alerts also go: the reader's phone (ntfy, Pushover) or chat (Telegram, a webhook); a rule's editor adds them too. */
export function ChannelsSection() {
  const saved = useSetting(settings.channels);
  const [draft, setDraft] = useState<ChannelDraft>(() => emptyDraft(newChannelId()));
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  if (!saved) return null;

  const remove = async (id: string) => {
    setOutcome(await saving(() => settings.channels.item.setValue(saved.filter((channel) => channel.id !== id)), t('channels.removed')));
    await releaseUnusedOrigins().catch(() => undefined);
  };

  return (
    <Section id="channels" title={t('options.section.channels')} intro={t('channels.intro')}>
      {saved.length === 0 ? (
        <p class="hint">{t('channels.none')}</p>
      ) : (
        <ul class="channels">
          {saved.map((channel) => (
            <li key={channel.id} data-channel={channel.id}>
              <button type="button" class="link" onClick={() => setDraft(draftOf(channel))}>
                {channel.name}
              </button>{' '}
              <span class="hint">{t(`channels.kinds.${channel.kind}`)}</span>{' '}
              <button type="button" onClick={() => void remove(channel.id)}>
                {t('channels.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      <ChannelForm saved={saved} draft={draft} onDraft={setDraft} />
    </Section>
  );
}
