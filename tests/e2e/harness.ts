import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';

export type BrowserKind = 'chromium' | 'firefox';

const GECKO_ID = 'newsflash@newsflash.dev';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built extension loaded in a real headless browser, with helpers to reach its pages. */
export interface ExtensionSession {
  kind: BrowserKind;
  browser: Browser;
  origin: string;
  /** Opens an extension page (e.g. "/popup.html") in a new tab. */
  open(path: string): Promise<Page>;
  /** Chrome only: the background service worker. */
  worker?(): Promise<WebWorker>;
  close(): Promise<void>;
}

export const extensionDir = (kind: BrowserKind) => resolve(kind === 'chromium' ? '.output/chrome-mv3' : '.output/firefox-mv2');

export async function launch(kind: BrowserKind): Promise<ExtensionSession> {
  const profile = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), `newsflash-${kind}-`));
  const cleanup = () => rmSync(profile, { recursive: true, force: true });
  return kind === 'chromium' ? launchChromium(profile, cleanup) : launchFirefox(profile, cleanup);
}

async function launchChromium(profile: string, cleanup: () => void): Promise<ExtensionSession> {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    pipe: true,
    userDataDir: profile,
    enableExtensions: [extensionDir('chromium')],
    args: CHROME_ARGS,
  });
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'));
  // Node's URL gives non-special schemes an opaque origin, so cut it from the string.
  const origin = /^chrome-extension:\/\/[a-p]{32}/.exec(target.url())![0];
  return {
    kind: 'chromium',
    browser,
    origin,
    async open(path) {
      const page = await browser.newPage();
      await page.goto(`${origin}${path}`);
      return page;
    },
    async worker() {
      const current = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(origin));
      return (await current.worker())!;
    },
    async close() {
      await browser.close();
      cleanup();
    },
  };
}

async function launchFirefox(profile: string, cleanup: () => void): Promise<ExtensionSession> {
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    userDataDir: profile,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      'alerts.useSystemBackend': false,
    },
  });
  await browser.installExtension(extensionDir('firefox'));
  const origin = `moz-extension://${uuid}`;
  return {
    kind: 'firefox',
    browser,
    origin,
    async open(path) {
      const page = await browser.newPage();
      // page.goto waits on events extension pages never send in Firefox; navigate through BiDi.
      await (page.mainFrame() as unknown as { browsingContext: { navigate(url: string, wait: string): Promise<unknown> } }).browsingContext.navigate(
        `${origin}${path}`,
        'complete',
      );
      return page;
    },
    async close() {
      await browser.close();
      cleanup();
    },
  };
}

/** Polls a page (extension CSP forbids waitForFunction's eval) until `check` passes. */
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
