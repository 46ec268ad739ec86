import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFamilies, referencedFamilies } from './helpers/metric-families';

const rules = 'deploy/prometheus/newsflash-rules.yml';
const cases = 'deploy/prometheus/newsflash-rules.test.yml';
/** Where Debian's prometheus package puts it (devkit/debian-packages.mjs; `npm test` installs it). */
const PROMTOOL = '/usr/bin/promtool';
const promtool = spawnSync(PROMTOOL, ['--version']).status === 0;
if (!promtool) console.warn(`alerts.test.ts: ${PROMTOOL} is missing, so the alert rules are not checked: apt-get install prometheus (npm test installs it)`);

const run = (args: string[], cwd?: string) => {
  const result = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
};

describe('Prometheus alert rules (deploy/prometheus/)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-alerts-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(promtool)('pass promtool check rules', () => {
    const check = run(['check', 'rules', rules]);
    expect(check.output).toContain('SUCCESS');
    expect(check.status).toBe(0);
  });

  it.runIf(promtool)('pass their unit tests (promtool test rules): each alert fires when it should and not before', () => {
    const test = run(['test', 'rules', cases]);
    expect(test.output).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });

  it.runIf(promtool)('whose unit tests catch a rule that no longer fires (a threshold ten times too high)', () => {
    copyFileSync(cases, join(dir, 'newsflash-rules.test.yml'));
    const text = readFileSync(rules, 'utf8');
    expect(text).toContain('> 0.05');
    writeFileSync(join(dir, 'newsflash-rules.yml'), text.replace('> 0.05', '> 0.5'));
    const test = run(['test', 'rules', 'newsflash-rules.test.yml'], dir);
    expect(test.status).not.toBe(0);
    expect(test.output).toContain('NewsflashServerErrors');
  });

  it('name only figures the service exports', async () => {
    const { names, histograms } = await exportedFamilies();
    const referenced = referencedFamilies(readFileSync(rules, 'utf8'), histograms);
    expect(referenced.length).toBeGreaterThanOrEqual(8);
    expect(referenced.filter((name) => !names.has(name))).toEqual([]);
  });
});
