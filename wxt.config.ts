import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { leanPreload } from './web/lean-preload-plugin';
import { trackedSources } from './devkit/tracked-sources';
import { OPEN_PANEL_COMMAND, OPEN_TRADE_COMMAND } from './utils/base/commands';
import { DEFAULT_SERVER } from './utils/base/default-server';
import { PATTERN_ENGINE_SCRIPT } from './utils/notify/pattern-engine-script';

// Images from items load only over https (items' http images are upgraded when read; this also
// stops any that slip through, like those stored by an older version), so no host on the path can
// watch what a reader reads.
const BASE_CSP = "script-src 'self'; object-src 'self'; img-src 'self' https:";
// Pages and the worker connect over https/wss, and plain http/ws to this machine only: MV3's
// default CSP would upgrade ws:// to wss:// (a self-hosted service here unreachable), and Firefox's
// MV2 default says nothing about connections at all.
const CSP = `${BASE_CSP}; connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*`;
/**
 * This machine, asked for when a reader saves such an address (only self-hosters need it; granted
 * at install it would open every local service, wallets and node RPCs included). Match patterns
 * carry no port: Firefox refuses them.
 */
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

// The stores link the listing to it; package.json is its one home.
const { homepage } = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { homepage: string };

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // AMO rebuilds the Firefox add-on from the sources zip: exactly what git tracks (set when zipping
  // starts, below), nothing a run leaves behind. Everything else is excluded.
  zip: { excludeSources: ['**/*', '**/.*'] },
  imports: false,
  hooks: {
    'zip:sources:start': (wxt) => {
      wxt.config.zip.includeSources = trackedSources(wxt.config.root);
    },
    // The privacy policy ships inside the extension as plain text, so the options page links to it offline.
    // Firefox's background page cannot import a script later and synchronously, as Chrome's worker
    // can (utils/notify/pattern-engine-script.ts): there the pattern engine loads first, once a session.
    'build:manifestGenerated': (wxt, manifest) => {
      if (wxt.config.browser === 'firefox' && manifest.background && 'scripts' in manifest.background) manifest.background.scripts = [PATTERN_ENGINE_SCRIPT.slice(1), ...(manifest.background.scripts ?? [])];
    },
    'build:publicAssets': (_wxt, files) => {
      files.push({ absoluteSrc: resolve('PRIVACY.md'), relativeDest: 'privacy.txt' });
      // And the changelog, linked from the popup after an update: offline, and true to this version.
      files.push({ absoluteSrc: resolve('CHANGELOG.md'), relativeDest: 'changelog.txt' });
    },
    // The worker takes the browser's own API (utils/base/bare-browser.ts says why it needs nothing the
    // polyfill adds): WXT's background wrapper imports `wxt/browser`, which the polyfill module
    // points at webextension-polyfill for every entry, 2.7 kB of the worker's budget. Pages keep it.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.some((entrypoint) => entrypoint.type === 'background')) return;
      const aliases = config.resolve?.alias ?? [];
      const rest = Array.isArray(aliases) ? aliases : Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));
      // `#pattern-engine`: RE2 (45 kB gzip, for rule patterns only) is a script of its own the worker
      // loads at its first pattern; pages take the module itself (below).
      const worker = { find: /^#pattern-engine$/, replacement: resolve('utils/notify/pattern-engine-script.ts') };
      config.resolve = { ...config.resolve, alias: [{ find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' }, worker, ...rest] };
    },
    // `imports: false` hides auto-imports from types but WXT 0.20 still runs its unimport plugin,
    // which adds a real import wherever a name like `storage` appears, even as a local variable.
    'config:resolved': (wxt) => {
      wxt.config.imports.presets = [];
      wxt.config.imports.imports = [];
    },
  },
  vite: () => ({
    // On-demand chunks load by a plain import(): Vite's preload helper was 0.7 kB of the popup's first paint.
    plugins: [leanPreload()],
    // async-mutex: @wxt-dev/storage uses one call of it (utils/store/run-exclusive.ts).
    resolve: {
      alias: {
        'async-mutex': resolve('utils/store/run-exclusive.ts'),
        // Rule patterns' RE2 engine: the module itself in pages; the worker's build swaps it (above).
        '#pattern-engine': resolve('utils/notify/pattern-engine-module.ts'),
      },
    },
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    build: { target: 'es2022', modulePreload: { polyfill: false } },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    // Every word a person reads comes from locales/ (the browser's language, English otherwise).
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    homepage_url: homepage,
    permissions: ['storage', 'notifications', 'alarms', ...(browser === 'chrome' ? ['offscreen', 'sidePanel'] : [])],
    // One key opens the popup, another the docked feed, a third the newest alert's trade (Firefox toggles its sidebar itself; Chrome
    // opens the side panel from the background, the command being the user's gesture).
    commands: {
      [manifestVersion === 3 ? '_execute_action' : '_execute_browser_action']: { suggested_key: { default: 'Alt+Shift+N' } },
      ...(browser === 'firefox'
        ? { _execute_sidebar_action: { suggested_key: { default: 'Alt+Shift+F' }, description: '__MSG_commandSidebar__' } }
        : { [OPEN_PANEL_COMMAND]: { suggested_key: { default: 'Alt+Shift+F' }, description: '__MSG_commandPanel__' } }),
      // The newest alert's pair on the reader's exchange: a link only, no exchange key is ever asked for.
      [OPEN_TRADE_COMMAND]: { suggested_key: { default: 'Alt+Shift+T' }, description: '__MSG_commandTrade__' },
    },
    // The public service only. Any other is https (plain http is for this machine only), asked for
    // when its address is saved and given back once no saved address uses it (utils/permissions/host-access.ts).
    // Tests and the demo load a copy that grants loopback up front (devkit/extension-browser.ts).
    host_permissions: [`${DEFAULT_SERVER}/*`],
    optional_host_permissions: manifestVersion === 3 ? ['https://*/*', ...LOOPBACK] : undefined,
    optional_permissions: manifestVersion === 2 ? ['https://*/*', ...LOOPBACK] : undefined,
    minimum_chrome_version: browser === 'chrome' ? '116' : undefined,
    content_security_policy: manifestVersion === 3 ? { extension_pages: CSP } : CSP,
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'newsflash@newsflash.dev',
              // 140: the first release with built-in data consent, and the ESR the tests run on.
              strict_min_version: '140.0',
              // The API key goes to the news service (authentication information), an optional
              // consent asked for when a key is saved (utils/permissions/permission-request.ts): one
              // who declines still installs and reads the feed. Coin symbols sent to the price
              // source describe headlines, not the reader.
              data_collection_permissions: { required: ['none'], optional: ['authenticationInfo'] },
            },
          }
        : undefined,
  }),
});
