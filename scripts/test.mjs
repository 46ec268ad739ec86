// `npm test`: every check, in order, stopping at nothing so the summary is complete.
// Vitest is not a runner CI recognises by its closing lines, so this prints the plain
// "N passed, N failed" line from vitest's JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { NGINX, POSTGRES, PROMTOOL, REDIS, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

ensureNodeModules();
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return result.status === 0;
}
const vitest = (project) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${project}.json`,
];

run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.']);
run('unit tests', 'npx', vitest('unit'));
// Without them the proxy test fails saying what to install, and the promtool check is skipped.
ensurePackages([NGINX, PROMTOOL]);
run('integration tests', 'npx', vitest('integration'));
if (ensurePackages([POSTGRES, REDIS])) run('integration tests on PostgreSQL + Redis, two nodes', 'npx', vitest('integration-pg'));
else steps.push({ name: 'integration tests on PostgreSQL + Redis, two nodes', ok: false, seconds: '0' });
const built = run('build (chrome)', 'npx', ['wxt', 'build']) & run('build (firefox)', 'npx', ['wxt', 'build', '-b', 'firefox']);
if (built) run('web-ext lint (firefox)', 'npx', ['web-ext', 'lint', '--source-dir', '.output/firefox-mv2', '--self-hosted']);
if (existsSync('tests/e2e')) {
  if (built && ensurePackages()) run('e2e tests (chromium, firefox)', 'npx', vitest('e2e'));
  else steps.push({ name: 'e2e tests (chromium, firefox)', ok: false, seconds: '0' });
}

let passed = 0;
let failed = 0;
// CI keeps only the end of the output: the failures are named again beside the summary.
const failures = [];
const firstLine = (text = '') => text.split('\n')[0].slice(0, 300);
for (const project of ['unit', 'integration', 'integration-pg', 'e2e']) {
  const path = `${reports}/${project}.json`;
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    const where = `${project}: ${file.name.replace(`${process.cwd()}/`, '')}`;
    const tests = file.assertionResults.filter((result) => result.status === 'failed');
    for (const test of tests) failures.push(`${where} > ${test.fullName}\n        ${firstLine(test.failureMessages[0])}`);
    // A hook's failure (beforeAll, afterAll) fails the file without failing a test.
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where}\n        ${firstLine(file.message)}`);
  }
}
console.log('\n=== summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds} s)`);
for (const failure of failures) console.log(`failed  ${failure}`);
const failedSteps = steps.filter((step) => !step.ok).length;
// A failed check that is not a test (typecheck, lint, build) counts as a failure too.
console.log(`tests: ${passed} passed, ${failed + failedSteps} failed`);
process.exit(failed + failedSteps > 0 ? 1 : 0);
