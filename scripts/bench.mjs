// `npm run bench`: installs what is missing, builds the extension, then prints every figure.
import { execFileSync } from 'node:child_process';
import { ensureBrowsers } from './lib/browsers.mjs';
import { ensureNodeModules } from './lib/deps.mjs';

ensureNodeModules();
if (!ensureBrowsers(['/usr/bin/chromium'])) process.exit(1);
execFileSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
execFileSync('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
