import { randomUUID } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';
import { deriveEndpoints, keyScopeOf } from '@/utils/base/endpoints';
import type { StatusSnapshot } from '../utils/messages';
import { priceSourcesBeside } from './stand-ins/price-stand-ins';

export type BrowserKind = 'chromium' | 'firefox';

const GECKO_ID = 'newsflash@newsflash.dev';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built extension freshly installed in a real browser (see `ExtensionBrowser`), with helpers to reach its pages. */
export interface ExtensionSession {
  kind: BrowserKind;
  browser: Browser;
  origin: string;
  /**
   * The directory the browser loaded the extension from (a copy of the build): a test may change
   * its manifest and install it over the running one, as an update would.
   */
  extensionPath: string;
  /** Opens an extension page (e.g. "/popup.html") in a new tab. */
  open(path: string): Promise<Page>;
  /** Chrome only: the extension's background service worker. */
  worker?(): Promise<WebWorker>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  headless?: boolean;
  /** Chromium only: more unpacked extensions to load beside ours (the bench baseline). */
  extraExtensions?: string[];
  /** Firefox only: extra preferences (e.g. IndexedDB switched off, for the storage failure tests). */
  firefoxPrefs?: Record<string, unknown>;
  /** Chromium only: headed on this X screen, the window filling it as a user's would (no automation infobar). */
  screen?: { display: string; width: number; height: number };
  /** The browser's own language (`ru`, `zh-CN`…), which the extension's pages follow; its language pack must be installed. */
  language?: string;
  /** Trust any certificate, for an https host on this machine with a self-signed one (the image host). */
  acceptInsecureCerts?: boolean;
  /** The manifest version of the copy loaded: an older one, for a test that then updates it to the build's. */
  version?: string;
  /**
   * Firefox only: a directory where a profile Firefox has started in once is kept, made on the first
   * launch that names it; each launch then starts from a copy of it. A first start in an empty profile
   * spent about 5 s of every 10 setting the profile up; the copy has seen no extension and no page.
   */
  firefoxProfileTemplate?: string;
}

export const extensionDir = (kind: BrowserKind) => resolve(kind === 'chromium' ? '.output/chrome-mv3' : '.output/firefox-mv2');

const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * The built extension as tests, the demo and the benches load it: a copy whose manifest grants this
 * machine up front, where the store build asks for it when a reader saves such an address. A
 * permission prompt crashes headless Chromium (DESIGN.md §4); the pages ask only for what is not
 * granted yet, so with this copy they never prompt for the local service.
 */
export function loopbackGrantedCopy(kind: BrowserKind, into: string, { version, geckoId }: { version?: string; geckoId?: string } = {}): string {
  cpSync(extensionDir(kind), into, { recursive: true });
  const path = join(into, 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { manifest_version: number };
  const [required, optional] = manifest.manifest_version === 3 ? ['host_permissions', 'optional_host_permissions'] : ['permissions', 'optional_permissions'];
  const listed = (key: string) => (manifest[key] as string[] | undefined) ?? [];
  manifest[required] = [...listed(required), ...LOOPBACK];
  manifest[optional] = listed(optional).filter((origin) => !LOOPBACK.includes(origin));
  // Firefox's consent to send the key, given at install here: its prompt would stop a test saving one.
  type Gecko = { id: string; data_collection_permissions?: { required: string[]; optional?: string[] } };
  const gecko = (manifest.browser_specific_settings as { gecko?: Gecko } | undefined)?.gecko;
  if (gecko?.data_collection_permissions) gecko.data_collection_permissions = { required: ['authenticationInfo'] };
  if (gecko && geckoId) gecko.id = geckoId;
  if (version) manifest.version = version;
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  return into;
}

/**
 * A running browser the built extension is installed into: once by `launchWithExtension`, or one
 * test after another by the e2e harness (tests/e2e/browser-pool.ts), since starting a browser costs
 * about 2 s (Chromium) to 6 s (Firefox from a ready profile) and an install a fraction of that.
 */
export interface ExtensionBrowser {
  browser: Browser;
  /** Whether another copy may be installed: the browser still runs, its last session closed cleanly, and (Firefox) an id is left. */
  reusable(): boolean;
  /**
   * Installs a fresh copy of the build under an id of its own, so its origin, storage, IndexedDB,
   * storage.sync, notifications, alarms and permissions start empty, as in a new profile. A copy
   * still installed (its test failed before closing it) is closed first: one copy runs at a time.
   * Closing the session uninstalls the copy and leaves the browser as a start does (one blank tab,
   * no cookies).
   */
  install(version?: string): Promise<ExtensionSession>;
  close(): Promise<void>;
}

const tempDir = (prefix: string) => mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), prefix));

