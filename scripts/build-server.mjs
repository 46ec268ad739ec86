// `npm run build:server`: the service as one ES module in server/dist/, run by `npm start` with
// production dependencies only. The wire contract (@newsflash/protocol, TypeScript source) is
// bundled in; the service's runtime packages stay outside (better-sqlite3 is native; the others
// are installed by `npm ci --omit=dev`). What the service reads at run time beside its code
// (PostgreSQL's migrations) is copied to where the bundle looks for it. Feed documents are read in
// a worker thread (server/sources/feed-reader.ts), whose script is bundled beside main.mjs. The
// service's own web page (web/, built by Vite with its own config) goes to server/dist/web, where
// the bundle serves it from at `/`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleService } from './bundle-service.mjs';

// What /metrics' newsflash_build_info and `--version` report, written in: the bundle runs where
// there may be no checkout. NEWSFLASH_BUILD_COMMIT set by a packager wins over asking git.
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const commit = process.env.NEWSFLASH_BUILD_COMMIT || gitCommit();

const out = 'server/dist';
rmSync(out, { recursive: true, force: true });
await bundleService(out, { define: { 'process.env.NEWSFLASH_BUILD_VERSION': JSON.stringify(version), 'process.env.NEWSFLASH_BUILD_COMMIT': JSON.stringify(commit) } });
execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NEWSFLASH_WEB_OUT: resolve(out, 'web'), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
