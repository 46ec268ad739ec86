import { browser } from 'wxt/browser';
import { keyConsentOf, requiredConsents, type KeyConsent } from '@/utils/permissions/permission-request';
import { usePermissionsState } from './usePermissionsState';

/**
 * Firefox's consent to send the key, kept current: like the host grants, a Save must know it
 * without awaiting anything first. Until read, it counts as missing, so an early Save asks.
 */
export function useKeyConsent(): KeyConsent {
  return usePermissionsState<KeyConsent>('missing', () => {
    const required = requiredConsents(browser.runtime.getManifest());
    return browser.permissions.getAll().then(
      (all) => keyConsentOf(all as { data_collection?: string[] }, required),
      (): KeyConsent => 'unsupported',
    );
  });
}
