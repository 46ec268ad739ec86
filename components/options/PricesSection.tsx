import { t } from '@/utils/i18n';
import { useEffect, useState } from 'preact/hooks';
import { useSetting } from '@/components/hooks/useSetting';
import { BINANCE } from '@/utils/prices/source';
import { checkPriceSource, settings } from '@/utils/settings';
import { Outcome, saving, Section, type Tone } from './Section';

/** Whether headlines show their coins' price moves, and where the prices come from. */
export function PricesSection() {
  const stored = useSetting(settings.prices);
  const [source, setSource] = useState('');
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  useEffect(() => {
    if (stored) setSource(stored.source);
  }, [stored?.source]);
  if (!stored) return null;

  const save = async (event: Event) => {
    event.preventDefault();
    const checked = checkPriceSource(source);
    if (!checked.ok) return setOutcome({ tone: 'bad', text: checked.error });
    const done = checked.source === BINANCE ? t('prices.fromBinance') : t('prices.fromSource', [checked.source]);
    setOutcome(await saving(() => settings.prices.item.setValue({ ...stored, source: checked.source }), done));
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
            onChange={async (e) => {
              const enabled = e.currentTarget.checked;
              setOutcome(await saving(() => settings.prices.item.setValue({ ...stored, enabled }), enabled ? t('prices.shown') : t('prices.off')));
            }}
          />
          {t('prices.show')}
        </label>
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
