import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

/**
 * What `read` makes of the extension's permissions, read at mount and again whenever a permission
 * is granted or withdrawn, so a Save click knows it without awaiting anything: Firefox takes a
 * permission request only in the gesture's own turn. `read` is taken once, at mount; a failed read
 * keeps the value before it.
 */
export function usePermissionsState<T>(initial: T, read: () => Promise<T>): T {
  const [state, setState] = useState<T>(initial);
  useEffect(() => {
    const reread = () => void read().then(setState, () => undefined);
    reread();
    browser.permissions.onAdded.addListener(reread);
    browser.permissions.onRemoved.addListener(reread);
    return () => {
      browser.permissions.onAdded.removeListener(reread);
      browser.permissions.onRemoved.removeListener(reread);
    };
  }, []);
  return state;
}
