import { browser } from 'wxt/browser';
import { keyConsentOf, type KeyConsent } from '@/utils/options/permission-request';
import { usePermissionsState } from './usePermissionsState';

/**
 * Firefox's consent to send the key, kept current: like the host grants, a Save must know it
 * without awaiting anything first. Until read, it counts as missing, so an early Save asks.
 */
export function useKeyConsent(): KeyConsent {
  return usePermissionsState<KeyConsent>('missing', () => {
    const manifest = browser.runtime.getManifest() as { browser_specific_settings?: { gecko?: { data_collection_permissions?: { required?: string[] } } } };
    const required = manifest.browser_specific_settings?.gecko?.data_collection_permissions?.required ?? [];
    return browser.permissions.getAll().then(
      (all) => keyConsentOf(all as { data_collection?: string[] }, required),
      (): KeyConsent => 'unsupported',
    );
  });
}
