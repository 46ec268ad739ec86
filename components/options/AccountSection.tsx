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
        return setOutcome({ tone: 'bad', text: `Newsflash needs your permission to reach ${origins.join(', ')}. Press Save again and choose Allow.` });
      }
    }
    setOutcome(
      await saving(
        () => saveAccount({ serverAddress: address.trim(), endpointOverrides: overrides(), apiKey: key.trim() }, result.endpoints),
        `Saved. Newsflash reconnects to ${result.endpoints.origin} now.`,
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
        text: `Checking sends your key to ${target}, which is not the address you saved. Press "Check key" again to send it there, or Save first.`,
      });
    }
    setCheckConfirmedFor(undefined);
    setBusy(true);
    setOutcome({ tone: 'info', text: 'Checking the key with the service…' });
    const verdict = await checkKey({ fetch: (url, init) => fetch(url, init), clock: systemClock }, result.endpoints.apiUrl, key);
    setBusy(false);
    setOutcome({ tone: VERDICT_TONE[verdict.verdict], text: verdict.message });
  }

  return (
    <Section
      id="account"
      title="Account and server"
      intro={
        <>
          Your API key comes from your account on the news service (on the public service: sign in at news.treeofalpha.com and copy
          the key from your account page). For the local service in this project, run <code>npm run server -- keys add YOUR-NAME</code>.
          Without a key the feed still works, delayed, and voting is off.
        </>
      }
    >
      {keyWithheld && (
        <Outcome tone="bad">
          Your API key is not being sent: the server addresses changed without being saved together with the key. Check the addresses
          below and press Save to use the key there.
        </Outcome>
      )}
      {!loaded && <p class="hint">Loading…</p>}
      <form class="form" hidden={!loaded} onSubmit={(event) => void save(event)}>
        <label for="server-address">Server address</label>
        <div class="field">
          <input id="server-address" type="url" value={address} placeholder={DEFAULT_SERVER} spellcheck={false} onInput={(e) => setAddress(e.currentTarget.value)} aria-describedby="server-hint" />
          <p id="server-hint" class="hint">
            {derived.ok ? `Feed: ${derived.endpoints.socketUrl} · API: ${derived.endpoints.apiUrl}` : derived.error}
          </p>
        </div>

        <details class="advanced" open={Boolean(socketUrl || apiUrl)}>
          <summary>Different socket or API address</summary>
          <label for="socket-url">Socket address</label>
          <input id="socket-url" type="url" value={socketUrl} placeholder="derived from the server address" spellcheck={false} onInput={(e) => setSocketUrl(e.currentTarget.value)} />
          <label for="api-url">API address</label>
          <input id="api-url" type="url" value={apiUrl} placeholder="derived from the server address" spellcheck={false} onInput={(e) => setApiUrl(e.currentTarget.value)} />
        </details>

        <label for="api-key">API key</label>
        <div class="field with-button">
          {showKey ? <input type="text" {...keyField} /> : <input type="password" {...keyField} />}
          <button type="button" class="secondary" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
            {showKey ? 'Hide key' : 'Show key'}
          </button>
        </div>
        <p id="key-hint" class="hint">
          Kept on this computer only (never synced). Sent only to the two addresses above: the feed socket, once at login, and the API,
          with each vote and history request; never anywhere else, and not to new addresses until you save them here.
        </p>

        <div class="actions">
          <button type="submit" class="primary">
            Save
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => void check()}>
            Check key
          </button>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