/** The built extension in a browser of its own; closing the session closes the browser. */
export async function launchWithExtension(kind: BrowserKind, options: LaunchOptions = {}): Promise<ExtensionSession> {
  const host = await startExtensionBrowser(kind, options);
  const session = await host.install(options.version).catch(async (error: unknown) => {
    await host.close();
    throw error;
  });
  return { ...session, close: () => host.close() };
}

/** What each browser does its own way: install a copy (returning its id and origin), and open one of its pages. */
interface Engine {
  browser: Browser;
  idsLeft(): number;
  install(version: string | undefined): Promise<{ id: string; origin: string; dir: string }>;
  open(origin: string, path: string): Promise<Page>;
}

export async function startExtensionBrowser(kind: BrowserKind, options: LaunchOptions = {}): Promise<ExtensionBrowser> {
  const profile = tempDir(`newsflash-${kind}-`);
  const engine = await (kind === 'chromium' ? startChromium(profile, options) : startFirefoxEngine(profile, options)).catch((error: unknown) => {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  });
  const { browser } = engine;
  let current: ExtensionSession | undefined;
  let broken = false;
  return {
    browser,
    reusable: () => !broken && browser.connected && engine.idsLeft() > 0,
    async install(version) {
      await current?.close();
      const { id, origin, dir } = await engine.install(version);
      let closed = false;
      const session: ExtensionSession = {
        kind,
        browser,
        origin,
        extensionPath: dir,
        open: (path) => engine.open(origin, path),
        ...(kind === 'chromium' && {
          async worker() {
            const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`${origin}/`));
            return (await target.worker())!;
          },
        }),
        async close() {
          if (closed) return;
          closed = true;
          current = undefined;
          try {
            // Pages first: a tab the browser closes itself as it uninstalls can stay in puppeteer's list, unreachable.
            await startOver(browser);
            await browser.uninstallExtension(id);
          } catch {
            // A browser that cannot be put back as it started is not lent again.
            broken = true;
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        },
      };
      current = session;
      return session;
    },
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
      if (current) rmSync(current.extensionPath, { recursive: true, force: true });
    },
  };
}

/** The browser as it starts: one blank tab (every page a test opened closed, the welcome page and sites included) and no cookies. */
async function startOver(browser: Browser): Promise<void> {
  const left = await browser.pages();
  await newTab(browser);
  await Promise.all(left.map((page) => page.close()));
  const cookies = await browser.cookies();
  if (cookies.length > 0) await browser.deleteCookie(...cookies);
}

/**
 * Each browser started, one line in the file NEWSFLASH_LAUNCH_LOG names (when set): `npm test`
 * prints how many each lane started, a figure the machine's load does not blur.
 */
export function recordLaunch(kind: BrowserKind): void {
  if (process.env.NEWSFLASH_LAUNCH_LOG) appendFileSync(process.env.NEWSFLASH_LAUNCH_LOG, `${kind}\n`);
}

async function startChromium(profile: string, options: LaunchOptions): Promise<Engine> {
  recordLaunch('chromium');
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: !options.screen && (options.headless ?? true),
    pipe: true,
    userDataDir: profile,
    defaultViewport: null,
    enableExtensions: options.extraExtensions?.length ? options.extraExtensions : true,
    acceptInsecureCerts: options.acceptInsecureCerts,
    // On Linux Chromium takes its interface language from LANGUAGE; --lang sets what pages ask for.
    env: { ...process.env, ...(options.screen && { DISPLAY: options.screen.display }), ...(options.language && { LANGUAGE: options.language.replace('-', '_') }) },
    ...(options.screen && { ignoreDefaultArgs: ['--enable-automation'] }),
    args: [
      ...CHROME_ARGS,
      ...(options.screen ? ['--window-position=0,0', `--window-size=${options.screen.width},${options.screen.height}`] : []),
      ...(options.language ? [`--lang=${options.language}`] : []),
      // The extension's worker fetches outside any page, where the DevTools override does not reach.
      ...(options.acceptInsecureCerts ? ['--ignore-certificate-errors'] : []),
    ],
  });
  return {
    browser,
    idsLeft: () => Infinity,
    async install(version) {
      // An unpacked extension's id is made from its directory: a new copy, a new id.
      const dir = loopbackGrantedCopy('chromium', tempDir('newsflash-chromium-extension-'), { version });
      const id = await browser.installExtension(dir);
      const origin = `chrome-extension://${id}`;
      await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`${origin}/`));
      return { id, origin, dir };
    },
    async open(origin, path) {
      const page = await browser.newPage();
      await page.goto(`${origin}${path}`);
      return page;
    },
  };
}

