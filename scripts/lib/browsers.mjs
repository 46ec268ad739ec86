import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const FIREFOX = '/usr/bin/firefox-esr';

const packages = { [CHROMIUM]: 'chromium', [FIREFOX]: 'firefox-esr' };

/**
 * Makes sure Debian's Chromium and Firefox ESR are installed: installs them when running as root,
 * otherwise says exactly what to run. Returns false when a browser is still missing.
 */
export function ensureBrowsers(paths = [CHROMIUM, FIREFOX], log = console.log) {
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0) return true;
  const names = missing.map((path) => packages[path]);
  if (process.getuid?.() !== 0) {
    log(`Missing browsers: ${names.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`);
    return false;
  }
  log(`Installing ${names.join(', ')} from Debian's packages (one time, about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  return paths.every((path) => existsSync(path));
}
