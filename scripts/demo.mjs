// `npm run demo`: installs what is missing, then runs the demo (scripts/demo-run.ts).
import { spawnSync } from 'node:child_process';
import { CHROMIUM, FIREFOX, XVFB, XWD, ensurePackages } from './lib/debian-packages.mjs';
import { ensureNodeModules } from './lib/deps.mjs';

const args = process.argv.slice(2);
const firefox = args.includes('--firefox');
ensureNodeModules();
if (!ensurePackages([firefox ? FIREFOX : CHROMIUM])) process.exit(1);
// Without a display, Chromium runs on a private screen for the store's notification screenshot;
// the rest of the demo goes on without one.
if (!firefox && (args.includes('--headless') || !process.env.DISPLAY)) ensurePackages([XVFB, XWD]);
const result = spawnSync('npx', ['tsx', 'scripts/demo-run.ts', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
