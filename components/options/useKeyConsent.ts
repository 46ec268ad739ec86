import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { keyConsentOf, type KeyConsent } from '@/utils/options/permission-request';

/**
 * Firefox's consent to send the key, kept current: like the host grants, a Save must know it
 * without awaiting anything first. Until read, it counts as missing, so an early Save asks.
 */
export function useKeyConsent(): KeyConsent {
  const [consent, setConsent] = useState<KeyConsent>('missing');
  useEffect(() => {
    const manifest = browser.runtime.getManifest() as { browser_specific_settings?: { gecko?: { data_collection_permissions?: { required?: string[] } } } };
    const required = manifest.browser_specific_settings?.gecko?.data_collection_permissions?.required ?? [];
    const read = () => void browser.permissions.getAll().then((all) => setConsent(keyConsentOf(all as { data_collection?: string[] }, required)), () => setConsent('unsupported'));
    read();
    browser.permissions.onAdded.addListener(read);
    browser.permissions.onRemoved.addListener(read);
    return () => {
      browser.permissions.onAdded.removeListener(read);
      browser.permissions.onRemoved.removeListener(read);
    };
  }, []);
  return consent;
}
