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
    const done = checked.source === BINANCE ? 'Prices come from Binance.' : `Prices come from ${checked.source}.`;
    setOutcome(await saving(() => settings.prices.item.setValue({ ...stored, source: checked.source }), done));
  };
  return (
    <Section
      id="prices"
      title="Price moves"
      intro="Each coin chip shows how far the price moved since the headline was published. Only the symbols of headlines on screen are asked for, and only while the popup or the side panel is open."
    >
      <form class="form" onSubmit={(event) => void save(event)}>
        <label class="inline">
          <input
            type="checkbox"
            checked={stored.enabled}
            onChange={async (e) => {
              const enabled = e.currentTarget.checked;
              setOutcome(await saving(() => settings.prices.item.setValue({ ...stored, enabled }), enabled ? 'Price moves are shown.' : 'Price moves are off: no exchange is contacted.'));
            }}
          />
          Show price moves
        </label>
        <label for="price-source">Price source</label>
        <div class="field">
          <input id="price-source" type="text" value={source} spellcheck={false} disabled={!stored.enabled} onInput={(e) => setSource(e.currentTarget.value)} aria-describedby="price-source-hint" />
          <p id="price-source-hint" class="hint">
            <code>binance</code> (Binance's public spot and USDⓈ-M futures streams), or the <code>wss://</code> address of one stream in
            Binance's combined-stream format (<code>ws://</code> only on this machine). It sees your address and the coins on screen. Switched
            off, no connection to any exchange is made.
          </p>
        </div>
        <div class="actions">
          <button type="submit" class="primary" disabled={!stored.enabled}>
            Save
          </button>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
