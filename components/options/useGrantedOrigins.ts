import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { grantedOrigins } from '@/utils/options/host-grants';

/**
 * The host patterns granted now, kept current. A Save click asks only for what is missing, and must
 * know that without awaiting anything first: Firefox takes a permission request only in the
 * gesture's own turn. Asking only for what is missing also spares a prompt for what a build made
 * for tests already grants (a prompt crashes headless Chromium).
 */
export function useGrantedOrigins(): string[] {
  const [granted, setGranted] = useState<string[]>([]);
  useEffect(() => {
    const read = () => void grantedOrigins().then(setGranted, () => undefined);
    read();
    browser.permissions.onAdded.addListener(read);
    browser.permissions.onRemoved.addListener(read);
    return () => {
      browser.permissions.onAdded.removeListener(read);
      browser.permissions.onRemoved.removeListener(read);
    };
  }, []);
  return granted;
}
