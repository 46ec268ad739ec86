import type { KeyConsent } from './permission-request';

export interface KeyConsentWatch {
  /** Reads the consent again (at start, and whenever the browser says a permission was added or removed). */
  check(): Promise<void>;
  /**
   * Whether the key may be sent: Firefox's data consent given, or a browser without such consent.
   * False until first read, so nothing is sent on a guess.
   */
  readonly allowed: boolean;
}

/**
 * Firefox's consent to send the key, as the worker follows it: a reader who withdraws it in the
 * browser's settings stops the key from going anywhere until they give it again. A check that
 * answers after a later one is dropped; `changed` is called only when the answer changes.
 */
export function watchKeyConsent(read: () => Promise<KeyConsent>, changed: () => void): KeyConsentWatch {
  let consent: KeyConsent | undefined;
  let latest = 0;
  return {
    get allowed() {
      return consent === 'granted' || consent === 'unsupported';
    },
    async check() {
      const run = ++latest;
      const found = await read();
      if (run !== latest || found === consent) return;
      consent = found;
      changed();
    },
  };
}
