import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/** Installs npm packages from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureNodeModules(log = console.log) {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  log('Installing npm packages (npm ci; better-sqlite3 builds from source, about a minute)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
