import { describe, expect, it } from 'vitest';
import type { ImageSettings } from '@/utils/settings';
import { watchPermissions, type PermissionWatchDeps } from './permission-watch';

const CONSENT_OPTIONAL = { browser_specific_settings: { gecko: { data_collection_permissions: { required: ['none'], optional: ['authenticationInfo'] } } } };

/** A browser whose grants and consents the test holds, and whose permission events the test fires. */
function fakePermissions(options: { origins?: string[]; consented?: boolean | 'unsupported' } = {}) {
  const state = { origins: new Set(options.origins ?? []), consented: options.consented ?? 'unsupported' };
  const listeners: Array<() => void> = [];
  const browser = {
    permissions: {
      contains: async ({ origins }: { origins: string[] }) => origins.every((pattern) => state.origins.has(pattern)),
      getAll: async () => (state.consented === 'unsupported' ? { origins: [] } : { origins: [], data_collection: state.consented ? ['authenticationInfo'] : [] }),
      onAdded: { addListener: (listener: () => void) => void listeners.push(listener) },
      onRemoved: { addListener: (listener: () => void) => void listeners.push(listener) },
    },
    runtime: { getManifest: () => CONSENT_OPTIONAL },
  } as unknown as PermissionWatchDeps['browser'];
  return { browser, state, fire: () => listeners.forEach((listener) => listener()), listeners };
}

function watchWith(fake: ReturnType<typeof fakePermissions>, overrides: Partial<PermissionWatchDeps> = {}) {
  const changes = { hostAccess: 0, keyConsent: 0 };
  const watch = watchPermissions({
    browser: fake.browser,
    browserName: 'firefox',
    connection: () => ({ serverAddress: 'http://127.0.0.1:9999', overrides: {} }),
    images: () => ({ feed: false, notifications: false }),
    hostAccessChanged: () => changes.hostAccess++,
    keyConsentChanged: () => changes.keyConsent++,
    ...overrides,
  });
  return { watch, changes };
}

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('watchPermissions', () => {
  it('allows the key only once the consent has been read as given', async () => {
    const fake = fakePermissions({ consented: true, origins: ['http://127.0.0.1/*'] });
    const { watch } = watchWith(fake);
    expect(watch.keyConsented).toBe(false);
    await watch.start();
    expect(watch.keyConsented).toBe(true);
  });

  it('a browser without data consent needs none', async () => {
    const { watch } = watchWith(fakePermissions({ consented: 'unsupported' }));
    await watch.start();
    expect(watch.keyConsented).toBe(true);
  });

  it('consent withdrawn or given in the browser is followed after start, and only then reported', async () => {
    const fake = fakePermissions({ consented: true, origins: ['http://127.0.0.1/*'] });
    const { watch, changes } = watchWith(fake);
    watch.register();
    await watch.start();
    // The answer read at start is not a change: the engine connects with it itself.
    expect(changes.keyConsent).toBe(0);
    fake.state.consented = false;
    fake.fire();
    await settle(() => changes.keyConsent === 1);
    expect(watch.keyConsented).toBe(false);
    fake.state.consented = true;
    fake.fire();
    await settle(() => changes.keyConsent === 2);
    expect(watch.keyConsented).toBe(true);
  });

  it('nothing is listened to before register, so no change is reported', async () => {
    const fake = fakePermissions({ consented: true });
    watchWith(fake);
    expect(fake.listeners).toHaveLength(0);
  });

  it('host access missing at start is reported, and cleared when the browser grants it', async () => {
    const fake = fakePermissions();
    const { watch, changes } = watchWith(fake);
    watch.register();
    await watch.start();
    await settle(() => watch.hostAccess.problem !== undefined);
    expect(watch.hostAccess.problem).toEqual({ code: 'no-host-access', address: 'http://127.0.0.1:9999' });
    fake.state.origins.add('http://127.0.0.1/*');
    fake.fire();
    await settle(() => watch.hostAccess.problem === undefined);
    expect(changes.hostAccess).toBe(2);
  });

  it('host access is checked again for the addresses saved now', async () => {
    const fake = fakePermissions({ origins: ['http://127.0.0.1/*'] });
    let serverAddress = 'http://127.0.0.1:9999';
    const { watch } = watchWith(fake, { connection: () => ({ serverAddress, overrides: {} }) });
    await watch.start();
    await settle(() => true);
    expect(watch.hostAccess.problem).toBeUndefined();
    serverAddress = 'http://localhost:9999';
    watch.checkHostAccess();
    await settle(() => watch.hostAccess.problem !== undefined);
    expect(watch.hostAccess.problem).toMatchObject({ address: 'http://localhost:9999' });
  });

  it('notification icons come from their sites only in Chrome and only when the reader chose so', () => {
    const images: ImageSettings = { feed: true, notifications: true };
    const icons = (browserName: 'chrome' | 'firefox', notifications: boolean) =>
      watchWith(fakePermissions(), { browserName, images: () => ({ ...images, notifications }) }).watch.remoteIcons();
    expect([icons('chrome', true), icons('chrome', false), icons('firefox', true), icons('firefox', false)]).toEqual([true, false, false, false]);
  });
});
