import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/base/i18n';
import { useSetting } from '@/components/hooks/useSetting';
import { requestFor, targetOf } from '@/utils/channels/builders';
import { draftOf, emptyDraft, readDraft, withChannel, type ChannelDraft } from '@/utils/channels/channel-form';
import { channelKinds, webhookShapes, type ChannelConfig } from '@/utils/channels/config';
import { problemWords } from '@/utils/channels/problem-words';
import { sendOnce } from '@/utils/channels/send-once';
import { hostPattern } from '@/utils/base/endpoints';
import { systemClock, type FetchLike } from '@/utils/net/net-types';
import { releaseUnusedOrigins } from '@/utils/permissions/host-grants';
import { settings } from '@/utils/settings';
import { Outcome, saving, Section, type Tone } from './Section';

const newId = () => `ch-${Math.random().toString(36).slice(2, 10)}`;
const pageFetch: FetchLike = (url, init) => fetch(url, init);

/** The fields one kind of channel asks for, as [draft field, label, whether it is a secret]. */
const FIELDS: Record<ChannelDraft['kind'], [keyof ChannelDraft, () => string, boolean][]> = {
  ntfy: [
    ['topicUrl', () => t('channels.topicUrl'), false],
    ['token', () => t('channels.token'), true],
  ],
  telegram: [
    ['botToken', () => t('channels.botToken'), true],
    ['chatId', () => t('channels.chatId'), false],
    ['server', () => t('channels.server'), false],
  ],
  pushover: [
    ['user', () => t('channels.user'), true],
    ['appToken', () => t('channels.appToken'), true],
  ],
  webhook: [['url', () => t('channels.url'), true]],
};

/**
 * Where alerts also go: the reader's phone (ntfy, Pushover) or chat (Telegram, a webhook). Saving
 * or testing asks the browser for the channel's host in the click's own turn (Firefox takes a
 * request only there), so nothing is awaited before it.
 */
export function ChannelsSection() {
  const saved = useSetting(settings.channels);
  const [draft, setDraft] = useState<ChannelDraft>(() => emptyDraft(newId()));
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [busy, setBusy] = useState(false);
  if (!saved) return null;
  const edit = (change: Partial<ChannelDraft>) => setDraft((current) => ({ ...current, ...change }));

  /** The draft read and its host allowed, or undefined with the reason said. */
  const prepare = async (): Promise<ChannelConfig | undefined> => {
    const read = readDraft(draft, saved);
    if (!read.ok) return void setOutcome({ tone: 'bad', text: t('channels.invalid', [read.error]) });
    const target = targetOf(read.config);
    const allowed = await browser.permissions.request({ origins: [hostPattern(target)] }).catch(() => false);
    if (!allowed) return void setOutcome({ tone: 'bad', text: t('channels.noAccess', [new URL(target).host]) });
    return read.config;
  };
  const save = async (event: Event) => {
    event.preventDefault();
    const config = await prepare();
    if (!config) return;
    setOutcome(await saving(() => settings.channels.item.setValue(withChannel(saved, config)), t('channels.saved')));
    setDraft(emptyDraft(newId()));
  };
  const test = async () => {
    const config = await prepare();
    if (!config) return;
    setBusy(true);
    const sent = await sendOnce(requestFor(config, { title: 'Newsflash', text: t('channels.testText') }), { fetch: pageFetch, clock: systemClock });
    setBusy(false);
    setOutcome(sent.kind === 'sent' ? { tone: 'ok', text: t('channels.testSent') } : { tone: 'bad', text: problemWords(sent) });
  };
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
      <form class="form channel-form" onSubmit={(event) => void save(event)}>
        <h3>{t('channels.add')}</h3>
        <label for="channel-kind">{t('channels.kind')}</label>
        <select id="channel-kind" value={draft.kind} onChange={(e) => edit({ kind: e.currentTarget.value as ChannelDraft['kind'] })}>
          {channelKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`channels.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <label for="channel-name">{t('channels.name')}</label>
        <input id="channel-name" maxLength={60} value={draft.name} onInput={(e) => edit({ name: e.currentTarget.value })} />
        {FIELDS[draft.kind].map(([field, label, secret]) => {
          const props = { id: `channel-${field}`, autoComplete: 'off', spellcheck: false, maxLength: 500, value: draft[field] as string, onInput: (e: Event) => edit({ [field]: (e.currentTarget as HTMLInputElement).value }) };
          return (
            <div key={field}>
              <label for={props.id}>{label()}</label>
              {secret ? <input type="password" {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
        {draft.kind === 'webhook' && (
          <>
            <label for="channel-shape">{t('channels.shape')}</label>
            <select id="channel-shape" value={draft.shape} onChange={(e) => edit({ shape: e.currentTarget.value as ChannelDraft['shape'] })}>
              {webhookShapes.map((shape) => (
                <option key={shape} value={shape}>
                  {t(`channels.shapes.${shape}`)}
                </option>
              ))}
            </select>
          </>
        )}
        <label class="inline">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => edit({ enabled: e.currentTarget.checked })} />
          {t('channels.enabled')}
        </label>
        <label class="inline">
          <input type="checkbox" checked={draft.every} onChange={(e) => edit({ every: e.currentTarget.checked })} />
          {t('channels.every')}
        </label>
        <div class="actions">
          <button type="submit" class="primary">
            {t('channels.save')}
          </button>
          <button type="button" disabled={busy} onClick={() => void test()}>
            {t('channels.test')}
          </button>
        </div>
        {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      </form>
    </Section>
  );
}
