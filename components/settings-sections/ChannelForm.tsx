import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/base/i18n';
import { requestFor, targetOf } from '@/utils/channels/builders';
import { emptyDraft, readDraft, withChannel, type ChannelDraft } from '@/utils/channels/channel-form';
import { channelKinds, webhookShapes, type ChannelConfig } from '@/utils/channels/config';
import { problemWords } from '@/utils/channels/problem-words';
import { sendOnce } from '@/utils/channels/send-once';
import { hostPattern } from '@/utils/base/endpoints';
import { originsToRequest } from '@/utils/permissions/host-access';
import { systemClock, type FetchLike } from '@/utils/net/net-types';
import { settings } from '@/utils/settings';
import { Outcome, saving, type Tone } from './Section';
import { useGrantedOrigins } from './useGrantedOrigins';

export const newChannelId = () => `ch-${Math.random().toString(36).slice(2, 10)}`;
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

export interface ChannelFormProps {
  saved: readonly ChannelConfig[];
  /** The draft to start from: a channel being changed, or a blank one. */
  draft: ChannelDraft;
  onDraft(draft: ChannelDraft): void;
  /** After the channel is stored (a rule's editor ticks it for its rule). */
  onSaved?(config: ChannelConfig): void;
  /** Set inside another form (a rule's editor): its own ids, and no form of its own (forms do not nest). */
  idPrefix?: string;
}

/**
 * Add or change one phone or chat channel. Saving or testing asks the browser for the channel's
 * host, when not granted yet, in the click's own turn (Firefox takes a request only there), so
 * nothing is awaited before it.
 */
export function ChannelForm({ saved, draft, onDraft, onSaved, idPrefix = 'channel' }: ChannelFormProps) {
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [busy, setBusy] = useState(false);
  const granted = useGrantedOrigins();
  const nested = idPrefix !== 'channel';
  const edit = (change: Partial<ChannelDraft>) => onDraft({ ...draft, ...change });

  /** The draft read and its host allowed, or undefined with the reason said. */
  const prepare = async (): Promise<ChannelConfig | undefined> => {
    const read = readDraft(draft, saved);
    if (!read.ok) return void setOutcome({ tone: 'bad', text: t('channels.invalid', [read.error]) });
    const target = targetOf(read.config);
    // Asked only when not granted yet (the first channel on a host; a build for tests grants loopback).
    const missing = originsToRequest([hostPattern(target)], granted);
    const allowed = missing.length === 0 || (await browser.permissions.request({ origins: missing }).catch(() => false));
    if (!allowed) return void setOutcome({ tone: 'bad', text: t('channels.noAccess', [new URL(target).host]) });
    return read.config;
  };
  const save = async (event?: Event) => {
    event?.preventDefault();
    const config = await prepare();
    if (!config) return;
    const said = await saving(() => settings.channels.item.setValue(withChannel(saved, config)), t('channels.saved'));
    setOutcome(said);
    if (said.tone !== 'ok') return;
    onDraft(emptyDraft(newChannelId()));
    onSaved?.(config);
  };
  const test = async () => {
    const config = await prepare();
    if (!config) return;
    setBusy(true);
    const sent = await sendOnce(requestFor(config, { title: 'Newsflash', text: t('channels.testText') }), { fetch: pageFetch, clock: systemClock });
    setBusy(false);
    setOutcome(sent.kind === 'sent' ? { tone: 'ok', text: t('channels.testSent') } : { tone: 'bad', text: problemWords(sent) });
  };

  const fields = (
    <>
      <h3 id={`${idPrefix}-form-title`}>{t('channels.add')}</h3>
      <label for={`${idPrefix}-kind`}>{t('channels.kind')}</label>
      <select id={`${idPrefix}-kind`} value={draft.kind} onChange={(e) => edit({ kind: e.currentTarget.value as ChannelDraft['kind'] })}>
        {channelKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`channels.kinds.${kind}`)}
          </option>
        ))}
      </select>
      <label for={`${idPrefix}-name`}>{t('channels.name')}</label>
      <input id={`${idPrefix}-name`} maxLength={60} value={draft.name} onInput={(e) => edit({ name: e.currentTarget.value })} />
      {FIELDS[draft.kind].map(([field, label, secret]) => {
        const props = { id: `${idPrefix}-${field}`, autoComplete: 'off', spellcheck: false, maxLength: 500, value: draft[field] as string, onInput: (e: Event) => edit({ [field]: (e.currentTarget as HTMLInputElement).value }) };
        return (
          <div key={field}>
            <label for={props.id}>{label()}</label>
            {secret ? <input type="password" {...props} /> : <input type="text" {...props} />}
          </div>
        );
      })}
      {draft.kind === 'webhook' && (
        <>
          <label for={`${idPrefix}-shape`}>{t('channels.shape')}</label>
          <select id={`${idPrefix}-shape`} value={draft.shape} onChange={(e) => edit({ shape: e.currentTarget.value as ChannelDraft['shape'] })}>
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
        <button type={nested ? 'button' : 'submit'} class="primary" onClick={nested ? () => void save() : undefined}>
          {t('channels.save')}
        </button>
        <button type="button" disabled={busy} onClick={() => void test()}>
          {t('channels.test')}
        </button>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </>
  );
  return nested ? (
    <div class="form channel-form" role="group" aria-labelledby={`${idPrefix}-form-title`}>
      {fields}
    </div>
  ) : (
    <form class="form channel-form" aria-labelledby={`${idPrefix}-form-title`} onSubmit={(event) => void save(event)}>
      {fields}
    </form>
  );
}
