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
    const read = () => void browser.permissions.getAll().then((all) => setConsent(keyConsentOf(all as { data_collection?: string[] })), () => setConsent('unsupported'));
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
