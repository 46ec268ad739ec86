import { inject } from 'vitest';
import type { BrowserKind, LaunchOptions } from '@/devkit/extension-browser';
import { installFresh } from './browser-pool';

export { setViewport, settleAnimations, type BrowserKind, type ExtensionSession } from '@/devkit/extension-browser';

/**
 * The built extension freshly installed, in this file's browser for these options (./browser-pool.ts);
 * Firefox's profile is a copy of one it has started in before (tests/e2e/firefox-profile.setup.ts).
 */
export const launch = (kind: BrowserKind, options: LaunchOptions = {}) => installFresh(kind, { firefoxProfileTemplate: inject('firefoxProfileTemplate'), ...options });

/** Polls (extension CSP forbids waitForFunction's eval) until `check` passes. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)?.slice(0, 500)}`);
}
