import { shownCount, t, uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage, type MessageMap } from '@/utils/messages';
import { retentionItem, retentionSchema, settings, type Retention } from '@/utils/settings';
import { useSetting } from '../hooks/useSetting';
import { Outcome, saving, Section, type Tone } from './Section';

const megabytes = (bytes: number) => numberFormat(uiLanguage(), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_048_576);

/** What is cached, how much room it takes, how long it is kept, and a way to clear it. */
export function StorageSection({ changes }: { changes: number }) {
  const [info, setInfo] = useState<MessageMap['storageInfo']['reply']>();
  const [usage, setUsage] = useState<number>();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const retention = useSetting(settings.retention);

  const load = async () => {
    setInfo(await sendMessage(browser, 'storageInfo').catch(() => undefined));
    setUsage((await navigator.storage?.estimate?.().catch(() => undefined))?.usage);
  };
  useEffect(() => void load(), [changes]);

  const clear = async () => {
    setConfirming(false);
    await sendMessage(browser, 'clearCache');
    setOutcome({ tone: 'ok', text: t('storage.cleared') });
    await load();
  };

  return (
    <Section id="storage" title={t('options.section.storage')}>
      {info && (
        <p data-testid="storage-info">
          {t('storage.cached', [shownCount(info.items), shownCount(info.votes)])}
          {usage !== undefined && t('storage.onDisk', [megabytes(usage)])}.{' '}
          {info.kind === 'memory' && <strong>{t('storage.failing', [info.error ?? t('feed.unknownError')])}</strong>}
        </p>
      )}
      {retention && <RetentionForm key={JSON.stringify(retention)} retention={retention} />}
      <div class="actions">
        {confirming ? (
          <>
            <span>{t('storage.confirm')}</span>
            <button type="button" class="danger" onClick={() => void clear()}>
              {t('storage.yes')}
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              {t('storage.keep')}
            </button>
          </>
        ) : (
          <button type="button" class="secondary" onClick={() => setConfirming(true)}>
            {t('storage.clear')}
          </button>
        )}
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}

function RetentionForm({ retention }: { retention: Retention }) {
  const [form, setForm] = useState(retention);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const save = async (event: Event) => {
    event.preventDefault();
    const result = retentionSchema.safeParse(form);
    if (!result.success) return setOutcome({ tone: 'bad', text: t('storage.limits') });
    setOutcome(await saving(() => retentionItem.setValue(result.data), t('storage.savedLimits')));
  };
  return (
    <form class="form inline-form" onSubmit={(event) => void save(event)}>
      <label for="max-items">{t('storage.keepAtMost')}</label>
      <input id="max-items" type="number" min={100} max={100_000} value={form.maxItems} onInput={(e) => setForm({ ...form, maxItems: e.currentTarget.valueAsNumber })} />
      <label for="max-age">{t('storage.headlinesFor')}</label>
      <input id="max-age" type="number" min={1} max={365} value={form.maxAgeDays} onInput={(e) => setForm({ ...form, maxAgeDays: e.currentTarget.valueAsNumber })} />
      <span>{t('storage.days')}</span>
      <button type="submit" class="secondary">
        {t('storage.saveLimits')}
      </button>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </form>
  );
}
