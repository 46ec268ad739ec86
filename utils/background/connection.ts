import { deriveEndpoints, keyAllowed, keyScopeOf, type Endpoints, type KeyScope } from '@/utils/endpoints';
import type { StoredOverrides } from '@/utils/settings';
import { t } from '@/utils/i18n';

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
      /** A key saved before scopes existed adopts the addresses stored with it; store this scope. */
      adoptScope?: KeyScope;
    };

/** Decides where to connect and whether the key may go there. */
export function planConnection(settings: ConnectionSettings): ConnectionPlan {
  const derived = deriveEndpoints(settings.serverAddress, settings.overrides);
  if (!derived.ok) return { ok: false, error: t('errors.serverInvalid', [derived.error]) };
  const { endpoints } = derived;
  const storedKey = settings.apiKey.trim();
  // Saved before keys had a scope (every save and confirmed import writes one now): the addresses
  // stored with the key then are the ones the user chose.
  const adoptScope = storedKey && settings.keyScope === null ? keyScopeOf(endpoints) : undefined;
  const keyWithheld = storedKey !== '' && !keyAllowed(adoptScope ?? settings.keyScope, endpoints);
  return { ok: true, endpoints, apiKey: keyWithheld ? '' : storedKey, keyWithheld, ...(adoptScope ? { adoptScope } : {}) };
}