const startFirefox = (profile: string, options: LaunchOptions, prefs: Record<string, unknown> = {}) => {
  recordLaunch('firefox');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: options.headless ?? true,
    userDataDir: profile,
    defaultViewport: null,
    args: ['--remote-allow-system-access'],
    acceptInsecureCerts: options.acceptInsecureCerts,
    extraPrefsFirefox: { 'alerts.useSystemBackend': false, ...prefs },
  });
};

/** The template profile (see `firefoxProfileTemplate`), made by starting and closing a bare Firefox in it once. */
export async function firefoxTemplate(dir: string): Promise<string> {
  const template = join(dir, 'profile');
  if (existsSync(template)) return template;
  const making = mkdtempSync(join(dir, 'making-'));
  await (await startFirefox(making, { headless: true })).close();
  // Made aside and moved in whole, so a launch never copies a half-made profile.
  renameSync(making, template);
  return template;
}

/**
 * Firefox reads the origin (moz-extension://uuid) of each extension id from a preference when it
 * starts, so a browser starts with this many ids mapped and each install takes the next: the
 * first is the add-on's own, the rest differ from it by a number.
 */
const FIREFOX_IDS_PER_BROWSER = 100;

async function startFirefoxEngine(profile: string, options: LaunchOptions): Promise<Engine> {
  const ids = Array.from({ length: FIREFOX_IDS_PER_BROWSER }, (_, n) => [n === 0 ? GECKO_ID : GECKO_ID.replace('@', `-${n + 1}@`), randomUUID()] as const);
  if (options.firefoxProfileTemplate) cpSync(await firefoxTemplate(options.firefoxProfileTemplate), profile, { recursive: true });
  const browser = await startFirefox(profile, options, {
    'extensions.webextensions.uuids': JSON.stringify(Object.fromEntries(ids)),
    // Debian's language packs (firefox-esr-l10n-*) are installed beside the browser.
    ...(options.language && { 'intl.locale.requested': options.language }),
    ...options.firefoxPrefs,
  });
  let used = 0;
  return {
    browser,
    idsLeft: () => ids.length - used,
    async install(version) {
      const [geckoId, uuid] = ids[used++]!;
      const dir = loopbackGrantedCopy('firefox', tempDir('newsflash-firefox-extension-'), { version, geckoId });
      await browser.installExtension(dir);
      return { id: geckoId, origin: `moz-extension://${uuid}`, dir };
    },
    async open(origin, path) {
      const page = await newTab(browser);
      // page.goto waits on events extension pages never send in Firefox; navigate through BiDi.
      await (page.mainFrame() as unknown as { browsingContext: { navigate(url: string, wait: string): Promise<unknown> } }).browsingContext.navigate(
        `${origin}${path}`,
        'complete',
      );
      return page;
    },
  };
}

/**
 * A new tab. In Firefox a tab opens in the window focused last; with no window manager that can be
 * Firefox's own notification window, which has no tabs, and the call fails: a window opens instead.
 */
const newTab = (browser: Browser) =>
  browser.newPage().catch((error: unknown) => {
    if (!String(error).includes('getTabBrowser')) throw error;
    return browser.newPage({ type: 'window' });
  });

/** The extension's API in one of its pages: Firefox's `chrome.*` takes callbacks only, its `browser.*` returns promises. */
type PageApi = {
  storage: { local: { set(v: unknown): Promise<void>; get(key: string): Promise<Record<string, unknown>> } };
  runtime: { sendMessage(m: unknown): Promise<unknown> };
};

/**
 * Sizes a page's viewport. Over WebDriver BiDi (Firefox) puppeteer 24 sends a screen-orientation
 * override with every viewport, which Firefox ESR 140 does not know, and its refusal can land before
 * the size is applied; so Firefox gets the size command alone.
 */
export async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  const frame = page.mainFrame() as unknown as { browsingContext?: { setViewport(options: { viewport: typeof size }): Promise<void> } };
  if (frame.browsingContext) await frame.browsingContext.setViewport({ viewport: size });
  else await page.setViewport(size);
}

