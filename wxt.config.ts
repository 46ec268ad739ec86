import { defineConfig } from 'wxt';
import { DEFAULT_SERVER } from './utils/endpoints';

// MV3's default CSP upgrades ws:// to wss://, which would make a self-hosted service on this
// machine unreachable; our own CSP allows plain http/ws to loopback only.
const LOOPBACK_CSP =
  "script-src 'self'; object-src 'self'; connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*";

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  hooks: {
    // `imports: false` hides auto-imports from types but WXT 0.20 still runs its unimport plugin,
    // which adds a real import wherever a name like `storage` appears, even as a local variable.
    'config:resolved': (wxt) => {
      wxt.config.imports.presets = [];
      wxt.config.imports.imports = [];
    },
  },
  vite: () => ({
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    build: { target: 'es2022' },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Newsflash',
    description: 'Real-time crypto news: live feed, instant desktop notifications, voting.',
    permissions: ['storage', 'notifications', 'alarms', ...(browser === 'chrome' ? ['offscreen'] : [])],
    host_permissions: [`${DEFAULT_SERVER}/*`, 'http://127.0.0.1/*', 'http://localhost/*'],
    optional_host_permissions: manifestVersion === 3 ? ['https://*/*', 'http://*/*'] : undefined,
    optional_permissions: manifestVersion === 2 ? ['https://*/*', 'http://*/*'] : undefined,
    minimum_chrome_version: browser === 'chrome' ? '116' : undefined,
    content_security_policy: manifestVersion === 3 ? { extension_pages: LOOPBACK_CSP } : undefined,
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'newsflash@newsflash.dev',
              strict_min_version: '115.0',
              data_collection_permissions: { required: ['none'] },
            },
          }
        : undefined,
  }),
});
