/** Firefox's data consent for what the key is (AMO's name for a credential sent to a service). */
export const KEY_CONSENT = 'authenticationInfo';

/**
 * Firefox's consent to send the key: given, not given, or a browser without data consent (Chrome,
 * Firefox before 140), which needs none. `permissions.getAll()` names `data_collection` only where
 * the browser has it. A manifest that requires the consent (the copy tests load) had it given at
 * install: there is nothing to ask, and asking for what is not optional would be refused.
 */
export type KeyConsent = 'granted' | 'missing' | 'unsupported';

export function keyConsentOf(all: { data_collection?: readonly string[] }, required: readonly string[] = []): KeyConsent {
  if (all.data_collection === undefined) return 'unsupported';
  return all.data_collection.includes(KEY_CONSENT) || required.includes(KEY_CONSENT) ? 'granted' : 'missing';
}

/** The data consents a manifest requires (given at install); the copy tests load requires the key's. */
export function requiredConsents(manifest: unknown): string[] {
  type Declared = { browser_specific_settings?: { gecko?: { data_collection_permissions?: { required?: unknown } } } };
  const required = (manifest as Declared | undefined)?.browser_specific_settings?.gecko?.data_collection_permissions?.required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
}

export interface PermissionRequest {
  origins?: string[];
  data_collection?: string[];
}

/**
 * The one request a Save makes, decided before anything is awaited (Firefox takes a request only
 * in the gesture's own turn, so hosts and consent are asked for together). The consent is asked
 * for only when a key is saved: someone without one, or who declines, still reads the feed.
 * Nothing to ask gives `undefined`.
 */
export function permissionRequest({
  origins,
  apiKey,
  consent,
}: {
  origins: readonly string[];
  apiKey: string;
  consent: KeyConsent;
}): PermissionRequest | undefined {
  const request: PermissionRequest = {};
  if (origins.length > 0) request.origins = [...origins];
  if (apiKey !== '' && consent === 'missing') request.data_collection = [KEY_CONSENT];
  return request.origins || request.data_collection ? request : undefined;
}
