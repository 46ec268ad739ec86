// `npm run bench`: installs what is missing, builds the extension, then prints every figure.
import { execFileSync } from 'node:child_process';
import { CHROMIUM, POSTGRES, REDIS, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

ensureNodeModules();
// `-- --ingest` measures the service's detection and stories only, `-- --retention` its pruning,
// `-- --source-delay` its sources' delay (`--pushed` the pushed ones alone), `-- --floods` other
// readers under floods, `-- --votes` votes alone, `-- --fanout` one node's fan-out against the
// floor, `-- --outcomes` the outcome scheduler over a day: no browser, no build.
const ingestOnly = ['--ingest', '--retention', '--source-delay', '--pushed', '--floods', '--votes', '--fanout', '--outcomes'].some((flag) => process.argv.includes(flag));
if (!ingestOnly && !ensurePackages([CHROMIUM, POSTGRES, REDIS])) process.exit(1);
if (!ingestOnly) execFileSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
execFileSync('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