/**
 * Waits (at most `ms`) for a page's animations to end: a headline that just slid in is half
 * transparent. A tab behind others does not animate, so the page comes to the front first.
 */
export async function settleAnimations(page: Page, ms = 2_000): Promise<void> {
  await page.bringToFront();
  await page.evaluate(
    (limit) =>
      Promise.race([
        // A row removed mid-animation cancels it, which rejects `finished`: that one is over too.
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, limit)),
      ]),
    ms,
  );
}

/** The background's status snapshot, asked from one of the extension's pages as the popup does. */
export const extensionStatus = (page: Page): Promise<StatusSnapshot> =>
  page.evaluate(() => {
    const api = (globalThis as { browser?: unknown; chrome?: unknown }).browser ?? (globalThis as { chrome?: unknown }).chrome;
    return (api as PageApi).runtime.sendMessage({ name: 'getStatus' });
  }) as Promise<StatusSnapshot>;

/**
 * The welcome page a fresh install opens, closed once the choices are made (its tab would otherwise
 * hide the page a test or the demo works in: a hidden feed lays out no rows). It opens just after
 * the install's writes, so it is waited for briefly.
 */
async function closeWelcome(page: Page): Promise<void> {
  const welcome = await findExtensionPage(page.browser(), '/welcome.html', 3_000);
  if (!welcome || welcome === page) return;
  await welcome.close();
  await page.bringToFront();
}

/**
 * An open page of the extension by its path, waited for up to `timeoutMs`. Over BiDi, Firefox
 * reports extension pages' URL as about:blank, so each page is asked where it is.
 */
export async function findExtensionPage(browser: Browser, path: string, timeoutMs: number): Promise<Page | undefined> {
  const where = (candidate: Page) => candidate.evaluate(() => location.href).catch(() => '');
  for (let waited = 0; waited <= timeoutMs; waited += 100) {
    for (const candidate of await browser.pages()) if ((await where(candidate)).endsWith(path)) return candidate;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/**
 * Sets the extension's settings from one of its pages, as the options page would: a server address
 * is saved with the key's scope (where the key may go), as Save does, and prices come from the
 * exchange stand-ins started beside that service, so nothing reaches out to an exchange.
 */
export async function configureExtension(page: Page, settings: Record<string, unknown>): Promise<void> {
  if (typeof settings.serverAddress === 'string') {
    const derived = deriveEndpoints(settings.serverAddress, (settings.endpointOverrides ?? {}) as Record<string, string>);
    if (!derived.ok) throw new Error(derived.error);
    const prices = { enabled: true, ...priceSourcesBeside(settings.serverAddress) };
    settings = { endpointOverrides: {}, prices, ...settings, keyScope: keyScopeOf(derived.endpoints) };
  }
  // A price source set here stands for one the reader typed, so it is theirs (utils/prices/source-trust.ts).
  if (typeof settings.prices === 'object' && settings.prices !== null && !('confirmed' in settings.prices)) {
    settings = { ...settings, prices: { ...settings.prices, confirmed: true } };
  }
  // Configuring stands for the reader's choices on the welcome page: every notification, and (with
  // an address) price moves from the stand-ins beside its service; a test sets others explicitly. It waits for
  // the install's own writes (up to 5 s), so those cannot land after it and undo the choices.
  const welcomeDue = await page.evaluate(async (values: Record<string, unknown>) => {
    const api = ((globalThis as { browser?: unknown; chrome?: unknown }).browser ?? (globalThis as { chrome?: unknown }).chrome) as PageApi;
    // No named function in here: tsx (the bench, the demo) names them with a helper the page lacks.
    let before = (await api.storage.local.get('onboarding')).onboarding;
    for (let waited = 0; waited < 5_000 && before === undefined; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      before = (await api.storage.local.get('onboarding')).onboarding;
    }
    const stored = (await api.storage.local.get('alerts')).alerts as Record<string, unknown> | undefined;
    const alerts = 'alerts' in values || !stored ? {} : { alerts: { ...stored, desktop: 'all' } };
    await api.storage.local.set({ onboarding: 'done', ...alerts, ...values });
    // The install writes 'pending' just before it opens the welcome page; once chosen or dismissed, no
    // welcome page is on its way, and looking for one would only wait out its 3 s.
    return before === undefined || before === 'pending';
  }, settings);
  if (welcomeDue) await closeWelcome(page);
}
