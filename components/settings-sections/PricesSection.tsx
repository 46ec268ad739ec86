import { t } from '@/utils/base/i18n';
import { useEffect, useState } from 'preact/hooks';
import { useSetting } from '@/components/hooks/useSetting';
import { releaseUnusedOrigins } from '@/utils/permissions/host-grants';
import { BINANCE } from '@/utils/prices/source';
import { answerSource, turnOn, typedSource } from '@/utils/prices/source-trust';
import { checkPriceSource, settings } from '@/utils/settings';
import { Outcome, saving, Section, type Tone } from './Section';

/**
 * Whether headlines show their coins' price moves, and where the prices come from. A source that
 * came in a settings file is confirmed the moment price moves are turned on.
 */
export function PricesSection() {
  const stored = useSetting(settings.prices);
  const [source, setSource] = useState('');
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  /** A source from a settings file, waiting for the reader's word before prices turn on. */
  const [asking, setAsking] = useState<string>();
  useEffect(() => {
    if (stored) setSource(stored.source);
  }, [stored?.source]);
  if (!stored) return null;

  const save = async (event: Event) => {
    event.preventDefault();
    const checked = checkPriceSource(source);
    if (!checked.ok) return setOutcome({ tone: 'bad', text: checked.error });
    const done = checked.source === BINANCE ? t('prices.fromBinance') : t('prices.fromSource', [checked.source]);
    setOutcome(await saving(() => settings.prices.item.setValue(typedSource(stored, checked.source)), done));
    // The host of a source left behind may have had a grant only it used.
    await releaseUnusedOrigins().catch(() => undefined);
  };
  const switchOn = async (on: boolean) => {
    setAsking(undefined);
    if (!on) return setOutcome(await saving(() => settings.prices.item.setValue({ ...stored, enabled: false }), t('prices.off')));
    const step = turnOn(stored);
    if (step.do === 'confirm') return setAsking(step.source);
    setOutcome(await saving(() => settings.prices.item.setValue(step.prices), t('prices.shown')));
  };
  const answer = async (useIt: boolean) => {
    setAsking(undefined);
    const chosen = answerSource(stored, useIt);
    setOutcome(await saving(() => settings.prices.item.setValue(chosen), useIt ? t('prices.fromSource', [chosen.source]) : t('prices.fromBinance')));
  };
  return (
    <Section
      id="prices"
      title={t('options.section.prices')}
      intro={t('prices.intro')}
    >
      <form class="form" onSubmit={(event) => void save(event)}>
        <label class="inline">
          <input
            type="checkbox"
            checked={stored.enabled}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              // Stays as stored until the reader answers.
              e.currentTarget.checked = stored.enabled;
              void switchOn(on);
            }}
          />
          {t('prices.show')}
        </label>
        {asking && (
          <div class="report confirm-import" role="alertdialog" aria-labelledby="confirm-price-source">
            <p id="confirm-price-source">{t('prices.confirmSource', [asking])}</p>
            <div class="actions">
              <button type="button" class="primary" onClick={() => void answer(true)}>
                {t('prices.useSource')}
              </button>
              <button type="button" class="secondary" onClick={() => void answer(false)}>
                {t('prices.useBinance')}
              </button>
              <button type="button" class="secondary" onClick={() => setAsking(undefined)}>
                {t('options.cancel')}
              </button>
            </div>
          </div>
        )}
        <label for="price-source">{t('prices.source')}</label>
        <div class="field">
          <input id="price-source" type="text" value={source} spellcheck={false} disabled={!stored.enabled} onInput={(e) => setSource(e.currentTarget.value)} aria-describedby="price-source-hint" />
          <p id="price-source-hint" class="hint">
            <code>binance</code> {t('prices.sourceHint1')} <code>wss://</code> {t('prices.sourceHint2')}
            <code>ws://</code> {t('prices.sourceHint3')}
          </p>
        </div>
        <div class="actions">
          <button type="submit" class="primary" disabled={!stored.enabled}>
            {t('options.save')}
          </button>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
