import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANGELOG, compareVersions, currentVersions, PACKAGE_FILES, planRelease, releaseChangelog } from '@/scripts/release-plan.mjs';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const { version } = JSON.parse(read('package.json')) as { version: string };
const script = join(root, 'scripts/release.mjs');
/** The next minor version: newer than today's whatever today's is. */
const next = `${version.split('.')[0]}.${Number(version.split('.')[1]) + 1}.0`;
/** The changelog with something to release under Unreleased: right after a release it holds nothing. */
const withEntry = (text: string) => text.replace(/^## \[Unreleased\]\n/m, '## [Unreleased]\n\n### Fixed\n\n- An entry to release.\n');
const readWithEntry = (path: string) => (path === CHANGELOG ? withEntry(read(path)) : read(path));

describe('one version everywhere', () => {
  it('every package, reference and lock entry holds the root package.json\'s version', () => {
    const fields = currentVersions(read);
    expect(fields.length).toBeGreaterThanOrEqual(10);
    expect(fields.filter((field) => field.value !== version)).toEqual([]);
  });

  it('the changelog has an Unreleased section and the current release\'s entry', () => {
    const changelog = read(CHANGELOG);
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'));
  });
});

describe('planRelease', () => {
  it('sets the new version in every field and dates the changelog\'s entry', () => {
    const plan = planRelease(readWithEntry, '9.9.9', '2030-01-02');
    expect(plan.map((file) => file.path)).toEqual([...PACKAGE_FILES, CHANGELOG]);
    const after = (path: string) => plan.find((file) => file.path === path)!.text;
    expect(currentVersions(after).filter((field) => field.value !== '9.9.9')).toEqual([]);
    // Nothing else in the lock file moves: only the version lines differ.
    const lockAfter = after('package-lock.json').split('\n');
    const changed = read('package-lock.json').split('\n').filter((line, index) => line !== lockAfter[index]);
    expect(changed.length).toBe(currentVersions(read).filter((field) => field.file === 'package-lock.json').length);
    const changelog = after(CHANGELOG);
    expect(changelog.indexOf('## [Unreleased]\n\n## [9.9.9] - 2030-01-02\n')).toBeGreaterThan(0);
    expect(changelog.indexOf('## [9.9.9]')).toBeLessThan(changelog.indexOf(`## [${version}]`));
  });

  it('refuses what is no release: a bad or old version, a bad date', () => {
    expect(() => planRelease(read, '1.2', '2030-01-02')).toThrow(/not a semantic version/);
    expect(() => planRelease(read, 'v1.2.3', '2030-01-02')).toThrow(/not a semantic version/);
    expect(() => planRelease(read, version, '2030-01-02')).toThrow(/not newer/);
    expect(() => planRelease(read, '0.0.1', '2030-01-02')).toThrow(/not newer/);
    expect(() => planRelease(read, '9.9.9', 'today')).toThrow(/not a date/);
  });

  it('refuses a changelog with nothing unreleased, or an entry the version already has', () => {
    expect(() => releaseChangelog('# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-11-23\n\n- x\n', '0.2.0', '2030-01-02')).toThrow(/empty/);
    expect(() => releaseChangelog('# Changelog\n\n## [0.1.0] - 2026-11-23\n', '0.2.0', '2030-01-02')).toThrow(/no "## \[Unreleased\]"/);
    expect(() => releaseChangelog('## [Unreleased]\n\n- y\n\n## [0.2.0] - 2026-11-23\n', '0.2.0', '2030-01-02')).toThrow(/already/);
  });

  it('orders versions as semver does', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
  });
});

describe('npm run release', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-release-'));
    for (const path of [...PACKAGE_FILES, CHANGELOG]) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      cpSync(join(root, path), join(dir, path));
    }
    writeFileSync(join(dir, CHANGELOG), withEntry(read(CHANGELOG)));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8' });
  const snapshot = () => [...PACKAGE_FILES, CHANGELOG].map((path) => readFileSync(join(dir, path), 'utf8'));

  it('--dry-run prints every change and the archives it would build, and writes nothing', () => {
    const before = snapshot();
    const dry = run(next, '--dry-run', '--date', '2030-01-02');
    expect(dry.status).toBe(0);
    for (const path of [...PACKAGE_FILES, CHANGELOG]) expect(dry.stdout).toContain(`  ${path}\n`);
    expect(dry.stdout).toContain(`version: ${version} → ${next}`);
    expect(dry.stdout).toContain(`.output/newsflash-${next}-chrome.zip`);
    expect(snapshot()).toEqual(before);
  });

  it('writes the release, and refuses to make the same one twice', () => {
    const made = run(next, '--date', '2030-01-02', '--no-zip');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`git tag -a v${next}`);
    const files = (path: string) => readFileSync(join(dir, path), 'utf8');
    expect(currentVersions(files).filter((field) => field.value !== next)).toEqual([]);
    expect(files(CHANGELOG)).toContain(`## [${next}] - 2030-01-02`);
    const again = run(next, '--no-zip');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('not newer');
  });

  it('says how to call it without a version', () => {
    expect(run().stderr).toContain('usage: npm run release -- VERSION');
  });
});
