// `npm run demo`: installs what is missing, then runs the demo (scripts/demo-run.ts).
import { spawnSync } from 'node:child_process';
import { CHROMIUM, FIREFOX, ensureBrowsers } from './lib/browsers.mjs';
import { ensureNodeModules } from './lib/deps.mjs';

const args = process.argv.slice(2);
ensureNodeModules();
if (!ensureBrowsers([args.includes('--firefox') ? FIREFOX : CHROMIUM])) process.exit(1);
const result = spawnSync('npx', ['tsx', 'scripts/demo-run.ts', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
