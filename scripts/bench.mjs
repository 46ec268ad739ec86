// `npm run bench`: installs what is missing, builds the extension, then prints every figure.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, POSTGRES, REDIS, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

ensureNodeModules();
// `-- --ingest` measures the service's detection and stories only, `-- --retention` its pruning, `-- --source-delay` its sources' delay (`--pushed` the pushed ones alone), `-- --floods` other readers under floods: no browser, no build.
const ingestOnly = ['--ingest', '--retention', '--source-delay', '--pushed', '--floods'].some((flag) => process.argv.includes(flag));
if (!ingestOnly && !ensurePackages([CHROMIUM, POSTGRES, REDIS])) process.exit(1);
// What the pattern engine costs the background, by difference: one build with re2js stubbed out.
const build = (env = {}) => execFileSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
let withoutEngine = 0;
// `-- --web` compares the web page with the popup: one build is enough.
if (process.argv.includes('--web')) build();
else if (!ingestOnly) {
  build({ NEWSFLASH_STUB_PATTERN_ENGINE: '1' });
  withoutEngine = gzipSync(readFileSync('.output/chrome-mv3/background.js')).length;
  build();
}
execFileSync('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEWSFLASH_BACKGROUND_WITHOUT_ENGINE_BYTES: String(withoutEngine) },
});
