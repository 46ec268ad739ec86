import { t } from '@/utils/i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { deriveEndpoints, DEFAULT_SERVER, permissionOrigins } from '@/utils/endpoints';
import { saveAccount } from '@/utils/options/save-account';
import { systemClock } from '@/utils/net/types';
import { settings } from '@/utils/settings';
import { checkKey } from '@/utils/votes/check-key';
import { Outcome, saving, Section, type Tone } from './Section';

const VERDICT_TONE = { works: 'ok', rejected: 'bad', unreachable: 'bad', failed: 'bad' } as const;

/** The API key and the server address, with a key check and the host permission a custom server needs. */
export function AccountSection({ keyWithheld }: { keyWithheld?: boolean }) {
  const [address, setAddress] = useState('');
  const [socketUrl, setSocketUrl] = useState('');
  const [apiUrl, setApiUrl] = useState('');
  const [key, setKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [busy, setBusy] = useState(false);
  /** The saved API address: the key may be checked there at once; anywhere else only after a second, informed press. */
  const [savedApiUrl, setSavedApiUrl] = useState<string>();
  const [checkConfirmedFor, setCheckConfirmedFor] = useState<string>();
  // The form appears once the stored values are in, so they never overwrite what the user typed.
  const [loaded, setLoaded] = useState(false);

  // What is stored, also when another page or an import changes it.
  useEffect(() => {
    const load = async () => {
      const [storedAddress, overrides, storedKey] = await Promise.all([settings.serverAddress.get(), settings.endpointOverrides.get(), settings.apiKey.get()]);
      setAddress(storedAddress);
      setSocketUrl(overrides.socketUrl ?? '');
      setApiUrl(overrides.apiUrl ?? '');
      setKey(storedKey);
      const saved = deriveEndpoints(storedAddress, overrides);
      setSavedApiUrl(saved.ok ? saved.endpoints.apiUrl : undefined);
      setLoaded(true);
    };
    void load();
    const unwatch = [settings.serverAddress.watch(load), settings.endpointOverrides.watch(load), settings.apiKey.watch(load)];
    return () => unwatch.forEach((stop) => stop());
  }, []);

  const keyField = {
    id: 'api-key',
    value: key,
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': 'key-hint',
    onInput: (e: Event) => setKey((e.currentTarget as HTMLInputElement).value),
  };
  const overrides = () => ({ ...(socketUrl.trim() ? { socketUrl: socketUrl.trim() } : {}), ...(apiUrl.trim() ? { apiUrl: apiUrl.trim() } : {}) });
  const derived = deriveEndpoints(address || DEFAULT_SERVER, overrides());

  async function save(event: Event) {
    event.preventDefault();
    const result = deriveEndpoints(address, overrides());
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    // Asked first, while the click still counts as the user's gesture (browsers require one).
    const origins = permissionOrigins(result.endpoints);
    if (origins.length > 0) {
      const granted = await browser.permissions.request({ origins }).catch(() => false);
      if (!granted) {
        return setOutcome({ tone: 'bad', text: t('account.permission', [origins.join(', ')]) });
      }
    }
    setOutcome(
      await saving(
        () => saveAccount({ serverAddress: address.trim(), endpointOverrides: overrides(), apiKey: key.trim() }, result.endpoints),
        t('account.saved', [result.endpoints.origin]),
      ),
    );
  }

  async function check() {
    const result = deriveEndpoints(address, overrides());
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    const target = result.endpoints.apiUrl;
    if (target !== savedApiUrl && checkConfirmedFor !== target) {
      setCheckConfirmedFor(target);
      return setOutcome({
        tone: 'info',
        text: t('account.checkElsewhere', [target]),
      });
    }
    setCheckConfirmedFor(undefined);
    setBusy(true);
    setOutcome({ tone: 'info', text: t('account.checking') });
    const verdict = await checkKey({ fetch: (url, init) => fetch(url, init), clock: systemClock }, result.endpoints.apiUrl, key);
    setBusy(false);
    setOutcome({ tone: VERDICT_TONE[verdict.verdict], text: verdict.message });
  }

  return (
    <Section
      id="account"
      title={t('options.section.account')}
      intro={
        <>
          {t('account.intro1')} <code>npm run server -- keys add YOUR-NAME</code>. {t('account.intro2')}
        </>
      }
    >
      {keyWithheld && (
        <Outcome tone="bad">
          {t('account.withheld')}
        </Outcome>
      )}
      {!loaded && <p class="hint">{t('options.loading')}</p>}
      <form class="form" hidden={!loaded} onSubmit={(event) => void save(event)}>
        <label for="server-address">{t('account.server')}</label>
        <div class="field">
          <input id="server-address" type="url" value={address} placeholder={DEFAULT_SERVER} spellcheck={false} onInput={(e) => setAddress(e.currentTarget.value)} aria-describedby="server-hint" />
          <p id="server-hint" class="hint">
            {derived.ok ? t('account.derived', [derived.endpoints.socketUrl, derived.endpoints.apiUrl]) : derived.error}
          </p>
        </div>

        <details class="advanced" open={Boolean(socketUrl || apiUrl)}>
          <summary>{t('account.different')}</summary>
          <label for="socket-url">{t('account.socket')}</label>
          <input id="socket-url" type="url" value={socketUrl} placeholder={t('account.derivedPlaceholder')} spellcheck={false} onInput={(e) => setSocketUrl(e.currentTarget.value)} />
          <label for="api-url">{t('account.api')}</label>
          <input id="api-url" type="url" value={apiUrl} placeholder={t('account.derivedPlaceholder')} spellcheck={false} onInput={(e) => setApiUrl(e.currentTarget.value)} />
        </details>

        <label for="api-key">{t('account.key')}</label>
        <div class="field with-button">
          {showKey ? <input type="text" {...keyField} /> : <input type="password" {...keyField} />}
          <button type="button" class="secondary" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
            {showKey ? t('account.hideKey') : t('account.showKey')}
          </button>
        </div>
        <p id="key-hint" class="hint">
          {t('account.keyHint')}
        </p>

        <div class="actions">
          <button type="submit" class="primary">
            {t('options.save')}
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => void check()}>
            {t('account.check')}
          </button>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
