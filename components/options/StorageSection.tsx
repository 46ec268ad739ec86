import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage, type MessageMap } from '@/utils/messages';
import { retentionItem, retentionSchema, settings, type Retention } from '@/utils/settings';
import { useSetting } from '../hooks/useSetting';
import { Outcome, saving, Section, type Tone } from './Section';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

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
    setOutcome({ tone: 'ok', text: 'Cleared the cached headlines and vote history. New headlines are cached as they arrive.' });
    await load();
  };

  return (
    <Section id="storage" title="Storage">
      {info && (
        <p data-testid="storage-info">
          {info.items} headlines and {info.votes} votes cached
          {usage !== undefined && `, about ${megabytes(usage)} on disk`}.{' '}
          {info.kind === 'memory' && <strong>Storage is failing ({info.error ?? 'unknown error'}), so they are kept in memory only until the browser restarts.</strong>}
        </p>
      )}
      {retention && <RetentionForm key={JSON.stringify(retention)} retention={retention} />}
      <div class="actions">
        {confirming ? (
          <>
            <span>Delete every cached headline and the cached vote history?</span>
            <button type="button" class="danger" onClick={() => void clear()}>
              Yes, clear the cache
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" class="secondary" onClick={() => setConfirming(true)}>
            Clear cache…
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
    if (!result.success) return setOutcome({ tone: 'bad', text: 'Keep between 100 and 100,000 headlines, for 1 to 365 days.' });
    setOutcome(await saving(() => retentionItem.setValue(result.data), 'Saved. Older headlines are pruned within a minute.'));
  };
  return (
    <form class="form inline-form" onSubmit={(event) => void save(event)}>
      <label for="max-items">Keep at most</label>
      <input id="max-items" type="number" min={100} max={100_000} value={form.maxItems} onInput={(e) => setForm({ ...form, maxItems: e.currentTarget.valueAsNumber })} />
      <label for="max-age">headlines, for at most</label>
      <input id="max-age" type="number" min={1} max={365} value={form.maxAgeDays} onInput={(e) => setForm({ ...form, maxAgeDays: e.currentTarget.valueAsNumber })} />
      <span>days</span>
      <button type="submit" class="secondary">
        Save limits
      </button>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </form>
  );
}
