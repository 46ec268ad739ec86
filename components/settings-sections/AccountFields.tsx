import { useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { readDraft } from '@/utils/settings-forms/account-form';
import type { AccountForm } from './useAccountForm';

/**
 * The account form's fields, on the options and the welcome page alike: the server address with
 * the two addresses it leads to, the API key, and "Check key". `address` hides the address field
 * (the welcome page's public service); `overrides` offers a separate socket and API address.
 */
export function AccountFields({
  form,
  address = true,
  overrides = false,
  addressPlaceholder,
  keyHint,
}: { form: AccountForm; address?: boolean; overrides?: boolean; addressPlaceholder: string; keyHint: string }) {
  const [showKey, setShowKey] = useState(false);
  const { draft, edit } = form;
  // Where the typed address leads (or what is wrong with it); nothing while it is empty, as an empty one cannot be saved.
  const derived = draft.serverAddress.trim() ? readDraft(draft) : undefined;
  const keyField = {
    id: 'api-key',
    value: draft.apiKey,
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': 'key-hint',
    onInput: (e: Event) => edit({ apiKey: (e.currentTarget as HTMLInputElement).value }),
  };

  return (
    <>
      {address && (
        <>
          <label for="server-address">{t('account.server')}</label>
          <div class="field">
            <input id="server-address" type="url" value={draft.serverAddress} placeholder={addressPlaceholder} spellcheck={false} onInput={(e) => edit({ serverAddress: e.currentTarget.value })} aria-describedby="server-hint" />
            <p id="server-hint" class="hint">
              {derived && (derived.ok ? t('account.derived', [derived.endpoints.socketUrl, derived.endpoints.apiUrl]) : derived.error)}
            </p>
          </div>
        </>
      )}

      {overrides && (
        <details class="advanced" open={Boolean(draft.socketUrl || draft.apiUrl)}>
          <summary>{t('account.different')}</summary>
          <label for="socket-url">{t('account.socket')}</label>
          <input id="socket-url" type="url" value={draft.socketUrl} placeholder={t('account.derivedPlaceholder')} spellcheck={false} onInput={(e) => edit({ socketUrl: e.currentTarget.value })} />
          <label for="api-url">{t('account.api')}</label>
          <input id="api-url" type="url" value={draft.apiUrl} placeholder={t('account.derivedPlaceholder')} spellcheck={false} onInput={(e) => edit({ apiUrl: e.currentTarget.value })} />
        </details>
      )}

      <label for="api-key">{t('account.key')}</label>
      <div class="field with-button">
        {showKey ? <input type="text" {...keyField} /> : <input type="password" {...keyField} />}
        <button type="button" class="secondary" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
          {showKey ? t('account.hideKey') : t('account.showKey')}
        </button>
        <button type="button" class="secondary" disabled={form.busy} onClick={() => void form.check()}>
          {t('account.check')}
        </button>
      </div>
      <p id="key-hint" class="hint">
        {keyHint}
      </p>
    </>
  );
}
