import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const FIREFOX = '/usr/bin/firefox-esr';
// A private screen and a screen grab, for the demo's notification screenshot (devkit/virtual-display.ts).
export const XVFB = '/usr/bin/Xvfb';
export const XWD = '/usr/bin/xwd';

// The browsers in the languages the extension ships (its e2e tests launch them in each), and the
// fonts Chinese, Japanese and Korean pages and store screenshots need.
const FIREFOX_LANGUAGES = { 'es-ES': 'es-es', ru: 'ru', 'zh-CN': 'zh-cn', ko: 'ko', ja: 'ja' };
export const LANGUAGE_PACKS = [
  '/usr/lib/chromium/locales/ru.pak',
  ...Object.keys(FIREFOX_LANGUAGES).map((locale) => `/usr/lib/firefox-esr/browser/extensions/langpack-${locale}@firefox-esr.mozilla.org.xpi`),
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

// The service's several-node backends, for its tests, the demo's `--nodes 2` and the bench.
export const POSTGRES = '/usr/lib/postgresql';
export const REDIS = '/usr/bin/redis-server';
// The production recipes' tests: the TLS reverse proxy, and promtool to check /metrics.
export const NGINX = '/usr/sbin/nginx';
export const PROMTOOL = '/usr/bin/promtool';

const packages = {
  [CHROMIUM]: 'chromium',
  [FIREFOX]: 'firefox-esr',
  [XVFB]: 'xvfb',
  [XWD]: 'x11-apps',
  [POSTGRES]: 'postgresql',
  [REDIS]: 'redis-server',
  [NGINX]: 'nginx',
  [PROMTOOL]: 'prometheus',
  '/usr/lib/chromium/locales/ru.pak': 'chromium-l10n',
  ...Object.fromEntries(Object.entries(FIREFOX_LANGUAGES).map(([locale, name]) => [`/usr/lib/firefox-esr/browser/extensions/langpack-${locale}@firefox-esr.mozilla.org.xpi`, `firefox-esr-l10n-${name}`])),
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc': 'fonts-noto-cjk',
};

/**
 * Makes sure the Debian packages behind these programs (by default both browsers) are installed:
 * installs them when running as root, otherwise says exactly what to run. Returns false when one is
 * still missing.
 */
export function ensurePackages(paths = [CHROMIUM, FIREFOX, ...LANGUAGE_PACKS], log = console.log) {
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0) return true;
  const names = missing.map((path) => packages[path]);
  if (process.getuid?.() !== 0) {
    log(`Missing: ${names.join(', ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`);
    return false;
  }
  log(`Installing ${names.join(', ')} from Debian's packages (one time, about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  return paths.every((path) => existsSync(path));
}
