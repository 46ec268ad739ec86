// `npm run store:screenshots`: installs what is missing, then makes the listing's pictures (scripts/store-screenshots-run.ts).
import { spawnSync } from 'node:child_process';
import { CHROMIUM, LANGUAGE_PACKS, XVFB, XWD, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

ensureNodeModules();
if (!ensurePackages([CHROMIUM, ...LANGUAGE_PACKS])) process.exit(1);
// A private screen for the notification's picture; the other pictures are made without one.
ensurePackages([XVFB, XWD]);
const result = spawnSync('npx', ['tsx', 'scripts/store-screenshots-run.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
