import { startExtensionBrowser, type BrowserKind, type ExtensionBrowser, type ExtensionSession, type LaunchOptions } from '@/devkit/extension-browser';

/**
 * The browsers of one test file: one per browser and set of launch options (language, preferences,
 * certificates), each test installing a fresh copy of the build into it rather than starting a
 * browser (124 starts a run, 2-6 s each). A fresh copy has an id and origin of its own, so its
 * storage, notifications, alarms and permissions start empty as in a new profile, and the pages
 * and cookies a test left go with its session (tests/e2e/browser-reuse.e2e.test.ts checks it).
 */
const browsers = new Map<string, Promise<ExtensionBrowser>>();

/** Closes the file's browsers, after its last test (./browser-pool.setup.ts). */
export async function closeBrowsers(): Promise<void> {
  const all = [...browsers.values()];
  browsers.clear();
  await Promise.all(all.map(async (started) => (await started.catch(() => undefined))?.close()));
}

export async function installFresh(kind: BrowserKind, { version, ...options }: LaunchOptions): Promise<ExtensionSession> {
  const key = JSON.stringify([kind, options]);
  const kept = await browsers.get(key)?.catch(() => undefined);
  if (kept?.reusable()) return kept.install(version);
  await kept?.close();
  const started = startExtensionBrowser(kind, options);
  browsers.set(key, started);
  return (await started).install(version);
}
