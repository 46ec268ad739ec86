// `npm run release -- VERSION [--dry-run] [--date YYYY-MM-DD] [--no-zip]`: sets VERSION everywhere
// a version is written (scripts/release-plan.mjs), makes the changelog's Unreleased entry the
// release's, and builds the store archives (.output/newsflash-VERSION-{chrome,firefox,sources}.zip).
// It commits and tags nothing: the steps after it are printed (docs/production.md, "Releasing").
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planRelease } from './release-plan.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const version = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--date');
const date = option('--date') ?? new Date().toISOString().slice(0, 10);
const root = process.cwd();

try {
  if (!version) throw new Error('usage: npm run release -- VERSION [--dry-run] [--date YYYY-MM-DD] [--no-zip]');
  const plan = planRelease((path) => readFileSync(join(root, path), 'utf8'), version, date);
  const dry = flag('--dry-run');
  console.log(`${dry ? 'would release' : 'releasing'} ${version} (${date}):`);
  for (const file of plan) {
    console.log(`  ${file.path}`);
    for (const change of file.changes) console.log(`    ${change}`);
    if (!dry) writeFileSync(join(root, file.path), file.text);
  }
  const zips = ['chrome', 'firefox', 'sources'].map((kind) => `.output/newsflash-${version}-${kind}.zip`);
  if (flag('--no-zip')) console.log('  (archives not built: --no-zip)');
  else if (dry) console.log(`  would build ${zips.join(', ')} (npm run zip)`);
  else execFileSync('npm', ['run', 'zip'], { cwd: root, stdio: 'inherit' });
  if (!dry) {
    console.log(`\nnext: npm test, then
  git add ${plan.map((file) => file.path).join(' ')} && git commit -m "Release ${version}" && git tag -a v${version} -m "Release ${version}"
  and the release's upgrade fixtures: docs/production.md, "Releasing"`);
  }
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
