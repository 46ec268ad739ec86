import type { WxtBrowser } from 'wxt/browser';
import type { EndpointOverrides } from '@/utils/base/endpoints';
import type { BrowserName } from '@/utils/notify/notification-options';
import type { ImageSettings } from '@/utils/settings';
import { watchHostAccess, type HostAccessWatch } from './host-access-watch';
import { watchKeyConsent } from './key-consent-watch';
import { keyConsentOf, requiredConsents } from './permission-request';

export interface PermissionWatchDeps {
  browser: Pick<WxtBrowser, 'permissions' | 'runtime'>;
  browserName: BrowserName;
  /** The saved addresses whose host access is checked. */
  connection: () => { serverAddress: string; overrides: EndpointOverrides };
  /** The reader's choice of pictures from other sites. */
  images: () => ImageSettings;
  /** Host access found missing or given back: the status changed. */
  hostAccessChanged: () => void;
  /** The key's consent given or withdrawn after start: the connection must be planned again. */
  keyConsentChanged: () => void;
}

export interface PermissionWatch {
  /** Why the saved API address may be out of reach, if it may. */
  readonly hostAccess: Pick<HostAccessWatch, 'problem'>;
  /** Whether the key may be sent; false until the consent has been read. */
  readonly keyConsented: boolean;
  /** Whether notification icons may be fetched from their own sites. */
  remoteIcons(): boolean;
  /** Synchronous: in the worker's first turn, so a grant given or revoked wakes it. */
  register(): void;
  /** Reads the consent before the first connection (nothing is sent on a guess) and checks host access. */
  start(): Promise<void>;
  /** The saved addresses changed. */
  checkHostAccess(): void;
}

/**
 * Everything the worker follows about what the browser and the reader allow: host access to the
 * saved API address, Firefox's consent to send the key, and pictures from other sites. Grants and
 * consents given or withdrawn in the browser's own settings, not by a save, are read again when
 * the browser says a permission was added or removed.
 */
export function watchPermissions(deps: PermissionWatchDeps): PermissionWatch {
  const { browser } = deps;
  let started = false;
  // Async, so a browser without the permissions API rejects (and claims nothing) rather than throws.
  const hostAccess = watchHostAccess(async (pattern) => browser.permissions.contains({ origins: [pattern] }), deps.hostAccessChanged);
  const readKeyConsent = async () => keyConsentOf(
    (await browser.permissions.getAll()) as { data_collection?: string[] },
    requiredConsents(browser.runtime.getManifest()),
  );
  const keyConsent = watchKeyConsent(
    () => readKeyConsent().catch(() => 'unsupported' as const),
    () => started && deps.keyConsentChanged(),
  );
  const checkHostAccess = () => void hostAccess.check(deps.connection());
  const permissionsChanged = () => (checkHostAccess(), void keyConsent.check());
  return {
    hostAccess,
    get keyConsented() {
      return keyConsent.allowed;
    },
    // Firefox sends this install's own random address (moz-extension://<uuid>) as the Origin of the
    // worker's fetch, a mark that would follow the reader from host to host: there, ours only.
    remoteIcons: () => deps.browserName === 'chrome' && deps.images().notifications,
    register() {
      browser.permissions?.onAdded?.addListener(permissionsChanged);
      browser.permissions?.onRemoved?.addListener(permissionsChanged);
    },
    async start() {
      await keyConsent.check();
      started = true;
      checkHostAccess();
    },
    checkHostAccess,
  };
}
