// `npm test`: every check, stopping at nothing so the summary is complete.
// Vitest is not a runner CI recognises by its closing lines, so this prints the plain
// "N passed, N failed" line from vitest's JSON reports.
//
// On two cores much of the suites' time is waiting (browsers above all), so independent checks run
// side by side where that measured faster; each check's output goes to its own log, printed whole
// when it ends, so nothing interleaves.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { NGINX, POSTGRES, PROMTOOL, REDIS, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

ensureNodeModules();
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
function run(name, command, args, env = {}) {
  const started = Date.now();
  const log = `${reports}/${name.replace(/[^a-z0-9]+/gi, '-')}.log`;
  const out = createWriteStream(log);
  console.log(`=== started: ${name} (${command} ${args.join(' ')})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n=== ${name}: ${command} ${args.join(' ')} (${seconds} s)`);
        process.stdout.write(readFileSync(log));
        steps.push({ name, ok: code === 0, seconds });
        resolve(code === 0);
      });
    });
  });
}
const vitest = (report, project, ...more) => [
  'vitest',
  'run',
  '--project',
  project,
  ...more,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${report}.json`,
];
const skipped = (name) => steps.push({ name, ok: false, seconds: '0' });

// The builds first and one at a time: each rewrites .wxt/, which the type check reads.
const built = (await run('build (chrome)', 'npx', ['wxt', 'build'])) & (await run('build (firefox)', 'npx', ['wxt', 'build', '-b', 'firefox']));

// Phase 1: what needs only the processor: the two single-threaded checks side by side, then the
// unit tests (which use both cores).
await Promise.all([run('typecheck', 'npx', ['tsc', '--noEmit']), run('lint', 'npx', ['eslint', '.'])]);
await run('unit tests', 'npx', vitest('unit', 'unit'));

// Phase 2: the service's suites, SQLite and PostgreSQL + Redis in one pool of two files at a time
// (a service file waits more than it computes: 587 s one file after another, 317 s so, 2026-11-29),
// then what measures memory, alone.
// Without nginx and promtool the proxy test fails saying what to install, and the promtool check is skipped.
ensurePackages([NGINX, PROMTOOL]);
const lint = built ? run('web-ext lint (firefox)', 'npx', ['web-ext', 'lint', '--source-dir', '.output/firefox-mv2', '--self-hosted']) : undefined;
if (ensurePackages([POSTGRES, REDIS])) {
  await run('integration tests, SQLite and PostgreSQL + Redis (two nodes)', 'npx', vitest('integration', 'integration', '--project', 'integration-pg'));
} else {
  skipped('integration tests on PostgreSQL + Redis, two nodes');
  await run('integration tests (SQLite)', 'npx', vitest('integration', 'integration'));
}
await run('integration tests measuring memory, alone', 'npx', vitest('integration-alone', 'integration-alone'));
await lint;

// Phase 3: the built extension in two lanes, a browser in each (every e2e suite is one describe per
// browser). Firefox's side takes longer than Chromium's (2026-11-29, each test installing into its
// file's browser: 769 s against 706 s), so the Chromium lane then runs Firefox's side of these files,
// picked by their measured time, and the two lanes end about together (docs/tests.md).
const FIREFOX_IN_CHROMIUM_LANE = ['accessibility'].map((name) => `tests/e2e/${name}.e2e.test.ts`);
const e2eLanes = [
  [
    { name: 'e2e tests (chromium)', report: 'e2e-chromium', kind: 'chromium', files: [] },
    { name: 'e2e tests (firefox, in the Chromium lane)', report: 'e2e-firefox-2', kind: 'firefox', files: FIREFOX_IN_CHROMIUM_LANE },
  ],
  [{ name: 'e2e tests (firefox)', report: 'e2e-firefox', kind: 'firefox', exclude: FIREFOX_IN_CHROMIUM_LANE }],
];
const e2eRuns = e2eLanes.flat();
if (existsSync('tests/e2e')) {
  const runLane = async (lane) => {
    for (const { name, report, kind, files = [], exclude = [] } of lane) {
      const args = vitest(report, 'e2e', ...files, ...exclude.flatMap((file) => ['--exclude', file]), '-t', `in ${kind}\\b`);
      await run(name, 'npx', args, { NEWSFLASH_LAUNCH_LOG: `${reports}/${report}.launches` });
    }
  };
  if (built && ensurePackages()) await Promise.all(e2eLanes.map(runLane));
  else for (const { name } of e2eRuns) skipped(name);
}

let passed = 0;
let failed = 0;
// CI keeps only the end of the output: the failures are named again beside the summary.
const failures = [];
const firstLine = (text = '') => text.split('\n')[0].slice(0, 300);
for (const report of ['unit', 'integration', 'integration-alone', ...e2eRuns.map((run) => run.report)]) {
  const path = `${reports}/${report}.json`;
  if (!existsSync(path)) continue;
  const json = JSON.parse(readFileSync(path, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  for (const file of json.testResults) {
    const where = `${report}: ${file.name.replace(`${process.cwd()}/`, '')}`;
    const tests = file.assertionResults.filter((result) => result.status === 'failed');
    for (const test of tests) failures.push(`${where} > ${test.fullName}\n        ${firstLine(test.failureMessages[0])}`);
    // A hook's failure (beforeAll, afterAll) fails the file without failing a test.
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where}\n        ${firstLine(file.message)}`);
  }
}
// Browsers started per e2e run (devkit/extension-browser.ts logs each): unlike seconds, the machine's load does not change it.
const launches = (report) => {
  const path = `${reports}/${report}.launches`;
  return existsSync(path) ? `, ${readFileSync(path, 'utf8').split('\n').filter(Boolean).length} browsers started` : '';
};
const reportOf = Object.fromEntries(e2eRuns.map((run) => [run.name, run.report]));
console.log('\n=== summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds} s${reportOf[step.name] ? launches(reportOf[step.name]) : ''})`);
for (const failure of failures) console.log(`failed  ${failure}`);
const failedSteps = steps.filter((step) => !step.ok).length;
// A failed check that is not a test (typecheck, lint, build) counts as a failure too.
console.log(`tests: ${passed} passed, ${failed + failedSteps} failed`);
process.exit(failed + failedSteps > 0 ? 1 : 0);
