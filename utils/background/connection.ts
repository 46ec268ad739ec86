import { deriveEndpoints, keyAllowed, keyScopeOf, type Endpoints, type KeyScope } from '@/utils/base/endpoints';
import type { StoredOverrides } from '@/utils/settings';
import { t } from '@/utils/base/i18n';

/** What the user stored about where to connect and with which key. */
export interface ConnectionSettings {
  serverAddress: string;
  apiKey: string;
  overrides: StoredOverrides;
  keyScope: KeyScope | null;
}

export type ConnectionPlan =
  | { ok: false; error: string }
  | {
      ok: true;
      endpoints: Endpoints;
      /** The key to send: empty when there is none, or when it is withheld. */
      apiKey: string;
      /** A key is stored but these addresses were not saved or confirmed with it. */
      keyWithheld: boolean;
      /** A key is stored for these addresses, but Firefox's consent to send it is not given (or was withdrawn). */
      keyNeedsConsent: boolean;
      /** A key saved before scopes existed adopts the addresses stored with it; store this scope. */
      adoptScope?: KeyScope;
    };

/** Decides where to connect and whether the key may go there: to its saved addresses, and only with the browser's consent. */
export function planConnection(settings: ConnectionSettings, keyConsented = true): ConnectionPlan {
  const derived = deriveEndpoints(settings.serverAddress, settings.overrides);
  if (!derived.ok) return { ok: false, error: t('errors.serverInvalid', [derived.error]) };
  const { endpoints } = derived;
  const storedKey = settings.apiKey.trim();
  // Saved before keys had a scope (every save and confirmed import writes one now): the addresses
  // stored with the key then are the ones the user chose.
  const adoptScope = storedKey && settings.keyScope === null ? keyScopeOf(endpoints) : undefined;
  const keyWithheld = storedKey !== '' && !keyAllowed(adoptScope ?? settings.keyScope, endpoints);
  const keyNeedsConsent = storedKey !== '' && !keyWithheld && !keyConsented;
  return { ok: true, endpoints, apiKey: keyWithheld || keyNeedsConsent ? '' : storedKey, keyWithheld, keyNeedsConsent, ...(adoptScope ? { adoptScope } : {}) };
}
